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
 * deployment takes. A composite may be nested in another ({@link Composite#getParent()}); "inside" a composite means
 * among its operators or those of a composite nested in it, at any depth.
 */
public final class Composites {

    /** A reference to a composite's parameter in an inner operator's parameter value. */
    public static final Pattern REFERENCE = Pattern.compile("\\$\\{([A-Za-z0-9_.-]+)}");

    private Composites() {
    }

    /** The domain every operator inside {@code composite} is placed on; null when none is placed or they differ. */
    public static Domain placement(Composite composite) {
        Domain placement = null;
        for (Operator operator : members(composite)) {
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

    /** The connections with exactly one end inside {@code composite}, from outside in first. */
    public static List<Connection> crossing(Composite composite) {
        List<Operator> members = members(composite);
        Set<Connection> crossing = new LinkedHashSet<>();
        for (Operator operator : members) {
            operator.getIncoming().stream().filter(c -> !inside(c.getSource(), composite)).forEach(crossing::add);
        }
        for (Operator operator : members) {
            operator.getOutgoing().stream().filter(c -> !inside(c.getTarget(), composite)).forEach(crossing::add);
        }
        return new ArrayList<>(crossing);
    }

    /**
     * Whether {@code operator} is inside {@code composite}: one of its operators, or inside a composite nested in it.
     */
    public static boolean inside(Operator operator, Composite composite) {
        return operator != null && within(operator.getComposite(), composite);
    }

    /** Whether {@code composite} is {@code outer} or nested in it at any depth. */
    public static boolean within(Composite composite, Composite outer) {
        return outer != null && enclosing(composite).contains(outer);
    }

    /**
     * {@code composite} and the composites it is nested in, innermost first (empty for null). A chain that returns to
     * itself (only a broken file can make one) ends where it would repeat.
     */
    public static List<Composite> enclosing(Composite composite) {
        List<Composite> chain = new ArrayList<>();
        for (Composite c = composite; c != null && !chain.contains(c); c = c.getParent()) {
            chain.add(c);
        }
        return chain;
    }

    /** The operators inside {@code composite}: its own, then those of the composites nested in it, depth first. */
    public static List<Operator> members(Composite composite) {
        List<Operator> members = new ArrayList<>();
        for (Composite c : nestedIn(composite)) {
            members.addAll(c.getOperators());
        }
        return members;
    }

    /** {@code composite} and every composite nested in it, depth first (a cycle is walked once). */
    public static List<Composite> nestedIn(Composite composite) {
        List<Composite> all = new ArrayList<>();
        collect(composite, all);
        return all;
    }

    private static void collect(Composite composite, List<Composite> all) {
        if (!all.contains(composite)) {
            all.add(composite);
            composite.getNested().forEach(nested -> collect(nested, all));
        }
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
     * The value {@code parameter} takes when deployed: for an operator's parameter, each {@code ${NAME}} replaced by
     * the value of the parameter NAME of the nearest composite it is inside that has one; for a composite's parameter,
     * the same from the composite it is nested in. A reference nothing answers stays as written (the validation names
     * it).
     */
    public static String value(Parameter parameter) {
        String value = parameter.getValue() == null ? "" : parameter.getValue();
        return resolve(value, scope(parameter));
    }

    /**
     * The composite whose parameters answer {@code parameter}'s references first: its operator's composite, or the
     * parent of its composite (a composite's parameters are given in the composite around it); null: none.
     */
    public static Composite scope(Parameter parameter) {
        if (parameter.eContainer() instanceof Operator operator) {
            return operator.getComposite();
        }
        return parameter.eContainer() instanceof Composite composite ? composite.getParent() : null;
    }

    /**
     * {@code text} with each {@code ${NAME}} replaced, level by level from {@code composite} outwards, by the value of
     * that level's parameter NAME; a level's value is itself given in the level around it, so it may refer on. A
     * reference no level answers stays as written.
     */
    public static String resolve(String text, Composite composite) {
        String resolved = text;
        for (Composite level : enclosing(composite)) {
            resolved = substitute(resolved, level);
        }
        return resolved;
    }

    /**
     * {@code text} with each {@code ${NAME}} that {@code composite} has a parameter NAME for replaced by that
     * parameter's value as written (one level: what the value refers to is left for the composite around it).
     */
    public static String substitute(String text, Composite composite) {
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
     * Why a reference of {@code text} ({@code ${NAME}}) has no value when given inside {@code composite} (null: in
     * none), or null when each has one. What the values it refers to refer to in turn is their composites' concern.
     */
    public static String unanswered(String text, Composite composite) {
        for (String name : unansweredNames(text, composite)) {
            if (composite == null) {
                return "${" + name + "} refers to a composite's parameter; it is given in no composite";
            }
            return "${" + name + "} is not a parameter of composite '" + composite.getName() + "'"
                    + (composite.getParent() == null ? "" : " or of a composite it is nested in");
        }
        return null;
    }

    /** The names {@code text} refers to ({@code ${NAME}}) that neither {@code composite} nor one around it has. */
    public static List<String> unansweredNames(String text, Composite composite) {
        List<Composite> levels = enclosing(composite);
        return references(text).stream()
                .filter(name -> levels.stream().noneMatch(level -> parameters(level).containsKey(name)))
                .toList();
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
