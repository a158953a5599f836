package org.orrery.app;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.ActionContributionItem;
import org.eclipse.jface.action.IContributionItem;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.actions.CompoundContributionItem;

/** The entries of File > Open Recent, rebuilt each time the menu is shown. */
final class RecentFilesMenu extends CompoundContributionItem {

    private final IWorkbenchWindow window;

    RecentFilesMenu(IWorkbenchWindow window) {
        super("org.orrery.app.recentFiles");
        this.window = window;
    }

    @Override
    protected IContributionItem[] getContributionItems() {
        List<Path> files = RecentFiles.instance().list();
        if (files.isEmpty()) {
            Action none = new Action("(no recent systems)") {
            };
            none.setEnabled(false);
            return new IContributionItem[]{new ActionContributionItem(none)};
        }
        IContributionItem[] items = new IContributionItem[files.size()];
        for (int i = 0; i < files.size(); i++) {
            Path file = files.get(i);
            Action action = new Action("&" + (i + 1) + " " + file.getFileName() + "  [" + file.getParent() + "]") {

                @Override
                public void run() {
                    SystemFiles.open(window.getActivePage(), file);
                }
            };
            action.setToolTipText(file.toString());
            items[i] = new ActionContributionItem(action);
        }
        return items;
    }
}
