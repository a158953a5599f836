package org.orrery.control.lab;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Set;

import org.orrery.control.api.ControlJson;
import org.orrery.control.client.ControlClient;
import org.orrery.control.client.LabTls;

/**
 * A lab's directory: {@code token} (the lab token, readable by its owner only), {@code lab.json} (the
 * {@link LabDescription} of the running lab, written by {@code orrery lab start}) and {@code logs/}. The embedded local
 * lab lives in {@code ~/.orrery/lab} unless {@code -Dorrery.lab} or {@code $ORRERY_LAB} names another.
 */
public final class LabDirectory {

    /** Set to the namespace a process was started in by {@code ip netns exec} on the lab's behalf. */
    public static final String NAMESPACE_VARIABLE = "ORRERY_NETNS";

    /**
     * Set for a lab host's node daemon, and so for its domains, to {@code HOST:DEVICE} when {@code DEVICE} carries only
     * the lab's traffic (a host's {@code eth0} in a lab of namespaces; a lab file's {@code linkDevice}): the domains
     * may shape what they send there for the model's links.
     */
    public static final String LINK_DEVICE_VARIABLE = "ORRERY_LINK_DEVICE";

    /** A network interface's name as Linux allows it (15 characters at most), as a lab names one. */
    public static final String DEVICE_NAME = "[A-Za-z0-9_.-]{1,15}";

    private final Path dir;

    public LabDirectory(Path dir) {
        this.dir = dir.toAbsolutePath().normalize();
    }

    /**
     * The embedded local lab's directory: {@code -Dorrery.lab}, else {@code $ORRERY_LAB}, else {@code ~/.orrery/lab}.
     */
    public static LabDirectory embedded() {
        String configured = System.getProperty("orrery.lab", System.getenv("ORRERY_LAB"));
        return new LabDirectory(configured != null && !configured.isBlank() ? Path.of(configured)
                : Path.of(System.getProperty("user.home"), ".orrery", "lab"));
    }

    public Path dir() {
        return dir;
    }

    public Path tokenFile() {
        return dir.resolve("token");
    }

    public Path descriptionFile() {
        return dir.resolve("lab.json");
    }

    public Path logs() {
        return dir.resolve("logs");
    }

    /** Whether the directory describes a started lab (it may still have died since). */
    public boolean isDescribed() {
        return Files.isRegularFile(descriptionFile()) && Files.isRegularFile(tokenFile());
    }

    /** The running lab's description, or null when none is written. */
    public LabDescription read() throws IOException {
        try {
            return ControlJson.readAnswer(Files.readAllBytes(descriptionFile()), LabDescription.class);
        } catch (@SuppressWarnings("unused") NoSuchFileException none) {
            return null;
        } catch (IOException e) {
            throw new IOException("the lab description " + descriptionFile() + " cannot be read: " + e.getMessage(), e);
        }
    }

    /** Writes the description atomically: readers see the old one or the new one, never a part. */
    public void write(LabDescription lab) throws IOException {
        ensurePrivate();
        Path temp = dir.resolve("lab.json.tmp");
        Files.write(temp, ControlJson.text(lab, true).getBytes(StandardCharsets.UTF_8));
        Files.move(temp, descriptionFile(), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /**
     * Makes the lab directory if it is missing, readable by its owner only (it holds the token, the logs and the
     * description other commands trust); an existing one of this user is narrowed to that, one of another user refused.
     */
    public void ensurePrivate() throws IOException {
        Set<PosixFilePermission> ownerOnly = PosixFilePermissions.fromString("rwx------");
        if (Files.notExists(dir, LinkOption.NOFOLLOW_LINKS)) {
            if (dir.getParent() != null) {
                Files.createDirectories(dir.getParent());
            }
            Files.createDirectory(dir, PosixFilePermissions.asFileAttribute(ownerOnly));
        }
        if (!Files.isDirectory(dir, LinkOption.NOFOLLOW_LINKS)
                || !Files.getOwner(dir, LinkOption.NOFOLLOW_LINKS).getName().equals(System.getProperty("user.name"))) {
            throw new IOException("the lab directory " + dir + " is not a directory of this user");
        }
        if (!Files.getPosixFilePermissions(dir).equals(ownerOnly)) {
            Files.setPosixFilePermissions(dir, ownerOnly);
        }
    }

    public void forget() throws IOException {
        Files.deleteIfExists(descriptionFile());
    }

    public String token() throws IOException {
        try {
            return Files.readString(tokenFile(), StandardCharsets.UTF_8).strip();
        } catch (IOException e) {
            throw new IOException("the lab token " + tokenFile() + " cannot be read: " + e.getMessage(), e);
        }
    }

    /** Writes a fresh random token readable by its owner only. */
    public String newToken() throws IOException {
        ensurePrivate();
        byte[] random = new byte[24];
        new SecureRandom().nextBytes(random);
        String token = HexFormat.of().formatHex(random);
        Files.deleteIfExists(tokenFile());
        Files.createFile(tokenFile(),
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        Files.writeString(tokenFile(), token, StandardCharsets.UTF_8);
        return token;
    }

    /** A client carrying this lab's token, trusting only the lab's authority when the lab has one ({@link LabTls}). */
    public ControlClient client() throws IOException {
        return new ControlClient(token(), tls());
    }

    /** The lab's TLS material ({@code ca.pem} here) when its hosts speak TLS, else null (a loopback lab). */
    public LabTls tls() throws IOException {
        return LabTls.in(dir);
    }

    @Override
    public String toString() {
        return dir.toString();
    }
}
