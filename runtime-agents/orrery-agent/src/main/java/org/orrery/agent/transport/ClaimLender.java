package org.orrery.agent.transport;

/**
 * What lends a {@link ClaimedFrame} space to write its frame in place (a stream's batch, ahead of the messages it
 * holds), told when the claim no longer writes there: it moved out, or its event was taken.
 */
public interface ClaimLender {

    /** {@code claim} no longer uses the space it was lent. */
    void returned(ClaimedFrame claim);
}
