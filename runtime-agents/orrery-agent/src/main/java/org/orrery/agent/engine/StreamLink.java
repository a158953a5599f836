package org.orrery.agent.engine;

import java.io.IOException;

import org.orrery.control.api.LinkProfile;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The link profile a sending stream's events cross and what applies it ({@link NetworkLink#apply}): the network (the
 * link's class on the host's lab interface), the sender (its {@link LinkConditioner}, null when the network does it
 * all), or both (a best-effort stream's loss drawn in the sender).
 */
record StreamLink(LinkProfile profile, NetworkLink.Where where, LinkConditioner conditioner) {

    private static final Logger LOG = LoggerFactory.getLogger(StreamLink.class);

    /** The profile and who applies it, as the status says it ({@code wan-eu-us, in the sender}). */
    String said() {
        return profile + ", " + where.said();
    }

    /** Takes away what the network applied for the stream to {@code channel}; a failure is told, not thrown. */
    void close(String channel) {
        if (where.link() != null) {
            try {
                where.link().remove();
            } catch (IOException e) {
                LOG.warn("the link of stream {} was not taken off the network: {}", channel, e.getMessage());
            }
        }
    }
}
