package org.orrery.cli;

import java.util.List;

import org.orrery.control.api.SystemApi.DomainView;
import org.orrery.lab.Lab;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** {@code orrery domain stop|start|restart DOMAIN}: one Planet of the running system stopped, started or restarted. */
@Command(name = "domain", mixinStandardHelpOptions = true, description = {
        "Stop, start, restart or kill one Planet of the running system.",
        "The other domains run on. Stopped, its process ends and stays ended; started, a new process gets the",
        "domain's part of the running deployment; killed, its process ends at once, as a crash would end it, and",
        "its node daemon and the Star recover it. A refusal (the Star, an unknown domain, one already stopped or",
        "running) is printed (exit 1)."})
final class DomainCommand extends LabCalls {

    @Parameters(index = "0", paramLabel = "ACTION", description = "stop, start, restart or kill")
    String action;

    @Parameters(index = "1", paramLabel = "DOMAIN", description = "the domain's name in the deployed system")
    String domain;

    @Mixin
    JsonOption answer;

    @Override
    int call(Lab lab) throws Exception {
        if (!List.of("stop", "start", "restart", "kill").contains(action)) {
            err.println("orrery domain: the action is stop, start, restart or kill, not '" + action + "'");
            return 2;
        }
        DomainView view = star(lab).domainAction(domain, action);
        if (answer.print(out, view)) {
            return 0;
        }
        out.println(view.name() + " on " + view.host() + ": "
                + (view.up() ? "up, pid " + view.pid() : "down (" + view.error() + ")"));
        return 0;
    }
}
