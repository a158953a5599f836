package org.orrery.agent.control;

/** A request the control API refuses: an HTTP status and a message for the caller. */
public final class ApiException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final int status;

    public ApiException(int status, String message) {
        super(message);
        this.status = status;
    }

    public int status() {
        return status;
    }
}
