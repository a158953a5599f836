package org.orrery.agent.transport;

/**
 * A frame names a number its stream has not announced (yet): its sender announces names before the events that use
 * them, so the names of a receiver that joined late come with the next announcement, and the frame may be read then.
 */
public final class UnannouncedNameException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    UnannouncedNameException(String message) {
        super(message);
    }
}
