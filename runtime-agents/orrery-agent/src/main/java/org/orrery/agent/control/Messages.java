package org.orrery.agent.control;

import java.util.List;
import java.util.Map;

import org.orrery.agent.BundleStatus;
import org.orrery.agent.OperatorStats;
import org.orrery.agent.RouteStats;

/** The request and response bodies of the domain agent's control API (see openapi/domain-agent.yaml). */
public final class Messages {

    private Messages() {
    }

    /** Install a bundle from its bytes (base64) or from a URL; the SHA-256, when given, must match. */
    public record InstallRequest(String location, String sha256, String bytesBase64, String url) {
    }

    /** Operators to create and connections to wire, all or nothing. */
    public record DeploymentRequest(List<OperatorDto> operators, List<ConnectionDto> connections) {
    }

    public record OperatorDto(String name, String type, String symbolicName, Map<String, String> parameters) {
    }

    /** A connection; {@code channel} and {@code streamId} are set for connections that cross domains. */
    public record ConnectionDto(String source, String target, String predicate, String delivery, String channel,
            Integer streamId) {
    }

    public record DomainStatus(String name, String role, boolean up, List<BundleStatus> bundles, List<OperatorStats> operators,
            List<RouteStats> connections, ProcessFigures process) {
    }

    /** The domain process's own use of the machine: CPU (percent of one core), resident memory, heap. */
    public record ProcessFigures(double cpuPercent, long residentBytes, long heapUsedBytes, long heapMaxBytes, int threads) {
    }

    /** The answer to a deployment: what changed, and the domain's status after it. */
    public record DeploymentResult(org.orrery.agent.DomainEngine.Change change, DomainStatus status) {
    }

    public record Health(String name, String role, boolean up, long pid) {
    }
}
