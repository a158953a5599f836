package org.orrery.agent.engine;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.LockSupport;

/**
 * Where a domain's event thread spends its time, by operator, and how long each operator is held back by congestion:
 * sampled, so that the event thread pays one store on entering and one on leaving an operator and nothing more. The
 * event thread marks the operator it is in (the innermost one, when an operator's emission runs another in the same
 * domain, so each is charged only for its own work); one sampler thread per process looks at every domain that has
 * operators about {@link #TICKS_PER_SECOND} times a second, at its mark and at the operators its congestion holds back,
 * and after each {@link #TICKS_PER_SECOND} looks (about a second) gives every operator the share of them it was seen
 * busy ({@code busyPercent}) and held back ({@code heldBackPercent}).
 */
final class OperatorTime {

    /** How often the sampler looks, on average (each wait drawn between half and one and a half of the mean). */
    static final int TICKS_PER_SECOND = 200;
    private static final long TICK_NS = 1_000_000_000L / TICKS_PER_SECOND;
    /** How long the sampler waits while no domain has operators. */
    private static final long IDLE_WAIT_NS = 100_000_000L;
    private static final VarHandle CURRENT;

    static {
        try {
            CURRENT = MethodHandles.lookup().findVarHandle(OperatorTime.class, "current", OperatorInstance.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private static final Set<OperatorTime> SAMPLED = ConcurrentHashMap.newKeySet();
    private static Thread sampler;

    /** The operator the event thread is in, or null; written by it (opaque), read by the sampler. */
    @SuppressWarnings("unused") // through CURRENT
    private OperatorInstance current;
    /** The domain's operators, as the last deployment change left them. */
    private volatile OperatorInstance[] operators = new OperatorInstance[0];
    /** Ticks in the window under way; by the sampler only. */
    private int ticks;

    /** On the event thread: marks {@code operator} as running; returns the mark it replaces, for {@link #exit}. */
    OperatorInstance enter(OperatorInstance operator) {
        OperatorInstance outer = (OperatorInstance) CURRENT.get(this);
        CURRENT.setOpaque(this, operator);
        return outer;
    }

    /** On the event thread: puts back the mark {@link #enter} replaced. */
    void exit(OperatorInstance outer) {
        CURRENT.setOpaque(this, outer);
    }

    /** The operators to sample from now on (after a deployment change). */
    void operators(OperatorInstance[] now) {
        operators = now;
    }

    /** Has the sampler look at this domain until {@link #stop()}. */
    void start() {
        SAMPLED.add(this);
        startSampler();
    }

    void stop() {
        SAMPLED.remove(this);
    }

    private static synchronized void startSampler() {
        if (sampler != null) {
            return;
        }
        sampler = new Thread(() -> {
            // waits of random length, so that work that comes at a fixed period is not seen always or never
            SplittableRandom random = new SplittableRandom();
            while (true) {
                if (SAMPLED.isEmpty()) {
                    LockSupport.parkNanos(IDLE_WAIT_NS);
                    continue;
                }
                for (OperatorTime time : SAMPLED) {
                    time.tick();
                }
                LockSupport.parkNanos(TICK_NS / 2 + random.nextLong(TICK_NS));
            }
        }, "orrery-operator-time");
        sampler.setDaemon(true);
        sampler.start();
    }

    /** On the sampler thread: one look. */
    private void tick() {
        OperatorInstance running = (OperatorInstance) CURRENT.getOpaque(this);
        if (running != null) {
            running.load().busyTick();
        }
        OperatorInstance[] all = operators;
        for (int i = 0; i < all.length; i++) {
            all[i].load().heldTick();
        }
        if (++ticks == TICKS_PER_SECOND) {
            for (int i = 0; i < all.length; i++) {
                all[i].load().closeWindow(ticks);
            }
            ticks = 0;
        }
    }
}
