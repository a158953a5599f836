package org.orrery.monitor.views;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.eclipse.gef.ui.actions.GEFActionConstants;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.PartInitException;
import org.orrery.control.api.BundleState;
import org.orrery.control.api.DomainApi.BundleInfo;
import org.orrery.control.api.Role;
import org.orrery.control.api.SystemApi.DomainView;
import org.orrery.editor.OrreryEditor;
import org.orrery.lab.LabException;
import org.orrery.lab.LabSession;
import org.orrery.model.Bundle;
import org.orrery.model.Connection;
import org.orrery.model.Domain;
import org.orrery.model.Host;
import org.orrery.model.Operator;

/**
 * A Planet of the running system stopped, started or restarted through the Star (source document 003's domain tool),
 * from the Domains view's and the live diagram's context menus, and on the live diagram a bundle's and a host's
 * actions; each request runs off the UI thread and its outcome (or the Star's reason for refusing) is reported back.
 */
public final class DomainControl {

    /** What the menus offer, in order: the label (with its mnemonic) and the Star's action. */
    static final List<String[]> ACTIONS = List.of(new String[]{"St&art Domain", "start"},
            new String[]{"Sto&p Domain", "stop"}, new String[]{"Res&tart Domain", "restart"});

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

    /** What a view of one link is told: the link's source and target operators. */
    private interface LinkViewer {

        void look(IViewPart view, String source, String target);
    }

    /** An action that shows the view {@code id} and has it look at {@code connection} ({@code viewer}). */
    private static Action linkAction(String label, String id, OrreryEditor editor, Connection connection,
            Consumer<String> outcome, LinkViewer viewer) {
        return new Action(label) {

            @Override
            public void run() {
                String source = connection.getSource().getName();
                String target = connection.getTarget().getName();
                try {
                    viewer.look(editor.getSite().getPage().showView(id), source, target);
                } catch (PartInitException e) {
                    outcome.accept(label.replace("&", "").replace("\u2026", "") + " on " + source + " -> " + target
                            + " failed: " + e.getMessage());
                }
            }
        };
    }

    /**
     * Asks the Star to {@code action} the domain, off the UI thread; {@code outcome} gets what happened, on the UI
     * thread.
     */
    static void request(String domain, String action, Consumer<String> outcome) {
        run(action + " " + domain, outcome, () -> {
            DomainView view = LabSession.get().lab().star().domainAction(domain, action);
            return view.up() ? "up, pid " + view.pid() : "down (" + view.error() + ")";
        });
    }

    /**
     * Runs a request to the Star off the UI thread; {@code outcome} gets "WHAT: result" or "WHAT failed: why", on the
     * UI thread.
     */
    private static void run(String what, Consumer<String> outcome, LabJob.Call<String> call) {
        LabJob.describe(what, Display.getDefault(), outcome, () -> {
            try {
                return call.run();
            } finally {
                LiveBridge.get().schedule();
            }
        });
    }

    /**
     * Adds to the live diagram's context menu, for one selected element of the deployed system: a domain's Domain
     * submenu (start, stop, restart), a bundle's Bundle submenu (start, stop, uninstall in its live domain), a host's
     * Host submenu (start, stop, restart all its Planets), and a connection's Link submenu (a tap on it, in the
     * {@link TapView}).
     */
    public static void contributeToDiagram(IMenuManager menu, OrreryEditor editor, List<Object> selected) {
        if (selected.size() != 1 || editor.shownLive() == null || !LabSession.get().isLive()) {
            return;
        }
        Consumer<String> outcome = shown -> {
            if (editor.getEditorSite() != null) {
                boolean failed = shown.contains(" failed: ");
                editor.getEditorSite().getActionBars().getStatusLineManager().setErrorMessage(failed ? shown : null);
                editor.getEditorSite().getActionBars().getStatusLineManager().setMessage(failed ? null : shown);
            }
        };
        Map<String, DomainView> live = LabSession.get().latest().domains();
        Object element = selected.get(0);
        if (element instanceof Domain domain && live.containsKey(domain.getName())) {
            MenuManager submenu = new MenuManager("Do&main");
            addTo(submenu, null, domain.getName(), outcome);
            menu.appendToGroup(GEFActionConstants.GROUP_REST, submenu);
        } else if (element instanceof Bundle bundle && bundle.eContainer() instanceof Domain domain
                && live.containsKey(domain.getName())) {
            BundleInfo running = live.get(domain.getName())
                    .bundles()
                    .stream()
                    .filter(b -> b.symbolicName().equals(bundle.getSymbolicName())
                            && b.version().equals(bundle.getVersion()))
                    .findFirst()
                    .orElse(null);
            MenuManager submenu = new MenuManager("Bundl&e");
            String what = bundle.getSymbolicName() + " in " + domain.getName();
            boolean active = running != null && running.state() == BundleState.ACTIVE;
            submenu.add(
                    action("St&art Bundle", running != null && running.id() != 0 && !active, "start " + what, outcome,
                            () -> LabSession.get()
                                    .lab()
                                    .star()
                                    .bundleAction(domain.getName(), running.id(), "start")
                                    .state()
                                    .wireName()));
            submenu.add(action("Sto&p Bundle", running != null && running.id() != 0 && active, "stop " + what, outcome,
                    () -> LabSession.get()
                            .lab()
                            .star()
                            .bundleAction(domain.getName(), running.id(), "stop")
                            .state()
                            .wireName()));
            submenu.add(action("&Uninstall Bundle", running != null && running.id() != 0, "uninstall " + what, outcome,
                    () -> {
                        LabSession.get().lab().star().uninstall(domain.getName(), running.id());
                        return "uninstalled";
                    }));
            menu.appendToGroup(GEFActionConstants.GROUP_REST, submenu);
        } else if (element instanceof Operator operator
                && LabSession.get().latest().operators().containsKey(operator.getName())) {
            MenuManager submenu = new MenuManager("Op&erator");
            submenu.add(
                    action("&Apply Parameters Live", true, "apply the parameters of " + operator.getName() + " live",
                            outcome, () -> applyLive(operator.getName(), parameters(operator))));
            menu.appendToGroup(GEFActionConstants.GROUP_REST, submenu);
        } else if (element instanceof Connection connection
                && LabSession.get().latest().operators().containsKey(connection.getTarget().getName())) {
            MenuManager submenu = new MenuManager("Lin&k");
            submenu.add(linkAction("&Tap Events\u2026", TapView.ID, editor, connection, outcome,
                    (view, source, target) -> ((TapView) view).tap(source, target)));
            submenu.add(linkAction("T&races\u2026", TracesView.ID, editor, connection, outcome,
                    (view, source, target) -> ((TracesView) view).through(source, target)));
            menu.appendToGroup(GEFActionConstants.GROUP_REST, submenu);
        } else if (element instanceof Host host) {
            List<String> planets = host.getDomains()
                    .stream()
                    .map(Domain::getName)
                    .filter(name -> live.containsKey(name) && live.get(name).role() == Role.PLANET)
                    .toList();
            if (planets.isEmpty()) {
                return;
            }
            MenuManager submenu = new MenuManager("Ho&st");
            for (String[] entry : List.of(new String[]{"St&art All Planets", "start"},
                    new String[]{"Sto&p All Planets", "stop"}, new String[]{"Res&tart All Planets", "restart"})) {
                List<String> eligible = planets.stream().filter(name -> switch (entry[1]) {
                    case "start" -> !live.get(name).up();
                    case "stop" -> live.get(name).up();
                    default -> true;
                }).toList();
                submenu.add(action(entry[0], !eligible.isEmpty(),
                        entry[1] + " " + String.join(", ", eligible) + " on " + host.getName(), outcome, () -> {
                            StringBuilder done = new StringBuilder();
                            for (String name : eligible) {
                                DomainView view = LabSession.get().lab().star().domainAction(name, entry[1]);
                                done.append(done.isEmpty() ? "" : ", ")
                                        .append(name)
                                        .append(view.up() ? " up" : " down");
                            }
                            return done.toString();
                        }));
            }
            menu.appendToGroup(GEFActionConstants.GROUP_REST, submenu);
        }
    }

    /** The operator's parameters in the model, read on the UI thread. */
    private static Map<String, String> parameters(Operator operator) {
        Map<String, String> parameters = new LinkedHashMap<>();
        operator.getParameters().forEach(p -> parameters.put(p.getName(), p.getValue() == null ? "" : p.getValue()));
        return parameters;
    }

    /**
     * Changes the running operator's parameters in place to the model's ({@code POST /v1/system/parameters}): those the
     * model sets otherwise than the operator runs with, and those it no longer has (sent empty: a router's named
     * subscription, say, is removed so). The operator takes them or refuses with its reason; taken, the next Deploy
     * restarts nothing for them.
     */
    static String applyLive(String operator, Map<String, String> model) throws LabException {
        Map<String, String> running = LabSession.get().lab().star().operator(operator).parameters();
        Map<String, String> changed = new LinkedHashMap<>();
        model.forEach((name, value) -> {
            if (!value.equals(running.get(name))) {
                changed.put(name, value);
            }
        });
        running.forEach((name, value) -> {
            if (!model.containsKey(name) && !value.isEmpty()) {
                changed.put(name, "");
            }
        });
        if (changed.isEmpty()) {
            return "it runs with the model's parameters already";
        }
        var result = LabSession.get().lab().star().reconfigure(operator, changed);
        return "changed " + String.join(", ", changed.keySet()) + " in place on " + result.domain();
    }

    private static IAction action(String label, boolean enabled, String what, Consumer<String> outcome,
            LabJob.Call<String> call) {
        IAction action = new Action(label) {

            @Override
            public void run() {
                DomainControl.run(what, outcome, call);
            }
        };
        action.setEnabled(enabled);
        return action;
    }
}
