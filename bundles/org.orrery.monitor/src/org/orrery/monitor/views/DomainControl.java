package org.orrery.monitor.views;

import java.util.List;
import java.util.function.Consumer;

import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.gef.ui.actions.GEFActionConstants;
import org.orrery.control.api.Role;
import org.orrery.control.api.SystemApi.DomainView;
import org.orrery.editor.OrreryEditor;
import org.orrery.lab.LabException;
import org.orrery.lab.LabSession;
import org.orrery.model.Domain;

/**
 * A Planet of the running system stopped, started or restarted through the Star (source document 003's domain tool),
 * from the Domains view's and the live diagram's context menus; the request runs off the UI thread and its outcome
 * (or the Star's reason for refusing) is reported back.
 */
public final class DomainControl {

    /** What the menus offer, in order: the label (with its mnemonic) and the Star's action. */
    static final List<String[]> ACTIONS = List.of(new String[] {"St&art Domain", "start"},
            new String[] {"Sto&p Domain", "stop"}, new String[] {"Res&tart Domain", "restart"});

    private DomainControl() {
    }

    /** Adds start, stop and restart of {@code domain} to {@code menu}, each enabled when it can be done now. */
    static void addTo(IMenuManager menu, String group, String domain, Consumer<String> outcome) {
        DomainView view = LabSession.get().latest().domains().get(domain);
        boolean planet = view != null && view.role() == Role.PLANET && LabSession.get().isLive();
        for (String[] entry : ACTIONS) {
            IAction action = new Action(entry[0]) {
                @Override
                public void run() {
                    request(domain, entry[1], outcome);
                }
            };
            action.setEnabled(planet && switch (entry[1]) {
                case "start" -> !view.up();
                case "stop" -> view.up();
                default -> true;
            });
            if (group == null) {
                menu.add(action);
            } else {
                menu.appendToGroup(group, action);
            }
        }
    }

    /** Asks the Star to {@code action} the domain, off the UI thread; {@code outcome} gets what happened, on the UI thread. */
    static void request(String domain, String action, Consumer<String> outcome) {
        String what = action + " " + domain;
        Job job = Job.create(what, monitor -> {
            String message;
            try {
                DomainView view = LabSession.get().lab().star().domainAction(domain, action);
                message = what + ": " + (view.up() ? "up, pid " + view.pid() : "down (" + view.error() + ")");
            } catch (LabException e) {
                message = what + " failed: " + e.getMessage();
            }
            String shown = message;
            org.eclipse.swt.widgets.Display.getDefault().asyncExec(() -> outcome.accept(shown));
            LiveBridge.get().schedule();
            return Status.OK_STATUS;
        });
        job.schedule();
    }

    /** Adds a Domain submenu to the live diagram's context menu when one domain of the deployed system is selected. */
    public static void contributeToDiagram(IMenuManager menu, OrreryEditor editor, List<Object> selected) {
        if (selected.size() != 1 || !(selected.get(0) instanceof Domain domain) || editor.shownLive() == null
                || !LabSession.get().latest().domains().containsKey(domain.getName())) {
            return;
        }
        MenuManager submenu = new MenuManager("Do&main");
        addTo(submenu, null, domain.getName(), shown -> {
            if (editor.getEditorSite() != null) {
                boolean failed = shown.contains(" failed: ");
                editor.getEditorSite().getActionBars().getStatusLineManager().setErrorMessage(failed ? shown : null);
                editor.getEditorSite().getActionBars().getStatusLineManager().setMessage(failed ? null : shown);
            }
        });
        menu.appendToGroup(GEFActionConstants.GROUP_REST, submenu);
    }
}
