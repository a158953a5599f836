package org.orrery.cli;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;

import org.orrery.run.CapacityCommand;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code orrery capacity MODEL --source NAME --slo p99<5ms}: the largest rate a system carries with a bound held. */
@Command(name = "capacity", mixinStandardHelpOptions = true,
        description = {"Find how much a system carries before its latency bound breaks.",
                "Offers the source more and more (doubling, then halving the gap), each rate in a fresh deployment",
                "settled and measured, a failed rate measured again; sustained means the bound held from the intended",
                "send, no more dropped than allowed, every backlog flat and the source on its schedule. Says what",
                "limits it and writes MODEL-capacity.png, .svg and .md (the latency-throughput curve, knee marked).",
                "Exit 0 a capacity found, 1 none or the search failed or was stopped, 2 refused."})
final class CapacityCommandLine implements Callable<Integer> {

    @Parameters(paramLabel = "MODEL", description = "the system (.orrery)")
    Path model;

    @Option(names = "--source", required = true, paramLabel = "NAME", description = "the source whose rate is offered")
    String source;

    @Option(names = "--slo", required = true, paramLabel = "BOUND",
            description = "the latency bound: p50, p99, p99.9, p99.99 or max below a time, such as p99<5ms")
    String slo;

    @Option(names = "--drops", paramLabel = "N", description = "events a window may drop (default 0)")
    long drops;

    @Option(names = "--from", paramLabel = "RATE", description = "the first rate, events/s (default 100)")
    double from = 100;

    @Option(names = "--max", paramLabel = "RATE", description = "the highest rate tried (default 1,000,000)")
    double max = 1_000_000;

    @Option(names = "--precision", paramLabel = "SHARE",
            description = "how close the sustained and failed rates end, a share of the rate (default 0.05)")
    double precision = 0.05;

    @Option(names = "--settle", paramLabel = "SECONDS", description = "settling before each window (default 3)")
    double settle = 3;

    @Option(names = "--window", paramLabel = "SECONDS", description = "each step's measured window (default 5)")
    double window = 5;

    @Option(names = "--set", paramLabel = "TARGET=VALUE",
            description = "a setting for every step, as a run description's set (repeatable)")
    Map<String, String> settings = new LinkedHashMap<>();

    @Option(names = "--lab", paramLabel = "LAB", description = "local (default), a lab directory or its lab.json")
    String lab = "local";

    @Option(names = "--out", paramLabel = "DIR", description = "where the report goes (default results/)")
    Path out = Path.of("results");

    @Mixin
    JsonOption answer;

    @Override
    public Integer call() {
        return CapacityCommand.run(new CapacityCommand.Options(model, source, slo, drops, from, max, precision, settle,
                window, settings, lab, out), answer.to(System.out), System.err);
    }
}
