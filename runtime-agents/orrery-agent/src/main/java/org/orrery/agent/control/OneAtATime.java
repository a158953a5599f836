package org.orrery.agent.control;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;

import org.orrery.control.api.ControlJson;

/**
 * An answer that costs enough to be made once for all who ask at the same time: a caller that comes while it is being
 * made waits for that one and gets its JSON as written for the first caller. A domain's status under load took seconds
 * to make and write; every heartbeat that gave up on it asked again, and the abandoned answers went on being made side
 * by side (144 request threads in one shared domain host, each writing 850 KB), which starved everything else of the
 * host, the event threads included. Made one at a time, a slow answer costs the host one thread, whoever waits for it.
 */
public final class OneAtATime {

    /** What makes the answer; thrown exceptions reach every caller waiting for it. */
    @FunctionalInterface
    public interface Answer {

        Object make() throws Exception;
    }

    private final Answer answer;
    /** The answer being made, or null. */
    private CompletableFuture<byte[]> making;

    public OneAtATime(Answer answer) {
        this.answer = answer;
    }

    /** The answer, made now or joined while it is made, as the JSON the control server sends. */
    public ControlServer.Json get() throws Exception {
        CompletableFuture<byte[]> mine;
        boolean maker = false;
        synchronized (this) {
            if (making == null) {
                making = new CompletableFuture<>();
                maker = true;
            }
            mine = making;
        }
        if (maker) {
            try {
                mine.complete(ControlJson.write(answer.make()));
            } catch (Exception | Error e) {
                mine.completeExceptionally(e);
            } finally {
                synchronized (this) {
                    making = null;
                }
            }
        }
        try {
            return new ControlServer.Json(mine.get());
        } catch (ExecutionException e) {
            if (e.getCause() instanceof Exception cause) {
                throw cause;
            }
            throw (Error) e.getCause();
        }
    }
}
