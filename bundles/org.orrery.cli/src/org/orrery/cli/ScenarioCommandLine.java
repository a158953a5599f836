package org.orrery.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import org.orrery.run.ScenarioCommand;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code orrery scenario STEP...}: faults and changes played against the running system, as a run's scenario. */
@Command(name = "scenario", mixinStandardHelpOptions = true,
        description = {"Play faults and changes against the system running on a lab, at their times from now.",
                "Each step reads 'at TIME ACTION ...': kill DOMAIN | stop DOMAIN [for TIME] | start DOMAIN |",
                "partition HOST HOST [for TIME] | link HOST HOST rate=R delay=D jitter=J loss=L% [for TIME] (both on a",
                "lab of namespaces) | set OPERATOR NAME=VALUE... (TIME: 500ms, 20s, 2m). Says each step as it is",
                "played and, every second, what the watched operators receive and which",
                "domains are down; at the end each watched operator's rate in each phase. What is in force at the end",
                "(or on Ctrl+C) is undone. Exit 0 every step played, 1 one failed, 2 refused."})
final class ScenarioCommandLine implements Callable<Integer> {

    @Parameters(paramLabel = "STEP", arity = "0..*", description = "a step, quoted: 'at 5s kill planet2'")
    List<String> steps = new ArrayList<>();

    @Option(names = "--file", paramLabel = "FILE", description = "steps, one a line (# starts a comment line)")
    Path file;

    @Option(names = "--model", paramLabel = "MODEL",
            description = "the deployed system's model, so that a partition may name its hosts (else lab hosts)")
    Path model;

    @Option(names = "--watch", paramLabel = "OPERATOR", split = ",",
            description = "the operators whose rates are shown (default: the ends of the system's paths)")
    List<String> watch = new ArrayList<>();

    @Option(names = "--after", paramLabel = "SECONDS",
            description = "how long it goes on after the last step and its end (default 5)")
    double after = 5;

    @Option(names = "--lab", paramLabel = "LAB", description = "local (default), a lab directory or its lab.json")
    String lab = "local";

    @Mixin
    JsonOption answer;

    @Override
    public Integer call() {
        return ScenarioCommand.run(new ScenarioCommand.Options(steps, file, model, watch, after, lab),
                answer.to(System.out), System.err);
    }
}
