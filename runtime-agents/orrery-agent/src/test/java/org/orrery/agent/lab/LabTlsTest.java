package org.orrery.agent.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

import javax.net.ssl.SSLException;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.agent.control.ControlServer;
import org.orrery.control.client.ControlClient;
import org.orrery.control.client.ControlException;
import org.orrery.control.client.LabTls;

/**
 * The control links of a lab of several hosts over real TLS sockets: a server with a certificate of the lab's authority
 * answers a client that pins that authority and carries the token, and nobody else.
 */
@Timeout(60)
class LabTlsTest {

    private static final String TOKEN = "tls-test-token-0123456789";
    private static final Duration TIMEOUT = Duration.ofSeconds(10);

    @TempDir
    Path temp;

    private ControlServer server(LabAuthority authority, String address, String certifiedFor) throws Exception {
        Path dir = temp.resolve("host-" + certifiedFor);
        authority.issue("h1", certifiedFor, dir);
        ControlServer server = new ControlServer(address, 0, TOKEN, LabTls.load(dir));
        server.route("GET", "/v1/ping", 0, (path, body) -> "pong");
        server.start();
        return server;
    }

    @Test
    void aClientPinningTheLabsAuthorityWithTheTokenIsAnswered() throws Exception {
        LabAuthority authority = LabAuthority.create("lab");
        try (ControlServer server = server(authority, "127.0.0.1", "127.0.0.1")) {
            assertEquals("https", server.scheme());
            authority.writeCertificate(temp);
            ControlClient client = new ControlClient(TOKEN, LabTls.load(temp));
            assertEquals("pong", new String(client.exchange("GET", server.url() + "/v1/ping", null, TIMEOUT)));
            ControlClient tokenless = new ControlClient("not-the-token-at-all", LabTls.load(temp));
            ControlException refused = assertThrows(ControlException.class,
                    () -> tokenless.exchange("GET", server.url() + "/v1/ping", null, TIMEOUT));
            assertEquals(401, refused.status());
        }
    }

    @Test
    void plainHttpAnotherAuthorityOrTheSystemsAuthoritiesGetNothing() throws Exception {
        LabAuthority authority = LabAuthority.create("lab");
        try (ControlServer server = server(authority, "127.0.0.1", "127.0.0.1")) {
            String plain = server.url().replace("https:", "http:") + "/v1/ping";
            assertThrows(ControlException.class, () -> new ControlClient(TOKEN).exchange("GET", plain, null, TIMEOUT));

            Path other = temp.resolve("other");
            Files.createDirectories(other);
            LabAuthority.create("another lab").writeCertificate(other);
            ControlException wrongAuthority = assertThrows(ControlException.class,
                    () -> new ControlClient(TOKEN, LabTls.load(other)).exchange("GET", server.url() + "/v1/ping", null,
                            TIMEOUT));
            assertTrue(wrongAuthority.getMessage().contains("TLS handshake failed"), wrongAuthority.getMessage());

            HttpClient system = HttpClient.newHttpClient();
            assertThrows(SSLException.class,
                    () -> system.send(HttpRequest.newBuilder(URI.create(server.url() + "/v1/ping")).build(),
                            HttpResponse.BodyHandlers.ofString()));
        }
    }

    @Test
    void aCertificateForAnotherAddressIsNotAccepted() throws Exception {
        LabAuthority authority = LabAuthority.create("lab");
        // a host of the lab that answers on an address its certificate does not name (a squatter with a stolen key
        // would still need the address the certificate was issued for)
        try (ControlServer server = server(authority, "127.0.0.1", "127.0.0.2")) {
            authority.writeCertificate(temp);
            ControlException refused = assertThrows(ControlException.class,
                    () -> new ControlClient(TOKEN, LabTls.load(temp)).exchange("GET", server.url() + "/v1/ping", null,
                            TIMEOUT));
            assertTrue(refused.getMessage().contains("TLS handshake failed"), refused.getMessage());
        }
    }

    @Test
    void aCallWhoseTlsHandshakeIsNotAnsweredInTimeIsMadeAgainAndAnAgentThatRefusesIsNot() throws Exception {
        LabAuthority authority = LabAuthority.create("lab");
        ControlServer server = server(authority, "127.0.0.1", "127.0.0.1");
        // in front of the agent: the first two connections are taken and never answered (as a node daemon just started
        // on a loaded host may take longer than the client's 2 s over its first handshakes), the next ones are passed
        // on
        AtomicInteger connections = new AtomicInteger();
        List<Socket> held = new CopyOnWriteArrayList<>();
        try (ServerSocket front = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            Thread frontDoor = new Thread(() -> {
                while (!front.isClosed()) {
                    try {
                        Socket in = front.accept();
                        if (connections.incrementAndGet() <= 2) {
                            held.add(in);
                        } else {
                            Socket out = new Socket("127.0.0.1", URI.create(server.url()).getPort());
                            pipe(in, out);
                            pipe(out, in);
                        }
                    } catch (IOException closed) {
                        return;
                    }
                }
            }, "slow-front");
            frontDoor.setDaemon(true);
            frontDoor.start();
            authority.writeCertificate(temp);
            ControlClient client = new ControlClient(TOKEN, LabTls.load(temp));
            String url = "https://127.0.0.1:" + front.getLocalPort() + "/v1/ping";
            ControlException once = assertThrows(ControlException.class,
                    () -> client.exchange("GET", url, null, TIMEOUT));
            assertTrue(once.getMessage().endsWith("no connection within 2 s (connect and TLS handshake)"),
                    once.getMessage());
            assertEquals("pong",
                    new String(client.callUntilReached("GET", url, null, byte[].class, Duration.ofSeconds(30))));
            assertEquals(3, connections.get(), "the second unanswered connection, then one that was answered");
            // a read for a person (status, host views) likewise, from a client of its own (no connection kept yet)
            connections.set(0);
            assertEquals("pong", new String(
                    new ControlClient(TOKEN, LabTls.load(temp)).read(url, byte[].class, Duration.ofSeconds(30))));
            assertEquals(3, connections.get(), "the read was made again after two unanswered connections");

            int closed;
            try (ServerSocket nothing = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
                closed = nothing.getLocalPort();
            }
            ControlException refused = assertThrows(ControlException.class, () -> client.callUntilReached("GET",
                    "https://127.0.0.1:" + closed + "/v1/ping", null, byte[].class, Duration.ofSeconds(30)));
            assertTrue(refused.getMessage().startsWith("nothing answers at"),
                    "a refused connection is not called again: " + refused.getMessage());
        } finally {
            for (Socket socket : held) {
                socket.close();
            }
            server.close();
        }
    }

    /** Copies what {@code from} reads to {@code to} on a thread of its own until either closes. */
    private static void pipe(Socket from, Socket to) {
        Thread copier = new Thread(() -> {
            try {
                from.getInputStream().transferTo(to.getOutputStream());
            } catch (IOException ended) {
                // one side closed
            } finally {
                try {
                    to.shutdownOutput();
                } catch (IOException alreadyClosed) {
                    // nothing to tell the other side
                }
            }
        }, "slow-front-pipe");
        copier.setDaemon(true);
        copier.start();
    }

    /** A client of a lab that speaks TLS sends nothing over plain HTTP: a listener there is never connected to. */
    @Test
    void aClientOfATlsLabSendsNoTokenOverPlainHttp() throws Exception {
        LabAuthority authority = LabAuthority.create("lab");
        authority.writeCertificate(temp);
        ControlClient client = new ControlClient(TOKEN, LabTls.load(temp));
        try (ServerSocket listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            String url = "http://127.0.0.1:" + listener.getLocalPort();
            ControlException refused = assertThrows(ControlException.class,
                    () -> client.exchange("GET", url + "/v1/host", null, TIMEOUT));
            assertTrue(refused.getMessage().contains("this lab speaks TLS: the token is not sent to " + url),
                    refused.getMessage());
            assertTrue(client.webSocket(url + "/v1/system/stream", new WebSocket.Listener() {
            }).isCompletedExceptionally());
            listener.setSoTimeout(500);
            assertThrows(SocketTimeoutException.class, listener::accept, "a connection to the plain HTTP listener");
        }
    }

    @Test
    void plainHttpIsOnlyForLoopback() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> new ControlServer("192.0.2.10", 0, TOKEN));
        assertTrue(refused.getMessage().contains("plain HTTP is for loopback labs only"), refused.getMessage());
    }
}
