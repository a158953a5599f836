package org.orrery.lab;

import java.io.IOException;

import org.orrery.control.client.ControlException;

/** A lab that cannot be reached or refuses a request; the message says which and why, in a user's words. */
public class LabException extends IOException {

    private static final long serialVersionUID = 1L;

    private final int status;

    public LabException(String message) {
        this(message, 0, null);
    }

    public LabException(String message, int status, Throwable cause) {
        super(message, cause);
        this.status = status;
    }

    /** A failed control call in a user's words: the agent's own reason for a refusal, or that nothing answered. */
    public static LabException of(ControlException e) {
        return new LabException(e.getMessage(), e.status(), e);
    }

    /** The HTTP status of a refusal, or 0 when the lab did not answer. */
    public int status() {
        return status;
    }
}
