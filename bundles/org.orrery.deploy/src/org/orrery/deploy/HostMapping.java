package org.orrery.deploy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.orrery.control.api.SystemApi.HostSpec;
import org.orrery.control.api.SystemApi.SystemDeployment;
import org.orrery.model.Host;
import org.orrery.model.OrrerySystem;

/**
 * Which lab host each host of a model goes to. A model host of a lab host's name, or whose {@code address} is a lab
 * host's address, goes there by itself (the address is only compared, never contacted); the others need the user's word
 * when the lab has several hosts. The mapping is what a run description's {@code <lab><map host to/></lab>} says, and
 * it is applied by naming each model host as its lab host in the deployment.
 */
public final class HostMapping {

    private HostMapping() {
    }

    /** A host of the lab: its name in the lab file and the address the lab reaches it at. */
    public record LabHost(String name, String address) {

        /** "h1 (10.212.0.2)". */
        public String label() {
            return address == null || address.isBlank() || address.equals(name) ? name : name + " (" + address + ")";
        }
    }

    /** The model hosts that find their lab host by themselves, by name else by address, in the model's order. */
    public static Map<String, String> matching(OrrerySystem system, List<LabHost> lab) {
        Map<String, String> matched = new LinkedHashMap<>();
        for (Host host : system.getHosts()) {
            lab.stream()
                    .filter(l -> l.name().equals(host.getName()))
                    .findFirst()
                    .or(() -> lab.stream().filter(l -> sameAddress(host.getAddress(), l.address())).findFirst())
                    .ifPresent(l -> matched.put(host.getName(), l.name()));
        }
        return matched;
    }

    /**
     * Whether the user must say where the system's hosts go: the lab has several hosts and a model host matches none.
     */
    public static boolean needsChoice(OrrerySystem system, List<LabHost> lab) {
        return lab.size() > 1 && matching(system, lab).size() < system.getHosts().size();
    }

    /**
     * A complete mapping to start a choice from: {@code remembered} where it still names hosts of both, else the
     * matching hosts, else the lab's hosts no other model host took, in order (a lab of one host takes every host).
     */
    public static Map<String, String> proposal(OrrerySystem system, List<LabHost> lab, Map<String, String> remembered) {
        Map<String, String> proposed = new LinkedHashMap<>();
        Set<String> labNames = new HashSet<>(lab.stream().map(LabHost::name).toList());
        for (Host host : system.getHosts()) {
            String to = remembered.get(host.getName());
            if (to != null && labNames.contains(to) && !proposed.containsValue(to)) {
                proposed.put(host.getName(), to);
            }
        }
        matching(system, lab).forEach((host, to) -> {
            if (!proposed.containsKey(host) && !proposed.containsValue(to)) {
                proposed.put(host, to);
            }
        });
        List<String> free = new ArrayList<>(lab.stream().map(LabHost::name).toList());
        free.removeAll(proposed.values());
        for (Host host : system.getHosts()) {
            if (!proposed.containsKey(host.getName()) && !lab.isEmpty()) {
                proposed.put(host.getName(),
                        lab.size() == 1 ? lab.get(0).name() : free.isEmpty() ? null : free.remove(0));
            }
        }
        return proposed;
    }

    /**
     * Why {@code mapping} cannot place the system on the lab, or null when it can: every model host needs a lab host of
     * its own (a lab of one host takes them all).
     */
    public static String problem(OrrerySystem system, List<LabHost> lab, Map<String, String> mapping) {
        if (lab.size() > 1 && system.getHosts().size() > lab.size()) {
            return "the system has " + system.getHosts().size() + " hosts and the lab " + lab.size()
                    + ": each host of the system needs a lab host of its own";
        }
        Set<String> labNames = new HashSet<>(lab.stream().map(LabHost::name).toList());
        Map<String, String> taken = new LinkedHashMap<>();
        for (Host host : system.getHosts()) {
            String to = mapping.get(host.getName());
            if (to == null || !labNames.contains(to)) {
                return "host " + host.getName() + " needs a lab host";
            }
            String other = taken.put(to, host.getName());
            if (other != null && lab.size() > 1) {
                return "hosts " + other + " and " + host.getName() + " both go to " + to
                        + "; each needs a lab host of its own";
            }
        }
        return null;
    }

    /** The deployment with each host named as {@code mapping} says, so the Star places it on that lab host. */
    public static SystemDeployment apply(SystemDeployment deployment, Map<String, String> mapping) {
        if (mapping.isEmpty()) {
            return deployment;
        }
        List<HostSpec> hosts = deployment.hosts()
                .stream()
                .map(host -> new HostSpec(mapping.getOrDefault(host.name(), host.name()), host.address(),
                        host.domains()))
                .toList();
        return new SystemDeployment(deployment.system(), hosts, deployment.bundles(), deployment.operators(),
                deployment.connections(), deployment.specialize(), deployment.alerts(), deployment.by());
    }

    /** "alpha → h1, beta → h2". */
    public static String describe(Map<String, String> mapping) {
        return String.join(", ", mapping.entrySet().stream().map(e -> e.getKey() + " \u2192 " + e.getValue()).toList());
    }

    private static boolean sameAddress(String model, String lab) {
        return model != null && !model.isBlank() && lab != null
                && model.strip().toLowerCase(Locale.ROOT).equals(lab.strip().toLowerCase(Locale.ROOT));
    }
}
