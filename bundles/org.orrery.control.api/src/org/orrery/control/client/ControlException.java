package org.orrery.control.client;

import java.io.IOException;

/**
 * A control call that did not succeed: nothing answered ({@link #status()} 0), or the agent refused it with a status of
 * 400 or more, its reason (the answer's {@code error}) as the message and its whole answer kept in {@link #body()}.
 */
public final class ControlException extends IOException {

    private static final long serialVersionUID = 1L;

    private final int status;
    private final transient byte[] body;

    public ControlException(String message, int status, byte[] body, Throwable cause) {
        super(message, cause);
        this.status = status;
        this.body = body;
    }

    /** The HTTP status of the refusal, 0 when nothing answered. */
    public int status() {
        return status;
    }

    /** The refusal's answer as sent, or null when nothing answered. */
    public byte[] body() {
        return body;
    }

    /** Whether nothing answered at all (the agent is down, or the address is wrong). */
    public boolean unanswered() {
        return status == 0;
    }
}
