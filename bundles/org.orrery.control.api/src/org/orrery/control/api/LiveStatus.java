package org.orrery.control.api;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.orrery.control.api.DomainApi.BundleInfo;
import org.orrery.control.api.SystemApi.ConnectionView;
import org.orrery.control.api.SystemApi.DomainView;
import org.orrery.control.api.SystemApi.OperatorView;
import org.orrery.control.api.SystemApi.SystemStatus;

/**
 * One heartbeat of a deployed system as the Star reports it ({@link SystemStatus}), indexed for its readers (the
 * diagram's live overlay, the views, the runs): domains and operators by name, connections by {@link #linkKey}.
 * Immutable.
 */
public record LiveStatus(String system, long sampledAtMillis, Map<String, DomainView> domains,
        Map<String, OperatorView> operators, Map<String, ConnectionView> links, List<AlertApi.AlertView> alerts) {

    /** An absent list is an empty one. */
    public LiveStatus {
        alerts = alerts == null ? List.of() : List.copyOf(alerts);
    }

    /** A status without alerts (as before 2.6). */
    public LiveStatus(String system, long sampledAtMillis, Map<String, DomainView> domains,
            Map<String, OperatorView> operators, Map<String, ConnectionView> links) {
        this(system, sampledAtMillis, domains, operators, links, List.of());
    }

    /** The status of nothing deployed. */
    public static final LiveStatus EMPTY = new LiveStatus(null, 0, Map.of(), Map.of(), Map.of());

    /** Indexes a status of the Star's ({@code GET /v1/system/status} or one frame of its stream). */
    public static LiveStatus of(SystemStatus status) {
        Map<String, DomainView> domains = new LinkedHashMap<>();
        if (status.domains() != null) {
            status.domains().forEach(d -> domains.put(d.name(), d));
        }
        Map<String, OperatorView> operators = new LinkedHashMap<>();
        if (status.operators() != null) {
            status.operators().forEach(o -> operators.put(o.name(), o));
        }
        Map<String, ConnectionView> links = new LinkedHashMap<>();
        if (status.connections() != null) {
            status.connections().forEach(c -> links.put(linkKey(c.source(), c.target()), c));
        }
        return new LiveStatus(status.system(), status.sampledAtMillis(), Collections.unmodifiableMap(domains),
                Collections.unmodifiableMap(operators), Collections.unmodifiableMap(links), status.alerts());
    }

    /** The alerts firing on the operator or domain ({@code kind}) named {@code name}. */
    public List<AlertApi.AlertView> firing(AlertApi.Subject kind, String name) {
        return alerts.stream().filter(a -> a.firing() && a.subjectKind() == kind && a.subject().equals(name)).toList();
    }

    /** The alerts firing on the connection from {@code source} to {@code target}. */
    public List<AlertApi.AlertView> firing(String source, String target) {
        return alerts.stream()
                .filter(a -> a.firing() && a.subjectKind() == AlertApi.Subject.CONNECTION
                        && a.spec().link()[0].equals(source) && a.spec().link()[1].equals(target))
                .toList();
    }

    /**
     * The key of the connection from {@code source} to {@code target}, unambiguous whatever the names hold (the
     * source's length leads, so no name containing the separator can make two connections one).
     */
    public static String linkKey(String source, String target) {
        return source.length() + ":" + source + "\u2192" + target;
    }

    public ConnectionView link(String source, String target) {
        return links.get(linkKey(source, target));
    }

    public boolean isDeployed() {
        return system != null;
    }

    /** The live bundle of {@code domain} with {@code symbolicName}, or null. */
    public static BundleInfo bundle(DomainView domain, String symbolicName) {
        for (BundleInfo bundle : domain.bundles() == null ? List.<BundleInfo>of() : domain.bundles()) {
            if (bundle.symbolicName().equals(symbolicName)) {
                return bundle;
            }
        }
        return null;
    }

    /** The domain process's CPU in percent of one core, -1 when unknown (no heartbeat yet). */
    public static double cpuPercent(DomainView domain) {
        return domain.process() == null ? -1 : domain.process().cpuPercent();
    }

    /** The domain process's resident memory in bytes, -1 when unknown. */
    public static long residentBytes(DomainView domain) {
        return domain.process() == null ? -1 : domain.process().residentBytes();
    }

    /** "1.2k" for 1,234: rates and counts on figures, in the CLI's and the charts' decimal units. */
    public static String compact(double value) {
        double abs = Math.abs(value);
        if (abs >= 1e9) {
            return String.format("%.1fG", value / 1e9);
        } else if (abs >= 1e6) {
            return String.format("%.1fM", value / 1e6);
        } else if (abs >= 1e4) {
            return String.format("%.0fk", value / 1e3);
        } else if (abs >= 1e3) {
            return String.format("%.1fk", value / 1e3);
        }
        return String.format("%.0f", value);
    }

    /** "75 kB" for 75,000 bytes (decimal units: kB is 1,000 bytes, as in the CLI's tables). */
    public static String bytes(double value) {
        return compact(value).replace("k", " k").replace("M", " M").replace("G", " G") + "B";
    }
}
