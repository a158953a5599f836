package org.orrery.agent.node;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.orrery.agent.domain.DomainAgent;
import org.orrery.agent.host.OwnTree;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The domain agent a node daemon starts when the domain agents' class data sharing archive is missing or stale (after a
 * build, say): it only comes up, asks itself what a deployment asks first and ends ({@code --rehearse}), so that the
 * archive is in place within seconds of the daemon's start ({@link ClassDataArchive}) rather than made by the first
 * domains of a deployment when they end: until then every other domain started without one (a large deployment right
 * after a build spent 41 s on its 39 starts instead of 23 s).
 */
final class ArchiveRehearsal {

    private static final Logger LOG = LoggerFactory.getLogger(ArchiveRehearsal.class);

    private ArchiveRehearsal() {
    }

    /** Starts the rehearsal when there is an archive to make; its process, or null when there is none to make. */
    static Process startIfNeeded(String host, Path labDir, Path tokenFile, Path frameworkBundles,
            String aeronDirectory) {
        Path storage = labDir.resolve("archive-rehearsal");
        Path log = labDir.resolve("logs").resolve("archive-rehearsal.log");
        List<String> arguments = new ArrayList<>(List.of("--name", "archive-rehearsal", "--role", "planet",
                "--token-file", tokenFile.toString(), "--storage", storage.resolve("osgi").toString(),
                "--framework-bundles", frameworkBundles.toString(), "--aeron-dir", aeronDirectory, "--port", "0",
                "--bind", "127.0.0.1", "--rehearse"));
        arguments.addAll(ChildJvm.logArguments(log)); // its archive holds the log's classes, as a domain uses them
        List<String> command = ChildJvm.command(DomainAgent.class, ChildJvm.PLANET_HEAP_MEGABYTES,
                ChildJvm.domainOptions(), arguments);
        if (!ClassDataArchive.makes(command)) {
            return null;
        }
        try {
            Process process = ChildJvm.startLogging(command, log);
            process.onExit().thenRun(() -> {
                try {
                    OwnTree.remove(storage); // made by the rehearsal at a name of ours
                } catch (IOException | RuntimeException e) {
                    LOG.warn("cannot remove {}: {}", storage, e.getMessage());
                }
            });
            return process;
        } catch (IOException e) {
            LOG.warn("no class data archive rehearsal: {}", e.getMessage());
            return null;
        }
    }
}
