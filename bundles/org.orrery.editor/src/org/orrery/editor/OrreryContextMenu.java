package org.orrery.editor;

import java.io.IOException;
import java.net.URI;
import java.nio.file.FileSystemNotFoundException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.gef.ContextMenuProvider;
import org.eclipse.gef.EditPart;
import org.eclipse.gef.EditPartViewer;
import org.eclipse.gef.commands.Command;
import org.eclipse.gef.commands.CompoundCommand;
import org.eclipse.gef.ui.actions.ActionRegistry;
import org.eclipse.gef.ui.actions.GEFActionConstants;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.dialogs.InputDialog;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.ColorDialog;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.actions.ActionFactory;
import org.orrery.control.api.AlertApi;
import org.orrery.control.api.DomainApi.BundleInfo;
import org.orrery.control.api.LiveStatus;
import org.orrery.editor.actions.EditorActions;
import org.orrery.editor.commands.AddBundleCommand;
import org.orrery.editor.commands.AlertCommand;
import org.orrery.editor.commands.SetBendpointsCommand;
import org.orrery.editor.commands.SetFeatureCommand;
import org.orrery.editor.commands.SetParameterCommand;
import org.orrery.editor.properties.ElementPropertySource;
import org.orrery.model.Alert;
import org.orrery.model.Connection;
import org.orrery.model.DeliveryMode;
import org.orrery.model.Domain;
import org.orrery.model.NamedElement;
import org.orrery.model.Operator;
import org.orrery.model.OrreryPackage;
import org.orrery.model.OrrerySystem;
import org.orrery.model.Parameter;
import org.orrery.model.catalog.BundleJar;
import org.orrery.model.catalog.ParameterSpec;
import org.orrery.model.edit.AlertLines;
import org.orrery.model.edit.Named;
import org.orrery.model.io.ProtocolEnums;
import org.orrery.predicate.PredicateLanguage;

/**
 * The diagram's context menu: undo and redo, the edit actions, and what fits the selected kind of element: a domain's
 * colour and bundles (on a live diagram also those it runs that the model lacks), an operator's parameters, a
 * connection's predicate, delivery mode and bend points; what other plug-ins add ({@link DiagramMenus}); then layout,
 * zoom, validation and export.
 */
final class OrreryContextMenu extends ContextMenuProvider {

    private final OrreryEditor editor;
    private final ActionRegistry actions;

    OrreryContextMenu(EditPartViewer viewer, OrreryEditor editor, ActionRegistry actions) {
        super(viewer);
        this.editor = editor;
        this.actions = actions;
    }

    private void add(IMenuManager menu, String group, String actionId) {
        IAction action = actions.getAction(actionId);
        if (action != null && action.isEnabled()) {
            menu.appendToGroup(group, action);
        }
    }

    private List<Object> selectedModels() {
        List<Object> models = new ArrayList<>();
        for (Object selected : getViewer().getSelectedEditParts()) {
            models.add(((EditPart) selected).getModel());
        }
        return models;
    }

    @Override
    public void buildContextMenu(IMenuManager menu) {
        GEFActionConstants.addStandardActionGroups(menu);
        add(menu, GEFActionConstants.GROUP_UNDO, ActionFactory.UNDO.getId());
        add(menu, GEFActionConstants.GROUP_UNDO, ActionFactory.REDO.getId());
        add(menu, GEFActionConstants.GROUP_COPY, ActionFactory.CUT.getId());
        add(menu, GEFActionConstants.GROUP_COPY, ActionFactory.COPY.getId());
        add(menu, GEFActionConstants.GROUP_COPY, ActionFactory.PASTE.getId());
        add(menu, GEFActionConstants.GROUP_EDIT, GEFActionConstants.DIRECT_EDIT);
        add(menu, GEFActionConstants.GROUP_EDIT, ActionFactory.DELETE.getId());

        List<Object> selected = selectedModels();
        List<Domain> domains = selected.stream().filter(Domain.class::isInstance).map(Domain.class::cast).toList();
        List<Connection> connections = selected.stream()
                .filter(Connection.class::isInstance)
                .map(Connection.class::cast)
                .toList();
        if (!domains.isEmpty()) {
            menu.appendToGroup(GEFActionConstants.GROUP_EDIT, action("&Colour\u2026", () -> chooseColour(domains)));
            if (domains.size() == 1) {
                menu.appendToGroup(GEFActionConstants.GROUP_EDIT,
                        action("Add &Bundle\u2026", () -> addBundle(domains.get(0))));
                runtimeBundles(menu, domains.get(0));
            }
        }
        if (selected.size() == 1 && selected.get(0) instanceof Operator operator) {
            menu.appendToGroup(GEFActionConstants.GROUP_EDIT, action("&Parameters\u2026", this::showProperties));
            parameterFamilies(menu, operator);
        }
        if (connections.size() == 1) {
            menu.appendToGroup(GEFActionConstants.GROUP_EDIT,
                    action("P&redicate\u2026", () -> editPredicate(connections.get(0))));
        }
        if (!connections.isEmpty()) {
            MenuManager delivery = new MenuManager("&Delivery");
            for (DeliveryMode mode : DeliveryMode.VALUES) {
                IAction choice = action(mode == DeliveryMode.RELIABLE ? "&Reliable" : "&Best effort",
                        () -> setAll(connections, OrreryPackage.Literals.CONNECTION__DELIVERY, mode, "Set delivery"));
                choice.setChecked(connections.stream().allMatch(c -> c.getDelivery() == mode));
                delivery.add(choice);
            }
            menu.appendToGroup(GEFActionConstants.GROUP_EDIT, delivery);
            if (connections.stream().anyMatch(c -> !c.getBendpoints().isEmpty())) {
                menu.appendToGroup(GEFActionConstants.GROUP_EDIT,
                        action("&Straighten", () -> execute(SetBendpointsCommand.straighten(connections).unwrap())));
            }
        }
        if (selected.size() == 1 && alertSubject(selected.get(0)) != null) {
            alerts(menu, selected.get(0));
        }
        CompositeMenu.contribute(menu, getViewer(), editor, selected);
        SubscriptionMenu.contribute(menu, getViewer(), selected);
        DiagramMenus.contribute(menu, editor, selected);
        add(menu, GEFActionConstants.GROUP_VIEW, EditorActions.AUTO_LAYOUT);
        add(menu, GEFActionConstants.GROUP_VIEW, EditorActions.ZOOM_TO_FIT);
        add(menu, GEFActionConstants.GROUP_VIEW, GEFActionConstants.ZOOM_IN);
        add(menu, GEFActionConstants.GROUP_VIEW, GEFActionConstants.ZOOM_OUT);
        add(menu, GEFActionConstants.GROUP_REST, EditorActions.VALIDATE);
        add(menu, GEFActionConstants.GROUP_SAVE, EditorActions.EXPORT_IMAGE);
        add(menu, GEFActionConstants.GROUP_PRINT, ActionFactory.PRINT.getId());
    }

    private static IAction action(String text, Runnable run) {
        return new Action(text) {

            @Override
            public void run() {
                run.run();
            }
        };
    }

    private Shell shell() {
        return getViewer().getControl().getShell();
    }

    private void execute(Command command) {
        if (command != null && command.canExecute()) {
            getViewer().getEditDomain().getCommandStack().execute(command);
        }
    }

    private void setAll(List<? extends EObject> elements, EStructuralFeature feature, Object value, String label) {
        CompoundCommand command = new CompoundCommand(label);
        for (EObject element : elements) {
            if (!value.equals(element.eGet(feature))) {
                command.add(new SetFeatureCommand(element, feature, value));
            }
        }
        execute(command.unwrap());
    }

    private void chooseColour(List<Domain> domains) {
        ColorDialog dialog = new ColorDialog(shell());
        dialog.setText("Colour of "
                + (domains.size() == 1 ? "domain " + domains.get(0).getName() : domains.size() + " domains"));
        String current = domains.get(0).getColour();
        if (current != null && current.matches("#[0-9a-fA-F]{6}")) {
            int rgb = Integer.parseInt(current.substring(1), 16);
            dialog.setRGB(new RGB(rgb >> 16 & 0xff, rgb >> 8 & 0xff, rgb & 0xff));
        }
        RGB chosen = dialog.open();
        if (chosen != null) {
            setAll(domains, OrreryPackage.Literals.DOMAIN__COLOUR,
                    String.format("#%02x%02x%02x", chosen.red, chosen.green, chosen.blue), "Set colour");
        }
    }

    private void addBundle(Domain domain) {
        FileDialog dialog = new FileDialog(shell(), SWT.OPEN);
        dialog.setText("Add a bundle to domain " + domain.getName());
        dialog.setFilterExtensions(new String[]{"*.jar", "*"});
        String chosen = dialog.open();
        if (chosen != null) {
            addBundle(domain, Path.of(chosen), null);
        }
    }

    /**
     * Adds the jar's bundle to the domain's design; with {@code expected} (a bundle the live domain runs), only when
     * the jar is that bundle.
     */
    private void addBundle(Domain domain, Path jar, BundleInfo expected) {
        try {
            BundleJar bundle = BundleJar.read(jar);
            if (expected != null && !(expected.symbolicName().equals(bundle.symbolicName())
                    && expected.version().equals(bundle.version()))) {
                throw new IllegalArgumentException(jar + " holds " + bundle.symbolicName() + " " + bundle.version()
                        + ", not " + expected.symbolicName() + " " + expected.version());
            }
            execute(new AddBundleCommand(domain, bundle.toModel(editor.locationOf(jar))));
            editor.addOperatorTypes(bundle.operatorTypes());
        } catch (IOException | IllegalArgumentException e) {
            MessageDialog.openError(shell(), "Cannot add bundle", e.getMessage());
        }
    }

    /**
     * On a live diagram, the bundles the domain runs that its model does not name (installed at run time), each to be
     * added to the model: from the file it was installed from when that is here, else from a jar the user picks.
     */
    private void runtimeBundles(IMenuManager menu, Domain domain) {
        LiveStatus live = editor.shownLive();
        List<BundleInfo> extra = live == null ? List.of()
                : RuntimeBundles.notInModel(domain, live.domains().get(domain.getName()));
        if (extra.isEmpty()) {
            return;
        }
        MenuManager submenu = new MenuManager("Add Ru&n-time Bundle to Model");
        for (int i = 0; i < extra.size(); i++) {
            BundleInfo bundle = extra.get(i);
            String label = (i < 9 ? "&" + (i + 1) + " " : "") + bundle.symbolicName() + " " + bundle.version();
            submenu.add(action(label, () -> addRuntimeBundle(domain, bundle)));
        }
        menu.appendToGroup(GEFActionConstants.GROUP_EDIT, submenu);
    }

    private void addRuntimeBundle(Domain domain, BundleInfo bundle) {
        Path installedFrom = null;
        try {
            if (bundle.location() != null && bundle.location().startsWith("file:")) {
                installedFrom = Path.of(URI.create(bundle.location()));
            }
        } catch (@SuppressWarnings("unused") IllegalArgumentException | FileSystemNotFoundException notAPath) {
            installedFrom = null;
        }
        if (installedFrom != null && Files.isRegularFile(installedFrom)) {
            addBundle(domain, installedFrom, bundle);
            return;
        }
        FileDialog dialog = new FileDialog(shell(), SWT.OPEN);
        dialog.setText("The jar of " + bundle.symbolicName() + " " + bundle.version() + " (installed from "
                + bundle.location() + ")");
        dialog.setFilterExtensions(new String[]{"*.jar", "*"});
        String chosen = dialog.open();
        if (chosen != null) {
            addBundle(domain, Path.of(chosen), bundle);
        }
    }

    /**
     * For each family of parameters the operator's type declares ({@code subscription.*} of the content router, say):
     * adding a member by name and value, and removing one it has.
     */
    private void parameterFamilies(IMenuManager menu, Operator operator) {
        var type = editor.catalog().find(operator.getType());
        if (type.isEmpty()) {
            return;
        }
        for (ParameterSpec family : type.get().parameters()) {
            if (!family.isFamily()) {
                continue;
            }
            String prefix = family.name().substring(0, family.name().length() - 1);
            String noun = prefix.substring(0, prefix.length() - 1);
            menu.appendToGroup(GEFActionConstants.GROUP_EDIT, action("Add &" + capitalized(noun) + "\u2026",
                    () -> addFamilyMember(operator, family, prefix, noun)));
            List<String> members = operator.getParameters()
                    .stream()
                    .map(Parameter::getName)
                    .filter(name -> name.startsWith(prefix))
                    .toList();
            if (!members.isEmpty()) {
                MenuManager remove = new MenuManager("Remove " + capitalized(noun));
                for (String member : members) {
                    remove.add(action(member.substring(prefix.length()),
                            () -> execute(new SetParameterCommand(operator, member, family.type(), null))));
                }
                menu.appendToGroup(GEFActionConstants.GROUP_EDIT, remove);
            }
        }
    }

    private static String capitalized(String word) {
        return word.isEmpty() ? word : Character.toUpperCase(word.charAt(0)) + word.substring(1);
    }

    /** Asks for {@code NAME = VALUE} and sets parameter {@code prefix}NAME, checked as its family's values are. */
    private void addFamilyMember(Operator operator, ParameterSpec family, String prefix, String noun) {
        InputDialog dialog = new InputDialog(shell(), "Add " + noun + " to " + operator.getName(), family.description()
                + "\n\nNAME = VALUE, such as vip = originator == 'NSA'" + " or vip = xpath:/ato[originator = 'NSA']:",
                "", text -> {
                    int equals = text.indexOf('=');
                    if (equals <= 0 || !text.substring(0, equals).strip().matches("[A-Za-z0-9_.-]+")) {
                        return "write NAME = VALUE; the name of letters, digits, '_', '.' or '-'";
                    }
                    return ElementPropertySource.parameterProblem(prefix + text.substring(0, equals).strip(),
                            family.type(), text.substring(equals + 1).strip(), family.predicate());
                });
        if (dialog.open() == Window.OK) {
            String text = dialog.getValue();
            int equals = text.indexOf('=');
            execute(new SetParameterCommand(operator, prefix + text.substring(0, equals).strip(), family.type(),
                    text.substring(equals + 1).strip()));
        }
    }

    /**
     * What an alert on {@code element} names as its subject: a connection's {@code SOURCE->TARGET}, an operator's or a
     * domain's name; null for anything else.
     */
    private static String alertSubject(Object element) {
        if (element instanceof Connection connection && connection.getSource() != null
                && connection.getTarget() != null) {
            return connection.getSource().getName() + "->" + connection.getTarget().getName();
        }
        return element instanceof Operator || element instanceof Domain ? ((NamedElement) element).getName() : null;
    }

    /** Alerts: add one on the element, or remove one of those it has. */
    private void alerts(IMenuManager menu, Object element) {
        String subject = alertSubject(element);
        OrrerySystem system = editor.getSystem();
        MenuManager alerts = new MenuManager("&Alerts");
        alerts.add(action("&Add Alert\u2026", () -> addAlert(element, subject)));
        for (Alert alert : system.getAlerts()) {
            if (Named.watched(system, ProtocolEnums.toProtocol(alert)).orElse(null) == element) {
                alerts.add(action("Remove " + AlertLines.line(alert).replace("&", "&&"),
                        () -> execute(AlertCommand.remove(system, alert))));
            }
        }
        menu.appendToGroup(GEFActionConstants.GROUP_EDIT, alerts);
    }

    /** Asks for an alert on {@code element} in one line ({@link AlertLines}) and adds it to the system. */
    private void addAlert(Object element, String subject) {
        AlertApi.Subject kind = element instanceof Connection ? AlertApi.Subject.CONNECTION
                : element instanceof Operator ? AlertApi.Subject.OPERATOR : AlertApi.Subject.DOMAIN;
        String measures = String.join(", ",
                Arrays.stream(AlertApi.Measure.values())
                        .filter(m -> m.subjects().contains(kind))
                        .map(m -> m.wireName() + " (" + m.unit() + ")")
                        .toList());
        OrrerySystem system = editor.getSystem();
        InputDialog dialog = new InputDialog(shell(), "Add alert on " + subject,
                "The Star fires the alert while the figure is above its limit (for N s, when given) and does the action"
                        + " once (set OPERATOR PARAMETER=VALUE, or priority SOURCE->TARGET N).\n\nNAME: MEASURE > LIMIT"
                        + " [for N s] [then ACTION], such as quiet: silent-seconds > 5 for 2 s\n\nMeasures of a "
                        + kind.wireName() + ": " + measures,
                "", text -> {
                    try {
                        AlertCommand.add(system, AlertLines.parse(text, kind, subject));
                        return null;
                    } catch (IllegalArgumentException e) {
                        return e.getMessage();
                    }
                });
        if (dialog.open() == Window.OK) {
            execute(AlertCommand.add(system, AlertLines.parse(dialog.getValue(), kind, subject)));
        }
    }

    private void showProperties() {
        try {
            editor.getSite().getPage().showView(IPageLayout.ID_PROP_SHEET);
        } catch (PartInitException e) {
            MessageDialog.openError(shell(), "Properties", e.getMessage());
        }
    }

    private void editPredicate(Connection connection) {
        InputDialog dialog = new InputDialog(shell(), "Predicate",
                "Events that pass from " + connection.getSource().getName() + " to " + connection.getTarget().getName()
                        + " (a JEXL expression over event attributes; empty: every event):",
                connection.getPredicate() == null ? "" : connection.getPredicate(),
                text -> PredicateLanguage.syntaxError(text).orElse(null));
        if (dialog.open() == Window.OK) {
            String text = dialog.getValue().strip();
            Object value = text.isEmpty() ? null : text;
            if (!Objects.equals(value, connection.getPredicate())) {
                execute(new SetFeatureCommand(connection, OrreryPackage.Literals.CONNECTION__PREDICATE, value));
            }
        }
    }
}
