package org.orrery.editor.properties;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EEnumLiteral;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.gef.commands.Command;
import org.eclipse.gef.commands.CommandStack;
import org.eclipse.ui.views.properties.ComboBoxPropertyDescriptor;
import org.eclipse.ui.views.properties.IPropertyDescriptor;
import org.eclipse.ui.views.properties.IPropertySource;
import org.eclipse.ui.views.properties.PropertyDescriptor;
import org.eclipse.ui.views.properties.TextPropertyDescriptor;
import org.orrery.control.api.LinkProfile;
import org.orrery.control.api.WireFormat;
import org.orrery.editor.commands.CreateNodeCommand;
import org.orrery.editor.commands.Names;
import org.orrery.editor.commands.ReparentCommand;
import org.orrery.editor.commands.SetFeatureCommand;
import org.orrery.editor.commands.SetHostLinkCommand;
import org.orrery.editor.commands.SetParameterCommand;
import org.orrery.model.Bounds;
import org.orrery.model.Composite;
import org.orrery.model.Domain;
import org.orrery.model.DomainRole;
import org.orrery.model.Host;
import org.orrery.model.Link;
import org.orrery.model.NamedElement;
import org.orrery.model.Operator;
import org.orrery.model.OrreryPackage;
import org.orrery.model.OrrerySystem;
import org.orrery.model.Parameter;
import org.orrery.model.ParameterType;
import org.orrery.model.catalog.OperatorCatalog;
import org.orrery.model.catalog.OperatorType;
import org.orrery.model.catalog.ParameterSpec;
import org.orrery.model.edit.Composites;
import org.orrery.model.edit.Links;
import org.orrery.model.io.DomainGroups;
import org.orrery.model.validation.ElementLabels;
import org.orrery.model.validation.ParameterValues;
import org.orrery.predicate.PredicateLanguage;

/**
 * A model element in the Properties view, editable: names (free in the system), enumerations as choices, numbers and
 * texts checked before they are taken, a connection's predicate checked for syntax and its link profile read, an
 * operator's placement among the Planet domains and its parameters typed by its operator type, a host's links to each
 * other host. Every change is a command on the editor's command stack, so it can be undone like any other. Built
 * reflectively on plain EMF, since EMF.Edit UI is not available from the registries.
 */
public final class ElementPropertySource implements IPropertySource {

    /** The viewer property under which the editor keeps its operator catalogue. */
    public static final String CATALOG_PROPERTY = "org.orrery.editor.catalog";

    private static final String PARAMETER_PREFIX = "parameter:";
    private static final String PREDICATE_PARAMETER = "predicate";
    private static final String LINK_PREFIX = "link:";
    private static final String PROFILE_HELP = "a profile from the library ("
            + String.join(", ", LinkProfile.LIBRARY.keySet().stream().sorted().toList())
            + ") and/or settings: delay=20ms jitter=5ms distribution=normal loss=1% loss-correlation=25% rate=10mbit"
            + " reorder=1%";

    private final EObject element;
    private final CommandStack commands;
    private final OperatorCatalog catalog;

    /** A property source that changes {@code element} through {@code commands}; read-only when that is null. */
    public ElementPropertySource(EObject element, CommandStack commands, OperatorCatalog catalog) {
        this.element = element;
        this.commands = commands;
        this.catalog = catalog;
    }

    @Override
    public Object getEditableValue() {
        return element;
    }

    @Override
    public IPropertyDescriptor[] getPropertyDescriptors() {
        List<IPropertyDescriptor> descriptors = new ArrayList<>();
        String section = element.eClass().getName();
        for (EStructuralFeature feature : element.eClass().getEAllStructuralFeatures()) {
            if (feature == OrreryPackage.Literals.OPERATOR__PLACEMENT) {
                descriptors.add(placementDescriptor());
            } else if (feature instanceof EAttribute attribute) {
                descriptors.add(attributeDescriptor(attribute, section));
            } else if (isNamedReference(feature)) {
                PropertyDescriptor descriptor = new PropertyDescriptor(feature, feature.getName());
                descriptor.setCategory("References");
                descriptors.add(descriptor);
            }
        }
        if (element instanceof Operator || element instanceof Composite) {
            NamedElement owner = (NamedElement) element;
            parameters(owner).forEach((name, type) -> descriptors.add(parameterDescriptor(owner, name, type)));
        }
        if (element instanceof Host host) {
            peers(host).forEach(peer -> descriptors.add(linkDescriptor(host, peer)));
        }
        return descriptors.toArray(IPropertyDescriptor[]::new);
    }

    private IPropertyDescriptor attributeDescriptor(EAttribute attribute, String section) {
        PropertyDescriptor descriptor;
        if (commands == null || !attribute.isChangeable()) {
            descriptor = new PropertyDescriptor(attribute, attribute.getName());
        } else if (attribute.getEAttributeType() instanceof EEnum enumeration) {
            descriptor = new ComboBoxPropertyDescriptor(attribute, attribute.getName(),
                    enumeration.getELiterals().stream().map(EEnumLiteral::getLiteral).toArray(String[]::new));
        } else {
            descriptor = new TextPropertyDescriptor(attribute, attribute.getName());
            descriptor.setValidator(value -> problem(attribute, String.valueOf(value)));
        }
        descriptor.setCategory(section);
        descriptor.setDescription(ElementLabels.describe(element) + ": " + attribute.getName()
                + (attribute == OrreryPackage.Literals.CONNECTION__WIRE_FORMAT
                        ? " (" + String.join(", ", WireFormat.BUILT_IN)
                                + ", or the name of a WireCodec plug-in on the agents' class path)"
                        : attribute == OrreryPackage.Literals.CONNECTION__LINK
                                ? " (" + PROFILE_HELP + "; applied by the sending domain, in place of the hosts' link)"
                                : ""));
        return descriptor;
    }

    /** The link from {@code host} to {@code peer}: the profile of what crosses between them, both ways. */
    private IPropertyDescriptor linkDescriptor(Host host, Host peer) {
        String id = LINK_PREFIX + peer.getName();
        PropertyDescriptor descriptor = commands == null ? new PropertyDescriptor(id, "to " + peer.getName())
                : new TextPropertyDescriptor(id, "to " + peer.getName());
        descriptor.setValidator(value -> LinkProfile.problem(String.valueOf(value)));
        descriptor.setCategory("Links");
        descriptor.setDescription("The link between host " + host.getName() + " and host " + peer.getName() + ": "
                + PROFILE_HELP + "; empty: none");
        return descriptor;
    }

    /** The other hosts of {@code host}'s system, which it may have links to. */
    private static List<Host> peers(Host host) {
        return host.getSystem() == null ? List.of()
                : host.getSystem().getHosts().stream().filter(h -> h != host).toList();
    }

    private static Optional<Host> peer(Host host, String key) {
        String name = key.substring(LINK_PREFIX.length());
        return peers(host).stream().filter(h -> name.equals(h.getName())).findFirst();
    }

    private IPropertyDescriptor placementDescriptor() {
        EStructuralFeature feature = OrreryPackage.Literals.OPERATOR__PLACEMENT;
        PropertyDescriptor descriptor = commands == null ? new PropertyDescriptor(feature, feature.getName())
                : new ComboBoxPropertyDescriptor(feature, feature.getName(),
                        planets().stream().map(Domain::getName).toArray(String[]::new));
        descriptor.setCategory("Placement");
        descriptor.setDescription("The Planet domain the operator runs on");
        return descriptor;
    }

    private IPropertyDescriptor parameterDescriptor(NamedElement owner, String name, ParameterType type) {
        String id = PARAMETER_PREFIX + name;
        PropertyDescriptor descriptor;
        if (commands == null) {
            descriptor = new PropertyDescriptor(id, name);
        } else if (type == ParameterType.BOOLEAN) {
            descriptor = new ComboBoxPropertyDescriptor(id, name, new String[]{"true", "false"});
        } else {
            descriptor = new TextPropertyDescriptor(id, name);
            descriptor.setValidator(value -> parameterProblem(owner, name, type, String.valueOf(value)));
        }
        descriptor.setCategory("Parameters");
        String spec = spec(owner, name).map(s -> s.description() + (s.required() ? " (required)" : "")
                + (s.defaultValue() == null ? "" : " (default " + s.defaultValue() + ")")).orElse("");
        descriptor.setDescription(name + " (" + type.getLiteral() + ")" + (spec.isBlank() ? "" : ": " + spec));
        return descriptor;
    }

    /**
     * An operator's parameters: those its type declares, in declaration order, then any others it has (a declared
     * family, such as {@code subscription.*}, shows only the members the operator has); a composite's, its own.
     */
    private Map<String, ParameterType> parameters(NamedElement owner) {
        Map<String, ParameterType> parameters = new LinkedHashMap<>();
        catalog(owner).ifPresent(type -> type.parameters()
                .stream()
                .filter(p -> !p.isFamily())
                .forEach(p -> parameters.put(p.name(), p.type())));
        for (Parameter parameter : SetParameterCommand.parametersOf(owner)) {
            parameters.putIfAbsent(parameter.getName(), parameter.getType());
        }
        return parameters;
    }

    private Optional<OperatorType> catalog(NamedElement owner) {
        return catalog == null || !(owner instanceof Operator operator) ? Optional.empty()
                : catalog.find(operator.getType());
    }

    private Optional<ParameterSpec> spec(NamedElement owner, String name) {
        return catalog(owner).flatMap(type -> type.parameter(name));
    }

    /**
     * What is wrong with {@code text} as the value of {@code owner}'s parameter {@code name}, or null when it may be
     * taken: an operator's may refer to the parameters of the composites it is inside ({@code ${NAME}}), a composite's
     * to those of the composites around it, and is checked with their values.
     */
    private String parameterProblem(NamedElement owner, String name, ParameterType type, String text) {
        Composite composite = owner instanceof Operator operator ? operator.getComposite()
                : owner instanceof Composite nested ? nested.getParent() : null;
        String unanswered = Composites.unanswered(text, composite);
        if (unanswered != null) {
            return name + ": " + unanswered;
        }
        return parameterProblem(name, type, Composites.resolve(text, composite),
                spec(owner, name).map(ParameterSpec::predicate).orElse(false));
    }

    private List<Domain> planets() {
        List<Domain> planets = new ArrayList<>();
        OrrerySystem system = element instanceof Operator ? CreateNodeCommand.systemOf(element) : null;
        if (system != null) {
            system.getHosts()
                    .forEach(h -> h.getDomains()
                            .stream()
                            .filter(d -> d.getRole() == DomainRole.PLANET)
                            .forEach(planets::add));
        }
        return planets;
    }

    private static boolean isNamedReference(EStructuralFeature feature) {
        return feature instanceof EReference reference && !reference.isContainment() && !reference.isMany()
                && NamedElement.class.isAssignableFrom(reference.getEReferenceType().getInstanceClass());
    }

    /** What is wrong with {@code text} as the new value of {@code attribute}, or null when it may be taken. */
    public String problem(EAttribute attribute, String text) {
        if (attribute == OrreryPackage.Literals.NAMED_ELEMENT__NAME) {
            return Names.problem(element, text);
        }
        if (attribute == OrreryPackage.Literals.CONNECTION__PREDICATE) {
            return PredicateLanguage.syntaxError(text).map(e -> "predicate: " + e).orElse(null);
        }
        if (attribute == OrreryPackage.Literals.CONNECTION__WIRE_FORMAT) {
            String problem = WireFormat.problem(text);
            return problem == null ? null : problem + "; every domain knows " + String.join(", ", WireFormat.BUILT_IN);
        }
        if (attribute == OrreryPackage.Literals.CONNECTION__LINK) {
            return LinkProfile.problem(text);
        }
        if (attribute == OrreryPackage.Literals.DOMAIN__GROUP) {
            return DomainGroups.problem(text);
        }
        if (attribute == OrreryPackage.Literals.DOMAIN__COLOUR) {
            return text.isEmpty() || text.matches("#[0-9a-fA-F]{6}") ? null
                    : "a colour is written #rrggbb, such as #e8f1fb";
        }
        Class<?> type = attribute.getEAttributeType().getInstanceClass();
        try {
            if (type == int.class || type == Integer.class) {
                int value = Integer.parseInt(text.strip());
                return value < 0 ? attribute.getName() + " cannot be negative" : null;
            }
            if (type == long.class || type == Long.class) {
                long value = Long.parseLong(text.strip());
                return value < 0 ? attribute.getName() + " cannot be negative" : null;
            }
        } catch (@SuppressWarnings("unused") NumberFormatException notANumber) {
            return "'" + text + "' is not a whole number";
        }
        return null;
    }

    /** What is wrong with {@code text} as the value of parameter {@code name}, or null when it may be taken. */
    public static String parameterProblem(String name, ParameterType type, String text) {
        return parameterProblem(name, type, text, false);
    }

    /**
     * What is wrong with {@code text} as the value of parameter {@code name}, checked as a predicate too when the
     * parameter is named {@code predicate} or declared one ({@code predicate}); null when it may be taken.
     */
    public static String parameterProblem(String name, ParameterType type, String text, boolean predicate) {
        String problem = ParameterValues.problem(type, text).map(p -> name + ": " + p).orElse(null);
        if (problem == null && (predicate || PREDICATE_PARAMETER.equals(name))) {
            problem = PredicateLanguage.syntaxError(text).map(e -> "predicate: " + e).orElse(null);
        }
        return problem;
    }

    @Override
    public Object getPropertyValue(Object id) {
        if (id instanceof String key && key.startsWith(PARAMETER_PREFIX) && element instanceof NamedElement owner) {
            String name = key.substring(PARAMETER_PREFIX.length());
            Parameter parameter = SetParameterCommand.find(owner, name);
            String value = parameter != null ? parameter.getValue()
                    : spec(owner, name).map(ParameterSpec::defaultValue).orElse(null);
            ParameterType type = parameters(owner).get(name);
            if (type == ParameterType.BOOLEAN && commands != null) {
                return "false".equals(value) ? 1 : 0;
            }
            return value == null ? "" : value;
        }
        if (id == OrreryPackage.Literals.OPERATOR__PLACEMENT && commands != null) {
            return planets().indexOf(((Operator) element).getPlacement());
        }
        if (id instanceof String key && key.startsWith(LINK_PREFIX) && element instanceof Host host) {
            return peer(host, key).flatMap(peer -> Links.between(host, peer)).map(Link::getProfile).orElse("");
        }
        if (id instanceof EStructuralFeature feature) {
            Object value = element.eGet(feature);
            if (commands != null && feature instanceof EAttribute attribute
                    && attribute.getEAttributeType() instanceof EEnum enumeration) {
                EEnumLiteral literal = enumeration.getEEnumLiteralByLiteral(String.valueOf(value));
                return literal == null ? 0 : enumeration.getELiterals().indexOf(literal);
            }
            if (value instanceof EObject referenced) {
                return ElementLabels.describe(referenced);
            }
            return value == null ? "" : String.valueOf(value);
        }
        return "";
    }

    @Override
    public boolean isPropertySet(Object id) {
        if (id instanceof String key && key.startsWith(PARAMETER_PREFIX) && element instanceof NamedElement owner) {
            return SetParameterCommand.find(owner, key.substring(PARAMETER_PREFIX.length())) != null;
        }
        if (id instanceof String key && key.startsWith(LINK_PREFIX) && element instanceof Host host) {
            return peer(host, key).flatMap(peer -> Links.between(host, peer)).isPresent();
        }
        return id instanceof EStructuralFeature feature && element.eIsSet(feature);
    }

    @Override
    public void resetPropertyValue(Object id) {
        if (commands != null && id instanceof String key && key.startsWith(PARAMETER_PREFIX)
                && element instanceof Operator operator) {
            // a composite's parameter keeps a value: its operators refer to it
            String name = key.substring(PARAMETER_PREFIX.length());
            if (spec(operator, name).map(ParameterSpec::required).orElse(false)) {
                return; // a required parameter keeps a value
            }
            run(new SetParameterCommand(operator, name, parameters(operator).get(name), null));
        } else if (commands != null && id instanceof String key && key.startsWith(LINK_PREFIX)
                && element instanceof Host host) {
            peer(host, key).ifPresent(peer -> run(new SetHostLinkCommand(host, peer, null)));
        } else if (commands != null && id instanceof EAttribute attribute && attribute.isChangeable()
                && element.eIsSet(attribute)) {
            // also how the Properties view undoes a change of a value that was at its default (it was not set)
            run(new SetFeatureCommand(element, attribute, attribute.getDefaultValue()));
        }
    }

    @Override
    public void setPropertyValue(Object id, Object value) {
        Command command = commandFor(id, value);
        if (command != null) {
            run(command);
        }
    }

    /** The command that gives property {@code id} the value {@code value} as the Properties view passes it, or null. */
    public Command commandFor(Object id, Object value) {
        if (commands == null || value == null) {
            return null;
        }
        if (id instanceof String key && key.startsWith(PARAMETER_PREFIX) && element instanceof NamedElement owner) {
            String name = key.substring(PARAMETER_PREFIX.length());
            ParameterType type = parameters(owner).get(name);
            String text = type == ParameterType.BOOLEAN && value instanceof Integer index
                    ? (index == 0 ? "true" : "false")
                    : String.valueOf(value).strip();
            Parameter current = SetParameterCommand.find(owner, name);
            if (parameterProblem(owner, name, type, text) != null
                    || current != null && text.equals(current.getValue())) {
                return null;
            }
            return new SetParameterCommand(owner, name, type, text);
        }
        if (id instanceof String key && key.startsWith(LINK_PREFIX) && element instanceof Host host) {
            String text = String.valueOf(value).strip();
            Optional<Host> peer = peer(host, key);
            String current = peer.flatMap(p -> Links.between(host, p)).map(Link::getProfile).orElse("");
            return peer.isEmpty() || LinkProfile.problem(text) != null || text.equals(current) ? null
                    : new SetHostLinkCommand(host, peer.get(), text);
        }
        if (id == OrreryPackage.Literals.OPERATOR__PLACEMENT && element instanceof Operator operator
                && value instanceof Integer index) {
            List<Domain> planets = planets();
            if (index < 0 || index >= planets.size() || planets.get(index) == operator.getPlacement()) {
                return null;
            }
            Bounds bounds = operator.getBounds() == null ? null : EcoreUtil.copy(operator.getBounds());
            return new ReparentCommand(operator, planets.get(index), bounds);
        }
        if (id instanceof EAttribute attribute) {
            if (isOptionalText(attribute) && String.valueOf(value).isBlank()) {
                return element.eGet(attribute) == null ? null : new SetFeatureCommand(element, attribute, null);
            }
            Object newValue = convert(attribute, value);
            if (newValue == null || newValue.equals(element.eGet(attribute))) {
                return null;
            }
            return new SetFeatureCommand(element, attribute, newValue);
        }
        return null;
    }

    private Object convert(EAttribute attribute, Object value) {
        EDataType type = attribute.getEAttributeType();
        if (type instanceof EEnum enumeration) {
            return value instanceof Integer index && index >= 0 && index < enumeration.getELiterals().size()
                    ? enumeration.getELiterals().get(index).getInstance()
                    : null;
        }
        String text = String.valueOf(value);
        if (problem(attribute, text) != null) {
            return null;
        }
        if (isOptionalText(attribute)) {
            return text.strip();
        }
        return type.getInstanceClass() == String.class ? text : EcoreUtil.createFromString(type, text.strip());
    }

    /**
     * Texts that may be cleared: a connection without a predicate takes every event, one without a link profile crosses
     * its hosts' link, a domain without a colour the default.
     */
    private static boolean isOptionalText(EAttribute attribute) {
        return attribute == OrreryPackage.Literals.CONNECTION__PREDICATE
                || attribute == OrreryPackage.Literals.CONNECTION__LINK
                || attribute == OrreryPackage.Literals.DOMAIN__COLOUR;
    }

    private void run(Command command) {
        if (command.canExecute()) {
            commands.execute(command);
        }
    }
}
