package org.orrery.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.agent.host.OwnTree;
import org.orrery.agent.node.NodeDaemon;
import org.orrery.agent.transport.HostMediaDriver;
import org.orrery.agent.transport.LeftOverDriver;
import org.orrery.control.lab.LabDescription;
import org.orrery.control.lab.LabDirectory;

/**
 * {@code lab stop} given a stale lab file (its node daemon gone, the file of another version or edited by hand), run as
 * a process of its own on real files: of every media driver directory such a file may name, it removes only the one a
 * node daemon made and was killed before it could remove itself. (Once it removed the parent of whatever the file named
 * that the user owned: {@code /} for {@code /nonexistent} when run as root.) In CI the tests run as root, where a
 * mistake costs the most; the case of another user's directory needs root to make one.
 */
@Timeout(180)
class StaleLabFileTest {

    @TempDir
    Path temp;
    private Path labDir;
    /** What the test made in /dev/shm, removed after it. */
    private final List<Path> made = new ArrayList<>();

    @BeforeEach
    void aLabDirectory() throws IOException {
        labDir = temp.resolve("lab");
        new LabDirectory(labDir).newToken();
    }

    @AfterEach
    void removeWhatTheTestMade() throws IOException, InterruptedException {
        for (int i = made.size() - 1; i >= 0; i--) {
            Path path = made.get(i);
            if (Files.isSymbolicLink(path)) {
                Files.delete(path);
            } else if (Files.exists(path, LinkOption.NOFOLLOW_LINKS)) {
                // chown back what was given to another user, then remove it as any directory of ours
                new ProcessBuilder("chown", "-R", "-h", System.getProperty("user.name"), path.toString()).start()
                        .waitFor(10, TimeUnit.SECONDS);
                Files.setPosixFilePermissions(path, PosixFilePermissions.fromString("rwx------"));
                OwnTree.remove(path);
            }
        }
    }

    @Test
    void systemPlacesNamedByALabFileAreLeftAlone() throws Exception {
        Path canary = shm("orrery-canary-");
        for (String named : List.of("/nonexistent", "/etc/driver", "/dev/shm/driver", "/dev/shm", "/usr/lib/driver",
                "/dev/shm/../etc/driver", "driver")) {
            // checked on its own before lab stop is given it, so that a mistake here never reaches the machine's files
            assertNotNull(LeftOverDriver.notMadeByTheLab(Path.of(named), "local"), named);
            String output = stopWith(named);
            assertTrue(output.contains("it was left alone"), named + ": " + output);
        }
        assertTrue(Files.isRegularFile(Path.of("/etc/passwd")), "/etc is there");
        assertTrue(Files.isDirectory(Path.of("/usr/lib")));
        assertTrue(Files.isDirectory(canary), "/dev/shm kept what others have there");
    }

    @Test
    void anotherUsersDirectoryIsLeftAlone() throws Exception {
        assumeTrue("root".equals(System.getProperty("user.name")), "making another user's directory needs root");
        Path theirs = driverDirectoryAsANodeMakesIt("local");
        UserPrincipal nobody = theirs.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName("nobody");
        try (Stream<Path> all = Files.walk(theirs)) {
            for (Path path : all.toList()) {
                Files.setOwner(path, nobody);
            }
        }
        String output = stopWith(theirs.resolve("driver").toString());
        assertTrue(output.contains("does not belong to"), output);
        assertTrue(Files.isRegularFile(theirs.resolve("driver/cnc.dat")), "their driver's files are all there");
    }

    @Test
    void aDirectoryOfTheUsersOwnThatNoNodeDaemonMadeIsLeftAlone() throws Exception {
        Path bystander = Files.createDirectories(temp.resolve("bystander/driver"));
        Files.writeString(bystander.resolve("cnc.dat"), "mine");
        assertTrue(stopWith(bystander.toString()).contains("it was left alone"));
        assertEquals("mine", Files.readString(bystander.resolve("cnc.dat")), "a directory outside shared memory");

        Path withNotes = driverDirectoryAsANodeMakesIt("local");
        Files.writeString(withNotes.resolve("notes.txt"), "mine");
        assertTrue(stopWith(withNotes.resolve("driver").toString()).contains("holds notes.txt besides the driver"));
        assertTrue(Files.exists(withNotes.resolve("notes.txt")));

        Path strangerInside = driverDirectoryAsANodeMakesIt("local");
        Files.writeString(strangerInside.resolve("driver/photo.jpg"), "mine");
        assertTrue(stopWith(strangerInside.resolve("driver").toString())
                .contains("holds photo.jpg, which is not a media driver's"));
        assertTrue(Files.exists(strangerInside.resolve("driver/photo.jpg")));

        Path open = driverDirectoryAsANodeMakesIt("local");
        Files.setPosixFilePermissions(open, PosixFilePermissions.fromString("rwxr-xr-x"));
        assertTrue(stopWith(open.resolve("driver").toString()).contains("whose mode is not the 0700"));
        assertTrue(Files.exists(open.resolve("driver/cnc.dat")));

        Path otherHost = driverDirectoryAsANodeMakesIt("h2");
        assertTrue(
                stopWith(otherHost.resolve("driver").toString()).contains("is not named as the node daemon of local"));
        assertTrue(Files.exists(otherHost.resolve("driver/cnc.dat")));
    }

    @Test
    void aLinkIsNeitherFollowedNorRemoved() throws Exception {
        Path target = driverDirectoryAsANodeMakesIt("local");
        for (Path to : List.of(target, Path.of("/etc"), Path.of("/dev/shm"), Path.of("/"))) {
            Path link = shmLink(to);
            String named = link.resolve("driver").toString();
            assertNotNull(LeftOverDriver.notMadeByTheLab(Path.of(named), "local"), named);
            assertTrue(stopWith(named).contains("which is a link or a file, not a directory"), named);
            assertTrue(Files.isSymbolicLink(link), "the link itself is kept");
        }
        assertTrue(Files.exists(target.resolve("driver/cnc.dat")), "its target is untouched");

        Path linkInside = driverDirectoryAsANodeMakesIt("local");
        Path elsewhere = Files.createDirectories(temp.resolve("elsewhere"));
        Files.writeString(elsewhere.resolve("keep"), "mine");
        OwnTree.remove(linkInside.resolve("driver"));
        Files.createSymbolicLink(linkInside.resolve("driver"), elsewhere);
        assertTrue(stopWith(linkInside.resolve("driver").toString()).contains("is a link or a file, not a directory"));
        assertEquals("mine", Files.readString(elsewhere.resolve("keep")));
        assertTrue(Files.isSymbolicLink(linkInside.resolve("driver")));
    }

    /** The one case in which lab stop removes something: what a real node daemon, killed by SIGKILL, left behind. */
    @Test
    void theDriverDirectoryOfAKilledNodeDaemonIsRemoved() throws Exception {
        Files.writeString(temp.resolve("token"), TestLab.TOKEN);
        Process node = TestLab.startNode(temp, "local", temp.resolve("node"));
        String url = TestLab.nodeUrl(node, temp, "local");
        Path driver = Path.of(TestLab.json(TestLab.call("GET", url + "/v1/host", null)).get("aeronDirectory").asText());
        long startedAt = node.info().startInstant().orElseThrow().toEpochMilli();
        node.destroyForcibly().waitFor();
        made.add(driver.getParent());
        assertTrue(Files.exists(driver.resolve("cnc.dat")), "a killed driver leaves its files");
        assertNull(LeftOverDriver.notMadeByTheLab(driver, "local"), "what a node daemon makes is recognised as such");

        String output = write(new LabDescription.Node("local", url, node.pid(), startedAt, driver.toString()));
        assertTrue(output.contains("lab stopped"), output);
        assertFalse(output.contains("left alone"), output);
        assertFalse(Files.exists(driver.getParent(), LinkOption.NOFOLLOW_LINKS),
                "the driver's private directory is gone");
    }

    /**
     * On a lab host (a lab of SSH hosts), what a node daemon killed because it did not stop in time left in shared
     * memory: the lab tool run there after the kill removes it; and a daemon killed before it could be asked (a host
     * that went down) leaves it to the next daemon started in its lab directory, which removes it first.
     */
    @Test
    void aKilledNodeDaemonsDriverDirectoryIsRemovedOnItsHostByTheLabToolOrTheNextDaemon() throws Exception {
        Files.writeString(temp.resolve("token"), TestLab.TOKEN);
        Path hostLab = temp.resolve("h1");
        Path first = killed(hostLab);
        String output = TestLab.labTool(hostLab, "internal", "after-node-killed", "h1", hostLab.toString());
        assertEquals("", output.strip(), "nothing left alone");
        assertFalse(Files.exists(first, LinkOption.NOFOLLOW_LINKS), "the killed daemon's driver directory is gone");

        Path second = killed(hostLab);
        Process node = TestLab.startNode(temp, "h1", hostLab);
        String url = TestLab.nodeUrl(node, temp, "h1");
        try {
            assertFalse(Files.exists(second, LinkOption.NOFOLLOW_LINKS),
                    "the next daemon removed what the killed one left");
            Path third = Path.of(NodeDaemon.mediaDriverDirectory(hostLab));
            assertTrue(Files.exists(third.resolve("cnc.dat")), "and runs its own driver in " + third);
        } finally {
            TestLab.stopNode(node, url);
        }
    }

    /** Starts a node daemon in {@code hostLab} and kills it (SIGKILL); the private directory of its driver. */
    private Path killed(Path hostLab) throws Exception {
        Process node = TestLab.startNode(temp, "h1", hostLab);
        TestLab.nodeUrl(node, temp, "h1");
        Path own = Path.of(NodeDaemon.mediaDriverDirectory(hostLab)).getParent();
        made.add(own);
        node.destroyForcibly().waitFor();
        Files.delete(temp.resolve("h1.port"));
        assertTrue(Files.exists(own.resolve("driver/cnc.dat")), "a killed driver leaves its files");
        return own;
    }

    /** lab stop on a lab file whose one node, long gone, names {@code aeronDirectory}; its output. */
    private String stopWith(String aeronDirectory) throws Exception {
        Process gone = new ProcessBuilder("true").start();
        gone.waitFor();
        return write(new LabDescription.Node("local", "http://127.0.0.1:9", gone.pid(), 1, aeronDirectory));
    }

    private String write(LabDescription.Node node) throws Exception {
        new LabDirectory(labDir).write(new LabDescription(List.of(node), "star", "http://127.0.0.1:9"));
        return TestLab.labTool(labDir, "lab", "stop");
    }

    /** A private directory in /dev/shm as the node daemon of {@code host} makes one, with a driver's files in it. */
    private Path driverDirectoryAsANodeMakesIt(String host) throws IOException {
        Path own = shm(HostMediaDriver.prefix(host));
        Path driver = Files.createDirectories(own.resolve("driver"));
        Files.write(driver.resolve("cnc.dat"), new byte[4096]);
        Files.createDirectories(driver.resolve("publications"));
        Files.write(driver.resolve("publications/1.logbuffer"), new byte[64]);
        return own;
    }

    private Path shm(String prefix) throws IOException {
        Path own = Files.createTempDirectory(HostMediaDriver.SHARED_MEMORY, prefix,
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        made.add(own);
        return own;
    }

    /** A link named as a node daemon's private directory, pointing at {@code target}. */
    private Path shmLink(Path target) throws IOException {
        Path placeholder = shm(HostMediaDriver.prefix("local"));
        made.remove(placeholder);
        Files.delete(placeholder);
        Path link = Files.createSymbolicLink(placeholder, target);
        made.add(link);
        return link;
    }
}
