package org.orrery.agent.lab;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.PublicKey;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.apache.sshd.client.config.hosts.KnownHostEntry;
import org.apache.sshd.client.keyverifier.KnownHostsServerKeyVerifier;
import org.apache.sshd.client.session.ClientSession;
import org.apache.sshd.common.config.keys.KeyUtils;
import org.apache.sshd.common.util.net.SshdSocketAddress;

/**
 * Checks the SSH host keys of a lab's hosts against a known-hosts file (OpenSSH's format, {@code ~/.ssh/known_hosts}
 * unless the lab file names another). A host not in it is refused unless its key is one of the fingerprints accepted
 * ({@code --accept-host-key}: exactly the keys a person was shown) or every new key is
 * ({@code --accept-new-host-keys}); an accepted key is added to the file and kept for the start to report. A host whose
 * key differs from the file's is always refused. Why a host was refused is kept for the message that names it.
 */
final class HostKeys {

    private final Path file;
    private final boolean acceptNew;
    private final Set<String> acceptedFingerprints;
    /** The fingerprints of the keys accepted as new, by "address:port". */
    private final Map<String, String> accepted = new ConcurrentHashMap<>();
    /** Why a host's key was refused, by "address:port". */
    private final Map<String, String> problems = new ConcurrentHashMap<>();
    private final KnownHostsServerKeyVerifier verifier;

    HostKeys(Path file, boolean acceptNew, Set<String> acceptedFingerprints) throws IOException {
        this.file = file;
        this.acceptNew = acceptNew;
        this.acceptedFingerprints = Set.copyOf(acceptedFingerprints);
        if ((acceptNew || !acceptedFingerprints.isEmpty()) && Files.notExists(file)) {
            Path folder = file.toAbsolutePath().getParent();
            if (Files.notExists(folder)) {
                // as OpenSSH makes ~/.ssh: readable by its owner only
                Files.createDirectories(folder,
                        PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
            }
            Files.createFile(file);
        }
        this.verifier = new KnownHostsServerKeyVerifier((session, remote, key) -> unknown(remote, key), file) {

            @Override
            public boolean acceptModifiedServerKey(ClientSession session, SocketAddress remote, KnownHostEntry entry,
                    PublicKey expected, PublicKey actual) {
                problems.put(key(remote), "its SSH host key has CHANGED since " + HostKeys.this.file
                        + " recorded it (now " + KeyUtils.getFingerPrint(actual) + ", recorded "
                        + KeyUtils.getFingerPrint(expected)
                        + "); refused. If the host was reinstalled, remove its line from that file and start again");
                return false;
            }
        };
    }

    KnownHostsServerKeyVerifier verifier() {
        return verifier;
    }

    private boolean unknown(SocketAddress remote, PublicKey key) {
        String fingerprint = KeyUtils.getFingerPrint(key);
        if (acceptNew || acceptedFingerprints.contains(fingerprint)) {
            accepted.put(key(remote), fingerprint);
            return true;
        }
        problems.put(key(remote),
                "its SSH host key (" + fingerprint + ") is not in " + file + "; check the fingerprint and "
                        + "run again with --accept-host-key " + fingerprint
                        + " (or --accept-new-host-keys, or add it with ssh-keyscan)");
        return false;
    }

    /** The fingerprint of {@code host}'s key when it was accepted as new (and added to the file), or null. */
    String accepted(LabFile.Host host) {
        return accepted.get(host.address() + ":" + host.sshPort());
    }

    Path file() {
        return file;
    }

    /** Why {@code host}'s key was refused, or null when it was not. */
    String problem(LabFile.Host host) {
        return problems.get(host.address() + ":" + host.sshPort());
    }

    private static String key(SocketAddress remote) {
        if (remote instanceof InetSocketAddress inet) {
            return inet.getHostString() + ":" + inet.getPort();
        }
        if (remote instanceof SshdSocketAddress sshd) {
            return sshd.getHostName() + ":" + sshd.getPort();
        }
        return String.valueOf(remote);
    }
}
