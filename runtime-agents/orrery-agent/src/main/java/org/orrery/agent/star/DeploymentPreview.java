package org.orrery.agent.star;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

import org.orrery.control.api.AlertApi.AlertSpec;
import org.orrery.control.api.Delivery;
import org.orrery.control.api.Role;
import org.orrery.control.api.SystemApi.BundleSpec;
import org.orrery.control.api.SystemApi.ConnectionSpec;
import org.orrery.control.api.SystemApi.DeployPreview;
import org.orrery.control.api.SystemApi.DomainSpec;
import org.orrery.control.api.SystemApi.HostSpec;
import org.orrery.control.api.SystemApi.OperatorSpec;
import org.orrery.control.api.SystemApi.PreviewChange;
import org.orrery.control.api.SystemApi.SystemDeployment;

/**
 * What deploying a system changes in the lab, worked out by the Star from the system it runs: Planets started and
 * stopped, bundles installed (or replaced by a new build of the same name and version), operators added, removed, moved
 * to another Planet or restarted (their type or parameters changed: a deployment restarts them), connections added,
 * removed or rewired (predicate, delivery, wire format, priority, link), alerts added, removed or changed; and how many
 * operators and connections run on untouched.
 */
final class DeploymentPreview {

    private DeploymentPreview() {
    }

    /** The changes from {@code running} (null: nothing runs) to {@code next}. */
    static DeployPreview of(SystemDeployment running, SystemDeployment next) {
        SystemDeployment now = running == null
                ? new SystemDeployment("", List.of(), List.of(), List.of(), List.of(), next.specialize())
                : running;
        List<PreviewChange> changes = new ArrayList<>();
        Map<String, DomainSpec> planetsBefore = planets(now);
        Map<String, DomainSpec> planetsAfter = planets(next);
        Map<String, String> hostBefore = hostOf(now);
        Map<String, String> hostAfter = hostOf(next);
        planetsBefore.keySet()
                .stream()
                .filter(name -> !planetsAfter.containsKey(name))
                .forEach(name -> changes.add(new PreviewChange("stop", "domain", name, "")));
        planetsAfter.forEach((name, domain) -> {
            DomainSpec before = planetsBefore.get(name);
            if (before == null) {
                changes.add(new PreviewChange("start", "domain", name, "on " + hostAfter.get(name)));
                return;
            }
            List<String> details = new ArrayList<>();
            differ(details, "host", hostBefore.get(name), hostAfter.get(name));
            differ(details, "group", before.group(), domain.group());
            differ(details, "latency profile", before.latencyProfile(), domain.latencyProfile());
            if (!details.isEmpty()) {
                changes.add(new PreviewChange("change", "domain", name, String.join("; ", details)));
            }
        });
        Map<String, BundleSpec> bundles = keyed(next.bundles(), b -> b.sha256().toLowerCase(Locale.ROOT));
        Map<String, BundleSpec> bundlesBefore = keyed(now.bundles(), b -> b.sha256().toLowerCase(Locale.ROOT));
        planetsAfter.forEach((name, domain) -> {
            DomainSpec before = planetsBefore.get(name);
            Set<String> had = before == null ? Set.of() : lower(before.bundles());
            for (String sha : lower(domain.bundles())) {
                BundleSpec bundle = bundles.get(sha);
                if (!had.contains(sha) && bundle != null) {
                    // the same name and version with other bytes: a rebuild, which takes over its operators
                    boolean rebuilt = had.stream()
                            .map(bundlesBefore::get)
                            .anyMatch(earlier -> earlier != null && earlier.symbolicName().equals(bundle.symbolicName())
                                    && earlier.version().equals(bundle.version()));
                    changes.add(new PreviewChange(rebuilt ? "replace" : "install", "bundle",
                            bundle.symbolicName() + " " + bundle.version(), rebuilt
                                    ? "in " + name + " by its new build (sha256 " + sha.substring(0, 12)
                                            + "…): the operators of its types restart"
                                    : "in " + name));
                }
            }
        });
        int unchanged = 0;
        Map<String, OperatorSpec> operatorsBefore = keyed(now.operators(), OperatorSpec::name);
        for (OperatorSpec operator : now.operators()) {
            if (next.operators().stream().noneMatch(o -> o.name().equals(operator.name()))) {
                changes.add(new PreviewChange("remove", "operator", operator.name(), "from " + operator.domain()));
            }
        }
        for (OperatorSpec operator : next.operators()) {
            OperatorSpec before = operatorsBefore.get(operator.name());
            if (before == null) {
                changes.add(new PreviewChange("add", "operator", operator.name(),
                        operator.type() + " in " + operator.domain()));
            } else if (!Objects.equals(before.domain(), operator.domain())) {
                changes.add(new PreviewChange("move", "operator", operator.name(),
                        before.domain() + " -> " + operator.domain()));
            } else {
                List<String> details = new ArrayList<>();
                differ(details, "type", before.type(), operator.type());
                differ(details, "symbolic name", before.symbolicName(), operator.symbolicName());
                details.addAll(parameters(before.parameters(), operator.parameters()));
                if (details.isEmpty()) {
                    unchanged++;
                } else {
                    changes.add(new PreviewChange("restart", "operator", operator.name(), String.join("; ", details)));
                }
            }
        }
        Map<String, ConnectionSpec> connectionsBefore = keyed(now.connections(), DeploymentPreview::link);
        Map<String, ConnectionSpec> connectionsAfter = keyed(next.connections(), DeploymentPreview::link);
        connectionsBefore.keySet()
                .stream()
                .filter(link -> !connectionsAfter.containsKey(link))
                .forEach(link -> changes.add(new PreviewChange("remove", "connection", link, "")));
        for (Map.Entry<String, ConnectionSpec> entry : connectionsAfter.entrySet()) {
            ConnectionSpec connection = entry.getValue();
            ConnectionSpec before = connectionsBefore.get(entry.getKey());
            if (before == null) {
                changes.add(new PreviewChange("add", "connection", entry.getKey(), delivery(connection)));
                continue;
            }
            List<String> details = new ArrayList<>();
            differ(details, "predicate", before.predicate(), connection.predicate());
            differ(details, "delivery", delivery(before), delivery(connection));
            differ(details, "wire format", before.wireFormat(), connection.wireFormat());
            differ(details, "link", before.link(), connection.link());
            differ(details, "priority", before.priority(), connection.priority());
            if (details.isEmpty()) {
                unchanged++;
            } else {
                changes.add(new PreviewChange("rewire", "connection", entry.getKey(), String.join("; ", details)));
            }
        }
        Map<String, AlertSpec> alertsBefore = keyed(now.alerts(), AlertSpec::name);
        Map<String, AlertSpec> alertsAfter = keyed(next.alerts(), AlertSpec::name);
        alertsBefore.keySet()
                .stream()
                .filter(name -> !alertsAfter.containsKey(name))
                .forEach(name -> changes.add(new PreviewChange("remove", "alert", name, "")));
        alertsAfter.forEach((name, alert) -> {
            AlertSpec before = alertsBefore.get(name);
            if (before == null) {
                changes.add(new PreviewChange("add", "alert", name, alert.measure() + " of " + alert.subject()));
            } else if (!before.equals(alert)) {
                changes.add(new PreviewChange("change", "alert", name,
                        alert.measure() + " of " + alert.subject() + " above " + alert.limit() + " (was "
                                + before.measure() + " of " + before.subject() + " above " + before.limit() + ")"));
            }
        });
        if (running != null && !Objects.equals(running.specialize(), next.specialize())) {
            changes.add(new PreviewChange("change", "system", next.system(),
                    "specialize " + running.specialize() + " -> " + next.specialize()));
        }
        return new DeployPreview(running == null ? "" : running.system(), next.system(), changes, unchanged);
    }

    /** "parameters eventsPerSecond 200 -> 500", one per parameter added, removed or changed. */
    private static List<String> parameters(Map<String, String> before, Map<String, String> after) {
        List<String> details = new ArrayList<>();
        Set<String> names = new TreeSet<>(before.keySet());
        names.addAll(after.keySet());
        for (String name : names) {
            differ(details, "parameter " + name, before.get(name), after.get(name));
        }
        return details;
    }

    private static void differ(List<String> details, String what, Object before, Object after) {
        if (!Objects.equals(text(before), text(after))) {
            details.add(what + " " + text(before) + " -> " + text(after));
        }
    }

    private static String text(Object value) {
        return value == null || value.toString().isEmpty() ? "(none)" : value.toString();
    }

    /** A connection's delivery as the model names it; reliable when it names none. */
    private static String delivery(ConnectionSpec connection) {
        return connection.delivery() == null ? Delivery.RELIABLE.wireName() : connection.delivery().wireName();
    }

    private static String link(ConnectionSpec connection) {
        return connection.source() + "->" + connection.target();
    }

    private static Set<String> lower(List<String> shas) {
        Set<String> lower = new LinkedHashSet<>();
        shas.forEach(sha -> lower.add(sha.toLowerCase()));
        return lower;
    }

    private static Map<String, DomainSpec> planets(SystemDeployment system) {
        Map<String, DomainSpec> planets = new LinkedHashMap<>();
        for (HostSpec host : system.hosts()) {
            host.domains().stream().filter(d -> d.role() == Role.PLANET).forEach(d -> planets.put(d.name(), d));
        }
        return planets;
    }

    private static Map<String, String> hostOf(SystemDeployment system) {
        Map<String, String> hosts = new LinkedHashMap<>();
        system.hosts().forEach(host -> host.domains().forEach(d -> hosts.put(d.name(), host.name())));
        return hosts;
    }

    private static <T> Map<String, T> keyed(List<T> elements, Function<T, String> key) {
        Map<String, T> keyed = new LinkedHashMap<>();
        elements.forEach(element -> keyed.putIfAbsent(key.apply(element), element));
        return keyed;
    }
}
