package org.orrery.control.api;

import java.util.Locale;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * The state of an operator: running; suspended while the bundle that provides its type is stopped; quarantined after
 * too many consecutive errors; closed; unknown while its domain does not answer (in the Star's system status).
 */
public enum OperatorState {

    @JsonProperty("running") RUNNING,
    @JsonProperty("suspended") SUSPENDED,
    @JsonProperty("quarantined") QUARANTINED,
    @JsonProperty("closed") CLOSED,
    @JsonProperty("unknown") UNKNOWN;

    /** The name on the wire and on the diagram, in lower case. */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
