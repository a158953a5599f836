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
    void operatorsOnDifferentDomainsOrAlreadyGroupedAreRefused() {
        assertThrows(IllegalArgumentException.class,
                () -> new GroupIntoCompositeCommand(solar, List.of(operator("fahrenheitB"), operator("merge"))));
        new CommandStack().execute(new GroupIntoCompositeCommand(solar, List.of(operator("sensorA"))));
        assertTrue(GroupIntoCompositeCommand.refusal(List.of(operator("sensorA"))).contains("already part"));
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
