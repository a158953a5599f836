package org.orrery.control.api;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * Which part of a connection a domain reports: the whole of one inside the domain, or the sending or receiving half of
 * one between domains.
 */
public enum LinkSide {

    @JsonProperty("local") LOCAL, @JsonProperty("sender") SENDER, @JsonProperty("receiver") RECEIVER;

    /** Whether this side sees what the sender does (events sent, dropped and filtered at the source, backlog). */
    public boolean sends() {
        return this != RECEIVER;
    }

    /** Whether this side sees what arrives (events delivered, their bytes, order and latency). */
    public boolean receives() {
        return this != SENDER;
    }
}
