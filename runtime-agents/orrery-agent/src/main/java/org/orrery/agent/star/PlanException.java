package org.orrery.agent.star;

/** A system that cannot be planned as given: the message names the element and what is wrong with it. */
public final class PlanException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public PlanException(String message) {
        super(message);
    }
}
