package org.orrery.cli;

import org.orrery.control.api.LiveStatus;
import org.orrery.lab.Lab;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code orrery undeploy}: removes the deployed system; the lab keeps running. */
@Command(name = "undeploy", mixinStandardHelpOptions = true, description = "Remove the deployed system and stop its "
        + "Planets; the lab keeps running (./orrery lab stop ends it).")
final class UndeployCommand extends LabCalls {

    @Mixin
    JsonOption answer;

    @Override
    int call(Lab lab) throws Exception {
        LiveStatus left = star(lab).undeploy();
        if (answer.print(out, left)) {
            return 0;
        }
        out.println("undeployed; the lab keeps running (./orrery lab stop ends it)");
        return 0;
    }
}
