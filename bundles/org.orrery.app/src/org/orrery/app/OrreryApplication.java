package org.orrery.app;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.PlatformUI;

/** The Orrery workbench application. Paths given on the command line are opened once the window is up. */
public class OrreryApplication implements IApplication {

    @Override
    public Object start(IApplicationContext context) {
        List<Path> files = filesToOpen((String[]) context.getArguments().get(IApplicationContext.APPLICATION_ARGS));
        Display display = PlatformUI.createDisplay();
        try {
            int code = PlatformUI.createAndRunWorkbench(display, new OrreryWorkbenchAdvisor(files));
            return code == PlatformUI.RETURN_RESTART ? IApplication.EXIT_RESTART : IApplication.EXIT_OK;
        } finally {
            display.dispose();
        }
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
