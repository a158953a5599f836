package org.orrery.model.validation;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.orrery.model.Composite;
import org.orrery.model.Operator;
import org.orrery.model.Parameter;
import org.orrery.model.Port;
import org.orrery.model.edit.Composites;

/** What is wrong with a composite operator (rule {@link Rule#COMPOSITES}). */
final class CompositeProblems {

    private CompositeProblems() {
    }

    static List<String> of(Composite composite) {
        List<String> problems = new ArrayList<>();
        String label = ElementLabels.describe(composite);
        List<Operator> members = Composites.members(composite);
        if (Composites.enclosing(composite.getParent()).contains(composite)) {
            problems.add(label + " is nested in itself (through "
                    + Composites.enclosing(composite.getParent()).stream().map(Composite::getName).toList()
                    + "); a composite's parent must be outside it");
        }
        if (members.isEmpty()) {
            problems.add(label + " groups no operators; dissolve it or group operators into it");
        } else if (Composites.placement(composite) == null
                && members.stream().anyMatch(o -> o.getPlacement() != null)) {
            problems.add(label + " has operators on different domains (or some not placed); a composite's operators"
                    + " are placed together, where the composite is");
        }
        Set<String> ports = new HashSet<>();
        for (Port port : composite.getPorts()) {
            String name = port.getName();
            if (name == null || name.isBlank()) {
                problems.add(label + " has a port without a name");
            } else if (!ports.add(port.getDirection() + "/" + name)) {
                problems.add(label + " has two " + port.getDirection() + " ports named '" + name + "'");
            }
            Operator operator = port.getOperator();
            if (!Composites.inside(operator, composite)) {
                problems.add("port '" + name + "' of " + label + " leads to " + (operator == null ? "no operator"
                        : ElementLabels.describe(operator) + ", which is not part of it"));
            }
        }
        Set<String> parameters = new HashSet<>();
        for (Parameter parameter : composite.getParameters()) {
            if (parameter.getName() == null || parameter.getName().isBlank()) {
                problems.add(label + " has a parameter without a name");
            } else if (!parameters.add(parameter.getName())) {
                problems.add(ElementLabels.describe(parameter) + " is given twice");
            }
            problems.addAll(unresolved(parameter));
        }
        return problems;
    }

    /**
     * The references of {@code parameter}'s value ({@code ${NAME}}) that no composite answers: for an operator's, the
     * composites it is inside; for a composite's, the composites around that one.
     */
    static List<String> unresolved(Parameter parameter) {
        List<String> problems = new ArrayList<>();
        Composite scope = Composites.scope(parameter);
        String owner = parameter.eContainer() instanceof Operator ? "the operator" : "the composite";
        for (String name : Composites.unansweredNames(parameter.getValue(), scope)) {
            problems.add(ElementLabels.describe(parameter) + " refers to ${" + name + "}, which " + (scope == null
                    ? "only a composite's parameter can answer; " + owner + " is in none"
                    : ElementLabels.describe(scope)
                            + (scope.getParent() == null ? " does not have" : " and those around it do not have")));
        }
        return problems;
    }
}
