package org.orrery.cli;

import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;

import org.orrery.control.api.SystemApi;
import org.orrery.control.api.SystemApi.DeployRecord;
import org.orrery.control.api.SystemApi.DeployResult;
import org.orrery.deploy.DeploymentExport;
import org.orrery.lab.Lab;
import org.orrery.lab.LabException;
import org.orrery.lab.StarClient;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code orrery history [--changes] [--return N]}: the lab's deployments, and a return to one of them. */
@Command(name = "history", mixinStandardHelpOptions = true,
        description = {"The lab's deployments, newest first: when, by whom, which system, the outcome.",
                "--changes lists what each one changed; --return N deploys deployment N's system again (the Star",
                "keeps the last 10 deployed systems whole, marked 'can return'). Exit 0 done, 1 the return failed,",
                "2 no such deployment to return to."})
final class HistoryCommand extends LabCalls {

    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss")
            .withZone(ZoneId.systemDefault());

    @Option(names = "--changes", description = "list what each deployment changed")
    boolean changes;

    @Option(names = "--return", paramLabel = "N", description = "deploy deployment N's system again")
    Integer returnTo;

    @Mixin
    JsonOption answer;

    @Override
    int call(Lab lab) throws Exception {
        StarClient star = star(lab);
        if (returnTo != null) {
            DeployResult result;
            try {
                result = star.returnTo(returnTo, DeploymentExport.who());
            } catch (LabException e) {
                err.println("orrery history: " + e.getMessage());
                return e.status() / 100 == 4 ? 2 : 1;
            }
            if (answer.print(out, result)) {
                return result.deployed() ? 0 : 1;
            }
            if (!result.deployed()) {
                err.println("orrery history: the return to deployment " + returnTo + " failed: " + result.error()
                        + " (rolled back)");
                return 1;
            }
            out.println("returned to deployment " + returnTo + ": deployed " + result.system());
            return 0;
        }
        SystemApi.DeployHistory history = star.history();
        if (answer.print(out, history)) {
            return 0;
        }
        List<DeployRecord> deployments = history.deployments();
        if (deployments.isEmpty()) {
            out.println("nothing was deployed to this lab yet");
        }
        for (DeployRecord record : deployments) {
            out.printf("#%-4d %s  %-28s %-16s %s%s%n", record.number(),
                    TIME.format(Instant.ofEpochMilli(record.atMillis())), record.by(),
                    record.system().isEmpty() ? "-" : record.system(), record.result(),
                    record.returnable() ? "  (can return)" : "");
            if (changes) {
                record.changes().forEach(change -> out.println("        " + change));
            }
        }
        return 0;
    }
}
