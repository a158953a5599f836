package org.orrery.cli;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;

import org.orrery.run.RunCommand;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code orrery run FILE}: a run description run on a lab, with its results and reports written. */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = {"Run a run description and write its results and reports.",
                "A description (model/orrery-run-1.xsd) runs on a lab, the embedded one by default (started and",
                "stopped when none runs): every combination of its variables in a fresh deployment, warm-up excluded;",
                "writes the description with its results and the reports into DIR, and keeps a copy as history",
                "(OUT/history; --gate-history fails on a shift against it, see trend). Ctrl+C keeps what finished.",
                "A lab in network namespaces is run from inside its Star's namespace.",
                "Exit 0 done, 1 a combination or report failed, 2 the description is refused."})
final class RunCommandLine implements Callable<Integer> {

    @Parameters(paramLabel = "FILE", description = "the run description")
    Path file;

    @Option(names = "--lab", paramLabel = "LAB", description = "local (default), a lab directory or its lab.json")
    String lab = "local";

    @Option(names = "--out", paramLabel = "DIR", description = "where results and reports go (default results/)")
    Path out = Path.of("results");

    @Option(names = "--only", paramLabel = "TARGET=VALUE",
            description = "set a target for every combination " + "(repeatable)")
    Map<String, String> only = new LinkedHashMap<>();

    @Option(names = "--report", paramLabel = "MODE,...",
            description = "report modes (default all: png, csv, markdown " + "and " + "any on ORRERY_RUN_CLASSPATH)")
    String reports;

    @Option(names = "--revision", paramLabel = "REV",
            description = "the revision recorded in the results (the script " + "passes git describe)")
    String revision;

    @Option(names = "--history", paramLabel = "DIR",
            description = "where the run is kept with the runs before it (default OUT/history)")
    Path history;

    @Option(names = "--gate-history",
            description = "fail (exit 1) when a figure shifted against the last runs kept on this machine")
    boolean gateHistory;

    @Option(names = "--check", description = "only check the description")
    boolean check;

    @Option(names = "--report-only", description = "only write the reports of a file that holds results")
    boolean reportOnly;

    @Mixin
    JsonOption answer;

    @Override
    public Integer call() {
        if (revision == null) {
            revision = System.getProperty("orrery.revision");
        }
        return RunCommand.run(new RunCommand.Options(file, lab, out, only, reports, revision, check, reportOnly,
                history, gateHistory), answer.to(System.out), System.err);
    }
}
