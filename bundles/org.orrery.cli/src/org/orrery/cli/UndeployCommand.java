package org.orrery.cli;

import org.orrery.lab.Lab;

import picocli.CommandLine.Command;

/** {@code orrery undeploy}: removes the deployed system; the lab keeps running. */
@Command(name = "undeploy", mixinStandardHelpOptions = true, description = "Remove the deployed system and stop its "
        + "Planets; the lab keeps running (./orrery lab stop ends it).")
final class UndeployCommand extends LabCalls {

    @Override
    int call(Lab lab) throws Exception {
        star(lab).undeploy();
        out.println("undeployed; the lab keeps running (./orrery lab stop ends it)");
        return 0;
    }
}
