package org.orrery.agent.engine;

/** A deployment step that failed; the message names the element (bundle, operator, connection) and the cause. */
public class DeploymentException extends Exception {

    private static final long serialVersionUID = 1L;

    public DeploymentException(String message) {
        super(message);
    }

    public DeploymentException(String message, Throwable cause) {
        super(message, cause);
    }
}
