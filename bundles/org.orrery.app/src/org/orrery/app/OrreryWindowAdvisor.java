package org.orrery.app;

import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.IWorkbenchPartReference;
import org.eclipse.ui.application.ActionBarAdvisor;
import org.eclipse.ui.application.IActionBarConfigurer;
import org.eclipse.ui.application.IWorkbenchWindowConfigurer;
import org.eclipse.ui.application.WorkbenchWindowAdvisor;
import org.orrery.editor.OrreryEditor;

/** Sizes and titles the window and remembers every system opened in it as a recent file. */
final class OrreryWindowAdvisor extends WorkbenchWindowAdvisor {

    OrreryWindowAdvisor(IWorkbenchWindowConfigurer configurer) {
        super(configurer);
    }

    @Override
    public ActionBarAdvisor createActionBarAdvisor(IActionBarConfigurer configurer) {
        return new OrreryActionBarAdvisor(configurer);
    }

    @Override
    public void preWindowOpen() {
        IWorkbenchWindowConfigurer configurer = getWindowConfigurer();
        Rectangle screen = Display.getCurrent().getPrimaryMonitor().getClientArea();
        configurer.setInitialSize(new Point(Math.max(1024, screen.width), Math.max(700, screen.height)));
        configurer.setShowCoolBar(true);
        configurer.setShowStatusLine(true);
        configurer.setShowPerspectiveBar(false);
        configurer.setTitle("Orrery");
    }

    @Override
    public void postWindowOpen() {
        getWindowConfigurer().getWindow().getShell().setMaximized(true);
        getWindowConfigurer().getWindow().getPartService().addPartListener(new IPartListener2() {

            @Override
            public void partOpened(IWorkbenchPartReference ref) {
                if (ref.getPart(false) instanceof OrreryEditor editor && editor.getFile() != null) {
                    RecentFiles.instance().add(editor.getFile());
                }
            }
        });
    }
}
