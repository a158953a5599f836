package org.orrery.agent.node;

import java.nio.file.Path;
import java.time.Duration;

/**
 * What a node daemon is started with.
 *
 * @param host the host's name in the lab
 * @param address the host's lab address, on which the daemon and its domains listen
 * @param port the daemon's control port (0: any free one)
 * @param labDir the host's lab directory (logs, domains' storage, the clock offset file)
 * @param tokenFile the file holding the lab token
 * @param frameworkBundles the directory of bundles every domain's framework starts with
 * @param bundleHosts the hosts domains may fetch bundles from by URL
 * @param maxRestarts how often a domain that ended on its own is started again within ten minutes (0: never)
 * @param firstRestart how long the first restart of a domain that ended on its own waits (doubling with each restart)
 * @param tlsDir the lab's TLS material on this host, or null on a loopback lab (plain HTTP)
 * @param clockSkewNs for tests only: how far this host's clock (and its domains') runs ahead
 */
public record NodeSettings(String host, String address, int port, Path labDir, Path tokenFile, Path frameworkBundles,
        String bundleHosts, int maxRestarts, Duration firstRestart, Path tlsDir, long clockSkewNs) {

    public NodeSettings {
        if (firstRestart.toMillis() < 1 || firstRestart.compareTo(RestartPolicy.MAX_BACKOFF) > 0) {
            throw new IllegalArgumentException("the first restart waits 1 ms to "
                    + RestartPolicy.MAX_BACKOFF.toSeconds() + " s, not " + firstRestart.toMillis() + " ms");
        }
    }

    /** A node daemon on loopback, any free port, plain HTTP and the default restarts. */
    public static NodeSettings loopback(String host, Path labDir, Path tokenFile, Path frameworkBundles,
            String bundleHosts) {
        return new NodeSettings(host, "127.0.0.1", 0, labDir, tokenFile, frameworkBundles, bundleHosts,
                RestartPolicy.DEFAULT_MAX_RESTARTS, RestartPolicy.FIRST_BACKOFF, null, 0);
    }
}
