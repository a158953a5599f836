package org.orrery.agent.engine;

import org.HdrHistogram.Histogram;

/**
 * The latencies recorded at the receiving end of the connection from {@code source} to {@code target} since it was
 * wired, in microseconds: from the source's timestamp, and of this hop alone (from the hand-off to the sender). Copies,
 * which the caller may change.
 */
public record LinkLatencies(String source, String target, Histogram fromSource, Histogram hop) {
}
