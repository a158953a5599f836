package org.orrery.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;

import org.orrery.run.Trend;
import org.orrery.run.TrendCommand;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code orrery trend DIR}: each figure of kept runs across them, and the runs where one shifted. */
@Command(name = "trend", mixinStandardHelpOptions = true,
        description = {"Plot each figure of a directory of run results across the runs, and flag shifts.",
                "Reads the result files in DIR (orrery run keeps every run in results/history/), oldest first. A run",
                "shifted when its median moved beyond SHARE against the last N runs on the same machine and a",
                "Mann-Whitney U test of its repeats against theirs gives p < P. Writes trend-K.png and .svg per",
                "figure and trend.md. Exit 0 done (1 with --gate when the newest run shifted), 2 refused."})
final class TrendCommandLine implements Callable<Integer> {

    @Parameters(paramLabel = "DIR", description = "the directory of result files")
    Path dir;

    @Option(names = "--out", paramLabel = "DIR", description = "where the charts go (default results/trend)")
    Path out = Path.of("results", "trend");

    @Option(names = "--window", paramLabel = "N", description = "earlier runs compared with (default 5, at least 2)")
    int window = Trend.Judgement.DEFAULT.window();

    @Option(names = "--shift", paramLabel = "SHARE", description = "the shift of the median allowed (default 0.1)")
    double share = Trend.Judgement.DEFAULT.share();

    @Option(names = "--alpha", paramLabel = "P", description = "the test's significance (default 0.05)")
    double alpha = Trend.Judgement.DEFAULT.alpha();

    @Option(names = "--gate", description = "exit 1 when the newest run shifted")
    boolean gate;

    @Mixin
    JsonOption answer;

    @Override
    public Integer call() {
        return TrendCommand.run(new TrendCommand.Options(dir, out, window, share, alpha, gate), answer.to(System.out),
                System.err);
    }
}
