package org.orrery.run;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.orrery.run.RunDescription.Result;
import org.orrery.run.RunDescription.Test;
import org.orrery.run.RunDescription.Verdict;

/**
 * What a run came to: the description with its results, each failed combination ("test {variables}: errors") and failed
 * expectation ("test {variables}: expectation, subject: why"), how many expectations were judged, and each report mode
 * that could not write its report.
 */
public record RunOutcome(RunDescription results, List<String> failures, int verdicts, int failedVerdicts,
        List<String> reportProblems) {

    public RunOutcome {
        failures = List.copyOf(failures);
        reportProblems = List.copyOf(reportProblems);
    }

    /** The outcome of {@code results}: what failed in them, and the report problems given. */
    public static RunOutcome of(RunDescription results, List<String> reportProblems) {
        List<String> failures = new ArrayList<>();
        int verdicts = 0;
        int failed = 0;
        for (Test test : results.tests()) {
            for (Result result : test.results()) {
                if (!result.errors().isEmpty()) {
                    failures.add(test.name() + " " + result.variables() + ": " + String.join("; ", result.errors()));
                }
                for (Verdict verdict : result.verdicts()) {
                    verdicts++;
                    if (!verdict.passed()) {
                        failed++;
                        failures.add(test.name() + " " + result.variables() + ": expected " + verdict.expect() + ": "
                                + verdict.message());
                    }
                }
            }
        }
        return new RunOutcome(results, failures, verdicts, failed, reportProblems);
    }

    public int ran() {
        return results.tests().stream().mapToInt(test -> test.results().size()).sum();
    }

    /** The combinations that had errors. */
    public long failedCombinations() {
        return results.tests()
                .stream()
                .flatMap(test -> test.results().stream())
                .filter(result -> !result.errors().isEmpty())
                .count();
    }

    /**
     * "N combinations ran, M failed[, K of L expectations held][, stopped before the end]; results in DIR", a
     * combination failing when it had errors.
     */
    public String summary(boolean stopped, Path outDir) {
        int ran = ran();
        long failedCombinations = failedCombinations();
        return ran + " combination" + (ran == 1 ? "" : "s") + " ran, " + failedCombinations + " failed"
                + (verdicts == 0 ? ""
                        : ", " + (verdicts - failedVerdicts) + " of " + verdicts + " expectation"
                                + (verdicts == 1 ? "" : "s") + " held")
                + (stopped ? ", stopped before the end" : "") + "; results in " + outDir;
    }
}
