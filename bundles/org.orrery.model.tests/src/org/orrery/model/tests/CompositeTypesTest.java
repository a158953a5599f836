package org.orrery.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.model.Composite;
import org.orrery.model.Connection;
import org.orrery.model.Operator;
import org.orrery.model.OrreryFactory;
import org.orrery.model.edit.CompositeTypes;
import org.orrery.model.edit.Composites;
import org.orrery.model.validation.OrreryValidation;

/** Composites saved as types in a library folder, listed, and placed again as copies with names of their own. */
class CompositeTypesTest {

    @TempDir
    Path library;

    /**
     * {@link CompositesTest#grouped()}: source → [filter → clean] → application, "cleaning" drawn 280 × 120 at x 300.
     */
    private static SystemBuilder grouped() {
        SystemBuilder b = CompositesTest.grouped();
        Composite composite = b.system.getComposites().get(0);
        composite.setBounds(OrreryFactory.eINSTANCE.createBounds());
        composite.getBounds().setX(300);
        composite.getBounds().setWidth(280);
        composite.getBounds().setHeight(120);
        return b;
    }

    @Test
    void aSavedTypeHoldsTheCompositeItsOperatorsTheirInnerConnectionsPortsAndParameters() throws Exception {
        SystemBuilder b = grouped();
        Path file = CompositeTypes.save(b.system.getComposites().get(0), "Cleaning", library);
        assertEquals(library.resolve("Cleaning.orrery"), file);
        CompositeTypes.Listing listing = CompositeTypes.list(library);
        assertEquals(List.of(), listing.problems());
        CompositeTypes.Type type = listing.types().get(0);
        assertEquals("Cleaning", type.name());
        Composite saved = type.composite();
        assertEquals("Cleaning", saved.getType());
        assertEquals(List.of("filter", "clean"), saved.getOperators().stream().map(Operator::getName).toList());
        assertTrue(saved.getOperators().stream().allMatch(o -> o.getPlacement() == null));
        // only the connection inside: those crossing the boundary stay with the system
        assertEquals(List.of("filter->clean"),
                type.definition()
                        .getConnections()
                        .stream()
                        .map(c -> c.getSource().getName() + "->" + c.getTarget().getName())
                        .toList());
        assertEquals(List.of("IN filter", "OUT clean"),
                saved.getPorts().stream().map(p -> p.getDirection().name() + " " + p.getOperator().getName()).toList());
        assertEquals("celsius < 80", saved.getParameters().get(0).getValue());
        // the system it came from is as it was
        assertSame(b.system, b.filter.eContainer());
        assertEquals(2, b.system.getComposites().get(0).getOperators().size());
    }

    @Test
    void anInstanceIsACopyWithFreeNamesThatDeploysLikeTheOriginal() throws Exception {
        SystemBuilder b = grouped();
        CompositeTypes.save(b.system.getComposites().get(0), "Cleaning", library);
        CompositeTypes.Type type = CompositeTypes.list(library).types().get(0);
        Set<String> taken = new HashSet<>(List.of("filter", "clean", "cleaning", "source", "application"));
        CompositeTypes.Instance instance = CompositeTypes.instance(type, name -> {
            String fresh = name;
            for (int i = 2; !taken.add(fresh); i++) {
                fresh = name + i;
            }
            return fresh;
        });
        assertEquals("cleaning2", instance.composite().getName());
        assertEquals("Cleaning", instance.composite().getType());
        assertEquals(List.of("filter2", "clean2"), instance.operators().stream().map(Operator::getName).toList());
        Connection inner = instance.connections().get(0);
        assertSame(instance.operators().get(0), inner.getSource());
        assertSame(instance.operators().get(1), inner.getTarget());
        assertSame(instance.operators().get(0), instance.composite().getPorts().get(0).getOperator());
        assertEquals(0, instance.composite().getBounds().getX());
        assertEquals(280, instance.composite().getBounds().getWidth());
        // placed beside the original on the same Planet, the system stays valid and the copy's ${keep} is its own
        b.system.getComposites().add(instance.composite());
        for (Operator operator : instance.operators()) {
            operator.setPlacement(b.planet);
            b.system.getOperators().add(operator);
        }
        b.system.getConnections().addAll(instance.connections());
        assertEquals(List.of(), OrreryValidation.withBuiltInCatalog().validate(b.system));
        instance.composite().getParameters().get(0).setValue("celsius < 50");
        Operator clean2 = instance.operators().get(1);
        assertEquals("celsius < 50", Composites.value(clean2.getParameters().get(0)));
        assertEquals("celsius < 80",
                Composites.value(b.system.getOperators()
                        .stream()
                        .filter(o -> o.getName().equals("clean"))
                        .findFirst()
                        .orElseThrow()
                        .getParameters()
                        .get(0)));
        // a second instance of the saved type is as it was saved
        assertEquals("celsius < 80", type.composite().getParameters().get(0).getValue());
    }

    @Test
    void aFolderWithoutTypesListsNothingAndAFileThatIsNotATypeIsNamedWithItsReason() throws Exception {
        assertEquals(new CompositeTypes.Listing(List.of(), List.of()), CompositeTypes.list(library.resolve("missing")));
        Files.writeString(library.resolve("Broken.orrery"), "<not a system");
        Files.writeString(library.resolve("has space.orrery"), "x");
        SystemBuilder b = grouped();
        CompositeTypes.save(b.system.getComposites().get(0), "Cleaning", library);
        // a whole system is not a type: it holds no composite
        org.orrery.model.io.OrreryFiles.save(new SystemBuilder().system, library.resolve("Plain.orrery"));
        CompositeTypes.Listing listing = CompositeTypes.list(library);
        assertEquals(List.of("Cleaning"), listing.types().stream().map(CompositeTypes.Type::name).toList());
        assertEquals(3, listing.problems().size(), listing.problems().toString());
        assertTrue(listing.problems().get(0).startsWith(library.resolve("Broken.orrery") + " is not a composite type"));
        assertTrue(listing.problems().get(1).contains("holds 0 composites"), listing.problems().get(1));
        assertTrue(listing.problems().get(2).contains("a type's name starts with a letter"), listing.problems().get(2));
    }

    @Test
    void aTypeNameIsCheckedBeforeAnythingIsWritten() {
        assertNull(CompositeTypes.problem("Sensor_pipeline-2"));
        assertNotNull(CompositeTypes.problem("../escape"));
        assertNotNull(CompositeTypes.problem(""));
        Composite composite = grouped().system.getComposites().get(0);
        assertThrows(IllegalArgumentException.class, () -> CompositeTypes.save(composite, "../escape", library));
        assertEquals(List.of(), List.of(library.toFile().list()));
    }
}
