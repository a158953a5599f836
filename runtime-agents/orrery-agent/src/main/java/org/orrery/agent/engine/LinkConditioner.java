package org.orrery.agent.engine;

import java.util.SplittableRandom;

import org.orrery.control.api.LinkProfile;

/**
 * A link profile applied where the events leave: a {@link SendingStream}'s queue lets its first event go only when the
 * link would have carried it. Each event is due its hand-off time plus the delay and a jitter drawn from the profile's
 * distribution, and leaves after the one ahead of it (the queue is in order, as a stream delivers); the bandwidth
 * spaces the messages by their length, those of every stream of the domain through the same link ({@link Bandwidth}); a
 * loss drawn (correlated with the last one) drops a best-effort event, counted, and has a reliable one sent again a
 * round trip later, those behind it waiting as a reliable transport's receiver holds a gap. Reordering is not done
 * here: the stream delivers in order. Used by the domain's duty thread only.
 */
final class LinkConditioner {

    /** What the first event waiting does now. */
    enum Fate {
        /** Not yet: the link has not carried it. */
        WAIT,
        /** It crosses: send it, then {@link LinkConditioner#sent}. */
        SEND,
        /** The link lost it and nobody sends it again (best-effort): drop it. */
        LOST
    }

    /**
     * The least time a reliable event lost on the link takes to be sent again: a round trip of a link without delay.
     */
    static final long MIN_RESEND_NS = 1_000_000;

    private static final long NONE = Long.MIN_VALUE;

    private final LinkProfile profile;
    private final boolean reliable;
    private final SplittableRandom random;
    private final long delayNs;
    private final double jitterNs;
    private final double loss;
    private final double correlation;
    private final double nsPerByte;
    private final long resendNs;
    /** The link's bandwidth, shared by the streams of one domain that cross it. */
    private final Bandwidth bandwidth;
    /** When the first event waiting arrives, drawn once for it; NONE before. */
    private long headDueNs = NONE;
    /** Whether the link loses it for good (best-effort), and how many times it is sent (reliable). */
    private boolean headLost;
    private int headSends;
    private boolean lastLost;
    private long resent;

    /**
     * The bandwidth of one link as the sending domain uses it: when the link is free again after the messages its
     * streams gave it. Streams of one domain through the same profile to the same host share one, so that what one
     * sends waits behind what another sent (cross traffic); the duty thread alone reads and writes it.
     */
    static final class Bandwidth {

        private long freeNs = NONE;
    }

    LinkConditioner(LinkProfile profile, boolean reliable, long seed) {
        this(profile, reliable, seed, new Bandwidth());
    }

    LinkConditioner(LinkProfile profile, boolean reliable, long seed, Bandwidth bandwidth) {
        this.bandwidth = bandwidth;
        this.profile = profile;
        this.reliable = reliable;
        this.random = new SplittableRandom(seed);
        this.delayNs = Math.round(profile.delayMillis() * 1e6);
        this.jitterNs = profile.jitterMillis() * 1e6;
        this.loss = profile.lossPercent() / 100;
        this.correlation = profile.lossCorrelationPercent() / 100;
        this.nsPerByte = profile.rateBitsPerSecond() == 0 ? 0 : 8e9 / profile.rateBitsPerSecond();
        this.resendNs = Math.max(MIN_RESEND_NS, 2 * delayNs);
    }

    LinkProfile profile() {
        return profile;
    }

    Bandwidth bandwidth() {
        return bandwidth;
    }

    /**
     * What the first event waiting, handed off at {@code handOffNs} ({@link HandOff#UNKNOWN}: when first seen here),
     * does at {@code nowNs}. Its fate is drawn when it is first asked for: when it would arrive (its hand-off, the
     * delay and a jitter), whether the link loses it, and, for a reliable event lost, each time it is sent again a
     * round trip later (lost again as often as the draws say; never, on a link that loses everything). Losses of events
     * close together are repaired side by side, as a reliable transport's receiver asks for each gap; an event still
     * waits for the one ahead of it, and for the bandwidth the messages before it took.
     */
    Fate fate(long handOffNs, long nowNs) {
        if (headDueNs == NONE) {
            long from = handOffNs == HandOff.UNKNOWN ? nowNs : handOffNs;
            headDueNs = from + delayNs + jitter();
            headLost = lost();
            headSends = 1;
            if (headLost && reliable) {
                headLost = false;
                do {
                    headSends++;
                    headDueNs = loss >= 1 ? Long.MAX_VALUE : headDueNs + resendNs;
                } while (headDueNs != Long.MAX_VALUE && lost());
                resent += headSends - 1;
            }
        }
        if (nowNs < headDueNs || nowNs < bandwidth.freeNs) {
            return Fate.WAIT;
        }
        if (headLost) {
            headDueNs = NONE;
            return Fate.LOST;
        }
        return Fate.SEND;
    }

    /** The first event left in a message of {@code length} bytes at {@code nowNs}; each time it was sent took those. */
    void sent(int length, long nowNs) {
        if (nsPerByte > 0) {
            bandwidth.freeNs = Math.max(bandwidth.freeNs, nowNs) + Math.round((long) length * headSends * nsPerByte);
        }
        headDueNs = NONE;
    }

    /** How many times a reliable event lost on the link was sent again. */
    long resent() {
        return resent;
    }

    /**
     * A loss drawn from a two-state chain: after a loss the next is lost with p + ρ(1 - p), after a delivery with p(1 -
     * ρ), so that losses come in runs as the correlation ρ says while their share stays p. ({@code netem}'s correlation
     * leans each uniform draw on the last, which lowers the share lost as the correlation grows.)
     */
    private boolean lost() {
        if (loss <= 0) {
            return false;
        }
        double chance = lastLost ? loss + correlation * (1 - loss) : loss * (1 - correlation);
        lastLost = random.nextDouble() < chance;
        return lastLost;
    }

    /** An event's jitter: the distribution's draw scaled by the jitter, never taking the delay below zero. */
    private long jitter() {
        if (jitterNs <= 0) {
            return 0;
        }
        double unit = switch (profile.distribution()) {
            case "normal" -> random.nextGaussian();
            case "pareto" -> pareto();
            case "paretonormal" -> 0.25 * random.nextGaussian() + 0.75 * pareto();
            default -> random.nextDouble(-1, 1);
        };
        return Math.max(-delayNs, Math.round(unit * jitterNs));
    }

    /** A Pareto draw of shape 3 (a heavy tail), centred on its mean (1.5), so that most events come a little early. */
    private double pareto() {
        return Math.pow(1 - random.nextDouble(), -1.0 / 3) - 1.5;
    }
}
