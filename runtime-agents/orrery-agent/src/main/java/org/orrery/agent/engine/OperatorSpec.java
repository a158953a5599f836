package org.orrery.agent.engine;

import java.util.Map;

/** An operator to create in a domain: its name, operator type, symbolic name and parameters. */
public record OperatorSpec(String name, String type, String symbolicName, Map<String, String> parameters) {

    public OperatorSpec {
        parameters = Map.copyOf(parameters);
        symbolicName = symbolicName == null ? "" : symbolicName;
    }
}
