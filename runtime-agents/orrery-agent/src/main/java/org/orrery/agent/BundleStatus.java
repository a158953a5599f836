package org.orrery.agent;

import java.util.Map;

/** A bundle installed in a domain: its ID, name, version, state and the manifest headers a person looks at. */
public record BundleStatus(long id, String symbolicName, String version, String state, String location,
        Map<String, String> headers) {
}
