package org.orrery.agent.star;

import java.io.IOException;
import java.net.URI;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.orrery.agent.star.DeploymentPlan.PlanetPlan;
import org.orrery.control.api.ControlJson;
import org.orrery.control.api.DomainApi.DeploymentRequest;
import org.orrery.control.api.SystemApi.BundleSpec;
import org.orrery.control.api.SystemApi.SystemDeployment;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What the Star deployed, kept in a file so that a Star started again after it died re-adopts the Planets still
 * running: the system (with its bundles, to redeploy a Planet that is started again), each Planet's plan and the
 * process it runs as. Written whole to a temporary file and moved over the old one, so a crash leaves the old or the
 * new file, never part of one; deleted when the Star stops on request (the lab stops, and its Planets with it).
 */
final class StarState {

    private static final Logger LOG = LoggerFactory.getLogger(StarState.class);

    static final int VERSION = 1;

    /** One Planet: its part of the plan (bundles named by SHA-256 only) and the process it ran as when saved. */
    record SavedPlanet(String name, String host, String nodeUrl, List<String> bundles, DeploymentRequest request,
            String address, int port, long pid) {
    }

    record Saved(int version, SystemDeployment system, List<SavedPlanet> planets) {
    }

    /** What a saved file holds, the bundles put back into each Planet's plan. */
    record Loaded(SystemDeployment system, DeploymentPlan plan, List<Planet> planets) {
    }

    private final Path file;

    StarState(Path file) {
        this.file = file;
    }

    Path file() {
        return file;
    }

    void save(SystemDeployment system, DeploymentPlan plan, Collection<Planet> running) throws IOException {
        Map<String, Planet> byName = new HashMap<>();
        running.forEach(p -> byName.put(p.name(), p));
        List<SavedPlanet> planets = new ArrayList<>();
        for (PlanetPlan planned : plan.planets()) {
            Planet planet = byName.get(planned.name());
            planets.add(new SavedPlanet(planned.name(), planned.host(), planned.nodeUrl(),
                    planned.bundles().stream().map(BundleSpec::sha256).toList(), planned.request(),
                    planet == null ? null : planet.address(), planet == null ? 0 : planet.port(),
                    planet == null ? 0 : planet.pid()));
        }
        writeWhole(file, ControlJson.write(new Saved(VERSION, system, planets)));
    }

    /**
     * Writes {@code bytes} to {@code file} whole: to a temporary file beside it, then moved over it (atomically where
     * the file system can), so that a crash leaves the old file or the new one, never part of one.
     */
    static void writeWhole(Path file, byte[] bytes) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        Path temporary = file.resolveSibling(file.getFileName() + ".tmp");
        Files.write(temporary, bytes);
        try {
            Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /**
     * The saved deployment, or null when there is none. A file that cannot be read is moved aside (named in the
     * exception's message), never deleted.
     */
    Loaded load() throws IOException {
        if (!Files.isRegularFile(file)) {
            return null;
        }
        Saved saved;
        try {
            saved = ControlJson.readAnswer(Files.readAllBytes(file), Saved.class);
            if (saved == null || saved.version() != VERSION || saved.system() == null || saved.planets() == null) {
                throw new IOException("not a saved deployment of version " + VERSION);
            }
        } catch (IOException | RuntimeException e) {
            Path aside = file.resolveSibling(file.getFileName() + ".unreadable");
            Files.move(file, aside, StandardCopyOption.REPLACE_EXISTING);
            throw new IOException("the saved deployment cannot be read (" + e.getMessage() + "); moved to " + aside, e);
        }
        Map<String, BundleSpec> bundles = new HashMap<>();
        saved.system().bundles().forEach(b -> bundles.put(b.sha256(), b));
        List<PlanetPlan> plans = new ArrayList<>();
        List<Planet> planets = new ArrayList<>();
        for (SavedPlanet planet : saved.planets()) {
            plans.add(new PlanetPlan(planet.name(), planet.host(), planet.nodeUrl(),
                    planet.bundles().stream().map(bundles::get).filter(b -> b != null).toList(), planet.request()));
            if (planet.address() != null) {
                planets.add(new Planet(planet.name(), planet.host(), planet.nodeUrl(), planet.address(), planet.port(),
                        planet.pid()));
            }
        }
        return new Loaded(saved.system(), new DeploymentPlan(plans), planets);
    }

    void delete() throws IOException {
        Files.deleteIfExists(file);
    }

    /**
     * The deployment a Star before this one saved, when every Planet of it may be taken up, else null; what was
     * refused, or could not be read, is logged.
     */
    Loaded adoptable(Map<String, String> nodes) {
        try {
            Loaded loaded = load();
            if (loaded == null) {
                return null;
            }
            for (Planet planet : loaded.planets()) {
                String refusal = adoptionRefusal(planet, nodes);
                if (refusal != null) {
                    LOG.warn("did not take up the deployment of {}: {}", file, refusal);
                    return null;
                }
            }
            LOG.info("took up system '{}' from {} ({} Planets)", loaded.system().system(), file,
                    loaded.planets().size());
            return loaded;
        } catch (IOException e) {
            LOG.warn(e.getMessage());
            return null;
        }
    }

    /**
     * Why a Planet of a saved deployment is not taken up, or null: as for a Planet the Star starts itself, its node
     * daemon must be one of the lab's (so its scheme too) and its address that node daemon's.
     */
    private static String adoptionRefusal(Planet planet, Map<String, String> nodes) {
        String nodeUrl = planet.nodeUrl();
        if (nodeUrl == null || !nodes.containsValue(nodeUrl)) {
            return "Planet " + planet.name() + " names node daemon " + nodeUrl + ", which is not one of this lab's "
                    + nodes.values();
        }
        String nodeAddress = URI.create(nodeUrl).getHost().replaceAll("^\\[|\\]$", "");
        if (!nodeAddress.equals(planet.address())) {
            return "Planet " + planet.name() + " names address " + planet.address() + ", not its node daemon's "
                    + nodeAddress;
        }
        return null;
    }

    /** Keeps the deployment as it stands now for a Star started after this one; a failure is logged, never fatal. */
    void keep(SystemDeployment system, DeploymentPlan plan, Collection<Planet> running) {
        try {
            save(system, plan, running);
        } catch (IOException | RuntimeException e) {
            LOG.warn("cannot save the deployment to {}: {}", file, e.toString());
        }
    }

    /** Forgets the saved deployment (it was undeployed, or the Star stopped on request); a failure is logged. */
    void forget() {
        try {
            delete();
        } catch (IOException e) {
            LOG.warn("cannot delete {}: {}", file, e.getMessage());
        }
    }
}
