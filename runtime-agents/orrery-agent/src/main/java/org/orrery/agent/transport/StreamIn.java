package org.orrery.agent.transport;

import io.aeron.Subscription;
import io.aeron.logbuffer.ControlledFragmentHandler;

/**
 * Where a stream's receiver reads its messages: an Aeron subscription, or a {@link ProcessLog} between two domains of
 * one domain host. Each message is handed to the handler with a header that says its session and reserved value.
 */
public interface StreamIn {

    /**
     * Hands up to {@code fragmentLimit} messages to {@code handler}, which may leave one to be read again; returns how
     * many it took.
     */
    int controlledPoll(ControlledFragmentHandler handler, int fragmentLimit);

    int streamId();

    void close();

    /** The stream {@code subscription} reads. */
    static StreamIn of(Subscription subscription) {
        return new StreamIn() {

            @Override
            public int controlledPoll(ControlledFragmentHandler handler, int fragmentLimit) {
                return subscription.controlledPoll(handler, fragmentLimit);
            }

            @Override
            public int streamId() {
                return subscription.streamId();
            }

            @Override
            public void close() {
                subscription.close();
            }
        };
    }
}
