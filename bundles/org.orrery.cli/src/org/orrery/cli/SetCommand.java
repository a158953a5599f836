package org.orrery.cli;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.orrery.control.api.SystemApi.ParameterChangeResult;
import org.orrery.lab.Lab;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** {@code orrery set OPERATOR NAME=VALUE...}: changes parameters of a running operator in place. */
@Command(name = "set", mixinStandardHelpOptions = true, description = {
        "Change parameters of a running operator in place.",
        "It keeps its state and counters (a filter's predicate, a source's eventsPerSecond, an application's",
        "workMicrosPerEvent, a router's subscription.NAME). The operator takes or refuses the new values; refused,",
        "it runs on as it was and the reason is printed (exit 1)."})
final class SetCommand extends LabCalls {

    @Parameters(index = "0", paramLabel = "OPERATOR", description = "the operator's name in the deployed system")
    String operator;

    @Parameters(index = "1..*", arity = "1..*", paramLabel = "NAME=VALUE", description = "the parameters to change")
    List<String> assignments;

    @Mixin
    JsonOption answer;

    @Override
    int call(Lab lab) throws Exception {
        Map<String, String> parameters = new LinkedHashMap<>();
        for (String assignment : assignments) {
            int equals = assignment.indexOf('=');
            if (equals <= 0) {
                err.println("orrery set: '" + assignment + "' is not NAME=VALUE");
                return 2;
            }
            parameters.put(assignment.substring(0, equals), assignment.substring(equals + 1));
        }
        ParameterChangeResult result = star(lab).reconfigure(operator, parameters);
        if (answer.print(out, result)) {
            return 0;
        }
        out.println(
                result.operator() + " on " + result.domain() + " now runs with " + new TreeMap<>(result.parameters()));
        return 0;
    }
}
