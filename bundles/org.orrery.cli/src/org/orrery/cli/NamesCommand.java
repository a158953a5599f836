package org.orrery.cli;

import org.orrery.control.api.DomainApi.NameBinding;
import org.orrery.control.api.SystemApi;
import org.orrery.control.api.SystemApi.ConnectionSpec;
import org.orrery.control.api.SystemApi.ContextSubscription;
import org.orrery.lab.Lab;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code orrery names}: what the running system's context-sensitive names resolve to now. */
@Command(name = "names", mixinStandardHelpOptions = true, description = {
        "What the running system's subscriptions by name resolve to now.",
        "Operators bind context-sensitive names while it runs. Shown: each subscription, each binding the Planets",
        "report (name, member, the operator that bound it),",
        "the connections the Star made for them, those it did not make because they would close a loop, and",
        "why the last rebinding was refused if it was.",
        "Exit 0 answered, 1 the lab did not answer or runs no system."})
final class NamesCommand extends LabCalls {

    @Mixin
    JsonOption answer;

    @Override
    int call(Lab lab) throws Exception {
        SystemApi.ContextNames names = star(lab).names();
        if (answer.print(out, names)) {
            return 0;
        }
        out.println("subscriptions by name: " + names.subscriptions().size());
        for (ContextSubscription subscription : names.subscriptions()) {
            out.printf("  %-24s %s%s%n", subscription.subscriber(), subscription.pattern(),
                    subscription.predicate() == null || subscription.predicate().isEmpty() ? ""
                            : "  where " + subscription.predicate());
        }
        out.println("bound now: " + names.bindings().size());
        for (NameBinding binding : names.bindings()) {
            out.printf("  %-32s %-32s by %s%n", binding.name(), binding.member(), binding.operator());
        }
        out.println("connections made for them: " + names.connections().size());
        for (ConnectionSpec connection : names.connections()) {
            out.printf("  %-40s for %s%n", connection.source() + " -> " + connection.target(), connection.boundTo());
        }
        for (String loop : names.loops()) {
            out.println("not connected, it would close a loop: " + loop);
        }
        if (!names.refused().isEmpty()) {
            out.println("the last rebinding was refused: " + names.refused());
        }
        return 0;
    }
}
