package org.orrery.deploy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.orrery.control.api.ControlJson;
import org.orrery.control.api.Delivery;
import org.orrery.control.api.Limits;
import org.orrery.control.api.SystemApi.BundleSpec;
import org.orrery.control.api.SystemApi.ConnectionSpec;
import org.orrery.control.api.SystemApi.ContextSubscription;
import org.orrery.control.api.SystemApi.DomainSpec;
import org.orrery.control.api.SystemApi.HostSpec;
import org.orrery.control.api.SystemApi.OperatorSpec;
import org.orrery.control.api.SystemApi.SystemDeployment;
import org.orrery.control.api.WireFormat;
import org.orrery.model.Bundle;
import org.orrery.model.Connection;
import org.orrery.model.Domain;
import org.orrery.model.Host;
import org.orrery.model.Operator;
import org.orrery.model.OrrerySystem;
import org.orrery.model.Parameter;
import org.orrery.model.Subscription;
import org.orrery.model.edit.Composites;
import org.orrery.model.edit.Links;
import org.orrery.model.io.DomainGroups;
import org.orrery.model.io.ProtocolEnums;
import org.orrery.model.naming.Subscriptions;
import org.orrery.model.validation.ElementLabels;

/**
 * Turns a system model into the deployment the Star takes (JSON): hosts and domains, the bundles each domain holds with
 * their bytes and SHA-256, operators with their placement and parameters, and connections with their predicate,
 * delivery, wire format and priority. The operator SPI is left out: every domain's system bundle provides it. Composite
 * operators are flattened: their operators go as they are, each parameter with the value its composite gives it; each
 * subscription by name goes as the connections it resolves to ({@link Subscriptions}), and as itself, for the names
 * operators bind while the system runs (the Star connects what they bind).
 */
public final class DeploymentExport {

    /** The bundle every domain provides itself. */
    static final String SPI = "org.orrery.operator.api";

    private DeploymentExport() {
    }

    /** The group {@code domain} runs in (null: a process of its own); refused for a Star in one, or a bad name. */
    private static String group(Domain domain) throws DeploymentExportException {
        String problem = DomainGroups.problem(domain);
        if (problem != null) {
            throw new DeploymentExportException(ElementLabels.describe(domain) + ": " + problem);
        }
        return DomainGroups.of(domain);
    }

    /** A bundle jar a system's domains install: what it is, where it was found, and its SHA-256. */
    public record BundleFile(String symbolicName, String version, Path jar, String sha256) {
    }

    /**
     * The jars of the bundles {@code system}'s domains install (the operator API aside, which every domain has), each
     * once, found as a deployment finds them: by location relative to {@code modelFile}, else in {@code bundlePath}.
     */
    public static List<BundleFile> bundleFiles(OrrerySystem system, Path modelFile, List<Path> bundlePath)
            throws DeploymentExportException {
        BundleResolver resolver = new BundleResolver(modelFile, bundlePath);
        Map<String, BundleFile> files = new LinkedHashMap<>();
        for (Host host : system.getHosts()) {
            for (Domain domain : host.getDomains()) {
                for (Bundle bundle : domain.getBundles()) {
                    if (!SPI.equals(bundle.getSymbolicName())) {
                        BundleResolver.Resolved resolved = resolver.resolve(bundle);
                        files.putIfAbsent(resolved.sha256(), new BundleFile(bundle.getSymbolicName(),
                                bundle.getVersion(), resolved.jar(), resolved.sha256()));
                    }
                }
            }
        }
        return List.copyOf(files.values());
    }

    /**
     * The deployment of {@code system} as the Star takes it; {@code specialize} false sends every connection through
     * the media driver.
     */
    public static SystemDeployment deployment(OrrerySystem system, Path modelFile, List<Path> bundlePath,
            boolean specialize) throws DeploymentExportException {
        BundleResolver resolver = new BundleResolver(modelFile, bundlePath);
        Map<String, BundleSpec> bundles = new LinkedHashMap<>();
        List<HostSpec> hosts = new ArrayList<>();
        for (Host host : system.getHosts()) {
            List<DomainSpec> domains = new ArrayList<>();
            for (Domain domain : host.getDomains()) {
                List<String> shas = new ArrayList<>();
                for (Bundle bundle : domain.getBundles()) {
                    if (SPI.equals(bundle.getSymbolicName())) {
                        continue;
                    }
                    BundleResolver.Resolved resolved = resolver.resolve(bundle);
                    shas.add(resolved.sha256());
                    bundles.computeIfAbsent(resolved.sha256(), sha -> bundleSpec(resolved));
                }
                domains.add(new DomainSpec(domain.getName(), ProtocolEnums.toProtocol(domain.getRole()),
                        domain.getControlPort(), shas, ProtocolEnums.toProtocol(domain.getLatencyProfile()),
                        group(domain)));
            }
            hosts.add(new HostSpec(host.getName(), host.getAddress(), domains));
        }
        List<OperatorSpec> operators = new ArrayList<>();
        for (Operator operator : system.getOperators()) {
            Map<String, String> parameters = new LinkedHashMap<>();
            for (Parameter parameter : operator.getParameters()) {
                parameters.put(parameter.getName(), Composites.value(parameter));
            }
            operators.add(new OperatorSpec(operator.getName(), operator.getType(),
                    operator.getPlacement() == null ? null : operator.getPlacement().getName(),
                    operator.getSymbolicName(), parameters));
        }
        List<ConnectionSpec> connections = new ArrayList<>();
        for (Connection connection : system.getConnections()) {
            String format;
            try {
                format = WireFormat.named(connection.getWireFormat());
            } catch (IllegalArgumentException e) {
                throw new DeploymentExportException("connection " + connection.getSource().getName() + " \u2192 "
                        + connection.getTarget().getName() + ": " + e.getMessage());
            }
            connections.add(new ConnectionSpec(connection.getSource().getName(), connection.getTarget().getName(),
                    connection.getPredicate() == null ? "" : connection.getPredicate(),
                    Delivery.named(connection.getDelivery().getLiteral()), format, connection.getPriority(),
                    Links.applied(connection).map(Links.Applied::profile).orElse(null)));
        }
        for (Subscriptions.Resolved resolved : Subscriptions.added(system)) {
            Subscription subscription = resolved.subscription();
            connections.add(new ConnectionSpec(resolved.source().getName(), resolved.subscriber().getName(),
                    subscription.getPredicate() == null ? "" : subscription.getPredicate(),
                    Delivery.named(subscription.getDelivery().getLiteral()), WireFormat.BINARY, 0,
                    Links.applied(resolved.source(), resolved.subscriber()).map(Links.Applied::profile).orElse(null)));
        }
        List<ContextSubscription> contextSubscriptions = Subscriptions.deliverable(system)
                .stream()
                .map(s -> new ContextSubscription(((Operator) s.eContainer()).getName(), s.getPattern().strip(),
                        s.getPredicate() == null ? "" : s.getPredicate(), Delivery.named(s.getDelivery().getLiteral())))
                .toList();
        long bundleChars = bundles.values().stream().mapToLong(b -> b.bytesBase64().length()).sum();
        if (bundleChars > Limits.MAX_UPLOAD_BODY_BYTES - Limits.MAX_JSON_BODY_BYTES) {
            throw new DeploymentExportException("the system's " + bundles.size() + " bundles take "
                    + Limits.size(bundleChars) + " in the deployment request; the Star takes requests of up to "
                    + Limits.size(Limits.MAX_UPLOAD_BODY_BYTES)
                    + ": deploy fewer or smaller bundles, or install the large ones from a bundle host (lab start "
                    + "--bundle-hosts)");
        }
        return new SystemDeployment(system.getName(), hosts, new ArrayList<>(bundles.values()), operators, connections,
                specialize, system.getAlerts().stream().map(ProtocolEnums::toProtocol).toList(), who(),
                contextSubscriptions);
    }

    /** Who deploys from here, for the lab's deploy history: the user and this machine's name. */
    public static String who() {
        String host;
        try {
            host = Files.readString(Path.of("/proc/sys/kernel/hostname")).strip(); // no name lookup that may hang
        } catch (@SuppressWarnings("unused") IOException e) {
            host = "unknown host";
        }
        return System.getProperty("user.name") + "@" + host;
    }

    /** The deployment of {@code system} as the JSON the Star takes ({@link #deployment}). */
    public static String toJson(OrrerySystem system, Path modelFile, List<Path> bundlePath, boolean specialize)
            throws DeploymentExportException {
        return ControlJson.text(deployment(system, modelFile, bundlePath, specialize), false);
    }

    private static BundleSpec bundleSpec(BundleResolver.Resolved resolved) {
        return new BundleSpec(resolved.bundle().getSymbolicName(), resolved.bundle().getVersion(), resolved.sha256(),
                ProtocolEnums.toProtocol(resolved.bundle().getExpectedState()),
                Base64.getEncoder().encodeToString(resolved.bytes()));
    }
}
