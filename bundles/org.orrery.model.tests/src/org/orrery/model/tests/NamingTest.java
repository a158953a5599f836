package org.orrery.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.orrery.control.api.NamePattern;
import org.orrery.model.Operator;
import org.orrery.model.OperatorKind;
import org.orrery.model.OrreryFactory;
import org.orrery.model.ParameterType;
import org.orrery.model.Subscription;
import org.orrery.model.diff.SystemDiff;
import org.orrery.model.naming.NameTree;
import org.orrery.model.naming.Subscriptions;
import org.orrery.model.validation.OrreryValidation;
import org.orrery.model.validation.Rule;
import org.orrery.model.validation.ValidationProblem;

/** The naming tree: patterns, the tree of names, subscriptions resolved to connections, and their rules. */
class NamingTest {

    private final OrreryValidation validation = OrreryValidation.withBuiltInCatalog();

    @Test
    void patternsMatchWholeSegments() {
        assertTrue(NamePattern.of("/sensors/temperature/a").matches("/sensors/temperature/a"));
        assertTrue(NamePattern.of("/sensors/*/a").matches("/sensors/temperature/a"));
        assertFalse(NamePattern.of("/sensors/*").matches("/sensors/temperature/a"), "* is one segment");
        assertTrue(NamePattern.of("/sensors/**").matches("/sensors/temperature/a"));
        assertTrue(NamePattern.of("/sensors/**").matches("/sensors"));
        assertFalse(NamePattern.of("/sensors/**").matches("/sensorsX/a"));
        assertFalse(NamePattern.of("/sensors/temperature").matches("/sensors/temperature/a"));
        assertFalse(NamePattern.of("/a").matches(null));
        assertNull(NamePattern.problem("/"));
        for (String bad : List.of("", "sensors", "/a//b", "/a/", "/a/te*mp", "/**/a", "/a b")) {
            assertTrue(NamePattern.problem(bad) != null, bad);
        }
    }

    /**
     * Every subscription that can deliver is sent as itself too, for the names operators bind while the system runs;
     * one that matches no operator of the model now is one of those, not an error.
     */
    @Test
    void everyDeliverableSubscriptionGoesToTheStarForTheNamesBoundAtRunTime() {
        SystemBuilder b = named();
        Subscription room = subscribe(b.application, "/labs/005/devices");
        Subscription sensors = subscribe(b.filter, "/sensors/temperature/*");
        subscribe(b.source, "/labs/**"); // a source takes no input: validation names it, it never delivers
        assertEquals(List.of(sensors, room), Subscriptions.deliverable(b.system));
        assertEquals(List.of(), Subscriptions.resolve(b.system).stream().filter(r -> r.subscription() == room).toList(),
                "no operator of the model has the name: it is bound at run time, or never");
    }

    private static Subscription subscribe(Operator subscriber, String pattern) {
        Subscription subscription = OrreryFactory.eINSTANCE.createSubscription();
        subscription.setPattern(pattern);
        subscriber.getSubscriptions().add(subscription);
        return subscription;
    }

    /** The built system with two more sources named under /sensors and the application subscribing to them. */
    private static SystemBuilder named() {
        SystemBuilder b = new SystemBuilder();
        b.source.setSymbolicName("/sensors/temperature/a");
        Operator second = b.operator("second", OperatorKind.SOURCE, "org.orrery.sample.source");
        second.setSymbolicName("/sensors/temperature/b");
        Operator pressure = b.operator("pressure", OperatorKind.SOURCE, "org.orrery.sample.source");
        pressure.setSymbolicName("/sensors/pressure/a");
        b.filter.setSymbolicName("/filters/hot");
        return b;
    }

    @Test
    void aSubscriptionResolvesToAConnectionFromEveryMatchingOperatorAndReusesAWiredOne() {
        SystemBuilder b = named();
        subscribe(b.application, "/sensors/temperature/*");
        subscribe(b.filter, "/sensors/temperature/a"); // wired already: reused
        List<String> resolved = Subscriptions.resolve(b.system)
                .stream()
                .map(r -> r.source().getName() + "->" + r.subscriber().getName() + (r.reused() ? " (wired)" : ""))
                .toList();
        assertEquals(List.of("source->filter (wired)", "source->application", "second->application"), resolved);
        assertEquals(2, Subscriptions.added(b.system).size());
        assertEquals(List.of(), validation.validate(b.system));
    }

    @Test
    void theNamesFormATree() {
        NameTree.Node root = NameTree.of(named().system);
        assertEquals(List.of("filters", "sensors"), List.copyOf(root.children().keySet()));
        NameTree.Node temperature = root.children().get("sensors").children().get("temperature");
        assertEquals("/sensors/temperature", temperature.path());
        assertEquals(List.of("a", "b"), List.copyOf(temperature.children().keySet()));
        assertEquals("source", temperature.children().get("a").operators().get(0).getName());
    }

    @Test
    void subscriptionRules() {
        SystemBuilder badPattern = named();
        subscribe(badPattern.application, "sensors/*");
        assertOnly(badPattern, Rule.NAMES, "starts at the root");

        SystemBuilder intoSource = named();
        subscribe(intoSource.source, "/filters/hot");
        assertOnly(intoSource, Rule.NAMES, "sources have no incoming connections");

        SystemBuilder loop = named();
        subscribe(loop.filter, "/filters/**"); // the filter would feed itself: it is left out
        assertEquals(List.of(), validation.validate(loop.system));
        Operator later = loop.operator("later", OperatorKind.FILTER, "org.orrery.sample.filter");
        later.setSymbolicName("/later");
        loop.parameter(later, "predicate", ParameterType.STRING, "celsius > 30");
        loop.connect(loop.filter, later);
        subscribe(loop.filter, "/later"); // filter -> later wired, later -> filter subscribed: a cycle
        assertOnly(loop, Rule.ACYCLIC_GRAPH, "cycle");

        SystemBuilder predicate = named();
        subscribe(predicate.application, "/sensors/**").setPredicate("celsius >>> ");
        assertOnly(predicate, Rule.PREDICATE_SYNTAX, "does not parse");
    }

    @Test
    void aDiffNamesAChangedSubscription() {
        SystemBuilder before = named();
        SystemBuilder after = named();
        subscribe(after.application, "/sensors/temperature/*");
        assertEquals(List.of("~ operator application: subscriptions: (none) -> /sensors/temperature/*"),
                SystemDiff.of(before.system, after.system).changes().stream().map(Object::toString).toList());
    }

    private void assertOnly(SystemBuilder builder, Rule rule, String says) {
        List<ValidationProblem> problems = validation.validate(builder.system);
        assertEquals(1, problems.size(), problems::toString);
        assertEquals(rule, problems.get(0).rule(), problems::toString);
        assertTrue(problems.get(0).message().contains(says), problems::toString);
    }
}
