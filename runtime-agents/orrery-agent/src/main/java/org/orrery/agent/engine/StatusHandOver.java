package org.orrery.agent.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.function.LongSupplier;

/**
 * What a status asks of the event thread before it reads the figures: the latencies it recorded, handed over to the
 * receiving ends' readers, and where its scheduled sources stand. Done through the thread's command queue, waiting up
 * to {@link #WAIT_MS}: an event thread held up by an operator that does not return hands them over later, and the
 * figures until then are those of the last hand-over.
 */
final class StatusHandOver {

    /** How long a status waits for the event thread. */
    static final long WAIT_MS = 100;

    private StatusHandOver() {
    }

    static void run(Published now, DutyThread duty, LongSupplier clockNs) {
        List<Runnable> handOvers = new ArrayList<>();
        for (OperatorInstance operator : now.operators()) {
            if (operator.isScheduled()) {
                handOvers.add(() -> operator.readSchedule(clockNs.getAsLong()));
            }
        }
        for (Outlet outlet : now.sending()) {
            if (outlet instanceof Route route) {
                latencies(route.receiver().delivery(), handOvers);
            }
        }
        for (RemoteInlet inlet : now.receiving()) {
            latencies(inlet.receiver().delivery(), handOvers);
        }
        if (!handOvers.isEmpty()) {
            duty.callWithin(() -> handOvers.forEach(Runnable::run), WAIT_MS);
        }
    }

    private static void latencies(DeliveryStats stats, List<Runnable> handOvers) {
        DeliveryStats.Recording fresh = stats.spare();
        if (fresh != null) {
            handOvers.add(() -> stats.handOver(fresh));
        }
    }
}
