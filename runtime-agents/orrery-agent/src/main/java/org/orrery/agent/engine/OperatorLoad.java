package org.orrery.agent.engine;

/**
 * How much of the last whole second the domain's event thread spent in one operator, and for how much of it congestion
 * held the operator back, as the domain's sampler sees it: the event thread says when it is held back, the sampler
 * counts its looks and closes each second.
 */
final class OperatorLoad {

    /** Whether congestion holds it back now; written by the event thread, read by the sampler. */
    private volatile boolean heldBack;
    // the sampler's counts in the second under way, and the last whole second's shares
    private int busyTicks;
    private int heldTicks;
    private volatile double busyPercent;
    private volatile double heldBackPercent;

    /** On the event thread: whether congestion holds it back from now on. */
    void heldBack(boolean held) {
        heldBack = held;
    }

    /** On the sampler thread: the event thread was seen in this operator. */
    void busyTick() {
        busyTicks++;
    }

    /** On the sampler thread: one look at whether it is held back. */
    void heldTick() {
        if (heldBack) {
            heldTicks++;
        }
    }

    /** On the sampler thread: a second of {@code ticks} looks is over; its shares become the ones reported. */
    void closeWindow(int ticks) {
        busyPercent = 100.0 * busyTicks / ticks;
        heldBackPercent = 100.0 * heldTicks / ticks;
        busyTicks = 0;
        heldTicks = 0;
    }

    /** The share of the last whole second the event thread spent in the operator, in percent. */
    double busyPercent() {
        return busyPercent;
    }

    /** The share of the last whole second congestion held the operator back, in percent. */
    double heldBackPercent() {
        return heldBackPercent;
    }
}
