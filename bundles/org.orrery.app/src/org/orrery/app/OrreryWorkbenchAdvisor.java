package org.orrery.app;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.application.IWorkbenchConfigurer;
import org.eclipse.ui.application.IWorkbenchWindowConfigurer;
import org.eclipse.ui.application.WorkbenchAdvisor;
import org.eclipse.ui.application.WorkbenchWindowAdvisor;

/** Starts the workbench in the Orrery perspective and opens the files named on the command line. */
final class OrreryWorkbenchAdvisor extends WorkbenchAdvisor {

    private final List<Path> filesToOpen;

    OrreryWorkbenchAdvisor(List<Path> filesToOpen) {
        this.filesToOpen = List.copyOf(filesToOpen);
    }

    @Override
    public void initialize(IWorkbenchConfigurer configurer) {
        super.initialize(configurer);
        configurer.setSaveAndRestore(false);
    }

    @Override
    public String getInitialWindowPerspectiveId() {
        return OrreryPerspective.ID;
    }

    @Override
    public WorkbenchWindowAdvisor createWorkbenchWindowAdvisor(IWorkbenchWindowConfigurer configurer) {
        return new OrreryWindowAdvisor(configurer);
    }

    @Override
    public void postStartup() {
        IWorkbenchWindow window = getWorkbenchConfigurer().getWorkbench().getActiveWorkbenchWindow();
        if (window == null || window.getActivePage() == null) {
            return;
        }
        IWorkbenchPage page = window.getActivePage();
        for (Path file : filesToOpen) {
            SystemFiles.open(page, file);
        }
    }
}
