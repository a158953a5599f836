package org.orrery.agent.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The known-hosts file a lab start accepting new keys makes: in a folder only its owner may read, as OpenSSH's. */
class HostKeysTest {

    @TempDir
    Path home;

    @Test
    void aKnownHostsFolderMadeForNewKeysIsTheOwnersOnly() throws Exception {
        Path knownHosts = home.resolve(".ssh").resolve("known_hosts");
        new HostKeys(knownHosts, false, Set.of("SHA256:shown"));
        assertTrue(Files.isRegularFile(knownHosts));
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(knownHosts.getParent())));
    }

    @Test
    void nothingIsMadeWhenNoKeyMayBeAccepted() throws Exception {
        Path knownHosts = home.resolve(".ssh").resolve("known_hosts");
        new HostKeys(knownHosts, false, Set.of());
        assertFalse(Files.exists(knownHosts.getParent()));
    }
}
