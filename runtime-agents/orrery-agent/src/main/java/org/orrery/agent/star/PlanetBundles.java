package org.orrery.agent.star;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

import org.orrery.control.api.BundleState;
import org.orrery.control.api.DomainApi.BundleInfo;
import org.orrery.control.api.DomainApi.InstallRequest;
import org.orrery.control.api.SystemApi.BundleSpec;
import org.orrery.control.api.SystemApi.Step;
import org.orrery.control.client.ControlException;
import org.orrery.control.client.DomainProxy;

/**
 * The bundles of a Planet as deployments install them: each at a location that names its bytes
 * ({@code orrery:NAME@VERSION#SHA256}), so that a rebuilt bundle (same name and version, other bytes) is a bundle of
 * its own. A rebuild is installed and started beside the build it replaces; the domain restarts the operators of its
 * types on it ({@code DeploymentRequest.bundles}); once the whole deployment has succeeded the earlier build is
 * uninstalled.
 */
final class PlanetBundles {

    private static final String PREFIX = "orrery:";

    private final Function<Planet, DomainProxy> domains;

    PlanetBundles(Function<Planet, DomainProxy> domains) {
        this.domains = domains;
    }

    /** Where a deployment installs {@code bundle}. */
    static String location(BundleSpec bundle) {
        return buildPrefix(bundle) + bundle.sha256();
    }

    /** The start of the location of every build of {@code bundle}'s name and version. */
    private static String buildPrefix(BundleSpec bundle) {
        return PREFIX + bundle.symbolicName() + "@" + bundle.version() + "#";
    }

    static List<String> locations(List<BundleSpec> bundles) {
        return bundles.stream().map(PlanetBundles::location).toList();
    }

    static BundleState expectedState(BundleSpec bundle) {
        return bundle.expectedState() == null ? BundleState.ACTIVE : bundle.expectedState();
    }

    /** The locations of the bundles a Planet has now, asked once per deployment. */
    Set<String> installedLocations(Planet planet) throws ControlException {
        Set<String> locations = new LinkedHashSet<>();
        // the first call to a Planet just started: over TLS on a loaded host its first handshakes may be slow
        for (BundleInfo present : domains.apply(planet).bundles()) {
            locations.add(present.location());
        }
        return locations;
    }

    /**
     * Installs (and starts, when it is expected active) a bundle the Planet does not have yet; returns whether it
     * installed it. A bundle that does not resolve or start fails with the framework's reason.
     */
    boolean install(Planet planet, BundleSpec bundle, Set<String> present, DeploymentTransaction transaction)
            throws ControlException {
        String location = location(bundle);
        if (!present.add(location)) {
            return false;
        }
        DomainProxy domain = domains.apply(planet);
        BundleInfo installed = domain
                .install(new InstallRequest(location, bundle.sha256(), bundle.bytesBase64(), null));
        if (installed.id() == 0) {
            return false;
        }
        transaction.installed(planet, installed.id());
        if (expectedState(bundle) == BundleState.ACTIVE) {
            domain.startBundle(installed.id());
        }
        return true;
    }

    /**
     * Uninstalls from {@code planet} the earlier builds of its {@code bundles}: those a deployment installed with the
     * same name and version and other bytes. Their operators run on the new builds by now. Says what it did as steps; a
     * build that cannot be uninstalled stays, unused, and is said so.
     */
    void removeEarlierBuilds(Planet planet, List<BundleSpec> bundles, List<Step> steps) throws ControlException {
        Set<String> wanted = Set.copyOf(locations(bundles));
        Set<String> builds = new LinkedHashSet<>();
        bundles.forEach(bundle -> builds.add(buildPrefix(bundle)));
        DomainProxy domain = domains.apply(planet);
        for (BundleInfo present : domain.bundles()) {
            String location = present.location();
            int hash = location == null ? -1 : location.indexOf('#');
            if (hash < 0 || wanted.contains(location) || !builds.contains(location.substring(0, hash + 1))) {
                continue;
            }
            String earlier = present.symbolicName() + " " + present.version() + " (sha256 "
                    + location.substring(hash + 1, Math.min(location.length(), hash + 13)) + "…)";
            try {
                domain.uninstall(present.id());
                steps.add(new Step("bundle", planet.name(), true, earlier + " uninstalled: replaced by its new build"));
            } catch (ControlException e) {
                steps.add(new Step("bundle", planet.name(), true,
                        earlier + " replaced but not uninstalled (" + e.getMessage() + "); it stays, unused"));
            }
        }
    }
}
