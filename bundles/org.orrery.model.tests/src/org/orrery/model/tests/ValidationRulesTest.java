package org.orrery.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;

import org.eclipse.emf.ecore.EObject;
import org.junit.jupiter.api.Test;
import org.orrery.control.api.LinkProfile;
import org.orrery.model.Alert;
import org.orrery.model.AlertMeasure;
import org.orrery.model.Domain;
import org.orrery.model.DomainRole;
import org.orrery.model.Host;
import org.orrery.model.Isolation;
import org.orrery.model.Link;
import org.orrery.model.Operator;
import org.orrery.model.OperatorKind;
import org.orrery.model.OrreryFactory;
import org.orrery.model.ParameterType;
import org.orrery.model.io.DomainGroups;
import org.orrery.model.validation.ElementLabels;
import org.orrery.model.validation.OrreryValidation;
import org.orrery.model.validation.Rule;
import org.orrery.model.validation.ValidationProblem;

/** Every validation rule with a valid and an invalid case; each problem must name the rule and the element. */
class ValidationRulesTest {

    private final OrreryValidation validation = OrreryValidation.withBuiltInCatalog();

    @Test
    void theBuiltSystemIsValid() {
        assertEquals(List.of(), validation.validate(new SystemBuilder().system));
    }

    @Test
    void acyclicGraph() {
        SystemBuilder valid = new SystemBuilder();
        Operator merge = valid.operator("merge", OperatorKind.MERGE, "org.orrery.sample.merge");
        valid.connect(valid.source, merge);
        valid.connect(valid.filter, merge);
        assertNoProblem(valid, Rule.ACYCLIC_GRAPH);

        SystemBuilder invalid = new SystemBuilder();
        Operator transform = invalid.operator("transform", OperatorKind.TRANSFORM, "org.orrery.sample.bounce");
        invalid.connect(invalid.filter, transform);
        invalid.connect(transform, invalid.filter);
        assertOnlyProblem(invalid, Rule.ACYCLIC_GRAPH, null, "'filter' \u2192 'transform' \u2192 'filter'");
    }

    @Test
    void exactlyOneStar() {
        assertOnlyProblemOn(Rule.ONE_STAR, b -> b.star.setRole(DomainRole.PLANET), b -> b.system);
        assertOnlyProblem(Rule.ONE_STAR, b -> b.domain("star2", DomainRole.STAR, 7102), "domain 'star2'");
    }

    @Test
    void operatorsArePlacedOnPlanets() {
        assertOnlyProblemOn(Rule.OPERATOR_PLACEMENT, b -> b.filter.setPlacement(null), b -> b.filter);
        assertOnlyProblemOn(Rule.OPERATOR_PLACEMENT, b -> b.application.setPlacement(b.star), b -> b.application,
                "Star domain 'star'");
    }

    @Test
    void namesAreUniqueWithinTheSystem() {
        assertOnlyProblemOn(Rule.UNIQUE_NAMES, b -> b.application.setName("planet"), b -> b.application,
                "domain 'planet'");
        assertOnlyProblemOn(Rule.UNIQUE_NAMES, b -> b.host.setName(""), b -> b.host);
    }

    @Test
    void planetsShareDomainHostsByGroupAndTheStarRunsAlone() {
        SystemBuilder valid = new SystemBuilder();
        valid.planet.setIsolation(Isolation.SHARED);
        Domain second = valid.domain("planet2", DomainRole.PLANET, 0);
        second.setIsolation(Isolation.SHARED);
        second.setGroup("fast-lane");
        assertNoProblem(valid, Rule.DOMAIN_ISOLATION);
        assertEquals(DomainGroups.DEFAULT, DomainGroups.of(valid.planet), "a shared domain naming no group");
        assertEquals("fast-lane", DomainGroups.of(second));
        assertNull(DomainGroups.of(valid.star), "the Star in a process of its own");

        assertOnlyProblemOn(Rule.DOMAIN_ISOLATION, b -> b.star.setIsolation(Isolation.SHARED), b -> b.star,
                "the Star runs in a process of its own");
        assertOnlyProblemOn(Rule.DOMAIN_ISOLATION, b -> b.star.setGroup("g"), b -> b.star, "cannot share");
        assertOnlyProblemOn(Rule.DOMAIN_ISOLATION, b -> b.planet.setGroup("../etc"), b -> b.planet,
                "group '../etc': a group is named by a letter or digit");
    }

    @Test
    void controlPortsAreUniquePerHost() {
        SystemBuilder valid = new SystemBuilder();
        valid.domain("planet2", DomainRole.PLANET, 0);
        valid.domain("planet3", DomainRole.PLANET, 0);
        assertNoProblem(valid, Rule.UNIQUE_PORTS);

        assertOnlyProblem(Rule.UNIQUE_PORTS, b -> b.domain("planet2", DomainRole.PLANET, 7101), "7101",
                "domain 'planet'");
    }

    @Test
    void noConnectionIntoASourceOrOutOfAnApplication() {
        assertOnlyProblem(Rule.CONNECTION_DIRECTION,
                b -> b.connect(b.filter, b.operator("other", OperatorKind.SOURCE, "org.orrery.sample.source")));
        assertOnlyProblem(Rule.CONNECTION_DIRECTION,
                b -> b.connect(b.application, b.operator("merge", OperatorKind.MERGE, "org.orrery.sample.merge")),
                "starts at application operator 'application'");
    }

    @Test
    void predicatesParse() {
        SystemBuilder valid = new SystemBuilder();
        valid.sourceToFilter.setPredicate("celsius > 20 && sensor == 'a' || !(humid)");
        assertNoProblem(valid, Rule.PREDICATE_SYNTAX);

        String deep = "(".repeat(600) + "celsius > 1" + ")".repeat(600);
        assertOnlyProblemOn(Rule.PREDICATE_SYNTAX, b -> b.sourceToFilter.setPredicate(deep), b -> b.sourceToFilter,
                "nested 600 deep");
        assertOnlyProblemOn(Rule.PREDICATE_SYNTAX, b -> b.sourceToFilter.setPredicate("!".repeat(3_000) + "humid"),
                b -> b.sourceToFilter, "nested 3000 deep");
        for (String broken : new String[]{"celsius >", "celsius = 3", "celsius > " + "1".repeat(5_000)}) {
            assertOnlyProblemOn(Rule.PREDICATE_SYNTAX, b -> b.sourceToFilter.setPredicate(broken),
                    b -> b.sourceToFilter);
        }
        assertOnlyProblemOn(Rule.PREDICATE_SYNTAX, b -> b.filter.getParameters().get(0).setValue("celsius >>> "),
                b -> b.filter.getParameters().get(0));
    }

    @Test
    void operatorTypesAreKnown() {
        assertOnlyProblemOn(Rule.OPERATOR_TYPE, b -> b.filter.setType("org.example.nothing"), b -> b.filter,
                "org.example.nothing");
        assertOnlyProblemOn(Rule.OPERATOR_TYPE, b -> b.filter.setKind(OperatorKind.MERGE), b -> b.filter);
    }

    @Test
    void parameterValuesMatchTheirTypes() {
        SystemBuilder valid = new SystemBuilder();
        valid.parameter(valid.source, "eventsPerSecond", ParameterType.LONG, "250");
        assertNoProblem(valid, Rule.PARAMETER_VALUES);

        assertOnlyProblem(Rule.PARAMETER_VALUES,
                b -> b.parameter(b.source, "eventsPerSecond", ParameterType.LONG, "fast"));
        assertOnlyProblem(Rule.PARAMETER_VALUES, b -> b.parameter(b.source, "speed", ParameterType.LONG, "3"));
        assertOnlyProblemOn(Rule.PARAMETER_VALUES, b -> b.filter.getParameters().clear(), b -> b.filter);
    }

    @Test
    void domainColoursAreHexTriplets() {
        SystemBuilder valid = new SystemBuilder();
        valid.planet.setColour("#A0b1C2");
        assertNoProblem(valid, Rule.DOMAIN_COLOUR);

        assertOnlyProblemOn(Rule.DOMAIN_COLOUR, b -> b.planet.setColour("blue"), b -> b.planet);
    }

    @Test
    void wireFormatsAreBuiltInOrNamedAsAPluginWouldBe() {
        SystemBuilder valid = new SystemBuilder();
        assertEquals("binary", valid.sourceToFilter.getWireFormat(), "the default");
        valid.sourceToFilter.setWireFormat("json");
        valid.filterToApplication.setWireFormat("avro-2");
        assertNoProblem(valid, Rule.WIRE_FORMAT);

        assertOnlyProblemOn(Rule.WIRE_FORMAT, b -> b.sourceToFilter.setWireFormat("JSON"), b -> b.sourceToFilter,
                "not 'JSON'", "binary, json, java");
        assertOnlyProblemOn(Rule.WIRE_FORMAT, b -> b.filterToApplication.setWireFormat("proto buf"),
                b -> b.filterToApplication);
    }

    @Test
    void linkProfilesReadAndAHostPairIsLinkedOnce() {
        SystemBuilder valid = new SystemBuilder();
        Host other = otherHost(valid);
        link(valid.host, other, "wan-eu-us loss=1%");
        valid.sourceToFilter.setLink("delay=20ms jitter=5ms distribution=normal loss=5% loss-correlation=25%");
        valid.filterToApplication.setLink("lossy-wifi");
        assertNoProblem(valid, Rule.LINKS);

        assertOnlyProblemOn(Rule.LINKS, b -> b.sourceToFilter.setLink("delay=20 parsecs"), b -> b.sourceToFilter,
                "the link profile of connection 'source' \u2192 'filter'", "not 'parsecs'");
        assertOnlyProblemOn(Rule.LINKS, b -> b.sourceToFilter.setLink("wan-mars"), b -> b.sourceToFilter,
                "no link profile is named 'wan-mars'", "lan, lossy-wifi, wan-eu-us");
        assertOnlyProblemOn(Rule.LINKS, b -> b.sourceToFilter.setLink("jitter=5ms"), b -> b.sourceToFilter,
                "jitter varies a delay");
        assertOnlyProblem(Rule.LINKS, b -> link(b.host, b.host, "lan"), "leads from a host to itself");
        assertOnlyProblem(Rule.LINKS, b -> link(b.host, otherHost(b), ""), "needs a profile");
        assertOnlyProblem(Rule.LINKS, b -> link(b.host, otherHost(b), "loss=120%"),
                "the profile of link 'host' \u2013 'other'", "up to 100%");
        SystemBuilder twice = new SystemBuilder();
        Host beta = otherHost(twice);
        link(twice.host, beta, "lan");
        link(beta, twice.host, "wan-eu-us");
        assertEquals(2, validation.validate(twice.system).stream().filter(p -> p.rule() == Rule.LINKS).count(),
                "a link serves both ways, so each of the two is one too many");
    }

    @Test
    void aLinkProfileReadsItsLibraryAndSettingsAndWritesThemBack() {
        LinkProfile wan = LinkProfile.parse("wan-eu-us");
        assertEquals(45, wan.delayMillis());
        assertEquals("normal", wan.distribution());
        assertEquals(100_000_000, wan.rateBitsPerSecond());
        assertEquals("wan-eu-us", wan.toString(), "a library profile as it is is written by its name");
        LinkProfile lossier = LinkProfile.parse("wan-eu-us loss=5%");
        assertEquals(5, lossier.lossPercent());
        assertEquals("delay=45ms jitter=2ms distribution=normal loss=5% rate=100mbit", lossier.toString());
        assertEquals(lossier.toString(), LinkProfile.parse(lossier.toString()).toString(), "its text reads back");
        assertEquals("delay=45ms jitter=2ms distribution=normal loss=0.1% rate=2mbit",
                LinkProfile.parse("wan-eu-us rate=2mbit").toString(), "a setting of the library's changed");
        assertEquals(1_500_000, LinkProfile.parse("rate=1.5mbit").rateBitsPerSecond());
        assertEquals(500, LinkProfile.parse("delay=0.5s").delayMillis());
        for (String refused : List.of("", "delay=20ms delay", "rate=10", "delay=2m", "loss=5", "reorder=5%",
                "distribution=gamma delay=1ms", "colour=red", "loss-correlation=5%")) {
            assertTrue(LinkProfile.problem(refused) != null || refused.isEmpty(), refused);
        }
        assertNull(LinkProfile.parseOrNone(" "));
    }

    private static Host otherHost(SystemBuilder builder) {
        Host other = OrreryFactory.eINSTANCE.createHost();
        other.setName("other");
        builder.system.getHosts().add(other);
        return other;
    }

    private static Link link(Host from, Host to, String profile) {
        Link link = OrreryFactory.eINSTANCE.createLink();
        link.setPeer(to);
        link.setProfile(profile);
        from.getLinks().add(link);
        return link;
    }

    @Test
    void alertsWatchWhatTheSystemHasAndActOnParametersItsOperatorsTake() {
        SystemBuilder valid = new SystemBuilder();
        alert(valid, "drops", "source -> filter", AlertMeasure.DROPPED_PER_SECOND, "set source pacing=adaptive");
        alert(valid, "cpu", "planet", AlertMeasure.CPU_PERCENT, "");
        alert(valid, "quiet", "application", AlertMeasure.SILENT_SECONDS, null);
        alert(valid, "busy", "filter", AlertMeasure.BUSY_PERCENT, "priority filter->application -1");
        assertNoProblem(valid, Rule.ALERTS);

        assertOnlyProblem(Rule.ALERTS, b -> alert(b, "x", "filter->source", AlertMeasure.BACKLOG, null),
                "alert 'x' watches connection 'filter->source', which the system does not have");
        assertOnlyProblem(Rule.ALERTS, b -> alert(b, "x", "ghost", AlertMeasure.BUSY_PERCENT, null),
                "watches operator 'ghost'");
        assertOnlyProblem(Rule.ALERTS, b -> alert(b, "x", "source->filter", AlertMeasure.MEMORY_MB, null),
                "memory-mb is a figure of a domain, not of a connection");
        assertOnlyProblem(Rule.ALERTS, b -> alert(b, "x", "filter", AlertMeasure.BUSY_PERCENT, "set source speed=2"),
                "sets 'speed', which operator 'source' (org.orrery.sample.source) does not take");
        assertOnlyProblem(Rule.ALERTS, b -> alert(b, "x", "filter", AlertMeasure.BUSY_PERCENT, "set ghost n=2"),
                "acts on operator 'ghost'");
        assertOnlyProblem(Rule.ALERTS,
                b -> alert(b, "x", "filter", AlertMeasure.BUSY_PERCENT, "priority filter->source -1"),
                "acts on connection 'filter->source', which the system does not have");
        assertOnlyProblem(Rule.ALERTS, b -> alert(b, "x", "filter", AlertMeasure.BUSY_PERCENT, "stop filter"),
                "an action is 'set OPERATOR PARAMETER=VALUE'");
        assertOnlyProblem(Rule.ALERTS, b -> alert(b, "a b", "filter", AlertMeasure.BUSY_PERCENT, null),
                "an alert's name is a letter or digit");
        assertOnlyProblem(Rule.ALERTS, b -> {
            Alert negative = alert(b, "x", "filter", AlertMeasure.BUSY_PERCENT, null);
            negative.setLimit(-1);
            return negative;
        }, "its limit must be a number of 0 or more");
        SystemBuilder twice = new SystemBuilder();
        alert(twice, "x", "filter", AlertMeasure.BUSY_PERCENT, null);
        Alert second = alert(twice, "x", "source", AlertMeasure.BUSY_PERCENT, null);
        assertEquals(2, validation.validate(twice.system).size(), "both named twice");
        assertTrue(validation.validate(twice.system)
                .stream()
                .anyMatch(p -> p.element() == second && p.message().contains("more than one alert named 'x'")));
    }

    private static Alert alert(SystemBuilder builder, String name, String subject, AlertMeasure measure,
            String action) {
        Alert alert = OrreryFactory.eINSTANCE.createAlert();
        alert.setName(name);
        alert.setSubject(subject);
        alert.setMeasure(measure);
        alert.setLimit(10);
        alert.setAction(action);
        builder.system.getAlerts().add(alert);
        return alert;
    }

    private void assertNoProblem(SystemBuilder builder, Rule rule) {
        List<ValidationProblem> problems = validation.validate(builder.system);
        assertEquals(List.of(), problems.stream().filter(p -> p.rule() == rule).toList());
    }

    /**
     * Checks that a fresh system, after {@code change}, has one problem: of {@code rule}, on the element it returns.
     */
    private void assertOnlyProblem(Rule rule, Function<SystemBuilder, EObject> change, String... says) {
        SystemBuilder builder = new SystemBuilder();
        assertOnlyProblem(builder, rule, change.apply(builder), says);
    }

    /** Checks that a fresh system, after {@code change}, has one problem: of {@code rule}, on {@code element}. */
    private void assertOnlyProblemOn(Rule rule, Consumer<SystemBuilder> change,
            Function<SystemBuilder, EObject> element, String... says) {
        SystemBuilder builder = new SystemBuilder();
        change.accept(builder);
        assertOnlyProblem(builder, rule, element.apply(builder), says);
    }

    /**
     * Checks that the system has one problem, of {@code rule}, on {@code element} (unless null), saying each of
     * {@code says}.
     */
    private void assertOnlyProblem(SystemBuilder builder, Rule rule, EObject element, String... says) {
        ValidationProblem problem = onlyProblem(builder, rule);
        if (element != null) {
            assertSame(element, problem.element(), problem::toString);
        }
        for (String part : says) {
            assertTrue(problem.message().contains(part), problem.message());
        }
    }

    private ValidationProblem onlyProblem(SystemBuilder builder, Rule rule) {
        List<ValidationProblem> problems = validation.validate(builder.system);
        assertEquals(1, problems.size(), () -> "expected exactly one problem, got " + problems);
        ValidationProblem problem = problems.get(0);
        assertEquals(rule, problem.rule(), problem::toString);
        assertTrue(problem.message().startsWith(rule.id() + ": "), problem.message());
        EObject element = problem.element();
        assertTrue(problem.toString().startsWith(ElementLabels.describe(element) + ": "));
        return problem;
    }
}
