package org.orrery.editor;

import java.util.List;

import org.eclipse.gef.EditPartViewer;
import org.eclipse.gef.ui.actions.GEFActionConstants;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.dialogs.InputDialog;
import org.eclipse.jface.window.Window;
import org.orrery.editor.commands.SubscriptionCommand;
import org.orrery.model.Operator;
import org.orrery.model.Subscription;
import org.orrery.model.validation.ConnectionRules;

/**
 * The diagram menu's entries for subscriptions by name, on an operator that takes input: Subscribe by Name… asks for
 * {@code PATTERN [where PREDICATE]}, checked as it is typed; Unsubscribe ▸ takes one away. Each is one undoable
 * command.
 */
final class SubscriptionMenu {

    private SubscriptionMenu() {
    }

    static void contribute(IMenuManager menu, EditPartViewer viewer, List<Object> selected) {
        if (selected.size() != 1 || !(selected.get(0) instanceof Operator operator)
                || !ConnectionRules.acceptsIncoming(operator)) {
            return;
        }
        menu.appendToGroup(GEFActionConstants.GROUP_EDIT, new Action("Subscribe by &Name\u2026") {

            @Override
            public void run() {
                InputDialog dialog = new InputDialog(viewer.getControl().getShell(), "Subscribe " + operator.getName(),
                        "A name or pattern of the naming tree whose operators' events " + operator.getName()
                                + " takes (/sensors/temperature/a, /sensors/*/a, /sensors/**), and optionally"
                                + " 'where PREDICATE':",
                        "/", line -> SubscriptionCommand.problem(operator, line));
                if (dialog.open() == Window.OK) {
                    viewer.getEditDomain()
                            .getCommandStack()
                            .execute(SubscriptionCommand.add(operator, dialog.getValue()));
                }
            }
        });
        if (operator.getSubscriptions().isEmpty()) {
            return;
        }
        MenuManager unsubscribe = new MenuManager("&Unsubscribe");
        for (Subscription subscription : operator.getSubscriptions()) {
            unsubscribe.add(new Action(subscription.getPattern().replace("&", "&&")) {

                @Override
                public void run() {
                    viewer.getEditDomain().getCommandStack().execute(SubscriptionCommand.remove(subscription));
                }
            });
        }
        menu.appendToGroup(GEFActionConstants.GROUP_EDIT, unsubscribe);
    }
}
