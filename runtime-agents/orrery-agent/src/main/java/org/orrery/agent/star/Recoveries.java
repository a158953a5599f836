package org.orrery.agent.star;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * The Planets a heartbeat found started again by their node daemons, whose part the Star deploys there anew: one at a
 * time, off the heartbeat, and for the same Planet no sooner than {@link #RETRY_NS} after the last attempt began.
 */
final class Recoveries implements AutoCloseable {

    static final long RETRY_NS = TimeUnit.SECONDS.toNanos(5);

    private final Consumer<PlanetWatch.Restarted> recover;
    private final LongSupplier nanoTime;
    /** When the last attempt for each Planet began. */
    private final Map<String, Long> began = new ConcurrentHashMap<>();
    private final ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
        Thread thread = new Thread(r, "orrery-star-recover");
        thread.setDaemon(true);
        return thread;
    });

    Recoveries(Consumer<PlanetWatch.Restarted> recover, LongSupplier nanoTime) {
        this.recover = recover;
        this.nanoTime = nanoTime;
    }

    /** Recovers {@code restarted} unless an attempt for it began within the last {@link #RETRY_NS}. */
    void offer(PlanetWatch.Restarted restarted) {
        long now = nanoTime.getAsLong();
        Long last = began.get(restarted.planet().name());
        if (last == null || now - last > RETRY_NS) {
            began.put(restarted.planet().name(), now);
            worker.execute(() -> recover.accept(restarted));
        }
    }

    @Override
    public void close() {
        worker.shutdownNow();
    }
}
