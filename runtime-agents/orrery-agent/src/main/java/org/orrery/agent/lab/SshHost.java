package org.orrery.agent.lab;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;

import org.apache.sshd.client.SshClient;
import org.apache.sshd.client.channel.ChannelExec;
import org.apache.sshd.client.channel.ClientChannelEvent;
import org.apache.sshd.client.session.ClientSession;
import org.apache.sshd.common.keyprovider.FileKeyPairProvider;
import org.apache.sshd.common.keyprovider.KeyIdentityProvider;
import org.apache.sshd.sftp.client.SftpClient;
import org.apache.sshd.sftp.client.SftpClientFactory;

/**
 * One host of a lab file reached over SSH: commands run there, files uploaded over SFTP. Every failure is a
 * {@link HostException} whose message names the host and the cause in a line.
 */
final class SshHost implements AutoCloseable {

    static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(10);

    /** What a command printed and how it ended. */
    record Result(int exit, String out, String err) {

        boolean ok() {
            return exit == 0;
        }

        /** Its errors, else its output, on one line. */
        String why() {
            String text = err.isBlank() ? out : err;
            return text.strip().replaceAll("\\s*\\R\\s*", "; ");
        }
    }

    private final LabFile.Host host;
    private final ClientSession session;

    private SshHost(LabFile.Host host, ClientSession session) {
        this.host = host;
        this.session = session;
    }

    LabFile.Host host() {
        return host;
    }

    /**
     * Connects to {@code host} and authenticates with the SSH agent's keys when {@code SSH_AUTH_SOCK} names one (the
     * client's agent factory, {@link UnixSocketAgent}), and with the host's key file (or the user's usual ones,
     * {@code ~/.ssh/id_ed25519}, {@code id_ecdsa}, {@code id_rsa}); the host key is checked by the client's verifier
     * ({@link HostKeys}).
     */
    static SshHost connect(SshClient client, HostKeys keys, LabFile.Host host) throws HostException {
        ClientSession session = null;
        try {
            session = client.connect(host.user(), host.address(), host.sshPort()).verify(CONNECT_TIMEOUT).getSession();
            List<Path> identities = identities(host);
            if (!identities.isEmpty()) {
                session.setKeyIdentityProvider(new FileKeyPairProvider(identities));
            } else {
                session.setKeyIdentityProvider(KeyIdentityProvider.EMPTY_KEYS_PROVIDER);
            }
            session.auth().verify(CONNECT_TIMEOUT);
            return new SshHost(host, session);
        } catch (IOException | RuntimeException e) {
            if (session != null) {
                session.close(true);
            }
            throw new HostException(host, connectionFailure(host, keys, e), e);
        }
    }

    /** The user's SSH agent ({@code $SSH_AUTH_SOCK}) when it names a socket, else null. */
    static Path agentSocket() {
        String socket = System.getenv("SSH_AUTH_SOCK");
        if (socket == null || socket.isBlank()) {
            return null;
        }
        Path path = Path.of(socket);
        return Files.exists(path) && !Files.isRegularFile(path) && !Files.isDirectory(path) ? path : null;
    }

    /** The key files to offer: the one the lab file names, else the user's usual ones that exist. */
    private static List<Path> identities(LabFile.Host host) {
        if (host.key() != null) {
            return List.of(host.key());
        }
        List<Path> found = new ArrayList<>();
        for (String name : List.of("id_ed25519", "id_ecdsa", "id_rsa")) {
            Path key = Path.of(System.getProperty("user.home"), ".ssh", name);
            if (Files.isReadable(key)) {
                found.add(key);
            }
        }
        return found;
    }

    private static String connectionFailure(LabFile.Host host, HostKeys keys, Throwable e) {
        String keyProblem = keys.problem(host);
        if (keyProblem != null) {
            return keyProblem;
        }
        for (Throwable cause = e; cause != null; cause = cause.getCause()) {
            if (cause instanceof ConnectException) {
                return "nothing accepts SSH connections at " + host.address() + ":" + host.sshPort()
                        + " (is sshd running?)";
            }
            if (cause instanceof NoRouteToHostException) {
                return "no route to " + host.address();
            }
            if (cause instanceof UnknownHostException) {
                return "the name " + host.address() + " is not known";
            }
        }
        String message = e.getMessage() == null ? e.toString() : e.getMessage();
        if (message.contains("No more authentication methods") || message.toLowerCase().contains("auth")) {
            return "user " + host.user() + " was refused: the server accepted none of the keys offered ("
                    + (host.key() != null ? host.key() : "~/.ssh/id_ed25519, id_ecdsa, id_rsa")
                    + (agentSocket() != null ? ", and the SSH agent's" : ", no SSH agent") + ")";
        }
        if (message.toLowerCase().contains("timeout") || message.toLowerCase().contains("timed out")) {
            return "no SSH answer from " + host.address() + ":" + host.sshPort() + " within "
                    + CONNECT_TIMEOUT.toSeconds() + " s";
        }
        return "SSH to " + host.sshTarget() + " failed: " + message.lines().findFirst().orElse(message);
    }

    /** Runs {@code command} in the user's shell there, with {@code input} on its standard input (null: none). */
    Result run(String command, byte[] input, Duration timeout) throws HostException {
        try (ChannelExec channel = session.createExecChannel(command)) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            channel.setOut(out);
            channel.setErr(err);
            channel.setIn(new ByteArrayInputStream(input == null ? new byte[0] : input));
            channel.open().verify(timeout);
            var events = channel.waitFor(EnumSet.of(ClientChannelEvent.CLOSED), timeout);
            if (events.contains(ClientChannelEvent.TIMEOUT)) {
                throw new HostException(host, "a command did not finish within " + timeout.toSeconds() + " s: "
                        + command.lines().findFirst().orElse(command));
            }
            Integer exit = channel.getExitStatus();
            return new Result(exit == null ? -1 : exit, out.toString(StandardCharsets.UTF_8),
                    err.toString(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new HostException(host, "the SSH connection failed while running a command: " + e.getMessage(), e);
        }
    }

    /** Runs {@code command}; one that fails is a {@link HostException} saying {@code what} failed and why. */
    String runOrFail(String command, byte[] input, Duration timeout, String what) throws HostException {
        Result result = run(command, input, timeout);
        if (!result.ok()) {
            throw new HostException(host, what + ": " + result.why());
        }
        return result.out();
    }

    /** Uploads {@code local} to {@code remote} (an absolute path there) over SFTP, replacing what is there. */
    void upload(Path local, String remote) throws HostException {
        try (SftpClient sftp = SftpClientFactory.instance().createSftpClient(session);
                OutputStream out = sftp.write(remote);
                InputStream in = Files.newInputStream(local)) {
            in.transferTo(out);
        } catch (IOException e) {
            throw new HostException(host,
                    "uploading " + local.getFileName() + " to " + remote + " failed: " + e.getMessage(), e);
        }
    }

    @Override
    public void close() {
        session.close(false);
    }

    /** A host of the lab could not be used; the message names it and the cause. */
    static final class HostException extends Exception {

        private static final long serialVersionUID = 1L;

        HostException(LabFile.Host host, String cause) {
            super("host " + host.name() + " (" + host.address() + "): " + cause);
        }

        HostException(LabFile.Host host, String cause, Throwable e) {
            super("host " + host.name() + " (" + host.address() + "): " + cause, e);
        }
    }
}
