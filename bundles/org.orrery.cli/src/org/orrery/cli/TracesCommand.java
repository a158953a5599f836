package org.orrery.cli;

import java.util.Map;

import org.orrery.control.api.ControlJson;
import org.orrery.control.api.SystemApi;
import org.orrery.control.api.SystemApi.Trace;
import org.orrery.lab.Lab;
import org.orrery.lab.LabException;
import org.orrery.lab.StarClient;
import org.orrery.lab.TraceText;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code orrery traces}: where single events' latency went, hop by hop; and how many events are traced. */
@Command(name = "traces", mixinStandardHelpOptions = true,
        description = {"Where single events' latency went, hop by hop, in the running system.",
                "With --one-in N the system traces one in N of the events its sources emit from now on (0: none, the",
                "default); a traced event's operators pass its trace on to what they emit, across domains. Without",
                "it, the latest traces: each event's latency from the start of its source's call to the end of the",
                "last target's call, by cause (operators, queues, transport), and each hop's part (* marks the path",
                "that ended last). Times across hosts are corrected by their measured clock offsets, to within the",
                "uncertainty shown."})
final class TracesCommand extends LabCalls {

    @Option(names = "--one-in", paramLabel = "N", description = "trace one in N of the sources' events (0: none)")
    Integer oneIn;

    @Option(names = "--otlp", paramLabel = "URL",
            description = {"with --one-in: export every trace over OTLP/HTTP to URL, an OpenTelemetry collector's",
                    "traces endpoint (http://127.0.0.1:4318/v1/traces: Jaeger, Tempo), a span a hop; 'off': no more"})
    String otlp;

    @Option(names = "--limit", paramLabel = "N", description = "print the newest N traces (default 5)")
    int limit = 5;

    @Option(names = "--json", description = "print the Star's traces as JSON (one line)")
    boolean json;

    @Override
    int call(Lab lab) throws Exception {
        if (otlp != null && oneIn == null) {
            err.println("orrery traces: --otlp goes with --one-in N (what to trace)");
            return 2;
        }
        StarClient star = star(lab);
        if (oneIn != null) {
            SystemApi.Tracing tracing;
            try {
                tracing = star.trace(oneIn, "off".equals(otlp) ? "" : otlp);
            } catch (LabException e) {
                err.println("orrery traces: " + e.getMessage());
                return e.status() / 100 == 4 ? 2 : 1;
            }
            out.println(tracing.oneIn() == 0 ? "tracing nothing in " + String.join(", ", tracing.domains())
                    : "tracing one event in " + tracing.oneIn() + " of the sources' in "
                            + String.join(", ", tracing.domains()));
            if (!tracing.otlp().isEmpty()) {
                out.println("exporting the traces over OTLP to " + tracing.otlp());
            } else if (otlp != null) {
                out.println("exporting no traces over OTLP");
            }
            unreached(tracing.unreached());
            return tracing.unreached().isEmpty() ? 0 : 1;
        }
        SystemApi.Traces traces = star.traces();
        if (json) {
            out.println(ControlJson.text(traces, false));
            return 0;
        }
        if (traces.traces().isEmpty()) {
            out.println(traces.oneIn() == 0 ? "no traces: the system traces nothing (orrery traces --one-in N)"
                    : "no traces yet (one event in " + traces.oneIn() + " is traced)");
        }
        for (Trace trace : traces.traces().subList(0, Math.min(limit, traces.traces().size()))) {
            out.println(TraceText.heading(trace));
            TraceText.hops(trace).forEach(out::println);
        }
        unreached(traces.unreached());
        return 0;
    }

    private void unreached(Map<String, String> domains) {
        domains.forEach((domain, why) -> err.println("orrery traces: " + domain + " did not answer: " + why));
    }
}
