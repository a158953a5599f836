package org.orrery.control.api;

import java.util.Locale;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * The way a connection's events travel: handed over directly inside one domain, through shared memory between domains
 * of one host (Aeron IPC), or over the network between hosts (Aeron UDP).
 */
public enum LinkPath {

    @JsonProperty("in-process") IN_PROCESS, @JsonProperty("ipc") IPC, @JsonProperty("udp") UDP;

    /** The name on the wire and in tables: {@code in-process}, {@code ipc} or {@code udp}. */
    public String wireName() {
        return this == IN_PROCESS ? "in-process" : name().toLowerCase(Locale.ROOT);
    }
}
