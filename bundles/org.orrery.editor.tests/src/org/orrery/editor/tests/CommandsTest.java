package org.orrery.editor.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.Arrays;
import java.util.List;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.gef.commands.Command;
import org.eclipse.gef.commands.CommandStack;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.orrery.control.api.AlertApi;
import org.orrery.editor.commands.AddBundleCommand;
import org.orrery.editor.commands.AlertCommand;
import org.orrery.editor.commands.CreateConnectionCommand;
import org.orrery.editor.commands.CreateNodeCommand;
import org.orrery.editor.commands.DeleteCommand;
import org.orrery.editor.commands.InsertOperatorCommand;
import org.orrery.editor.commands.PasteCommand;
import org.orrery.editor.commands.ReconnectCommand;
import org.orrery.editor.commands.ReparentCommand;
import org.orrery.editor.commands.SetBendpointsCommand;
import org.orrery.editor.commands.SetBoundsCommand;
import org.orrery.editor.commands.SetFeatureCommand;
import org.orrery.editor.commands.SetParameterCommand;
import org.orrery.editor.commands.Snippet;
import org.orrery.editor.layout.AutoLayout;
import org.orrery.editor.properties.ElementPropertySource;
import org.orrery.model.Alert;
import org.orrery.model.Bounds;
import org.orrery.model.Bundle;
import org.orrery.model.Connection;
import org.orrery.model.DeliveryMode;
import org.orrery.model.Domain;
import org.orrery.model.Host;
import org.orrery.model.Isolation;
import org.orrery.model.LatencyProfile;
import org.orrery.model.Operator;
import org.orrery.model.OperatorKind;
import org.orrery.model.OrreryFactory;
import org.orrery.model.OrreryPackage;
import org.orrery.model.OrrerySystem;
import org.orrery.model.ParameterType;
import org.orrery.model.catalog.OperatorCatalog;
import org.orrery.model.edit.AlertLines;
import org.orrery.model.edit.Insertion;
import org.orrery.model.edit.Named;
import org.orrery.model.io.OrreryFiles;
import org.orrery.model.validation.OrreryValidation;

/**
 * Every editing command as execute → undo → redo on the Solar sample, checking the model after each step; undo must
 * give back exactly the system it started from.
 */
class CommandsTest {

    private OrrerySystem solar;
    private Domain star;
    private Domain planet1;
    private Domain planet2;

    @BeforeEach
    void load() throws IOException {
        solar = OrreryFiles.load(UndoCycle.sample("solar.orrery"));
        star = domain("star");
        planet1 = domain("planet1");
        planet2 = domain("planet2");
    }

    private Domain domain(String name) {
        return Named.domain(solar, name).orElseThrow();
    }

    @Test
    void aFilterInsertedIntoAConnectionSplitsItInTheSourcesDomainAndUndoJoinsItAgain() {
        Connection into = solar.getConnections()
                .stream()
                .filter(c -> c.getSource() == operator("fahrenheitA") && c.getTarget() == operator("merge"))
                .findFirst()
                .orElseThrow();
        into.setPriority(2);
        into.setDelivery(DeliveryMode.BEST_EFFORT);
        Operator filter = Insertion.filter("hot", "org.orrery.sample.filter");
        int connections = solar.getConnections().size();
        CommandStack stack = new CommandStack();
        stack.execute(new InsertOperatorCommand(into, filter, SetBoundsCommand.bounds(20, 90, 135, 48)));

        assertSame(planet1, filter.getPlacement(), "in the source's domain: what it drops never crosses");
        assertSame(filter, into.getTarget());
        Connection onward = solar.getConnections()
                .stream()
                .filter(c -> c.getSource() == filter)
                .findFirst()
                .orElseThrow();
        assertSame(operator("merge"), onward.getTarget());
        assertEquals(2, onward.getPriority());
        assertEquals(DeliveryMode.BEST_EFFORT, onward.getDelivery());
        assertEquals("true", SetParameterCommand.find(filter, "predicate").getValue(),
                "passes everything until narrowed");
        assertEquals(connections + 1, solar.getConnections().size());

        stack.undo();
        assertSame(operator("merge"), into.getTarget());
        assertFalse(solar.getOperators().contains(filter));
        assertEquals(connections, solar.getConnections().size());
        stack.redo();
        assertSame(filter, into.getTarget());
        assertThrows(IllegalArgumentException.class,
                () -> new InsertOperatorCommand(onward, sourceNamed("another"), SetBoundsCommand.bounds(0, 0, 135, 48)),
                "a source takes no input");
    }

    private static Operator sourceNamed(String name) {
        Operator source = OrreryFactory.eINSTANCE.createOperator();
        source.setName(name);
        source.setKind(OperatorKind.SOURCE);
        source.setType("org.orrery.sample.source");
        return source;
    }

    private Operator operator(String name) {
        return Named.operator(solar, name).orElseThrow();
    }

    private void cycle(Command command, Runnable afterExecute) {
        UndoCycle.cycle(solar, command, afterExecute);
    }

    @Test
    void createAnOperatorInAPlanet() {
        Operator created = OrreryFactory.eINSTANCE.createOperator();
        created.setName("extra");
        created.setKind(OperatorKind.FILTER);
        cycle(new CreateNodeCommand(planet2, created, SetBoundsCommand.bounds(30, 300, 135, 48)), () -> {
            assertTrue(solar.getOperators().contains(created));
            assertSame(planet2, created.getPlacement());
            assertEquals(300, created.getBounds().getY());
        });
    }

    @Test
    void operatorsGoOnlyIntoPlanetsAndDomainsOnlyIntoHosts() {
        Operator operator = OrreryFactory.eINSTANCE.createOperator();
        IllegalArgumentException onStar = assertThrows(IllegalArgumentException.class,
                () -> new CreateNodeCommand(star, operator, SetBoundsCommand.bounds(0, 0, 10, 10)));
        assertTrue(onStar.getMessage().contains("Star"), onStar.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> new CreateNodeCommand(solar, operator, SetBoundsCommand.bounds(0, 0, 10, 10)));
        Domain domain = OrreryFactory.eINSTANCE.createDomain();
        assertThrows(IllegalArgumentException.class,
                () -> new CreateNodeCommand(planet1, domain, SetBoundsCommand.bounds(0, 0, 10, 10)));
        Host host = OrreryFactory.eINSTANCE.createHost();
        assertThrows(IllegalArgumentException.class,
                () -> new CreateNodeCommand(solar.getHosts().get(0), host, SetBoundsCommand.bounds(0, 0, 10, 10)));
    }

    @Test
    void createAHostAndADomainInIt() {
        Host host = OrreryFactory.eINSTANCE.createHost();
        host.setName("second");
        cycle(new CreateNodeCommand(solar, host, SetBoundsCommand.bounds(20, 600, 400, 300)),
                () -> assertEquals(2, solar.getHosts().size()));
        Domain domain = OrreryFactory.eINSTANCE.createDomain();
        domain.setName("planet3");
        cycle(new CreateNodeCommand(host, domain, SetBoundsCommand.bounds(10, 10, 200, 200)),
                () -> assertSame(host, domain.getHost()));
    }

    @Test
    void moveAndResize() {
        Operator merge = operator("merge");
        cycle(new SetBoundsCommand(merge, SetBoundsCommand.bounds(99, 77, 160, 60)), () -> {
            assertEquals(99, merge.getBounds().getX());
            assertEquals(160, merge.getBounds().getWidth());
        });
    }

    @Test
    void placeAnOperatorOnAnotherDomain() {
        Operator merge = operator("merge");
        cycle(new ReparentCommand(merge, planet1, SetBoundsCommand.bounds(10, 400, 135, 48)), () -> {
            assertSame(planet1, merge.getPlacement());
            assertTrue(planet1.getOperators().contains(merge));
            assertFalse(planet2.getOperators().contains(merge));
        });
        assertThrows(IllegalArgumentException.class,
                () -> new ReparentCommand(merge, star, SetBoundsCommand.bounds(0, 0, 1, 1)));
    }

    @Test
    void moveADomainToAnotherHost() {
        Host second = OrreryFactory.eINSTANCE.createHost();
        second.setName("second");
        new CreateNodeCommand(solar, second, SetBoundsCommand.bounds(0, 700, 600, 400)).execute();
        cycle(new ReparentCommand(planet2, second, SetBoundsCommand.bounds(10, 10, 500, 300)), () -> {
            assertSame(second, planet2.getHost());
            assertEquals(2, solar.getHosts().get(0).getDomains().size());
            assertEquals(6, planet1.getOperators().size(), "operators keep their placement");
            assertSame(planet2, operator("merge").getPlacement());
        });
    }

    @Test
    void connectTwoOperators() {
        CreateConnectionCommand command = new CreateConnectionCommand(operator("sensorA"), operator("merge"));
        cycle(command, () -> {
            assertTrue(solar.getConnections().contains(command.connection()));
            assertTrue(operator("merge").getIncoming().contains(command.connection()));
        });
    }

    @Test
    void forbiddenConnectionsAreRefusedWithTheReason() {
        assertTrue(CreateConnectionCommand.refusal(operator("merge"), operator("sensorA")).contains("sources"));
        assertTrue(CreateConnectionCommand.refusal(operator("display"), operator("merge")).contains("applications"));
        assertTrue(CreateConnectionCommand.refusal(operator("dailyHigh"), operator("thresholdA")).contains("loop"));
        assertTrue(CreateConnectionCommand.refusal(operator("merge"), operator("dailyHigh")).contains("already"));
        assertTrue(CreateConnectionCommand.refusal(operator("merge"), operator("merge")).contains("itself"));
        assertThrows(IllegalArgumentException.class,
                () -> new CreateConnectionCommand(operator("display"), operator("merge")));
        assertNull(CreateConnectionCommand.refusal(operator("thresholdA"), operator("merge")));
    }

    @Test
    void deleteAnOperatorWithItsConnections() {
        Operator merge = operator("merge");
        cycle(new DeleteCommand(merge), () -> {
            assertFalse(solar.getOperators().contains(merge));
            assertEquals(5, solar.getConnections().size(), "the three connections of merge go with it");
            assertTrue(planet2.getOperators().stream().noneMatch(o -> o == merge));
        });
    }

    @Test
    void deleteADomainLeavesItsOperatorsUnplaced() {
        cycle(new DeleteCommand(planet2), () -> {
            assertEquals(2, solar.getHosts().get(0).getDomains().size());
            assertNull(operator("merge").getPlacement());
            assertNull(operator("display").getPlacement());
            assertEquals(8, solar.getConnections().size(), "connections stay");
        });
    }

    @Test
    void deleteAConnectionAndABundle() {
        cycle(new DeleteCommand(solar.getConnections().get(4)), () -> assertEquals(7, solar.getConnections().size()));
        cycle(new DeleteCommand(planet1.getBundles().get(0)), () -> assertEquals(1, planet1.getBundles().size()));
    }

    @Test
    void changeAPropertyAndItsReferences() {
        Operator merge = operator("merge");
        cycle(new SetFeatureCommand(merge, OrreryPackage.Literals.NAMED_ELEMENT__NAME, "combine"), () -> {
            assertEquals("combine", merge.getName());
            assertSame(merge, solar.getConnections().get(6).getSource(), "references follow the element, not its name");
        });
        cycle(new SetFeatureCommand(solar.getConnections().get(0), OrreryPackage.Literals.CONNECTION__PREDICATE,
                "celsius > 3"), () -> assertEquals("celsius > 3", solar.getConnections().get(0).getPredicate()));
        assertThrows(IllegalArgumentException.class,
                () -> new SetFeatureCommand(merge, OrreryPackage.Literals.OPERATOR__PARAMETERS, null));
    }

    @Test
    void setAddAndRemoveAParameter() {
        Operator sensor = operator("sensorA");
        cycle(new SetParameterCommand(sensor, "eventsPerSecond", ParameterType.LONG, "500"),
                () -> assertEquals("500", SetParameterCommand.find(sensor, "eventsPerSecond").getValue()));
        int before = sensor.getParameters().size();
        cycle(new SetParameterCommand(sensor, "payloadBytes", ParameterType.LONG, "64"), () -> {
            assertEquals(before + 1, sensor.getParameters().size());
            assertEquals(ParameterType.LONG, SetParameterCommand.find(sensor, "payloadBytes").getType());
        });
        cycle(new SetParameterCommand(sensor, "seed", ParameterType.LONG, null),
                () -> assertNull(SetParameterCommand.find(sensor, "seed")));
        assertFalse(new SetParameterCommand(sensor, "absent", ParameterType.LONG, null).canExecute());
    }

    @Test
    void reconnectEitherEndUnderTheRulesOfNewConnections() {
        Connection toMerge = operator("fahrenheitA").getOutgoing().get(0);
        cycle(new ReconnectCommand(toMerge, operator("dailyHigh"), false), () -> {
            assertSame(operator("dailyHigh"), toMerge.getTarget());
            assertTrue(operator("merge").getIncoming().stream().noneMatch(c -> c == toMerge));
        });
        Connection fromSensor = operator("sensorA").getOutgoing().get(0);
        cycle(new ReconnectCommand(fromSensor, operator("sensorB"), true), () -> {
            assertSame(operator("sensorB"), fromSensor.getSource());
            assertSame(operator("thresholdA"), fromSensor.getTarget());
        });
        IllegalArgumentException intoSource = assertThrows(IllegalArgumentException.class,
                () -> new ReconnectCommand(operator("merge").getOutgoing().get(0), operator("sensorA"), false));
        assertTrue(intoSource.getMessage().contains("sources"), intoSource.getMessage());
        IllegalArgumentException loop = assertThrows(IllegalArgumentException.class,
                () -> new ReconnectCommand(operator("thresholdA").getOutgoing().get(0), operator("dailyHigh"), true));
        assertTrue(loop.getMessage().contains("loop"), loop.getMessage());
    }

    @Test
    void addMoveAndRemoveBendPoints() {
        Connection connection = solar.getConnections().get(0);
        cycle(new SetBendpointsCommand("Add", connection, List.of(new SetBendpointsCommand.Point(300, 120))),
                () -> assertEquals(300, connection.getBendpoints().get(0).getX()));
        cycle(new SetBendpointsCommand("Add", connection,
                List.of(new SetBendpointsCommand.Point(300, 140), new SetBendpointsCommand.Point(320, 160))),
                () -> assertEquals(2, connection.getBendpoints().size()));
        cycle(new SetBendpointsCommand("Straighten", connection, List.of()),
                () -> assertTrue(connection.getBendpoints().isEmpty()));
    }

    @Test
    void addABundleToADomain() {
        Bundle bundle = OrreryFactory.eINSTANCE.createBundle();
        bundle.setSymbolicName("org.example.codecs");
        bundle.setVersion("1.2.0");
        cycle(new AddBundleCommand(star, bundle), () -> {
            assertSame(star, bundle.eContainer());
            assertEquals(2, bundle.getBundleId(), "the next bundle id of the domain");
        });
        Bundle again = EcoreUtil.copy(bundle);
        assertThrows(IllegalArgumentException.class, () -> new AddBundleCommand(star, again));
    }

    @Test
    void addAndRemoveAnAlertWrittenInOneLine() {
        Alert alert = AlertLines.parse("hot: busy-percent > 50.5 for 3 s then priority fahrenheitA->merge -1",
                AlertApi.Subject.OPERATOR, "merge");
        assertEquals("hot: busy-percent > 50.5 for 3 s then priority fahrenheitA->merge -1", AlertLines.line(alert),
                "the line it was written in");
        cycle(AlertCommand.add(solar, alert),
                () -> assertSame(alert, solar.getAlerts().get(solar.getAlerts().size() - 1)));
        Alert first = solar.getAlerts().get(0);
        cycle(AlertCommand.remove(solar, first), () -> assertTrue(!solar.getAlerts().contains(first)));
        assertThrows(IllegalArgumentException.class,
                () -> AlertCommand.add(solar,
                        AlertLines.parse(AlertLines.line(alert), AlertApi.Subject.OPERATOR, "merge")),
                "a name the system has already");
        for (String refused : List.of("hot busy-percent > 5", "hot: queue > 5", "hot: busy-percent > 5 then stop merge",
                "hot: busy-percent > 5 for 90000 s", "hot: cpu-percent > 5")) {
            assertThrows(IllegalArgumentException.class,
                    () -> AlertLines.parse(refused, AlertApi.Subject.OPERATOR, "merge"), refused);
        }
        assertEquals("quiet: silent-seconds > 5",
                AlertLines.line(AlertLines.parse(" quiet :silent-seconds>5 ", AlertApi.Subject.OPERATOR, "merge")));
    }

    @Test
    void pasteOperatorsWithTheirConnectionUnderFreshNames() {
        Snippet snippet = Snippet.copy(List.of(operator("thresholdA"), operator("fahrenheitA")));
        PasteCommand intoPlanet2 = new PasteCommand(solar, snippet, planet2);
        cycle(intoPlanet2, () -> {
            Operator threshold = operator("thresholdA2");
            Operator fahrenheit = operator("fahrenheitA2");
            assertSame(planet2, threshold.getPlacement());
            assertSame(planet2, fahrenheit.getPlacement());
            assertEquals(1, threshold.getOutgoing().size(), "the connection between them is copied");
            assertSame(fahrenheit, threshold.getOutgoing().get(0).getTarget());
            assertTrue(threshold.getIncoming().isEmpty(), "connections to what was not copied are not");
            assertEquals(operator("thresholdA").getBounds().getX() + 20, threshold.getBounds().getX());
            assertEquals("celsius > 25.0", SetParameterCommand.find(threshold, "predicate").getValue());
        });
        // without a selected target, a second paste goes back where the operators came from, under new names again
        cycle(new PasteCommand(solar, snippet, null), () -> {
            assertSame(planet1, operator("thresholdA3").getPlacement());
            assertSame(planet1, operator("fahrenheitA3").getPlacement());
        });
    }

    @Test
    void pasteADomainWithItsOperatorsAndAFreePort() {
        Snippet snippet = Snippet.copy(List.of(planet1));
        cycle(new PasteCommand(solar, snippet, null), () -> {
            Domain copy = domain("planet3");
            assertEquals(2, copy.getBundles().size());
            assertEquals(6, copy.getOperators().size(), "the operators placed on planet1 come along");
            assertTrue(copy.getOperators().stream().allMatch(solar.getOperators()::contains));
            assertTrue(copy.getControlPort() != 7100 && copy.getControlPort() != 7101 && copy.getControlPort() != 7102,
                    "port " + copy.getControlPort());
            assertTrue(new OrreryValidation(OperatorCatalog.builtIn()).validate(solar).isEmpty(),
                    () -> new OrreryValidation(OperatorCatalog.builtIn()).validate(solar).toString());
        });
    }

    @Test
    void autoLayoutLeavesNoOverlapsAndIsOneUndoableStep() {
        // pile everything up first
        for (Operator operator : solar.getOperators()) {
            operator.getBounds().setX(5);
            operator.getBounds().setY(5);
        }
        Command layout = new AutoLayout(AutoLayout.DEFAULT_FRAMES).layout(solar);
        cycle(layout, () -> {
            for (Domain domain : solar.getHosts().get(0).getDomains()) {
                List<Operator> inside = solar.getOperators().stream().filter(o -> o.getPlacement() == domain).toList();
                for (Operator a : inside) {
                    assertTrue(a.getBounds().getX() >= 0 && a.getBounds().getY() >= 0);
                    assertTrue(a.getBounds().getX() + a.getBounds().getWidth() <= domain.getBounds().getWidth(),
                            a.getName() + " fits its domain's width");
                    for (Operator b : inside) {
                        assertTrue(a == b || !overlap(a.getBounds(), b.getBounds()),
                                a.getName() + " overlaps " + b.getName());
                    }
                }
            }
            List<Domain> domains = solar.getHosts().get(0).getDomains();
            for (Domain a : domains) {
                for (Domain b : domains) {
                    assertTrue(a == b || !overlap(a.getBounds(), b.getBounds()),
                            a.getName() + " overlaps " + b.getName());
                }
            }
            // the graph flows left to right: a source is left of what it feeds within a domain
            assertTrue(operator("sensorA").getBounds().getX() < operator("thresholdA").getBounds().getX());
            assertTrue(planet1.getBounds().getX() < planet2.getBounds().getX(), "planet1 feeds planet2");
        });
    }

    private static boolean overlap(Bounds a, Bounds b) {
        return a.getX() < b.getX() + b.getWidth() && b.getX() < a.getX() + a.getWidth()
                && a.getY() < b.getY() + b.getHeight() && b.getY() < a.getY() + a.getHeight();
    }

    @Test
    void thePropertiesViewChecksValuesAndChangesThroughTheCommandStack() {
        CommandStack stack = new CommandStack();
        OperatorCatalog catalog = OperatorCatalog.builtIn();
        Operator sensor = operator("sensorA");
        ElementPropertySource source = new ElementPropertySource(sensor, stack, catalog);
        assertTrue(
                Arrays.stream(source.getPropertyDescriptors())
                        .anyMatch(d -> d.getId().equals("parameter:payloadBytes")),
                "parameters the type declares are offered even when not set");
        assertNull(source.commandFor("parameter:eventsPerSecond", "fast"), "a long parameter refuses text");
        assertNull(source.commandFor(OrreryPackage.Literals.NAMED_ELEMENT__NAME, "merge"), "a taken name is refused");
        assertNull(source.commandFor(OrreryPackage.Literals.NAMED_ELEMENT__NAME, "two words"));
        source.setPropertyValue("parameter:eventsPerSecond", "750");
        assertEquals("750", SetParameterCommand.find(sensor, "eventsPerSecond").getValue());
        source.setPropertyValue(OrreryPackage.Literals.OPERATOR__PLACEMENT, 1); // the second Planet
        assertSame(planet2, sensor.getPlacement());
        stack.undo();
        assertSame(planet1, sensor.getPlacement());
        stack.undo();
        assertEquals("200", SetParameterCommand.find(sensor, "eventsPerSecond").getValue());

        Connection connection = solar.getConnections().get(0);
        ElementPropertySource connectionSource = new ElementPropertySource(connection, stack, catalog);
        assertNull(connectionSource.commandFor(OrreryPackage.Literals.CONNECTION__PREDICATE, "celsius >"),
                "a syntax error is refused");
        assertTrue(connectionSource.problem(OrreryPackage.Literals.CONNECTION__PREDICATE, "celsius >")
                .startsWith("predicate:"));
        connectionSource.setPropertyValue(OrreryPackage.Literals.CONNECTION__DELIVERY, 1);
        assertEquals(DeliveryMode.BEST_EFFORT, connection.getDelivery());
        // resetting a value that was at its default (how the Properties view undoes a change to it) unsets it again
        assertTrue(connectionSource.isPropertySet(OrreryPackage.Literals.CONNECTION__DELIVERY));
        connectionSource.resetPropertyValue(OrreryPackage.Literals.CONNECTION__DELIVERY);
        assertEquals(DeliveryMode.RELIABLE, connection.getDelivery());
        assertFalse(connectionSource.isPropertySet(OrreryPackage.Literals.CONNECTION__DELIVERY));
        Domain planet = planet1;
        ElementPropertySource domainSource = new ElementPropertySource(planet, stack, catalog);
        assertEquals(1, domainSource.getPropertyValue(OrreryPackage.Literals.DOMAIN__LATENCY_PROFILE),
                "balanced, the second choice");
        domainSource.setPropertyValue(OrreryPackage.Literals.DOMAIN__LATENCY_PROFILE, 2);
        assertEquals(LatencyProfile.LOW_LATENCY, planet.getLatencyProfile());
        stack.undo();
        assertEquals(LatencyProfile.BALANCED, planet.getLatencyProfile());
        assertEquals(0, domainSource.getPropertyValue(OrreryPackage.Literals.DOMAIN__ISOLATION),
                "a process of its own, the first choice");
        domainSource.setPropertyValue(OrreryPackage.Literals.DOMAIN__ISOLATION, 1);
        assertEquals(Isolation.SHARED, planet.getIsolation());
        assertNull(domainSource.commandFor(OrreryPackage.Literals.DOMAIN__GROUP, "fast lane"),
                "a group no host could be named is refused");
        domainSource.setPropertyValue(OrreryPackage.Literals.DOMAIN__GROUP, "fast-lane");
        assertEquals("fast-lane", planet.getGroup());
        stack.undo();
        stack.undo();
        assertEquals(List.of(Isolation.PROCESS, ""), List.of(planet.getIsolation(), planet.getGroup()));
        Operator filter = operator("thresholdA");
        assertTrue(ElementPropertySource.parameterProblem("predicate", ParameterType.STRING, "celsius >>> ") != null);
        assertNull(new ElementPropertySource(filter, stack, catalog).commandFor("parameter:predicate", "celsius > "));
    }
}
