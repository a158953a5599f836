package org.orrery.run;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.orrery.model.Domain;
import org.orrery.model.DomainRole;
import org.orrery.model.OrrerySystem;
import org.orrery.model.catalog.OperatorCatalog;
import org.orrery.run.RunDescription.Expectation;
import org.orrery.run.RunDescription.Test;
import org.orrery.run.Scenario.Step;

/**
 * What is wrong with a test's scenario before anything runs: steps outside the window, a domain that is not a Planet of
 * the system, a host that is neither the system's nor of the form of a lab's, settings its operator does not take,
 * expectations of a phase the scenario does not have, a scenario beside a capacity search.
 */
final class ScenarioCheck {

    private ScenarioCheck() {
    }

    static List<String> problems(Test test, OrrerySystem system, OperatorCatalog catalog) {
        List<String> problems = new ArrayList<>();
        test.measures()
                .stream()
                .filter(m -> Expectations.PHASE_FIGURES.contains(m.figure()))
                .forEach(m -> problems.add("the measure of " + m.operator() + ": " + m.figure()
                        + " is a figure of a phase; bound it in an <expect phase=\"...\">"));
        Scenario scenario = test.scenario();
        if (scenario == null) {
            for (Expectation expectation : test.expectations()) {
                if (expectation.phase() != null) {
                    problems.add("expectation '" + expectation.label() + "' names phase '" + expectation.phase()
                            + "', but the test has no <scenario>");
                }
            }
            return problems;
        }
        long duration = test.workload().durationMillis();
        problems.addAll(scenario.problems(duration));
        if (test.capacity() != null) {
            problems.add("a test either searches for a capacity or plays a scenario, not both");
        }
        for (Step step : scenario.steps()) {
            String what = "step '" + step.text() + "': ";
            switch (step.action()) {
                case KILL, STOP, START, CPU_HOG -> {
                    Domain domain = system.getHosts()
                            .stream()
                            .flatMap(h -> h.getDomains().stream())
                            .filter(d -> d.getName().equals(step.subjects().get(0)))
                            .findFirst()
                            .orElse(null);
                    if (domain == null) {
                        problems.add(what + "the system has no domain '" + step.subjects().get(0) + "'");
                    } else if (domain.getRole() == DomainRole.STAR) {
                        problems.add(what + "'" + domain.getName() + "' is the Star, which coordinates the run;"
                                + " a scenario acts on Planets");
                    }
                }
                case PARTITION, LINK -> {
                    for (String host : step.subjects().subList(0, 2)) {
                        if (!LabHosts.nameable(system, host)) {
                            problems.add(what + "'" + host + "' is neither a host of the system nor a lab host (h1,"
                                    + " h2, ...)");
                        }
                    }
                }
                case SET -> {
                    for (Map.Entry<String, String> setting : step.settings().entrySet()) {
                        String problem = Targets.problem(step.subjects().get(0) + "." + setting.getKey(),
                                setting.getValue(), system, catalog);
                        if (problem != null) {
                            problems.add(what + problem);
                        }
                    }
                }
            }
        }
        for (Expectation expectation : test.expectations()) {
            if (expectation.phase() != null && scenario.phase(expectation.phase(), duration) == null) {
                problems.add("expectation '" + expectation.label() + "' names phase '" + expectation.phase()
                        + "', which the scenario does not have (its phases: "
                        + String.join(", ", scenario.phases(duration).stream().map(Scenario.Phase::name).toList())
                        + ")");
            }
        }
        return problems;
    }
}
