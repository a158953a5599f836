package org.orrery.agent.control;

import java.util.List;
import java.util.Map;

import org.orrery.agent.BundleStatus;

/** The Star's messages: a whole system to deploy, and the aggregated status of the deployed system. */
public final class SystemMessages {

    private SystemMessages() {
    }

    /**
     * A system to deploy: hosts with their domains, the bundles (bytes included, named by SHA-256), operators placed
     * on domains, and connections. With {@code specialize} false every connection goes through the media driver,
     * even between operators of one domain, so that the specialization can be measured.
     */
    public record SystemDeployment(String system, List<HostSpec> hosts, List<BundleSpec> bundles, List<OperatorSpec> operators,
            List<ConnectionSpec> connections, Boolean specialize) {
    }

    public record HostSpec(String name, String address, List<DomainSpec> domains) {
    }

    /** A domain and the SHA-256 of each bundle it holds. */
    public record DomainSpec(String name, String role, Integer controlPort, List<String> bundles) {
    }

    public record BundleSpec(String symbolicName, String version, String sha256, String expectedState, String bytesBase64) {
    }

    public record OperatorSpec(String name, String type, String domain, String symbolicName, Map<String, String> parameters) {
    }

    public record ConnectionSpec(String source, String target, String predicate, String delivery) {
    }

    /** One step of a deployment and how it went. */
    public record Step(String step, String target, boolean ok, String detail) {
    }

    /** The outcome of a deployment: each step, and on failure the cause and the rollback that followed. */
    public record DeployResult(boolean deployed, String system, List<Step> steps, String error) {
    }

    public record SystemStatus(String system, long sampledAtMillis, List<DomainView> domains, List<OperatorView> operators,
            List<ConnectionView> connections) {
    }

    public record DomainView(String name, String host, String role, boolean up, int port, long pid, String error,
            List<BundleStatus> bundles, Messages.ProcessFigures process) {
    }

    public record OperatorView(String name, String domain, String type, String state, long eventsIn, long eventsOut, long errors,
            String lastError, long startedAtMillis, long restarts, String provider, double inPerSecond, double outPerSecond) {
    }

    /**
     * A connection's counters and rates; latency since wiring and over the last second, and the sender's backlog
     * (events accepted and not yet sent).
     */
    public record ConnectionView(String source, String target, String path, long sent, long delivered, long dropped,
            long filtered, long bytes, long outOfOrder, double eventsPerSecond, double bytesPerSecond, double latencyP50Us,
            double latencyP99Us, double recentP50Us, double recentP99Us, long backlog, double droppedPerSecond) {
    }
}
