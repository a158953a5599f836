package org.orrery.app;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.PlatformUI;
import org.orrery.lab.LabException;
import org.orrery.lab.LabRuntime;
import org.orrery.lab.LabSession;

/** The Orrery workbench application. Paths given on the command line are opened once the window is up. */
public class OrreryApplication implements IApplication {

    @Override
    public Object start(IApplicationContext context) {
        List<Path> files = filesToOpen((String[]) context.getArguments().get(IApplicationContext.APPLICATION_ARGS));
        if (Boolean.getBoolean("orrery.autoDeploy")) {
            startLabMeanwhile();
        }
        Display display = PlatformUI.createDisplay();
        try {
            int code = PlatformUI.createAndRunWorkbench(display, new OrreryWorkbenchAdvisor(files));
            return code == PlatformUI.RETURN_RESTART ? IApplication.EXIT_RESTART : IApplication.EXIT_OK;
        } finally {
            display.dispose();
        }
    }

    /**
     * The demo deploys the system it opens: the embedded lab starts while the workbench comes up rather than after it
     * (the deployment then finds it running, or waits for this start to finish).
     */
    private static void startLabMeanwhile() {
        Thread starter = new Thread(() -> {
            try {
                LabSession.get().ensureRunning(LabRuntime.configured());
            } catch (LabException e) {
                System.err.println("orrery: the embedded lab did not start: " + e.getMessage());
            }
        }, "orrery-lab-start");
        starter.setDaemon(true);
        starter.start();
    }

    /** The arguments that name files: everything that is not an option. */
    static List<Path> filesToOpen(String[] args) {
        List<Path> files = new ArrayList<>();
        if (args == null) {
            return files;
        }
        for (String arg : args) {
            if (!arg.startsWith("-") && !arg.isBlank()) {
                files.add(Path.of(arg).toAbsolutePath().normalize());
            }
        }
        return files;
    }

    @Override
    public void stop() {
        if (!PlatformUI.isWorkbenchRunning()) {
            return;
        }
        IWorkbench workbench = PlatformUI.getWorkbench();
        Display display = workbench.getDisplay();
        display.syncExec(() -> {
            if (!display.isDisposed()) {
                workbench.close();
            }
        });
    }
}
