package org.orrery.control.api;

import java.util.Locale;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * The way a connection's events travel: handed over directly inside one domain, through a log in the process's memory
 * between domains of one shared domain host, through shared memory between other domains of one host (Aeron IPC), or
 * over the network between hosts (Aeron UDP).
 */
public enum LinkPath {

    @JsonProperty("in-process") IN_PROCESS,
    @JsonProperty("domain-host") DOMAIN_HOST,
    @JsonProperty("ipc") IPC,
    @JsonProperty("udp") UDP;

    /** The name on the wire and in tables: {@code in-process}, {@code domain-host}, {@code ipc} or {@code udp}. */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
