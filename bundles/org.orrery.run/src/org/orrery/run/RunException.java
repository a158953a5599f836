package org.orrery.run;

/** A run description that cannot be read or run; the message names the problem (and the line, when there is one). */
public class RunException extends Exception {

    private static final long serialVersionUID = 1L;

    public RunException(String message) {
        super(message);
    }

    public RunException(String message, Throwable cause) {
        super(message, cause);
    }
}
