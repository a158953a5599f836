package org.orrery.cli;

import org.orrery.control.api.ControlJson;
import org.orrery.control.api.SystemApi.SystemStatus;
import org.orrery.lab.Lab;
import org.orrery.lab.StarClient;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code orrery status}: the deployed system with its live figures, as tables or as the Star's JSON. */
@Command(name = "status", mixinStandardHelpOptions = true, description = {"The deployed system with its live figures.",
        "Domains, bundles, operators and connections: exact counts since deploy, rates per second, latency over",
        "the last second (µs), volumes in kB (1,000 bytes)."})
final class StatusCommand extends LabCalls {

    @Option(names = "--json", description = "print the Star's status as JSON (one line)")
    boolean json;

    @Option(names = "--watch", paramLabel = "SECONDS", description = "print it again every second for SECONDS seconds")
    int watchSeconds;

    @Option(names = "--latency",
            description = "the latency distribution of each connection since deploy instead: p50 to p99.999 and max")
    boolean latency;

    @Override
    int call(Lab lab) throws Exception {
        StarClient star = star(lab);
        long end = System.currentTimeMillis() + watchSeconds * 1000L;
        do {
            SystemStatus status = star.systemStatus();
            if (json) {
                out.println(ControlJson.text(status, false));
            } else if (latency) {
                LatencyTable.print(status, out);
            } else {
                StatusTable.print(status, out);
            }
            if (System.currentTimeMillis() < end) {
                Thread.sleep(1000);
                out.println();
            }
        } while (System.currentTimeMillis() < end);
        return 0;
    }
}
