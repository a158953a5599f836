package org.orrery.run;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.orrery.run.RunDescription.Variable;

/** Every combination of a test's variables, nested like loops: the first variable outermost, the last innermost. */
public final class Combinations {

    /** Stops a sweep that would never end or would not fit in a run. */
    static final int MAX_VALUES = 10_000;

    private Combinations() {
    }

    /** The values a variable takes, in order; throws naming the variable when its range is not a range. */
    public static List<String> values(Variable variable) throws RunException {
        if (!variable.values().isEmpty()) {
            if (variable.start() != null || variable.end() != null || variable.step() != null) {
                throw new RunException("variable " + variable.target() + " has both a range and a list of values");
            }
            return variable.values();
        }
        if (variable.start() == null || variable.end() == null || variable.step() == null) {
            throw new RunException("variable " + variable.target() + " needs start, end and step, or a list of values");
        }
        BigDecimal start = new BigDecimal(variable.start());
        BigDecimal end = new BigDecimal(variable.end());
        BigDecimal step = new BigDecimal(variable.step());
        if (step.signum() <= 0) {
            throw new RunException(
                    "variable " + variable.target() + ": step must be greater than 0, not " + variable.step());
        }
        if (start.compareTo(end) > 0) {
            throw new RunException("variable " + variable.target() + ": start " + variable.start() + " is after end "
                    + variable.end());
        }
        List<String> values = new ArrayList<>();
        for (BigDecimal value = start; value.compareTo(end) <= 0; value = value.add(step)) {
            if (values.size() == MAX_VALUES) {
                throw new RunException("variable " + variable.target() + " takes more than " + MAX_VALUES + " values");
            }
            values.add(value.stripTrailingZeros().toPlainString());
        }
        return values;
    }

    /** Every combination, each a map from target to value in the variables' order; one empty map without variables. */
    public static List<Map<String, String>> of(List<Variable> variables) throws RunException {
        List<Map<String, String>> combinations = new ArrayList<>();
        combinations.add(new LinkedHashMap<>());
        for (Variable variable : variables) {
            List<String> values = values(variable);
            List<Map<String, String>> next = new ArrayList<>();
            for (Map<String, String> outer : combinations) {
                for (String value : values) {
                    Map<String, String> combination = new LinkedHashMap<>(outer);
                    combination.put(variable.target(), value);
                    next.add(combination);
                }
            }
            if (next.size() > MAX_VALUES) {
                throw new RunException("the variables make more than " + MAX_VALUES + " combinations");
            }
            combinations = next;
        }
        return combinations;
    }
}
