package org.orrery.run;

import java.net.URI;
import java.util.List;
import java.util.Map;

import org.orrery.deploy.HostMapping;
import org.orrery.lab.Lab;
import org.orrery.lab.LabException;
import org.orrery.model.OrrerySystem;

/** The lab host a step or a setting names: a host of the lab, or a host of the model that goes to one. */
final class LabHosts {

    private LabHosts() {
    }

    /**
     * The lab host {@code name} names on {@code lab}: a host of the lab; a host of {@code system} (null: none) that
     * {@code labMap} sends to one; or one that finds its lab host by itself, by name or address
     * ({@link HostMapping#matching}).
     */
    static String of(Lab lab, OrrerySystem system, Map<String, String> labMap, String name) throws LabException {
        List<HostMapping.LabHost> hosts = lab.nodes()
                .stream()
                .map(node -> new HostMapping.LabHost(node.host(), URI.create(node.url()).getHost()))
                .toList();
        if (hosts.stream().anyMatch(host -> host.name().equals(name))) {
            return name;
        }
        String mapped = labMap.get(name);
        if (mapped == null && system != null) {
            mapped = HostMapping.matching(system, hosts).get(name);
        }
        if (mapped == null) {
            throw new LabException("'" + name + "' is neither a host of the lab nor a host of the system that the lab"
                    + " mapping or its address puts on one");
        }
        return mapped;
    }

    /** Whether {@code name} may name a host: one of {@code system}'s, or of the form a lab's hosts take (h1, h2 …). */
    static boolean nameable(OrrerySystem system, String name) {
        return name.matches("h[0-9]{1,3}") || system.getHosts().stream().anyMatch(h -> name.equals(h.getName()));
    }
}
