package org.orrery.control.api;

import java.util.Locale;

import com.fasterxml.jackson.annotation.JsonProperty;

/** What a domain is in its system: the coordinator (one per system) or an executor of operators. */
public enum Role {

    @JsonProperty("star") STAR, @JsonProperty("planet") PLANET;

    /** The name on the wire and in the model: {@code star} or {@code planet}. */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
