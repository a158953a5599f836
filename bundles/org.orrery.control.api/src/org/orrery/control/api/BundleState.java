package org.orrery.control.api;

import java.util.Locale;

import com.fasterxml.jackson.annotation.JsonProperty;

/** The OSGi life-cycle state of a bundle in a domain. */
public enum BundleState {

    @JsonProperty("installed") INSTALLED,
    @JsonProperty("resolved") RESOLVED,
    @JsonProperty("starting") STARTING,
    @JsonProperty("active") ACTIVE,
    @JsonProperty("stopping") STOPPING,
    @JsonProperty("uninstalled") UNINSTALLED;

    /** The name on the wire and in the model's expected state, in lower case. */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
