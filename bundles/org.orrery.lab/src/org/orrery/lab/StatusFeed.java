package org.orrery.lab;

import java.io.IOException;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import org.orrery.control.api.ControlJson;
import org.orrery.control.api.LiveStatus;
import org.orrery.control.api.SystemApi.SystemStatus;

/**
 * The Star's live status stream ({@code /v1/system/stream}, a status twice a second) followed over a WebSocket. When
 * the connection is lost it says so and tries again, waiting a little longer each time (up to five seconds), until it
 * is closed; a stream that stays silent for {@link #STALL_MS} while connected (a Star that no longer runs or a
 * connection half open) counts as lost too. The listener hears every status and every change of connection.
 */
public final class StatusFeed implements AutoCloseable {

    /** What a feed reports; called on the feed's own threads. */
    public interface Listener {

        void status(LiveStatus status);

        /** The stream was (re)connected, or lost with {@code problem}. */
        void connection(boolean connected, String problem);
    }

    private static final long MAX_BACKOFF_MS = 5_000;
    /**
     * How long a connected stream may go without a status before it counts as lost: the Star sends two a second, and a
     * loaded Star asking 40 Planets took up to three seconds a round (15 s; the system property
     * {@code orrery.statusStallMs} sets another, as the tests that freeze a Star do).
     */
    static final long STALL_MS = Long.getLong("orrery.statusStallMs", 15_000);
    /** How often the feed looks whether its stream has gone silent. */
    private static final long STALL_CHECK_MS = 1_000;

    private final StarClient star;
    private final Listener listener;
    private final ScheduledExecutorService retries = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread thread = new Thread(r, "orrery-status-feed");
        thread.setDaemon(true);
        return thread;
    });
    private volatile boolean closed;
    private volatile WebSocket socket;
    /** A connection the feed gave up as silent: what it reports afterwards is not heard. */
    private volatile WebSocket abandoned;
    /** When the stream last brought a frame (or connected). */
    private volatile long lastHeardNanos = System.nanoTime();
    private long backoffMs = 250;

    StatusFeed(StarClient star, Listener listener) {
        this.star = star;
        this.listener = listener;
    }

    void start() {
        retries.execute(this::connect);
        retries.scheduleWithFixedDelay(this::checkSilence, STALL_CHECK_MS, STALL_CHECK_MS, TimeUnit.MILLISECONDS);
    }

    /** Gives up a connected stream that has brought nothing for {@link #STALL_MS}, and connects again. */
    private void checkSilence() {
        WebSocket current = socket;
        long silentMs = (System.nanoTime() - lastHeardNanos) / 1_000_000;
        if (current == null || closed || silentMs < STALL_MS) {
            return;
        }
        abandoned = current;
        current.abort();
        lost("no status for " + silentMs / 1000 + " s on a connected stream");
    }

    private void connect() {
        if (closed) {
            return;
        }
        try {
            star.ensureCallable();
        } catch (LabException down) {
            lost(down.getMessage());
            return;
        }
        star.client().webSocket(star.streamUrl(), new Frames()).whenComplete((ws, error) -> {
            if (error != null) {
                lost("cannot connect to " + star.url() + ": " + rootMessage(error));
            } else if (closed) {
                ws.sendClose(WebSocket.NORMAL_CLOSURE, "closed");
            } else {
                lastHeardNanos = System.nanoTime();
                socket = ws;
                synchronized (this) {
                    backoffMs = 250;
                }
                listener.connection(true, "");
            }
        });
    }

    /**
     * The stream is gone, however it went (the Star closed it, it broke, it could not be made): the next connection
     * waits for the Star's node daemon to vouch for it, since whoever binds a dead Star's port would get the token.
     */
    private void lost(String problem) {
        star.lostContact();
        socket = null;
        if (closed) {
            return;
        }
        listener.connection(false, problem);
        long delay;
        synchronized (this) {
            delay = backoffMs;
            backoffMs = Math.min(MAX_BACKOFF_MS, backoffMs * 2);
        }
        try {
            retries.schedule(this::connect, delay, TimeUnit.MILLISECONDS);
        } catch (@SuppressWarnings("unused") RejectedExecutionException e) {
            // closed meanwhile
        }
    }

    private static String rootMessage(Throwable error) {
        Throwable root = error;
        while (root.getCause() != null) {
            root = root.getCause();
        }
        return root.getMessage() == null ? root.getClass().getSimpleName() : root.getMessage();
    }

    public boolean isConnected() {
        return socket != null;
    }

    @Override
    public void close() {
        closed = true;
        WebSocket current = socket;
        if (current != null) {
            current.sendClose(WebSocket.NORMAL_CLOSURE, "closed");
        }
        retries.shutdownNow();
    }

    /** Gathers text frames into statuses. */
    private final class Frames implements WebSocket.Listener {

        private final StringBuilder text = new StringBuilder();

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            lastHeardNanos = System.nanoTime();
            text.append(data);
            if (last) {
                String frame = text.toString();
                text.setLength(0);
                try {
                    listener.status(LiveStatus
                            .of(ControlJson.readAnswer(frame.getBytes(StandardCharsets.UTF_8), SystemStatus.class)));
                } catch (IOException e) {
                    listener.connection(true, "a status frame is not JSON: " + e.getMessage());
                } catch (RuntimeException e) {
                    // a listener that fails on one status must not end the stream: without the next request below
                    // the WebSocket delivers nothing more, and every view stays on this status without a word
                    System.err.println("orrery: a live status could not be shown: " + e);
                    e.printStackTrace();
                    listener.connection(true, "a status could not be shown: " + e);
                }
            }
            webSocket.request(1);
            return null;
        }

        @Override
        public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
            if (webSocket == abandoned) {
                return null;
            }
            lost("the Star closed the stream (" + statusCode + (reason.isBlank() ? "" : " " + reason) + ")");
            return null;
        }

        @Override
        public void onError(WebSocket webSocket, Throwable error) {
            if (webSocket == abandoned) {
                return;
            }
            lost("the stream broke: " + rootMessage(error));
        }
    }
}
