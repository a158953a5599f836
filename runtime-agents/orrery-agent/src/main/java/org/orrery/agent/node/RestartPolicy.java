package org.orrery.agent.node;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

/**
 * When a node daemon starts a domain that ended on its own again: after a back-off that begins at its first back-off
 * ({@link #FIRST_BACKOFF} unless the daemon is told otherwise) and doubles with each restart within {@link #WINDOW}, up
 * to {@link #MAX_BACKOFF}, and at most {@code maxRestarts} times within the window; after that the domain is left
 * ended. Time is read from the clock the policy is given (monotonic nanoseconds), so that its tests can move it.
 */
final class RestartPolicy {

    /** The restarts a domain may have within this window before the daemon gives up on it. */
    static final Duration WINDOW = Duration.ofMinutes(10);
    /** The wait before the first restart in the window, unless the daemon is told otherwise. */
    static final Duration FIRST_BACKOFF = Duration.ofSeconds(1);
    /** The longest wait before a restart. */
    static final Duration MAX_BACKOFF = Duration.ofSeconds(30);
    /** The restarts a domain gets within {@link #WINDOW} unless the daemon is told otherwise. */
    static final int DEFAULT_MAX_RESTARTS = 3;

    /** What the policy decided for a domain that ended: start it again after {@code delay}, or (null delay) never. */
    record Decision(Duration delay, String lastExit) {

        boolean restart() {
            return delay != null;
        }
    }

    /** What is known of one domain's restarts. */
    private static final class History {

        final ArrayDeque<Long> recent = new ArrayDeque<>();
        int restarts;
        String lastExit = "";
    }

    private final int maxRestarts;
    private final Duration firstBackoff;
    private final LongSupplier nanoTime;
    private final Map<String, History> histories = new ConcurrentHashMap<>();

    RestartPolicy(int maxRestarts, LongSupplier nanoTime) {
        this(maxRestarts, FIRST_BACKOFF, nanoTime);
    }

    RestartPolicy(int maxRestarts, Duration firstBackoff, LongSupplier nanoTime) {
        this.maxRestarts = maxRestarts;
        this.firstBackoff = firstBackoff;
        this.nanoTime = nanoTime;
    }

    /** Records that domain {@code name} ended ({@code how}) and decides whether and when it is started again. */
    Decision ended(String name, String how) {
        History history = histories.computeIfAbsent(name, n -> new History());
        synchronized (history) {
            history.lastExit = how;
            long now = nanoTime.getAsLong();
            while (!history.recent.isEmpty() && now - history.recent.peekFirst() > WINDOW.toNanos()) {
                history.recent.pollFirst();
            }
            if (history.recent.size() >= maxRestarts) {
                history.lastExit = how + "; not started again: " + history.recent.size() + " restarts within "
                        + WINDOW.toMinutes() + " minutes";
                return new Decision(null, history.lastExit);
            }
            Duration delay = Duration
                    .ofMillis(Math.min(MAX_BACKOFF.toMillis(), firstBackoff.toMillis() << history.recent.size()));
            history.recent.addLast(now + delay.toNanos());
            return new Decision(delay, history.lastExit);
        }
    }

    /** Notes that a domain waits for its port, which another process holds, before it can be started again. */
    void waitingForPort(String name, int port) {
        History history = histories.computeIfAbsent(name, n -> new History());
        synchronized (history) {
            String waiting = "; waiting for port " + port + ", which another process holds";
            if (!history.lastExit.endsWith(waiting)) {
                history.lastExit += waiting;
            }
        }
    }

    /** Counts a restart of domain {@code name} and returns how many it has had. */
    int restarting(String name) {
        History history = histories.computeIfAbsent(name, n -> new History());
        synchronized (history) {
            return ++history.restarts;
        }
    }

    /** How many times domain {@code name} was started again. */
    int restarts(String name) {
        History history = histories.get(name);
        if (history == null) {
            return 0;
        }
        synchronized (history) {
            return history.restarts;
        }
    }

    /** How domain {@code name} last ended and what became of it, or "" when it never did. */
    String lastExit(String name) {
        History history = histories.get(name);
        if (history == null) {
            return "";
        }
        synchronized (history) {
            return history.lastExit;
        }
    }

    /** Forgets domain {@code name} (it was stopped on request). */
    void forget(String name) {
        histories.remove(name);
    }
}
