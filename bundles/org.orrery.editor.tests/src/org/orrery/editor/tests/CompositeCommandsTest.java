package org.orrery.editor.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.eclipse.gef.commands.CommandStack;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.editor.commands.CreateNodeCommand;
import org.orrery.editor.commands.DeleteCommand;
import org.orrery.editor.commands.DissolveCompositeCommand;
import org.orrery.editor.commands.GroupIntoCompositeCommand;
import org.orrery.editor.commands.PlaceCompositeCommand;
import org.orrery.editor.commands.ReparentCommand;
import org.orrery.editor.commands.SetBoundsCommand;
import org.orrery.editor.commands.SetFeatureCommand;
import org.orrery.editor.commands.SetParameterCommand;
import org.orrery.editor.layout.AutoLayout;
import org.orrery.editor.properties.ElementPropertySource;
import org.orrery.model.Bounds;
import org.orrery.model.Composite;
import org.orrery.model.Domain;
import org.orrery.model.Operator;
import org.orrery.model.OperatorKind;
import org.orrery.model.OrreryFactory;
import org.orrery.model.OrreryPackage;
import org.orrery.model.OrrerySystem;
import org.orrery.model.Parameter;
import org.orrery.model.ParameterType;
import org.orrery.model.catalog.OperatorCatalog;
import org.orrery.model.edit.CompositeTypes;
import org.orrery.model.edit.Composites;
import org.orrery.model.edit.Named;
import org.orrery.model.io.OrreryFiles;
import org.orrery.model.validation.OrreryValidation;

/** Grouping into composites, collapsing, dissolving and deleting them, each as execute → undo → redo on Solar. */
class CompositeCommandsTest {

    private OrrerySystem solar;

    @BeforeEach
    void load() throws IOException {
        solar = OrreryFiles.load(UndoCycle.sample("solar.orrery"));
    }

    private Operator operator(String name) {
        return Named.operator(solar, name).orElseThrow();
    }

    /**
     * Where {@code operator} is drawn in its domain: inside a composite, the composite's frame plus its place in it.
     */
    private static List<Integer> onScreen(Operator operator) {
        Bounds b = operator.getBounds();
        Composite composite = operator.getComposite();
        if (composite == null) {
            return List.of(b.getX(), b.getY());
        }
        // the content of a composite starts under its 44-pixel header, inside a 4-pixel margin
        return List.of(composite.getBounds().getX() + 4 + b.getX(), composite.getBounds().getY() + 44 + 4 + b.getY());
    }

    @Test
    void groupingMakesACompositeWithThePortsItsBoundaryNeedsWhereItsOperatorsWere() {
        Operator threshold = operator("thresholdB");
        Operator fahrenheit = operator("fahrenheitB");
        List<Integer> thresholdAt = onScreen(threshold);
        List<Integer> fahrenheitAt = onScreen(fahrenheit);
        GroupIntoCompositeCommand group = new GroupIntoCompositeCommand(solar, List.of(threshold, fahrenheit));
        UndoCycle.cycle(solar, group, () -> {
            Composite composite = group.composite();
            assertSame(composite, threshold.getComposite());
            assertSame(composite, fahrenheit.getComposite());
            assertEquals(List.of(composite), solar.getComposites());
            assertEquals(List.of("IN thresholdB", "OUT fahrenheitB"),
                    composite.getPorts()
                            .stream()
                            .map(p -> p.getDirection().name() + " " + p.getOperator().getName())
                            .toList());
            assertEquals(thresholdAt, onScreen(threshold), "the operator stays where it was drawn");
            assertEquals(fahrenheitAt, onScreen(fahrenheit));
            assertFalse(composite.isCollapsed(), "it shows what was grouped");
        });
        assertEquals(List.of(), OrreryValidation.withBuiltInCatalog().validate(solar), "still a valid system");
    }

    @Test
    void operatorsOnDifferentDomainsOrInDifferentCompositesAreRefused() {
        assertThrows(IllegalArgumentException.class,
                () -> new GroupIntoCompositeCommand(solar, List.of(operator("fahrenheitB"), operator("merge"))));
        new CommandStack().execute(new GroupIntoCompositeCommand(solar, List.of(operator("sensorA"))));
        assertTrue(GroupIntoCompositeCommand.refusal(List.of(operator("sensorA"), operator("sensorB")))
                .contains("different composites"));
        assertNull(GroupIntoCompositeCommand.refusal(List.of(operator("sensorA"))), "grouped again, one level in");
    }

    /** thresholdB and fahrenheitB grouped into "inner", then inner and sensorB into "outer". */
    private List<Composite> nestTwo(CommandStack stack) {
        GroupIntoCompositeCommand inner = new GroupIntoCompositeCommand(solar,
                List.of(operator("thresholdB"), operator("fahrenheitB")));
        stack.execute(inner);
        inner.composite().setName("inner");
        GroupIntoCompositeCommand outer = new GroupIntoCompositeCommand(solar,
                List.of(operator("sensorB"), inner.composite()));
        stack.execute(outer);
        outer.composite().setName("outer");
        return List.of(inner.composite(), outer.composite());
    }

    @Test
    void aCompositeAndAnOperatorAreGroupedIntoAnOuterCompositeThatHoldsBothWhereTheyWere() {
        CommandStack stack = new CommandStack();
        GroupIntoCompositeCommand first = new GroupIntoCompositeCommand(solar,
                List.of(operator("thresholdB"), operator("fahrenheitB")));
        stack.execute(first);
        Composite inner = first.composite();
        Operator sensor = operator("sensorB");
        sensor.getBounds().setX(60); // room left of it for the frame, so nothing moves
        List<Integer> sensorAt = onScreen(sensor);
        Bounds innerAt = org.eclipse.emf.ecore.util.EcoreUtil.copy(inner.getBounds());
        GroupIntoCompositeCommand group = new GroupIntoCompositeCommand(solar, List.of(sensor, inner));
        UndoCycle.cycle(solar, group, () -> {
            Composite outer = group.composite();
            assertSame(outer, inner.getParent());
            assertSame(outer, sensor.getComposite());
            assertEquals(List.of(inner), outer.getNested());
            assertEquals(List.of("sensorB", "thresholdB", "fahrenheitB"),
                    Composites.members(outer).stream().map(Operator::getName).toList());
            assertSame(sensor.getPlacement(), Composites.placement(outer));
            // only fahrenheitB's stream to merge leaves the outer composite: sensorB -> thresholdB is inside now
            assertEquals(List.of("OUT fahrenheitB"),
                    outer.getPorts()
                            .stream()
                            .map(p -> p.getDirection().name() + " " + p.getOperator().getName())
                            .toList());
            assertEquals(List.of("fahrenheitB->merge"),
                    Composites.crossing(outer)
                            .stream()
                            .map(c -> c.getSource().getName() + "->" + c.getTarget().getName())
                            .toList());
            assertEquals(sensorAt, onScreen(sensor), "the operator stays where it was drawn");
            Bounds nowAt = inner.getBounds();
            assertEquals(List.of(innerAt.getX(), innerAt.getY()),
                    List.of(outer.getBounds().getX() + 4 + nowAt.getX(), outer.getBounds().getY() + 48 + nowAt.getY()),
                    "the nested composite stays where it was drawn");
        });
        assertEquals(List.of(), OrreryValidation.withBuiltInCatalog().validate(solar), "still a valid system");
    }

    @Test
    void dissolvingANestedCompositeMovesItsMembersIntoItsParentAndDeletingTheOuterTakesEverythingInside() {
        CommandStack stack = new CommandStack();
        List<Composite> two = nestTwo(stack);
        Composite inner = two.get(0);
        Composite outer = two.get(1);
        Operator threshold = operator("thresholdB");
        List<Integer> thresholdAt = List.of(threshold.getBounds().getX() + inner.getBounds().getX() + 4,
                threshold.getBounds().getY() + inner.getBounds().getY() + 48);
        DissolveCompositeCommand dissolveInner = new DissolveCompositeCommand(inner);
        UndoCycle.cycle(solar, dissolveInner, () -> {
            assertSame(outer, threshold.getComposite(), "into the composite it was nested in");
            assertEquals(List.of(outer), solar.getComposites());
            assertTrue(outer.getNested().isEmpty());
            assertEquals(thresholdAt, List.of(threshold.getBounds().getX(), threshold.getBounds().getY()));
        });
        dissolveInner.undo();
        DissolveCompositeCommand dissolveOuter = new DissolveCompositeCommand(outer);
        UndoCycle.cycle(solar, dissolveOuter, () -> {
            assertNull(inner.getParent(), "the nested composite now stands on the domain");
            assertNull(operator("sensorB").getComposite());
            assertSame(inner, threshold.getComposite());
        });
        dissolveOuter.undo();
        int operators = solar.getOperators().size();
        DeleteCommand deleteOuter = new DeleteCommand(outer);
        UndoCycle.cycle(solar, deleteOuter, () -> {
            assertTrue(solar.getComposites().isEmpty(), "the nested composite goes with it");
            assertEquals(operators - 3, solar.getOperators().size());
        });
        deleteOuter.undo();
        UndoCycle.cycle(solar, new DeleteCommand(inner), () -> {
            assertEquals(List.of(outer), solar.getComposites());
            assertTrue(outer.getNested().isEmpty(), "its parent no longer draws it");
            assertTrue(outer.getPorts().isEmpty(), "the port that led to fahrenheitB went with it");
        });
        assertEquals(List.of(), OrreryValidation.withBuiltInCatalog().validate(solar));
    }

    @Test
    void aParameterReferenceIsAnsweredByTheNearestCompositeAndDissolvingWritesInOnlyWhatTheDissolvedOneAnswered() {
        CommandStack stack = new CommandStack();
        List<Composite> two = nestTwo(stack);
        Composite inner = two.get(0);
        Composite outer = two.get(1);
        stack.execute(new SetParameterCommand(outer, "limit", ParameterType.DOUBLE, "30.5"));
        stack.execute(new SetParameterCommand(inner, "bound", ParameterType.DOUBLE, "${limit}"));
        Parameter predicate = operator("thresholdB").getParameters().get(0);
        predicate.setValue("celsius > ${bound} && celsius < ${limit}");
        assertEquals("celsius > 30.5 && celsius < 30.5", Composites.value(predicate));
        assertEquals(List.of(), OrreryValidation.withBuiltInCatalog().validate(solar));
        DissolveCompositeCommand dissolve = new DissolveCompositeCommand(inner);
        UndoCycle.cycle(solar, dissolve, () -> {
            assertEquals("celsius > ${limit} && celsius < ${limit}", predicate.getValue(),
                    "the outer composite answers ${limit} still");
            assertEquals("celsius > 30.5 && celsius < 30.5", Composites.value(predicate));
        });
        dissolve.undo();
        ElementPropertySource innerSheet = new ElementPropertySource(inner, stack, OperatorCatalog.builtIn());
        assertNull(innerSheet.commandFor("parameter:bound", "${missing}"), "a name no composite around has is refused");
        innerSheet.setPropertyValue("parameter:bound", "12");
        assertEquals("celsius > 12 && celsius < 30.5", Composites.value(predicate));
        assertTrue(innerSheet.commandFor("parameter:bound", "${limit}") != null, "the outer composite answers it");
    }

    @Test
    void aCompositeMovesIntoAnotherButNeverIntoItselfOrOneNestedInIt() {
        CommandStack stack = new CommandStack();
        List<Composite> two = nestTwo(stack);
        Composite inner = two.get(0);
        Composite outer = two.get(1);
        assertThrows(IllegalArgumentException.class,
                () -> new ReparentCommand(outer, inner, SetBoundsCommand.bounds(5, 5, 200, 100)));
        assertThrows(IllegalArgumentException.class,
                () -> new ReparentCommand(outer, outer, SetBoundsCommand.bounds(5, 5, 200, 100)));
        Domain planet = operator("sensorB").getPlacement();
        UndoCycle.cycle(solar, new ReparentCommand(inner, planet, SetBoundsCommand.bounds(400, 300, 300, 150)), () -> {
            assertNull(inner.getParent());
            assertTrue(outer.getNested().isEmpty());
        });
    }

    @Test
    void aTypeWithANestedCompositeIsPlacedAsACopyOfBoth(@TempDir Path library) throws IOException {
        List<Composite> two = nestTwo(new CommandStack());
        CompositeTypes.save(two.get(1), "Pipeline", library);
        CompositeTypes.Type type = CompositeTypes.list(library).types().get(0);
        assertEquals("outer", type.composite().getName());
        PlaceCompositeCommand place = new PlaceCompositeCommand(operator("sensorB").getPlacement(), type, 40, 400);
        UndoCycle.cycle(solar, place, () -> {
            Composite copy = place.instance().composite();
            assertEquals(List.of("inner2"), copy.getNested().stream().map(Composite::getName).toList());
            assertEquals(List.of("sensorB2", "thresholdB2", "fahrenheitB2"),
                    Composites.members(copy).stream().map(Operator::getName).toList());
            assertSame(copy.getNested().get(0), Named.operator(solar, "thresholdB2").orElseThrow().getComposite());
        });
    }

    @Test
    void collapsingDissolvingAndDeletingAreEachOneUndoableStep() {
        Operator threshold = operator("thresholdB");
        Operator fahrenheit = operator("fahrenheitB");
        List<Integer> thresholdAt = onScreen(threshold);
        GroupIntoCompositeCommand group = new GroupIntoCompositeCommand(solar, List.of(threshold, fahrenheit));
        CommandStack stack = new CommandStack();
        stack.execute(group);
        Composite composite = group.composite();

        UndoCycle.cycle(solar, new SetFeatureCommand(composite, OrreryPackage.Literals.COMPOSITE__COLLAPSED, true),
                () -> assertTrue(composite.isCollapsed()));
        DissolveCompositeCommand dissolve = new DissolveCompositeCommand(composite);
        UndoCycle.cycle(solar, dissolve, () -> {
            assertNull(threshold.getComposite());
            assertTrue(solar.getComposites().isEmpty());
            assertEquals(thresholdAt, onScreen(threshold), "back where the composite showed it");
        });
        dissolve.undo();
        int connections = solar.getConnections().size();
        UndoCycle.cycle(solar, new DeleteCommand(composite), () -> {
            assertFalse(solar.getOperators().contains(threshold), "a composite takes its operators with it");
            assertFalse(solar.getOperators().contains(fahrenheit));
            assertEquals(connections - 3, solar.getConnections().size(), "and their connections");
        });
    }

    @Test
    void anOperatorMovesIntoAndOutOfACompositeAndIsCreatedInOne() {
        GroupIntoCompositeCommand group = new GroupIntoCompositeCommand(solar, List.of(operator("thresholdB")));
        new CommandStack().execute(group);
        Composite composite = group.composite();
        Operator sensor = operator("sensorA");
        UndoCycle.cycle(solar, new ReparentCommand(sensor, composite, SetBoundsCommand.bounds(5, 5, 135, 48)),
                () -> assertSame(composite, sensor.getComposite()));
        Operator threshold = operator("thresholdB");
        UndoCycle.cycle(solar,
                new ReparentCommand(threshold, threshold.getPlacement(), SetBoundsCommand.bounds(5, 300, 135, 48)),
                () -> assertNull(threshold.getComposite()));
        Operator created = OrreryFactory.eINSTANCE.createOperator();
        created.setName("made");
        created.setKind(OperatorKind.FILTER);
        created.setType("org.orrery.sample.filter");
        UndoCycle.cycle(solar, new CreateNodeCommand(composite, created, SetBoundsCommand.bounds(5, 5, 135, 48)),
                () -> {
                    assertSame(composite, created.getComposite());
                    assertSame(operator("thresholdB").getPlacement(), created.getPlacement());
                });
    }

    @Test
    void dissolvingKeepsTheValuesAParameterTookFromTheComposite() {
        Operator threshold = operator("thresholdB");
        GroupIntoCompositeCommand group = new GroupIntoCompositeCommand(solar, List.of(threshold));
        new CommandStack().execute(group);
        Parameter limit = OrreryFactory.eINSTANCE.createParameter();
        limit.setName("limit");
        limit.setType(ParameterType.DOUBLE);
        limit.setValue("30.5");
        group.composite().getParameters().add(limit);
        Parameter predicate = threshold.getParameters().get(0);
        predicate.setValue("celsius > ${limit}");
        UndoCycle.cycle(solar, new DissolveCompositeCommand(group.composite()),
                () -> assertEquals("celsius > 30.5", predicate.getValue()));
    }

    @Test
    void autoLayoutLaysOutACompositesOperatorsInsideItAndTheCompositeAmongTheOthers() {
        Operator threshold = operator("thresholdB");
        Operator fahrenheit = operator("fahrenheitB");
        GroupIntoCompositeCommand group = new GroupIntoCompositeCommand(solar, List.of(threshold, fahrenheit));
        new CommandStack().execute(group);
        Composite composite = group.composite();
        composite.setCollapsed(true);
        new CommandStack().execute(new AutoLayout(AutoLayout.DEFAULT_FRAMES).layout(solar));
        Bounds frame = composite.getBounds();
        assertTrue(frame.getWidth() >= 2 * 135 && frame.getHeight() >= 48 + 44,
                "a collapsed composite keeps the size its operators take expanded: " + frame.getWidth() + "x"
                        + frame.getHeight());
        assertTrue(threshold.getBounds().getX() + 135 <= fahrenheit.getBounds().getX(), "in stream order inside it");
        for (Operator other : List.of(operator("sensorA"), operator("sensorB"), operator("thresholdA"))) {
            Bounds b = other.getBounds();
            boolean apart = b.getX() + b.getWidth() <= frame.getX() || frame.getX() + 220 <= b.getX()
                    || b.getY() + b.getHeight() <= frame.getY() || frame.getY() + 48 <= b.getY();
            assertTrue(apart, other.getName() + " clear of the collapsed composite");
        }
    }

    @Test
    void aCompositeSavedAsATypeIsPlacedAgainAsACopyInOneUndoableStep(@TempDir Path library) throws IOException {
        Operator threshold = operator("thresholdB");
        Operator fahrenheit = operator("fahrenheitB");
        GroupIntoCompositeCommand group = new GroupIntoCompositeCommand(solar, List.of(threshold, fahrenheit));
        group.execute();
        CompositeTypes.save(group.composite(), "Convert", library);
        CompositeTypes.Type type = CompositeTypes.list(library).types().get(0);
        Domain planet = threshold.getPlacement();
        PlaceCompositeCommand place = new PlaceCompositeCommand(planet, type, 40, 300);
        UndoCycle.cycle(solar, place, () -> {
            Composite copy = place.instance().composite();
            assertEquals("Convert", copy.getType());
            assertEquals(List.of(40, 300), List.of(copy.getBounds().getX(), copy.getBounds().getY()));
            assertEquals(List.of("thresholdB2", "fahrenheitB2"),
                    copy.getOperators().stream().map(Operator::getName).toList());
            assertTrue(copy.getOperators().stream().allMatch(o -> o.getPlacement() == planet));
            // its inner connection comes with it, joining the copies; nothing joins them to the rest yet
            assertEquals(1,
                    solar.getConnections()
                            .stream()
                            .filter(c -> copy.getOperators().contains(c.getSource())
                                    || copy.getOperators().contains(c.getTarget()))
                            .count());
            assertEquals(List.of(),
                    OrreryValidation.withBuiltInCatalog()
                            .validate(solar)
                            .stream()
                            .filter(p -> !p.message().contains("input") && !p.message().contains("output"))
                            .toList());
        });
        assertThrows(IllegalArgumentException.class,
                () -> new PlaceCompositeCommand(Named.domain(solar, "star").orElseThrow(), type, 0, 0));
    }

    @Test
    void inThePropertiesViewAnInnerParameterRefersToItsCompositesAndTheCompositesIsEditedAsItsType() {
        Operator fahrenheit = operator("fahrenheitB");
        GroupIntoCompositeCommand group = new GroupIntoCompositeCommand(solar,
                List.of(operator("thresholdB"), fahrenheit));
        group.execute();
        Composite composite = group.composite();
        CommandStack stack = new CommandStack();
        ElementPropertySource inner = new ElementPropertySource(fahrenheit, stack, OperatorCatalog.builtIn());
        assertNull(inner.commandFor("parameter:scale", "${factor}"), "a name the composite does not have is refused");
        stack.execute(new SetParameterCommand(composite, "factor", ParameterType.DOUBLE, "1.8"));
        inner.setPropertyValue("parameter:scale", "${factor}");
        assertEquals("${factor}", SetParameterCommand.find(fahrenheit, "scale").getValue());
        assertEquals("1.8", Composites.value(SetParameterCommand.find(fahrenheit, "scale")));

        ElementPropertySource outer = new ElementPropertySource(composite, stack, OperatorCatalog.builtIn());
        assertTrue(Arrays.stream(outer.getPropertyDescriptors()).anyMatch(d -> d.getId().equals("parameter:factor")));
        assertEquals("1.8", outer.getPropertyValue("parameter:factor"));
        assertNull(outer.commandFor("parameter:factor", "large"), "a double refuses text");
        outer.setPropertyValue("parameter:factor", "2");
        assertEquals("2", Composites.value(SetParameterCommand.find(fahrenheit, "scale")));
        stack.undo();
        assertEquals("1.8", Composites.value(SetParameterCommand.find(fahrenheit, "scale")));
        assertEquals(List.of(), OrreryValidation.withBuiltInCatalog().validate(solar));
    }
}
