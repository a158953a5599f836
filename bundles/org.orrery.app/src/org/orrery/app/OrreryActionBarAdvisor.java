package org.orrery.app;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.GroupMarker;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.action.ICoolBarManager;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.jface.action.ToolBarContributionItem;
import org.eclipse.jface.action.ToolBarManager;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.ui.IWorkbenchActionConstants;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.actions.ActionFactory.IWorkbenchAction;
import org.eclipse.ui.actions.ContributionItemFactory;
import org.eclipse.ui.application.ActionBarAdvisor;
import org.eclipse.ui.application.IActionBarConfigurer;

/** Menus and tool bar of the Orrery window. */
final class OrreryActionBarAdvisor extends ActionBarAdvisor {

    private Action newSystem;
    private Action open;
    private IWorkbenchAction saveAs;
    private IWorkbenchAction print;
    private IWorkbenchAction cut;
    private IWorkbenchAction copy;
    private IWorkbenchAction paste;
    private IWorkbenchAction save;
    private IWorkbenchAction close;
    private IWorkbenchAction closeAll;
    private IWorkbenchAction quit;
    private IWorkbenchAction resetPerspective;
    private IWorkbenchAction about;
    private IAction gettingStarted;
    private IWorkbenchAction undo;
    private IWorkbenchAction redo;
    private IWorkbenchAction delete;
    private IWorkbenchAction selectAll;

    OrreryActionBarAdvisor(IActionBarConfigurer configurer) {
        super(configurer);
    }

    @Override
    protected void makeActions(IWorkbenchWindow window) {
        newSystem = FileActions.newSystem(window);
        register(newSystem);
        open = FileActions.openSystem(window);
        register(open);
        saveAs = ActionFactory.SAVE_AS.create(window);
        register(saveAs);
        print = ActionFactory.PRINT.create(window);
        register(print);
        cut = ActionFactory.CUT.create(window);
        register(cut);
        copy = ActionFactory.COPY.create(window);
        register(copy);
        paste = ActionFactory.PASTE.create(window);
        register(paste);
        save = ActionFactory.SAVE.create(window);
        register(save);
        close = ActionFactory.CLOSE.create(window);
        register(close);
        closeAll = ActionFactory.CLOSE_ALL.create(window);
        register(closeAll);
        quit = ActionFactory.QUIT.create(window);
        register(quit);
        resetPerspective = ActionFactory.RESET_PERSPECTIVE.create(window);
        register(resetPerspective);
        gettingStarted = new Action("&Getting Started") {

            @Override
            public void run() {
                try {
                    window.getActivePage().showView(GettingStartedView.ID);
                } catch (PartInitException e) {
                    MessageDialog.openError(window.getShell(), "Getting Started", e.getMessage());
                }
            }
        };
        gettingStarted.setId("org.orrery.app.gettingStarted.show");
        about = ActionFactory.ABOUT.create(window);
        register(about);
        undo = ActionFactory.UNDO.create(window);
        register(undo);
        redo = ActionFactory.REDO.create(window);
        register(redo);
        delete = ActionFactory.DELETE.create(window);
        register(delete);
        selectAll = ActionFactory.SELECT_ALL.create(window);
        register(selectAll);
    }

    @Override
    protected void fillMenuBar(IMenuManager menuBar) {
        IWorkbenchWindow window = getActionBarConfigurer().getWindowConfigurer().getWindow();
        MenuManager file = new MenuManager("&File", IWorkbenchActionConstants.M_FILE);
        file.add(newSystem);
        file.add(open);
        MenuManager recent = new MenuManager("Open &Recent", "org.orrery.app.recent");
        recent.add(new RecentFilesMenu(window));
        file.add(recent);
        file.add(new Separator());
        file.add(close);
        file.add(closeAll);
        file.add(new Separator());
        file.add(save);
        file.add(saveAs);
        file.add(new Separator());
        file.add(print);
        file.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
        file.add(new Separator());
        file.add(quit);
        menuBar.add(file);

        MenuManager edit = new MenuManager("&Edit", IWorkbenchActionConstants.M_EDIT);
        edit.add(undo);
        edit.add(redo);
        edit.add(new Separator());
        edit.add(cut);
        edit.add(copy);
        edit.add(paste);
        edit.add(new Separator());
        edit.add(delete);
        edit.add(selectAll);
        menuBar.add(edit);

        MenuManager windowMenu = new MenuManager("&Window", IWorkbenchActionConstants.M_WINDOW);
        MenuManager showView = new MenuManager("Show &View");
        showView.add(ContributionItemFactory.VIEWS_SHORTLIST.create(window));
        windowMenu.add(showView);
        windowMenu.add(resetPerspective);
        menuBar.add(windowMenu);

        MenuManager help = new MenuManager("&Help", IWorkbenchActionConstants.M_HELP);
        help.add(gettingStarted);
        help.add(new Separator());
        help.add(about);
        menuBar.add(help);
    }

    @Override
    protected void fillCoolBar(ICoolBarManager coolBar) {
        IToolBarManager toolBar = new ToolBarManager(SWT.FLAT | SWT.RIGHT);
        toolBar.add(newSystem);
        toolBar.add(open);
        toolBar.add(save);
        coolBar.add(new ToolBarContributionItem(toolBar, "org.orrery.app.main"));
    }
}
