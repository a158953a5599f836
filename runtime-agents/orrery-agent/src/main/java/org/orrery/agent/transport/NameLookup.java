package org.orrery.agent.transport;

/**
 * What the numbers of an event's names stand for, in frames of {@link EventFrames}: a stream's, or a claim buffer's.
 */
public interface NameLookup {

    /** The name {@code number} stands for; throws {@link IllegalArgumentException} when it stands for none. */
    String name(int number);

    /** Changes whenever a number comes to stand for another name (so what was learnt of the old ones is forgotten). */
    int generation();
}
