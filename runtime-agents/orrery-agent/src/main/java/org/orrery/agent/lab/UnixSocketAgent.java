package org.orrery.agent.lab;

import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.nio.file.Path;
import java.security.KeyPair;
import java.security.PublicKey;
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.apache.sshd.agent.SshAgent;
import org.apache.sshd.agent.SshAgentFactory;
import org.apache.sshd.agent.SshAgentKeyConstraint;
import org.apache.sshd.agent.SshAgentServer;
import org.apache.sshd.common.FactoryManager;
import org.apache.sshd.common.channel.ChannelFactory;
import org.apache.sshd.common.session.ConnectionService;
import org.apache.sshd.common.session.Session;
import org.apache.sshd.common.session.SessionContext;
import org.apache.sshd.common.util.buffer.ByteArrayBuffer;

/**
 * The user's SSH agent ({@code $SSH_AUTH_SOCK}) as MINA SSHD's {@link SshAgent}, over the JDK's Unix domain sockets: it
 * lists the agent's keys and has the agent sign, so that keys held only by the agent (passphrase-protected ones among
 * them) authenticate the lab tool. Only the two requests a client needs are spoken (OpenSSH's agent protocol: request
 * identities, sign); the agent's keys never leave it.
 */
final class UnixSocketAgent implements SshAgent {

    private static final byte REQUEST_IDENTITIES = 11;
    private static final byte IDENTITIES_ANSWER = 12;
    private static final byte SIGN_REQUEST = 13;
    private static final byte SIGN_RESPONSE = 14;
    /** The sign request's flags for RSA with SHA-256 and SHA-512 signatures. */
    private static final int RSA_SHA2_256 = 2;
    private static final int RSA_SHA2_512 = 4;
    /** An answer longer than this is not an agent's. */
    private static final int MAX_ANSWER_BYTES = 256 * 1024;

    private final Path socket;
    private boolean open = true;

    UnixSocketAgent(Path socket) {
        this.socket = socket;
    }

    /** A factory of clients of the agent at {@code socket}, for {@code SshClient.setAgentFactory}. */
    static SshAgentFactory factory(Path socket) {
        return new SshAgentFactory() {

            @Override
            public List<ChannelFactory> getChannelForwardingFactories(FactoryManager manager) {
                return List.of();
            }

            @Override
            public SshAgent createClient(Session session, FactoryManager manager) {
                return new UnixSocketAgent(socket);
            }

            @Override
            public SshAgentServer createServer(ConnectionService service) throws IOException {
                throw new IOException("the lab tool does not forward its SSH agent");
            }
        };
    }

    @Override
    public Iterable<? extends Map.Entry<PublicKey, String>> getIdentities() throws IOException {
        ByteArrayBuffer answer = request(new ByteArrayBuffer(new byte[]{REQUEST_IDENTITIES}));
        expect(answer, IDENTITIES_ANSWER, "a list of keys");
        int count = answer.getInt();
        List<Map.Entry<PublicKey, String>> identities = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            byte[] blob = answer.getBytes();
            String comment = answer.getString();
            try {
                identities.add(
                        new AbstractMap.SimpleImmutableEntry<>(new ByteArrayBuffer(blob).getRawPublicKey(), comment));
            } catch (RuntimeException e) {
                // a key of a kind the client does not know (a security key, say) is passed over
            }
        }
        return identities;
    }

    @Override
    public Map.Entry<String, byte[]> sign(SessionContext session, PublicKey key, String algorithm, byte[] data)
            throws IOException {
        ByteArrayBuffer blob = new ByteArrayBuffer();
        blob.putRawPublicKey(key);
        ByteArrayBuffer request = new ByteArrayBuffer();
        request.putByte(SIGN_REQUEST);
        request.putBytes(blob.getCompactData());
        request.putBytes(data);
        request.putInt(
                "rsa-sha2-512".equals(algorithm) ? RSA_SHA2_512 : "rsa-sha2-256".equals(algorithm) ? RSA_SHA2_256 : 0);
        ByteArrayBuffer answer = request(request);
        expect(answer, SIGN_RESPONSE, "a signature");
        ByteArrayBuffer signature = new ByteArrayBuffer(answer.getBytes());
        return new AbstractMap.SimpleImmutableEntry<>(signature.getString(), signature.getBytes());
    }

    /** One request: its length and bytes out, the answer's length and bytes back, on a connection of its own. */
    private ByteArrayBuffer request(ByteArrayBuffer message) throws IOException {
        byte[] body = message.getCompactData();
        try (SocketChannel channel = SocketChannel.open(StandardProtocolFamily.UNIX)) {
            channel.connect(UnixDomainSocketAddress.of(socket));
            ByteBuffer out = ByteBuffer.allocate(4 + body.length).putInt(body.length).put(body).flip();
            while (out.hasRemaining()) {
                channel.write(out);
            }
            ByteBuffer length = readFully(channel, ByteBuffer.allocate(4));
            int size = length.getInt(0);
            if (size < 1 || size > MAX_ANSWER_BYTES) {
                throw new IOException("the SSH agent at " + socket + " answered " + size + " bytes");
            }
            return new ByteArrayBuffer(readFully(channel, ByteBuffer.allocate(size)).array());
        }
    }

    private ByteBuffer readFully(SocketChannel channel, ByteBuffer buffer) throws IOException {
        while (buffer.hasRemaining()) {
            if (channel.read(buffer) < 0) {
                throw new IOException("the SSH agent at " + socket + " closed the connection");
            }
        }
        return buffer;
    }

    private void expect(ByteArrayBuffer answer, byte type, String what) throws IOException {
        byte got = answer.getByte();
        if (got != type) {
            throw new IOException("the SSH agent at " + socket + " refused to give " + what + " (answer " + got + ")");
        }
    }

    @Override
    public void addIdentity(KeyPair key, String comment, SshAgentKeyConstraint... constraints) throws IOException {
        throw new IOException("the lab tool does not add keys to the SSH agent");
    }

    @Override
    public void removeIdentity(PublicKey key) throws IOException {
        throw new IOException("the lab tool does not remove keys from the SSH agent");
    }

    @Override
    public void removeAllIdentities() throws IOException {
        throw new IOException("the lab tool does not remove keys from the SSH agent");
    }

    @Override
    public boolean isOpen() {
        return open;
    }

    @Override
    public void close() {
        open = false;
    }
}
