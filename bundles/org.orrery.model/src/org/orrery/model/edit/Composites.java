package org.orrery.model.edit;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.orrery.model.Composite;
import org.orrery.model.Connection;
import org.orrery.model.Domain;
import org.orrery.model.Operator;
import org.orrery.model.OrreryFactory;
import org.orrery.model.Parameter;
import org.orrery.model.Port;
import org.orrery.model.PortDirection;

/**
 * What a composite operator is made of, read off the flat graph: where it is placed, the connections that cross its
 * boundary, the ports they need, and the values its inner operators' parameters take from the composite's own
 * ({@code ${NAME}}). A composite is a structure over the flat graph: its operators and their connections stay what
 * deployment takes.
 */
public final class Composites {

    /** A reference to a composite's parameter in an inner operator's parameter value. */
    public static final Pattern REFERENCE = Pattern.compile("\\$\\{([A-Za-z0-9_.-]+)}");

    private Composites() {
    }

    /** The domain every operator of {@code composite} is placed on; null when none is placed or they differ. */
    public static Domain placement(Composite composite) {
        Domain placement = null;
        for (Operator operator : composite.getOperators()) {
            if (operator.getPlacement() == null || placement != null && placement != operator.getPlacement()) {
                return null;
            }
            placement = operator.getPlacement();
        }
        return placement;
    }

    /** Whether exactly one end of {@code connection} is an operator of {@code composite}. */
    public static boolean crosses(Connection connection, Composite composite) {
        return inside(connection.getSource(), composite) != inside(connection.getTarget(), composite);
    }

    /** The connections with exactly one end among {@code composite}'s operators, from outside in first. */
    public static List<Connection> crossing(Composite composite) {
        Set<Connection> crossing = new LinkedHashSet<>();
        for (Operator operator : composite.getOperators()) {
            operator.getIncoming().stream().filter(c -> !inside(c.getSource(), composite)).forEach(crossing::add);
        }
        for (Operator operator : composite.getOperators()) {
            operator.getOutgoing().stream().filter(c -> !inside(c.getTarget(), composite)).forEach(crossing::add);
        }
        return new ArrayList<>(crossing);
    }

    private static boolean inside(Operator operator, Composite composite) {
        return operator != null && operator.getComposite() == composite;
    }

    /**
     * The ports a group of {@code members} needs: an input for each member reached from outside the group, an output
     * for each member that sends outside it, named after the member, in the members' order.
     */
    public static List<Port> portsFor(Collection<Operator> members) {
        List<Port> inputs = new ArrayList<>();
        List<Port> outputs = new ArrayList<>();
        for (Operator member : members) {
            if (member.getIncoming().stream().anyMatch(c -> !members.contains(c.getSource()))) {
                inputs.add(port(member.getName(), PortDirection.IN, member));
            }
            if (member.getOutgoing().stream().anyMatch(c -> !members.contains(c.getTarget()))) {
                outputs.add(port(member.getName(), PortDirection.OUT, member));
            }
        }
        inputs.addAll(outputs);
        return inputs;
    }

    public static Port port(String name, PortDirection direction, Operator operator) {
        Port port = OrreryFactory.eINSTANCE.createPort();
        port.setName(name);
        port.setDirection(direction);
        port.setOperator(operator);
        return port;
    }

    /** The port of {@code composite} in {@code direction} that names {@code operator}; null when it has none. */
    public static Port port(Composite composite, PortDirection direction, Operator operator) {
        for (Port port : composite.getPorts()) {
            if (port.getDirection() == direction && port.getOperator() == operator) {
                return port;
            }
        }
        return null;
    }

    /**
     * The value {@code parameter} takes when deployed: each {@code ${NAME}} replaced by the value of the parameter NAME
     * of the composite its operator is part of. A reference the composite does not answer stays as written (the
     * validation names it).
     */
    public static String value(Parameter parameter) {
        String value = parameter.getValue() == null ? "" : parameter.getValue();
        return parameter.eContainer() instanceof Operator operator ? resolve(value, operator.getComposite()) : value;
    }

    /**
     * {@code text} with each {@code ${NAME}} replaced by the value of {@code composite}'s parameter NAME; a reference
     * the composite (null: none) does not answer stays as written.
     */
    public static String resolve(String text, Composite composite) {
        if (composite == null || text.indexOf('$') < 0) {
            return text;
        }
        Map<String, String> own = parameters(composite);
        Matcher matcher = REFERENCE.matcher(text);
        StringBuilder resolved = new StringBuilder();
        while (matcher.find()) {
            String replacement = own.getOrDefault(matcher.group(1), matcher.group());
            matcher.appendReplacement(resolved, Matcher.quoteReplacement(replacement));
        }
        matcher.appendTail(resolved);
        return resolved.toString();
    }

    /**
     * Why a reference of {@code text} ({@code ${NAME}}) has no value for an operator of {@code composite} (null: an
     * operator in none), or null when each has one.
     */
    public static String unanswered(String text, Composite composite) {
        for (String name : references(text)) {
            if (composite == null) {
                return "${" + name + "} refers to a composite's parameter; the operator is in no composite";
            }
            if (composite.getParameters().stream().noneMatch(p -> name.equals(p.getName()))) {
                return "${" + name + "} is not a parameter of composite '" + composite.getName() + "'";
            }
        }
        return null;
    }

    /** The names {@code value} refers to as {@code ${NAME}}. */
    public static List<String> references(String value) {
        List<String> names = new ArrayList<>();
        Matcher matcher = REFERENCE.matcher(value == null ? "" : value);
        while (matcher.find()) {
            names.add(matcher.group(1));
        }
        return names;
    }

    private static Map<String, String> parameters(Composite composite) {
        Map<String, String> values = new HashMap<>();
        for (Parameter parameter : composite.getParameters()) {
            values.putIfAbsent(parameter.getName(), parameter.getValue() == null ? "" : parameter.getValue());
        }
        return values;
    }
}
