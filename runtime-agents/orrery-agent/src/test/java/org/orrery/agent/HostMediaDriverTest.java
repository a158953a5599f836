package org.orrery.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The media driver's directory: private, fresh and unpredictable, removed on stop, and no link ever followed. */
@Timeout(60)
class HostMediaDriverTest {

    @TempDir
    Path temp;

    @Test
    void eachDriverMakesAFreshPrivateDirectoryAndRemovesIt() throws Exception {
        Path first;
        try (HostMediaDriver one = HostMediaDriver.launch(Path.of("/dev/shm"), "orrery-test-");
                HostMediaDriver two = HostMediaDriver.launch(Path.of("/dev/shm"), "orrery-test-")) {
            first = Path.of(one.directory()).getParent();
            assertNotEquals(first, Path.of(two.directory()).getParent(), "two drivers never share a directory");
            assertTrue(first.getFileName().toString().matches("orrery-test-[0-9]{6,}"), first.toString());
            assertEquals(PosixFilePermissions.fromString("rwx------"), Files.getPosixFilePermissions(first));
            assertEquals(Path.of("/dev/shm"), first.getParent(), "the private directory is made where asked");
            assertTrue(Files.exists(Path.of(one.directory(), "cnc.dat")));
        }
        assertFalse(Files.exists(first, LinkOption.NOFOLLOW_LINKS));
    }

    @Test
    void aLeftOverDirectoryIsRemovedWithoutFollowingLinks() throws Exception {
        Path victim = Files.createDirectory(temp.resolve("victim"));
        Path kept = Files.writeString(victim.resolve("keep"), "mine");
        Path leftOver = Files.createDirectory(temp.resolve("orrery-local-1234"));
        Files.createSymbolicLink(leftOver.resolve("driver"), victim);
        Files.writeString(leftOver.resolve("cnc.dat"), "x");

        assertTrue(HostMediaDriver.removeLeftOver(leftOver));
        assertFalse(Files.exists(leftOver, LinkOption.NOFOLLOW_LINKS));
        assertEquals("mine", Files.readString(kept), "a link inside is removed, its target left alone");
    }

    @Test
    void aLinkInPlaceOfTheDirectoryIsLeftAlone() throws Exception {
        Path victim = Files.createDirectory(temp.resolve("victim"));
        Files.writeString(victim.resolve("keep"), "mine");
        Path link = Files.createSymbolicLink(temp.resolve("orrery-local-5678"), victim);

        assertFalse(HostMediaDriver.removeLeftOver(link), "a link is not a directory of the lab's");
        assertTrue(Files.exists(victim.resolve("keep")));
    }
}
