package org.orrery.run;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.orrery.control.api.LinkProfile;
import org.orrery.lab.Lab;
import org.orrery.lab.LabException;
import org.orrery.lab.NamespaceLink;
import org.orrery.model.Host;
import org.orrery.model.Link;
import org.orrery.model.OrreryFactory;
import org.orrery.model.OrrerySystem;
import org.orrery.model.edit.Links;

/**
 * The link between two hosts as settings and run variables: {@code link.A-B.rate} ({@code 2mbit}),
 * {@code link.A-B.delayMs}, {@code link.A-B.jitterMs}, {@code link.A-B.lossPercent}, A and B hosts of the model or of
 * the lab. On a lab of network namespaces a run shapes the link with {@code tc} before each combination's window (as a
 * scenario's {@code link} step does, for the whole run) and restores it afterwards; on any other lab the settings go
 * into the model's link between the two hosts (of the model), over the profile it has, and the sending domains apply it
 * ({@link #intoModel}).
 */
final class LinkTargets {

    static final String PREFIX = "link.";

    private static final Map<String, String> ATTRIBUTES = Map.of("rate", "rate", "delayMs", "delay", "jitterMs",
            "jitter", "lossPercent", "loss");

    private LinkTargets() {
    }

    static boolean is(String target) {
        return target.startsWith(PREFIX);
    }

    /** A link's two hosts and one of its attributes, as a target names them. */
    private record Target(String first, String second, String attribute) {
    }

    /** What is wrong with {@code target} set to {@code value} (null: any) on {@code system}; null if nothing. */
    static String problem(String target, String value, OrrerySystem system) {
        try {
            Target link = target(target, system);
            if (value != null) {
                String problem = LinkProfile.settingProblem(ATTRIBUTES.get(link.attribute()),
                        profileValue(link, value));
                if (problem != null) {
                    return target + ": " + problem;
                }
            }
            return null;
        } catch (IllegalArgumentException e) {
            return target + ": " + e.getMessage();
        }
    }

    private static Target target(String target, OrrerySystem system) {
        int dot = target.lastIndexOf('.');
        String pair = dot > PREFIX.length() ? target.substring(PREFIX.length(), dot) : "";
        String attribute = target.substring(dot + 1);
        if (!ATTRIBUTES.containsKey(attribute)) {
            throw new IllegalArgumentException(
                    "a link has rate, delayMs, jitterMs and lossPercent, not '" + attribute + "'");
        }
        List<Target> readings = new ArrayList<>();
        for (int dash = pair.indexOf('-'); dash > 0; dash = pair.indexOf('-', dash + 1)) {
            String first = pair.substring(0, dash);
            String second = pair.substring(dash + 1);
            if (LabHosts.nameable(system, first) && LabHosts.nameable(system, second) && !first.equals(second)) {
                readings.add(new Target(first, second, attribute));
            }
        }
        if (readings.size() != 1) {
            throw new IllegalArgumentException(readings.isEmpty()
                    ? "a link is named HOST-HOST by two hosts of the system or of the lab (h1-h2), not '" + pair + "'"
                    : "'" + pair + "' names more than one pair of hosts");
        }
        return readings.get(0);
    }

    /** The value as the profile reads it: a number of milliseconds as a time, of percent as a percentage. */
    private static String profileValue(Target link, String value) {
        return switch (link.attribute()) {
            case "delayMs", "jitterMs" -> value.strip() + "ms";
            case "lossPercent" -> value.strip() + "%";
            default -> value.strip();
        };
    }

    /**
     * Whether {@code lab} shapes links itself ({@code tc} in its network namespaces) rather than the model carrying
     * them.
     */
    static boolean shapedByLab(Lab lab) throws LabException {
        return lab != null && lab.namespace() != null;
    }

    /**
     * Gives each link the settings name to {@code system} (a copy), as the link between those two of its hosts: the
     * settings over the profile it has, or a new link. Hosts of a lab (h1, h2) have no link in the model: refused.
     */
    static void intoModel(OrrerySystem system, Map<String, String> settings) {
        byPair(system, settings).forEach((pair, values) -> {
            Host first = modelHost(system, pair.get(0));
            Host second = modelHost(system, pair.get(1));
            Link link = Links.between(first, second).orElseGet(() -> {
                Link added = OrreryFactory.eINSTANCE.createLink();
                added.setPeer(second);
                first.getLinks().add(added);
                return added;
            });
            Map<String, String> profile = new LinkedHashMap<>();
            LinkProfile before = LinkProfile.parseOrNone(link.getProfile());
            if (before != null) {
                profile.putAll(before.settings());
            }
            profile.putAll(values);
            link.setProfile(LinkProfile.parse(null, profile).toString());
        });
    }

    private static Host modelHost(OrrerySystem system, String name) {
        return system.getHosts()
                .stream()
                .filter(h -> name.equals(h.getName()))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("'" + name + "' is a host of a lab; on a lab outside"
                        + " network namespaces a link is the model's, between two of its hosts"));
    }

    /** The settings of each link the settings name, by its pair of hosts. */
    private static Map<List<String>, Map<String, String>> byPair(OrrerySystem system, Map<String, String> settings) {
        Map<List<String>, Map<String, String>> byPair = new LinkedHashMap<>();
        settings.forEach((target, value) -> {
            if (is(target)) {
                Target link = target(target, system);
                byPair.computeIfAbsent(List.of(link.first(), link.second()), pair -> new LinkedHashMap<>())
                        .put(ATTRIBUTES.get(link.attribute()), profileValue(link, value));
            }
        });
        return byPair;
    }

    /**
     * Shapes each link the settings name on {@code lab} (hosts found as {@link LabHosts} finds them); returns what
     * restores them. Refused when settings name a link and there is no lab of namespaces to shape it on.
     */
    static Shaped apply(Lab lab, OrrerySystem system, Map<String, String> labMap, Map<String, String> settings)
            throws LabException {
        Map<List<String>, Map<String, String>> byPair = byPair(system, settings);
        Shaped shaped = new Shaped(new ArrayList<>());
        if (byPair.isEmpty()) {
            return shaped;
        }
        if (lab == null) {
            throw new LabException("the settings shape a link (link.*), which needs the lab the system runs on");
        }
        try {
            for (Map.Entry<List<String>, Map<String, String>> pair : byPair.entrySet()) {
                shaped.links()
                        .add(lab.shape(LabHosts.of(lab, system, labMap, pair.getKey().get(0)),
                                LabHosts.of(lab, system, labMap, pair.getKey().get(1)),
                                LinkProfile.parse(null, pair.getValue())));
            }
        } catch (LabException | IllegalArgumentException e) {
            shaped.close();
            throw e instanceof LabException refused ? refused : new LabException(e.getMessage());
        }
        return shaped;
    }

    /** The links a combination shaped, restored when closed. */
    record Shaped(List<NamespaceLink> links) implements AutoCloseable {

        @Override
        public void close() throws LabException {
            List<String> failures = new ArrayList<>();
            for (NamespaceLink link : links) {
                try {
                    link.restore();
                } catch (LabException e) {
                    failures.add(e.getMessage());
                }
            }
            links.clear();
            if (!failures.isEmpty()) {
                throw new LabException(String.join("; ", failures));
            }
        }
    }
}
