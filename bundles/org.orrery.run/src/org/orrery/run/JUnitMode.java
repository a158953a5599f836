package org.orrery.run;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import javax.xml.transform.OutputKeys;
import javax.xml.transform.Transformer;
import javax.xml.transform.TransformerException;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;

import org.orrery.control.util.SecureXml;
import org.orrery.model.io.AtomicFiles;
import org.orrery.run.RunDescription.Result;
import org.orrery.run.RunDescription.Test;
import org.orrery.run.RunDescription.Verdict;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * The JUnit XML mode ({@code BASE-junit.xml}), the report format CI servers read: a test suite per test, in it a test
 * case per combination that ran (an {@code error} when it could not run or measure), one per phase of its scenario (a
 * {@code failure} naming the phase and what did not hold in it) and one per verdict (a {@code failure} whose message
 * names the figure that decided it). A case's class is the group and test, its name the combination's values and the
 * expectation's subject.
 */
public final class JUnitMode implements ReportMode {

    @Override
    public String name() {
        return "junit";
    }

    @Override
    public List<Path> write(RunDescription results, String base, Path dir) throws IOException {
        Path file = dir.resolve(base + "-junit.xml");
        Document document = SecureXml.documentBuilder(null, 0).newDocument();
        Element suites = document.createElement("testsuites");
        suites.setAttribute("name", results.name());
        document.appendChild(suites);
        int allTests = 0;
        int allFailures = 0;
        int allErrors = 0;
        for (Test test : results.tests()) {
            Element suite = document.createElement("testsuite");
            suites.appendChild(suite);
            String className = results.name() + "." + test.name();
            int tests = 0;
            int failures = 0;
            int errors = 0;
            for (Result result : test.results()) {
                String combination = result.variables().toString();
                Element ran = testCase(document, suite, className, combination);
                tests++;
                if (!result.errors().isEmpty()) {
                    errors++;
                    outcome(document, ran, "error", String.join("; ", result.errors()));
                }
                if (test.scenario() != null) {
                    for (Scenario.Phase phase : test.scenario().phases(test.workload().durationMillis())) {
                        Element judged = testCase(document, suite, className,
                                combination + " phase " + phase.name() + " (" + Scenario.time(phase.fromMillis())
                                        + " to " + Scenario.time(phase.toMillis()) + ")");
                        tests++;
                        List<String> failed = phaseFailures(test, phase, result);
                        if (failed.isEmpty()) {
                            Element out = document.createElement("system-out");
                            out.setTextContent("every expectation of phase " + phase.name() + " held");
                            judged.appendChild(out);
                        } else {
                            failures++;
                            outcome(document, judged, "failure",
                                    "phase " + phase.name() + ": " + String.join("; ", failed));
                        }
                    }
                }
                for (Verdict verdict : result.verdicts()) {
                    Element judged = testCase(document, suite, className,
                            combination + " " + verdict.expect() + " [" + verdict.subject() + "]");
                    tests++;
                    if (verdict.passed()) {
                        Element out = document.createElement("system-out");
                        out.setTextContent(verdict.message());
                        judged.appendChild(out);
                    } else {
                        failures++;
                        outcome(document, judged, "failure", verdict.message());
                    }
                }
            }
            suite.setAttribute("name", className);
            suite.setAttribute("tests", String.valueOf(tests));
            suite.setAttribute("failures", String.valueOf(failures));
            suite.setAttribute("errors", String.valueOf(errors));
            suite.setAttribute("skipped", "0");
            String date = results.environment().get("date");
            if (date != null) {
                suite.setAttribute("timestamp", date);
            }
            allTests += tests;
            allFailures += failures;
            allErrors += errors;
        }
        suites.setAttribute("tests", String.valueOf(allTests));
        suites.setAttribute("failures", String.valueOf(allFailures));
        suites.setAttribute("errors", String.valueOf(allErrors));
        AtomicFiles.write(file, out -> {
            try {
                Transformer transformer = TransformerFactory.newInstance().newTransformer();
                transformer.setOutputProperty(OutputKeys.INDENT, "yes");
                transformer.setOutputProperty(OutputKeys.ENCODING, "UTF-8");
                transformer.transform(new DOMSource(document), new StreamResult(out));
            } catch (TransformerException e) {
                throw new IOException("cannot write " + file + ": " + e.getMessage(), e);
            }
        });
        return List.of(file);
    }

    /** The messages of the verdicts on {@code result} of the expectations judged on {@code phase}. */
    private static List<String> phaseFailures(Test test, Scenario.Phase phase, Result result) {
        Set<String> ofPhase = new HashSet<>();
        test.expectations().stream().filter(e -> phase.name().equals(e.phase())).forEach(e -> ofPhase.add(e.label()));
        return result.verdicts()
                .stream()
                .filter(v -> !v.passed() && ofPhase.contains(v.expect()))
                .map(Verdict::message)
                .toList();
    }

    private static Element testCase(Document document, Element suite, String className, String name) {
        Element testCase = document.createElement("testcase");
        testCase.setAttribute("classname", className);
        testCase.setAttribute("name", name);
        testCase.setAttribute("time", "0");
        suite.appendChild(testCase);
        return testCase;
    }

    /** A {@code failure} or {@code error} under {@code testCase}, with its message as attribute and text. */
    private static void outcome(Document document, Element testCase, String kind, String message) {
        Element element = document.createElement(kind);
        element.setAttribute("message", message);
        element.setAttribute("type", kind.equals("failure") ? "expectation" : "run");
        element.setTextContent(message);
        testCase.appendChild(element);
    }
}
