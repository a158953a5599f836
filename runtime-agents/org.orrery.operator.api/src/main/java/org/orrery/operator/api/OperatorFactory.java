package org.orrery.operator.api;

/**
 * Makes operators of one type. Registered as an OSGi service with the service property {@value #TYPE_PROPERTY} set to
 * the operator type id, such as {@code org.orrery.sample.filter}.
 */
public interface OperatorFactory {

    /** The service property that names the operator type a factory makes. */
    String TYPE_PROPERTY = "orrery.operator.type";

    /**
     * Creates an operator for {@code context}; throw to refuse it (for example on a bad parameter), with a message that
     * says what is wrong. The deployment then fails and names the operator and the message.
     */
    Operator create(OperatorContext context) throws Exception;
}
