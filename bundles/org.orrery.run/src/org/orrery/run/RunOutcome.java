package org.orrery.run;

import java.nio.file.Path;
import java.util.List;

/**
 * What a run came to: the description with its results, each failed combination ("test {variables}: errors"), and each
 * report mode that could not write its report.
 */
public record RunOutcome(RunDescription results, List<String> failures, List<String> reportProblems) {

    public RunOutcome {
        failures = List.copyOf(failures);
        reportProblems = List.copyOf(reportProblems);
    }

    public int ran() {
        return results.tests().stream().mapToInt(test -> test.results().size()).sum();
    }

    /** "N combinations ran, M failed[, stopped before the end]; results in DIR". */
    public String summary(boolean stopped, Path outDir) {
        int ran = ran();
        return ran + " combination" + (ran == 1 ? "" : "s") + " ran, " + failures.size() + " failed"
                + (stopped ? ", stopped before the end" : "") + "; results in " + outDir;
    }
}
