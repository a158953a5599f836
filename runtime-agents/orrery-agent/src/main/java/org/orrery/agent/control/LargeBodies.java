package org.orrery.agent.control;

import java.io.IOException;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

import org.eclipse.jetty.io.EndPoint;
import org.eclipse.jetty.server.Request;
import org.orrery.control.api.Limits;

/**
 * The room an agent's process gives request bodies that may be large (over {@link Limits#MAX_JSON_BODY_BYTES}):
 * {@link Limits#LARGE_BODIES_AT_ONCE_BYTES} at a time, counted in KiB, one room for the whole process, so that the
 * domains of a shared domain host, each a server of its own on one heap, share it rather than each having its own. A
 * request that finds no room waits up to {@value #WAIT_S} s for it, then is refused as busy (503).
 */
public final class LargeBodies {

    /** How long a large request waits for the others to make room before it is refused as busy. */
    static final long WAIT_S = 60;

    private static final Semaphore ROOM = new Semaphore((int) (Limits.LARGE_BODIES_AT_ONCE_BYTES / 1024), true);

    private LargeBodies() {
    }

    /**
     * Takes room for the body of {@code request} to a route taking up to {@code maxBodyBytes} and returns the permits
     * taken (KiB) for {@link #release} after the answer; a body of unknown length counts at the route's limit. While it
     * waits, the caller's connection may stay quiet for the wait and {@code idleTimeoutMs} after it.
     */
    static int admit(Request request, long maxBodyBytes, long idleTimeoutMs) throws InterruptedException {
        long declared = request.getLength();
        if (maxBodyBytes <= Limits.MAX_JSON_BODY_BYTES || (declared >= 0 && declared <= Limits.MAX_JSON_BODY_BYTES)) {
            return 0;
        }
        long counted = Math.min(declared < 0 ? maxBodyBytes : declared, Limits.LARGE_BODIES_AT_ONCE_BYTES);
        int permits = (int) ((counted + 1023) / 1024);
        if (ROOM.tryAcquire(permits)) {
            return permits;
        }
        // the caller (who has the token) waits with its body unread and its connection quiet; it gets its usual idle
        // timeout back once the body is read
        EndPoint endPoint = request.getConnectionMetaData().getConnection().getEndPoint();
        endPoint.setIdleTimeout(TimeUnit.SECONDS.toMillis(WAIT_S) + idleTimeoutMs);
        if (!ROOM.tryAcquire(permits, WAIT_S, TimeUnit.SECONDS)) {
            throw busy();
        }
        return permits;
    }

    static void release(int permits) {
        ROOM.release(permits);
    }

    /** Work done holding room for large bodies ({@link #withRoom}). */
    @FunctionalInterface
    public interface Work<T> {

        T run() throws IOException;
    }

    /**
     * Does {@code work}, which reads about {@code bytes} from elsewhere than a request's body (a system kept on disk),
     * holding as much of the room as a request of that size would; refused (503) as such a request is when the room
     * does not come in time.
     */
    public static <T> T withRoom(long bytes, Work<T> work) throws IOException, InterruptedException {
        int permits = (int) Math.min(Integer.MAX_VALUE, (Math.max(bytes, 0) + 1023) / 1024);
        if (!ROOM.tryAcquire(permits, WAIT_S, TimeUnit.SECONDS)) {
            throw busy();
        }
        try {
            return work.run();
        } finally {
            ROOM.release(permits);
        }
    }

    /** The refusal of a large request that waited {@value #WAIT_S} s for room in vain. */
    private static ApiException busy() {
        return new ApiException(503, "busy: the agent handles at most " + Limits.size(Limits.LARGE_BODIES_AT_ONCE_BYTES)
                + " of large requests at a time and others took it for " + WAIT_S + " s; try again later");
    }
}
