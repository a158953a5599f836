package org.orrery.agent.control;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.io.EndPoint;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.thread.Scheduler;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps connections that never finish a request's headers from holding the control server's connection slots: a
 * connection must finish its first request's headers within {@link #DEADLINE} of opening, however many bytes it
 * dribbles meanwhile (each byte restarts the idle timeout, never this), or it is closed; and one address holds at most
 * {@value #PENDING_PER_ADDRESS} connections that have not, its oldest closed when a newer one opens if it has waited
 * {@link #PATIENCE} already, so that callers on the same address (every agent of a loopback lab) still get through:
 * their headers come at once, and a burst of them is not taken for an attack. Only the first request of a connection is
 * watched: one that finished its headers either carried the lab token, or was answered 401 and closed.
 */
final class HeaderDeadline implements Connection.Listener {

    private static final Logger LOG = LoggerFactory.getLogger(HeaderDeadline.class);

    /** How long a new connection may take to finish its first request's headers. */
    static final Duration DEADLINE = Duration.ofSeconds(5);
    /** How many connections one address may hold that have not finished their first request's headers. */
    static final int PENDING_PER_ADDRESS = 32;
    /** How long a connection may wait for its headers before a newer one from its address may take its place. */
    static final Duration PATIENCE = Duration.ofMillis(500);

    /** How often at most a closed connection is said in the log (the first at once, then a count). */
    static final Duration LOG_EVERY = Duration.ofMinutes(1);

    /** A connection not yet past its first headers, and when it opened. */
    private record Watched(EndPoint endPoint, long openedNs) {
    }

    private final Scheduler scheduler;
    /**
     * By the client's address, its connections not yet past their first headers (by address and port), oldest first.
     */
    private final Map<InetAddress, LinkedHashMap<InetSocketAddress, Watched>> pending = new HashMap<>();

    /** When a closed connection was last said in the log, and how many were closed since without being said. */
    private long loggedNs = System.nanoTime() - LOG_EVERY.toNanos();
    private int unlogged;

    HeaderDeadline(Scheduler scheduler) {
        this.scheduler = scheduler;
    }

    /** A handler that tells this watch when a request's headers are in, then hands the request to {@code next}. */
    Handler before(Handler next) {
        return new Handler.Wrapper(next) {

            @Override
            public boolean handle(Request request, Response response, Callback callback) throws Exception {
                if (request.getConnectionMetaData().getRemoteSocketAddress() instanceof InetSocketAddress remote) {
                    done(remote, null);
                }
                return super.handle(request, response, callback);
            }
        };
    }

    @Override
    public void onOpened(Connection connection) {
        EndPoint endPoint = connection.getEndPoint();
        if (!(endPoint.getRemoteSocketAddress() instanceof InetSocketAddress remote)) {
            return;
        }
        EndPoint evicted = null;
        long now = System.nanoTime();
        synchronized (pending) {
            LinkedHashMap<InetSocketAddress, Watched> fromAddress = pending.computeIfAbsent(remote.getAddress(),
                    address -> new LinkedHashMap<>());
            // over TLS the decrypted connection opens after its socket's: the socket's end point is the one kept
            if (fromAddress.putIfAbsent(remote, new Watched(endPoint, now)) != null) {
                return;
            }
            if (fromAddress.size() > PENDING_PER_ADDRESS) {
                Iterator<Watched> oldest = fromAddress.values().iterator();
                Watched first = oldest.next();
                if (now - first.openedNs() >= PATIENCE.toNanos()) {
                    evicted = first.endPoint();
                    oldest.remove();
                }
            }
        }
        scheduler.schedule(() -> expire(remote, endPoint), DEADLINE.toMillis(), TimeUnit.MILLISECONDS);
        if (evicted != null) {
            evicted.close();
        }
    }

    @Override
    public void onClosed(Connection connection) {
        if (connection.getEndPoint().getRemoteSocketAddress() instanceof InetSocketAddress remote) {
            done(remote, null);
        }
    }

    /** Closes {@code endPoint}, the connection from {@code remote}, if it has not finished its first headers by now. */
    private void expire(InetSocketAddress remote, EndPoint endPoint) {
        if (done(remote, endPoint) != null) {
            endPoint.close();
            logged(remote);
        }
    }

    /**
     * Says in the log (the agent's standard error) that the connection from {@code remote} was closed, at most once a
     * {@link #LOG_EVERY} with how many more were since: a caller of the lab's own that was too slow is seen, and a
     * dribbling peer cannot grow the log.
     */
    private synchronized void logged(InetSocketAddress remote) {
        long now = System.nanoTime();
        if (now - loggedNs < LOG_EVERY.toNanos()) {
            unlogged++;
            return;
        }
        LOG.warn("closed the connection from {}: its first request's headers were not in within {} s{}", remote,
                DEADLINE.toSeconds(), unlogged > 0 ? " (" + unlogged + " more since the last such line)" : "");
        loggedNs = now;
        unlogged = 0;
    }

    /**
     * No longer watches the connection from {@code remote} (only if it is {@code endPoint}, when that is not null: a
     * later connection from the same port is another); returns its end point if it was watched.
     */
    private EndPoint done(InetSocketAddress remote, EndPoint endPoint) {
        InetAddress address = remote.getAddress();
        synchronized (pending) {
            LinkedHashMap<InetSocketAddress, Watched> fromAddress = pending.get(address);
            Watched watched = fromAddress == null ? null : fromAddress.get(remote);
            if (watched == null || endPoint != null && watched.endPoint() != endPoint) {
                return null;
            }
            fromAddress.remove(remote);
            if (fromAddress.isEmpty()) {
                pending.remove(address);
            }
            return watched.endPoint();
        }
    }
}
