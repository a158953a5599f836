package org.orrery.run;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import org.orrery.control.api.LinkProfile;
import org.orrery.control.api.WireFormat;
import org.orrery.model.Connection;
import org.orrery.model.DeliveryMode;
import org.orrery.model.Operator;
import org.orrery.model.OrreryFactory;
import org.orrery.model.OrrerySystem;
import org.orrery.model.Parameter;
import org.orrery.model.catalog.OperatorCatalog;
import org.orrery.model.catalog.OperatorType;
import org.orrery.model.catalog.ParameterSpec;
import org.orrery.model.edit.Named;

/**
 * What a {@code set}, a variable or a shared parameter names: {@code operator.parameter} (a parameter the operator's
 * type declares), {@code source->target.delivery}, {@code .predicate}, {@code .wireFormat} or {@code .link} (its own
 * profile) of a connection, or {@code lab.specialize}, or a link between two hosts ({@code link.alpha-beta.rate},
 * {@link LinkTargets}). Operator names may hold {@code *} to name several at once ({@code app*.predicate},
 * {@code source->*.predicate}). Checked against the system before a run, applied to a copy of the system for each
 * combination.
 */
final class Targets {

    static final String SPECIALIZE = "lab.specialize";

    private Targets() {
    }

    /** Whether a shared parameter's name is a target rather than a report setting. */
    static boolean isTarget(String name) {
        return name.lastIndexOf('.') > 0;
    }

    /**
     * What is wrong with setting {@code target} to {@code value} (null: any value) on {@code system}, or null when
     * nothing is.
     */
    static String problem(String target, String value, OrrerySystem system, OperatorCatalog catalog) {
        int dot = target.lastIndexOf('.');
        if (dot <= 0) {
            return target + ": not operator.parameter, source->target.delivery|predicate|wireFormat|link,"
                    + " lab.specialize or link.HOST-HOST.rate|delayMs|jitterMs|lossPercent";
        }
        if (LinkTargets.is(target)) {
            return LinkTargets.problem(target, value, system);
        }
        String owner = target.substring(0, dot);
        String name = target.substring(dot + 1);
        if (target.equals(SPECIALIZE)) {
            return value == null || value.equals("true") || value.equals("false") ? null
                    : target + ": true or false, not '" + value + "'";
        }
        if (owner.contains("->")) {
            if (connections(system, owner).isEmpty()) {
                return target + ": the system has no connection " + owner;
            }
            return switch (name) {
                case "delivery" -> value == null || DeliveryMode.get(value) != null ? null
                        : target + ": reliable or best-effort, not '" + value + "'";
                case "predicate" -> null;
                case "wireFormat" -> value == null ? null : refusal(target, WireFormat.problem(value));
                case "link" -> value == null ? null : refusal(target, LinkProfile.problem(value));
                default -> target + ": a connection has delivery, predicate, wireFormat and link, not '" + name + "'";
            };
        }
        List<Operator> operators = operators(system, owner);
        if (operators.isEmpty()) {
            return target + ": the system has no operator '" + owner + "'";
        }
        for (Operator operator : operators) {
            String problem = parameterProblem(target, value, operator, name, catalog);
            if (problem != null) {
                return problem;
            }
        }
        return null;
    }

    /** {@code target: problem}, or null when there is no problem. */
    private static String refusal(String target, String problem) {
        return problem == null ? null : target + ": " + problem;
    }

    private static String parameterProblem(String target, String value, Operator operator, String name,
            OperatorCatalog catalog) {
        OperatorType type = catalog.find(operator.getType()).orElse(null);
        ParameterSpec spec = type == null ? null : type.parameter(name).orElse(null);
        if (spec == null) {
            return target + ": unknown parameter '" + name + "' of operator '" + operator.getName() + "' ("
                    + operator.getType() + ")";
        }
        if (value == null) {
            return null;
        }
        try {
            switch (spec.type()) {
                case LONG -> Long.parseLong(value.strip());
                case DOUBLE -> Double.parseDouble(value.strip());
                case BOOLEAN -> {
                    String bool = value.strip().toLowerCase(Locale.ROOT);
                    if (!bool.equals("true") && !bool.equals("false")) {
                        return target + ": true or false, not '" + value + "'";
                    }
                }
                default -> {
                    // any text
                }
            }
        } catch (@SuppressWarnings("unused") NumberFormatException e) {
            return target + ": a " + spec.type().getLiteral() + " parameter cannot be '" + value + "'";
        }
        return null;
    }

    /**
     * Sets {@code target} to {@code value} on {@code system} (a copy); {@code lab.specialize} is the runner's, a link's
     * the lab's ({@link LinkTargets}).
     */
    static void apply(OrrerySystem system, String target, String value) {
        int dot = target.lastIndexOf('.');
        String owner = target.substring(0, dot);
        String name = target.substring(dot + 1);
        if (target.equals(SPECIALIZE) || LinkTargets.is(target)) {
            return;
        }
        if (owner.contains("->")) {
            for (Connection connection : connections(system, owner)) {
                if (name.equals("delivery")) {
                    connection.setDelivery(DeliveryMode.get(value));
                } else if (name.equals("wireFormat")) {
                    connection.setWireFormat(WireFormat.named(value));
                } else if (name.equals("link")) {
                    connection.setLink(value.isBlank() ? null : value.strip());
                } else {
                    connection.setPredicate(value);
                }
            }
            return;
        }
        for (Operator operator : operators(system, owner)) {
            Parameter parameter = operator.getParameters()
                    .stream()
                    .filter(p -> p.getName().equals(name))
                    .findFirst()
                    .orElse(null);
            if (parameter == null) {
                parameter = OrreryFactory.eINSTANCE.createParameter();
                parameter.setName(name);
                operator.getParameters().add(parameter);
            }
            parameter.setValue(value);
        }
    }

    /** The operators whose names {@code pattern} matches ({@code *}: any run of characters). */
    static List<Operator> operators(OrrerySystem system, String pattern) {
        Pattern names = glob(pattern);
        return system.getOperators()
                .stream()
                .filter(o -> o.getName() != null && names.matcher(o.getName()).matches())
                .toList();
    }

    private static Pattern glob(String pattern) {
        return Pattern
                .compile(Arrays.stream(pattern.split("\\*", -1)).map(Pattern::quote).collect(Collectors.joining(".*")));
    }

    static Operator operator(OrrerySystem system, String name) {
        return Named.operator(system, name).orElse(null);
    }

    static List<Connection> connections(OrrerySystem system, String ends) {
        String[] names = ends.split("->", 2);
        Pattern from = glob(names[0]);
        Pattern to = glob(names[1]);
        return system.getConnections()
                .stream()
                .filter(c -> c.getSource() != null && c.getTarget() != null
                        && from.matcher(c.getSource().getName()).matches()
                        && to.matcher(c.getTarget().getName()).matches())
                .toList();
    }
}
