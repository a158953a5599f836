package org.orrery.agent.engine;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.jar.JarInputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;

import org.orrery.control.api.BundleState;
import org.orrery.control.api.DomainApi.BundleInfo;
import org.orrery.control.util.Sha256;
import org.orrery.operator.api.OperatorFactory;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;
import org.osgi.framework.Constants;
import org.osgi.framework.InvalidSyntaxException;
import org.osgi.framework.ServiceListener;
import org.osgi.framework.ServiceReference;
import org.osgi.framework.launch.Framework;
import org.osgi.framework.launch.FrameworkFactory;

/**
 * The embedded OSGi framework of a domain (Equinox, found through {@link FrameworkFactory}). The system bundle exports
 * the operator SPI from the agent's class path; everything else the agent uses stays invisible to bundles. Declarative
 * Services is installed from the framework bundles directory at start.
 */
public final class DomainFramework implements AutoCloseable {

    /**
     * The SPI package and versions the system bundle exports to operator bundles: 1.6.0, the contract with views,
     * claims, memory reservations, {@code Parameters.of}, {@code Scheduled}, batches, writable claim bodies and bound
     * names (bundles built against 1.0.0 to 1.5.0 resolve to it, as a minor version allows), and 0.1.0, the first API
     * as it was numbered before, for bundles built against that; and the trace file format recorded traffic is kept in,
     * 1.1.0 (its reading with a memory budget; bundles built against 1.0.0 resolve to it).
     */
    static final String SPI_EXPORT = "org.orrery.operator.api;version=\"1.6.0\",org.orrery.operator.api;version=\"0.1.0\","
            + "org.orrery.operator.api.trace;version=\"1.1.0\"";

    /**
     * The SPI bundle's name: models list it in domains, but the system bundle provides it, so it is never installed.
     */
    static final String SPI_SYMBOLIC_NAME = "org.orrery.operator.api";

    private static final List<String> HEADERS = List.of(Constants.BUNDLE_NAME, Constants.BUNDLE_VENDOR,
            Constants.IMPORT_PACKAGE, Constants.EXPORT_PACKAGE, Constants.REQUIRE_BUNDLE, "Service-Component");

    private final DomainContext context;
    private final Set<Long> infrastructure = new HashSet<>();
    private Framework framework;
    /** The locations of the bundles operator types are taken from; null: any started bundle. */
    private volatile Set<String> preferred;

    public DomainFramework(DomainContext context) {
        this.context = context;
    }

    /** Starts the framework and the framework bundles; throws naming the bundle that failed. */
    public void start() throws DeploymentException {
        Map<String, String> config = new LinkedHashMap<>();
        config.put(Constants.FRAMEWORK_STORAGE, context.storageDir().toAbsolutePath().toString());
        config.put(Constants.FRAMEWORK_STORAGE_CLEAN, Constants.FRAMEWORK_STORAGE_CLEAN_ONFIRSTINIT);
        config.put(Constants.FRAMEWORK_SYSTEMPACKAGES_EXTRA, SPI_EXPORT);
        // a rebuilt bundle (same name and version, other bytes) is installed beside its earlier build, started and
        // checked before the earlier one goes (see prefer)
        config.put(Constants.FRAMEWORK_BSNVERSION, Constants.FRAMEWORK_BSNVERSION_MULTIPLE);
        config.put("osgi.console", "");
        config.put("eclipse.log.enabled", "false");
        config.put("osgi.checkConfiguration", "false");
        FrameworkFactory factory = ServiceLoader.load(FrameworkFactory.class, DomainFramework.class.getClassLoader())
                .findFirst()
                .orElseThrow(() -> new DeploymentException("no OSGi framework on the agent's class path"));
        framework = factory.newFramework(config);
        try {
            framework.init();
            framework.start();
        } catch (BundleException e) {
            throw new DeploymentException(
                    "domain '" + context.name() + "': the OSGi framework does not start: " + e.getMessage(), e);
        }
        List<Bundle> started = new ArrayList<>();
        try (Stream<Path> jars = Files.list(context.frameworkBundlesDir())) {
            for (Path jar : jars.filter(p -> p.toString().endsWith(".jar")).sorted().toList()) {
                started.add(framework.getBundleContext().installBundle(jar.toUri().toString()));
            }
        } catch (IOException | BundleException e) {
            throw new DeploymentException("domain '" + context.name() + "': cannot install framework bundles from "
                    + context.frameworkBundlesDir() + ": " + e.getMessage(), e);
        }
        for (Bundle bundle : started) {
            infrastructure.add(bundle.getBundleId());
            if (bundle.getHeaders().get(Constants.FRAGMENT_HOST) == null) {
                try {
                    bundle.start();
                } catch (BundleException e) {
                    throw new DeploymentException(
                            "framework bundle " + bundle.getSymbolicName() + " does not start: " + e.getMessage(), e);
                }
            }
        }
    }

    private BundleContext bundleContext() {
        if (framework == null || framework.getState() != Bundle.ACTIVE) {
            throw new IllegalStateException("domain '" + context.name() + "' is not running");
        }
        return framework.getBundleContext();
    }

    /**
     * Installs a bundle from its bytes after checking them against {@code expectedSha256} (lower-case hex; null skips
     * the check). A mismatch installs nothing.
     */
    public BundleInfo install(String location, byte[] bytes, String expectedSha256) throws DeploymentException {
        String actual = Sha256.of(bytes);
        if (expectedSha256 != null && !expectedSha256.isBlank() && !expectedSha256.equalsIgnoreCase(actual)) {
            throw new DeploymentException("bundle " + location + ": SHA-256 is " + actual + ", expected "
                    + expectedSha256 + "; nothing was installed");
        }
        if (SPI_SYMBOLIC_NAME.equals(symbolicName(bytes))) {
            return spiStatus();
        }
        try {
            Bundle bundle = bundleContext().installBundle(location, new ByteArrayInputStream(bytes));
            return status(bundle);
        } catch (BundleException e) {
            throw new DeploymentException("bundle " + location + " cannot be installed: " + e.getMessage(), e);
        }
    }

    /** Starts a bundle; an activator that throws or unresolved imports fail it with the framework's reason. */
    public BundleInfo start(long bundleId) throws DeploymentException {
        return change(bundleId, bundle -> bundle.start(), "does not start");
    }

    public BundleInfo stop(long bundleId) throws DeploymentException {
        return change(bundleId, bundle -> bundle.stop(), "does not stop");
    }

    /** A change of a bundle's state through the framework. */
    @FunctionalInterface
    private interface BundleChange {

        void apply(Bundle bundle) throws BundleException;
    }

    /**
     * Applies {@code change} and returns the bundle's new state; a refusal names the bundle and the framework's reason.
     */
    private BundleInfo change(long bundleId, BundleChange change, String failure) throws DeploymentException {
        Bundle bundle = bundle(bundleId);
        try {
            change.apply(bundle);
            return status(bundle);
        } catch (BundleException e) {
            throw new DeploymentException("bundle " + describe(bundle) + " " + failure + ": " + reason(e), e);
        }
    }

    public void uninstall(long bundleId) throws DeploymentException {
        Bundle bundle = bundle(bundleId);
        try {
            bundle.uninstall();
        } catch (BundleException e) {
            throw new DeploymentException("bundle " + describe(bundle) + " cannot be uninstalled: " + reason(e), e);
        }
    }

    /**
     * The bundles installed in the domain sorted by ID; the operator SPI, which the system bundle exports, is listed as
     * bundle 0, and the domain's own infrastructure (Declarative Services) is left out.
     */
    public List<BundleInfo> bundles() {
        List<BundleInfo> result = new ArrayList<>();
        result.add(spiStatus());
        for (Bundle bundle : bundleContext().getBundles()) {
            if (bundle.getBundleId() != 0 && !infrastructure.contains(bundle.getBundleId())) {
                result.add(status(bundle));
            }
        }
        result.sort(Comparator.comparingLong(BundleInfo::id));
        return result;
    }

    /**
     * The operator factory of {@code typeId}, waiting up to the configured timeout for Declarative Services to register
     * it after its bundle started.
     */
    public OperatorFactory operatorFactory(String typeId) throws DeploymentException {
        return provider(typeId).factory();
    }

    /** An operator factory and the bundle that registered it. */
    public record Provider(OperatorFactory factory, long bundleId, String bundle) {
    }

    /**
     * Takes operator types, from now on, from the bundles at {@code locations} (a deployment's bundles; null: from any
     * started bundle). A type none of them provides is still taken from any bundle that does.
     */
    public void prefer(Collection<String> locations) {
        preferred = locations == null ? null : Set.copyOf(locations);
    }

    /**
     * Whether an operator of {@code typeId} made by the bundle {@code bundleId} is to be made again by another: the
     * bundles preferred now do not hold that one, and one of them provides the type (a rebuild of its bundle).
     */
    boolean replaced(long bundleId, String typeId) {
        Set<String> wanted = preferred;
        if (wanted == null) {
            return false;
        }
        Bundle bundle = bundleContext().getBundle(bundleId);
        if (bundle != null && wanted.contains(bundle.getLocation())) {
            return false;
        }
        try {
            return bundleContext().getServiceReferences(OperatorFactory.class, typeFilter(typeId))
                    .stream()
                    .anyMatch(ref -> ref.getBundle() != null && wanted.contains(ref.getBundle().getLocation()));
        } catch (InvalidSyntaxException e) {
            return false;
        }
    }

    private static String typeFilter(String typeId) {
        return "(" + OperatorFactory.TYPE_PROPERTY + "=" + typeId + ")";
    }

    /**
     * The factory a new operator of a type is made with: of the preferred bundles' factories (any bundle's, when none
     * of them provides the type) the one of the bundle installed last.
     */
    private ServiceReference<OperatorFactory> choose(Collection<ServiceReference<OperatorFactory>> refs) {
        Set<String> wanted = preferred;
        Comparator<ServiceReference<OperatorFactory>> newest = Comparator
                .comparingLong(ref -> ref.getBundle() == null ? -1 : ref.getBundle().getBundleId());
        return refs.stream()
                .filter(ref -> wanted != null && ref.getBundle() != null
                        && wanted.contains(ref.getBundle().getLocation()))
                .max(newest)
                .orElseGet(() -> refs.stream().max(newest).orElseThrow());
    }

    /** Like {@link #operatorFactory}, with the bundle that provides the factory. */
    public Provider provider(String typeId) throws DeploymentException {
        long deadline = context.clockNs().getAsLong() + context.tuning().bundleServiceTimeoutMs() * 1_000_000L;
        String filter = typeFilter(typeId);
        while (true) {
            try {
                Collection<ServiceReference<OperatorFactory>> refs = bundleContext()
                        .getServiceReferences(OperatorFactory.class, filter);
                if (!refs.isEmpty()) {
                    ServiceReference<OperatorFactory> ref = choose(refs);
                    Provider provider = provider(ref);
                    if (provider != null) {
                        return provider;
                    }
                    throw new DeploymentException(unavailable(typeId, ref));
                }
            } catch (InvalidSyntaxException e) {
                throw new DeploymentException("operator type '" + typeId + "' is not a valid type id", e);
            }
            if (context.clockNs().getAsLong() - deadline > 0) {
                throw new DeploymentException("no started bundle provides operator type '" + typeId + "'");
            }
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new DeploymentException("interrupted while waiting for operator type '" + typeId + "'", e);
            }
        }
    }

    /** The factory behind {@code ref} with its bundle; null when the factory cannot be obtained. */
    Provider provider(ServiceReference<?> ref) {
        Object service = bundleContext().getService(ref);
        Bundle owner = ref.getBundle();
        if (!(service instanceof OperatorFactory factory) || owner == null) {
            return null;
        }
        return new Provider(factory, owner.getBundleId(), describe(owner));
    }

    /**
     * Calls {@code listener} whenever an operator factory is registered or goes away (its bundle stopped or was
     * uninstalled); the framework calls it synchronously, before the bundle's classes become unusable.
     */
    void watchOperatorFactories(ServiceListener listener) {
        try {
            bundleContext().addServiceListener(listener, "(objectClass=" + OperatorFactory.class.getName() + ")");
        } catch (InvalidSyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Why a registered operator factory could not be obtained: usually its component class is missing from the bundle,
     * which is checked by loading it through the bundle.
     */
    private static String unavailable(String typeId, ServiceReference<?> ref) {
        Bundle owner = ref.getBundle();
        String provider = owner == null ? "a bundle that is gone" : "bundle " + describe(owner);
        Object component = ref.getProperty("component.name");
        String cause = "its factory could not be created";
        if (owner != null && component instanceof String className) {
            try {
                owner.loadClass(className);
            } catch (ClassNotFoundException | NoClassDefFoundError e) {
                cause = "its factory class " + className + " is missing (" + e + ")";
            }
        }
        return "operator type '" + typeId + "' of " + provider + ": " + cause;
    }

    private Bundle bundle(long bundleId) throws DeploymentException {
        Bundle bundle = bundleContext().getBundle(bundleId);
        if (bundle == null || bundleId == 0) {
            throw new DeploymentException("domain '" + context.name() + "' has no bundle " + bundleId);
        }
        return bundle;
    }

    private static BundleInfo status(Bundle bundle) {
        Map<String, String> headers = new LinkedHashMap<>();
        for (String header : HEADERS) {
            String value = bundle.getHeaders("").get(header);
            if (value != null) {
                headers.put(header, value);
            }
        }
        return new BundleInfo(bundle.getBundleId(), bundle.getSymbolicName(), bundle.getVersion().toString(),
                state(bundle.getState()), bundle.getLocation(), headers);
    }

    private static BundleInfo spiStatus() {
        return new BundleInfo(0, SPI_SYMBOLIC_NAME, "0.1.0", BundleState.ACTIVE, "system",
                Map.of(Constants.EXPORT_PACKAGE, SPI_EXPORT, "Provided-By", "the domain's system bundle"));
    }

    /** The Bundle-SymbolicName of a jar, without attributes; null when it has none or is not a jar. */
    static String symbolicName(byte[] bytes) {
        try (JarInputStream jar = new JarInputStream(new ByteArrayInputStream(bytes))) {
            Manifest manifest = jar.getManifest();
            String name = manifest == null ? null
                    : manifest.getMainAttributes().getValue(Constants.BUNDLE_SYMBOLICNAME);
            return name == null ? null : name.split(";")[0].strip();
        } catch (IOException e) {
            return null;
        }
    }

    static BundleState state(int state) {
        return switch (state) {
            case Bundle.INSTALLED -> BundleState.INSTALLED;
            case Bundle.RESOLVED -> BundleState.RESOLVED;
            case Bundle.STARTING -> BundleState.STARTING;
            case Bundle.STOPPING -> BundleState.STOPPING;
            case Bundle.ACTIVE -> BundleState.ACTIVE;
            default -> BundleState.UNINSTALLED;
        };
    }

    private static String describe(Bundle bundle) {
        return bundle.getSymbolicName() + " " + bundle.getVersion() + " [" + bundle.getBundleId() + "]";
    }

    private static String reason(BundleException e) {
        Throwable cause = e.getCause();
        return cause == null ? e.getMessage() : e.getMessage() + " (" + cause + ")";
    }

    @Override
    public void close() {
        if (framework != null) {
            try {
                framework.stop();
                framework.waitForStop(10_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (BundleException e) {
                throw new IllegalStateException(
                        "domain '" + context.name() + "': the framework does not stop: " + e.getMessage(), e);
            }
        }
    }
}
