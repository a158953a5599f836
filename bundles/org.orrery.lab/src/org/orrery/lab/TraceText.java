package org.orrery.lab;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.orrery.control.api.SystemApi.Trace;
import org.orrery.control.api.SystemApi.TraceHop;

/**
 * Traces as text, for the command line and the workbench alike: a trace's first line says which event it followed and
 * where its latency went (operators, queues, transport); a line per hop, in the order they began, says when each began
 * after the trace's start and how long it spent in its emitting operator, queued, in transport and in its target's
 * call. Hops on the path that ended last are marked with {@code *}.
 */
public final class TraceText {

    private TraceText() {
    }

    /** The trace's first line: the event, its whole latency and where it went. */
    public static String heading(Trace trace) {
        return String.format(Locale.ROOT, "trace %016x  %s #%d from %s: %s (operators %s, queued %s, transport %s%s)",
                trace.traceId(), trace.eventType(), trace.sequence(), trace.eventSource(), micros(trace.totalUs()),
                micros(trace.operatorUs()), micros(trace.queuedUs()), micros(trace.transportUs()),
                uncertainty(trace.clockUncertaintyUs()));
    }

    /** A line per hop, those on the trace's path marked. */
    public static List<String> hops(Trace trace) {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < trace.hops().size(); i++) {
            TraceHop hop = trace.hops().get(i);
            lines.add(String.format(Locale.ROOT,
                    "%s %9s  %s \u2192 %s (%s, in %s): operator %s, queued %s, transport %s," + " target's call %s%s",
                    trace.path().contains(i) ? "*" : " ", "+" + micros(hop.handOffUs()), hop.source(), hop.target(),
                    hop.path().wireName(), hop.domain(), micros(hop.emittedUs() - hop.handOffUs()),
                    micros(hop.sentUs() - hop.emittedUs()), micros(hop.receivedUs() - hop.sentUs()),
                    micros(hop.processedUs() - hop.receivedUs()), uncertainty(hop.clockUncertaintyUs())));
        }
        return lines;
    }

    /** A duration in microseconds, to one decimal below 10 µs. */
    public static String micros(double us) {
        return Math.abs(us) < 10 ? String.format(Locale.ROOT, "%.1f \u00b5s", us)
                : String.format(Locale.ROOT, "%,.0f \u00b5s", us);
    }

    /** How far two hosts' clocks may disagree, when they are two. */
    private static String uncertainty(double us) {
        return us == 0 ? ""
                : us < 0 ? ", clocks not yet compared" : ", \u00b1 " + micros(us) + " between hosts' clocks";
    }
}
