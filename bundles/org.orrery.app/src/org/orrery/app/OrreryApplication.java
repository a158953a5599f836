package org.orrery.app;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

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

    /**
     * Options that reach the application with a value after them: the launcher's and the test harness's (Tycho runs the
     * workbench inside its UI test application, which passes its own arguments on). Their values are not files.
     */
    private static final Set<String> OPTIONS_WITH_VALUES = Set.of("-application", "-product", "-data", "-configuration",
            "-testapplication", "-testproperties", "-timeout", "-testpluginname", "-classname", "-port", "-os", "-ws",
            "-arch", "-nl");

    /** The arguments that name files: everything that is neither an option nor an option's value. */
    public static List<Path> filesToOpen(String[] args) {
        List<Path> files = new ArrayList<>();
        if (args == null) {
            return files;
        }
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (OPTIONS_WITH_VALUES.contains(arg.toLowerCase(Locale.ROOT))) {
                i++;
            } else if (!arg.startsWith("-") && !arg.isBlank()) {
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
