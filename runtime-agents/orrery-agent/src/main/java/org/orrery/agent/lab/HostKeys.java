package org.orrery.agent.lab;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.PublicKey;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.apache.sshd.client.config.hosts.KnownHostEntry;
import org.apache.sshd.client.keyverifier.KnownHostsServerKeyVerifier;
import org.apache.sshd.client.session.ClientSession;
import org.apache.sshd.common.config.keys.KeyUtils;

/**
 * Checks the SSH host keys of a lab's hosts against a known-hosts file (OpenSSH's format, {@code ~/.ssh/known_hosts}
 * unless the lab file names another). A host not in it is refused unless new keys are accepted (the command line's
 * {@code --accept-new-host-keys}; the key is then added to the file); a host whose key differs from the file's is
 * always refused. Why a host was refused is kept for the message that names it.
 */
final class HostKeys {

    private final Path file;
    private final boolean acceptNew;
    /** Why a host's key was refused, by "address:port". */
    private final Map<String, String> problems = new ConcurrentHashMap<>();
    private final KnownHostsServerKeyVerifier verifier;

    HostKeys(Path file, boolean acceptNew) throws IOException {
        this.file = file;
        this.acceptNew = acceptNew;
        if (acceptNew && Files.notExists(file)) {
            Files.createDirectories(file.toAbsolutePath().getParent());
            Files.createFile(file);
        }
        this.verifier = new KnownHostsServerKeyVerifier((session, remote, key) -> unknown(remote, key), file) {
            @Override
            public boolean acceptModifiedServerKey(ClientSession session, SocketAddress remote, KnownHostEntry entry,
                    PublicKey expected, PublicKey actual) {
                problems.put(key(remote), "its SSH host key has CHANGED since " + HostKeys.this.file + " recorded it (now "
                        + KeyUtils.getFingerPrint(actual) + ", recorded " + KeyUtils.getFingerPrint(expected)
                        + "); refused. If the host was reinstalled, remove its line from that file and start again");
                return false;
            }
        };
    }

    KnownHostsServerKeyVerifier verifier() {
        return verifier;
    }

    private boolean unknown(SocketAddress remote, PublicKey key) {
        if (acceptNew) {
            return true;
        }
        problems.put(key(remote), "its SSH host key (" + KeyUtils.getFingerPrint(key) + ") is not in " + file
                + "; check the fingerprint and run again with --accept-new-host-keys (or add it with ssh-keyscan)");
        return false;
    }

    /** Why {@code host}'s key was refused, or null when it was not. */
    String problem(LabFile.Host host) {
        return problems.get(host.address() + ":" + host.sshPort());
    }

    private static String key(SocketAddress remote) {
        if (remote instanceof InetSocketAddress inet) {
            return inet.getHostString() + ":" + inet.getPort();
        }
        if (remote instanceof org.apache.sshd.common.util.net.SshdSocketAddress sshd) {
            return sshd.getHostName() + ":" + sshd.getPort();
        }
        return String.valueOf(remote);
    }
}
