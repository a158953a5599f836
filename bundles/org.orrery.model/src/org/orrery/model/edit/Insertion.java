package org.orrery.model.edit;

import org.orrery.model.Connection;
import org.orrery.model.Operator;
import org.orrery.model.OperatorKind;
import org.orrery.model.OrreryFactory;
import org.orrery.model.Parameter;
import org.orrery.model.validation.ConnectionRules;

/**
 * An operator inserted into a connection (a filter dropped onto a running stream, say): the connection then ends at the
 * operator, and a new connection leads from the operator to where the stream went, with the same delivery, priority and
 * wire format; the predicate stays on the first leg. The operator goes into the domain of the connection's source, so
 * that what it filters out never crosses to another domain. A predicate parameter it has without a value starts as
 * {@code true} (everything passes), to be narrowed while it runs.
 */
public final class Insertion {

    private Insertion() {
    }

    /**
     * A filter operator of {@code type} named {@code name}, ready to be inserted: its predicate parameter has no value
     * yet, so that it passes everything until it is narrowed.
     */
    public static Operator filter(String name, String type) {
        Operator filter = OrreryFactory.eINSTANCE.createOperator();
        filter.setName(name);
        filter.setKind(OperatorKind.FILTER);
        filter.setType(type);
        Parameter predicate = OrreryFactory.eINSTANCE.createParameter();
        predicate.setName("predicate");
        filter.getParameters().add(predicate);
        return filter;
    }

    /** Why {@code operator} cannot be inserted into {@code connection}, or null when it can. */
    public static String refusal(Connection connection, Operator operator) {
        if (connection == null || connection.getSource() == null || connection.getTarget() == null) {
            return "the connection has no source or target";
        }
        if (operator == null) {
            return "nothing to insert";
        }
        if (connection.getSource().getPlacement() == null) {
            return "the connection's source '" + connection.getSource().getName() + "' is placed in no domain";
        }
        String into = ConnectionRules.refusal(connection.getSource(), operator, null);
        return into != null ? into : ConnectionRules.refusal(operator, connection.getTarget(), null);
    }

    /**
     * The connection that will lead from the inserted {@code operator} to the connection's target (not yet added to the
     * system), after giving an empty predicate parameter of the operator the value {@code true}.
     */
    public static Connection downstream(Connection connection, Operator operator) {
        String refusal = refusal(connection, operator);
        if (refusal != null) {
            throw new IllegalArgumentException(refusal);
        }
        for (Parameter parameter : operator.getParameters()) {
            if ("predicate".equals(parameter.getName())
                    && (parameter.getValue() == null || parameter.getValue().isBlank())) {
                parameter.setValue("true");
            }
        }
        Connection downstream = OrreryFactory.eINSTANCE.createConnection();
        downstream.setDelivery(connection.getDelivery());
        downstream.setPriority(connection.getPriority());
        downstream.setWireFormat(connection.getWireFormat());
        return downstream;
    }
}
