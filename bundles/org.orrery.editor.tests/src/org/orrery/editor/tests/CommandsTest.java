package org.orrery.editor.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.gef.commands.Command;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.orrery.editor.commands.CreateConnectionCommand;
import org.orrery.editor.commands.CreateNodeCommand;
import org.orrery.editor.commands.DeleteCommand;
import org.orrery.editor.commands.ReparentCommand;
import org.orrery.editor.commands.SetBoundsCommand;
import org.orrery.editor.commands.SetFeatureCommand;
import org.orrery.model.Bounds;
import org.orrery.model.Domain;
import org.orrery.model.Host;
import org.orrery.model.Operator;
import org.orrery.model.OperatorKind;
import org.orrery.model.OrreryFactory;
import org.orrery.model.OrreryPackage;
import org.orrery.model.OrrerySystem;
import org.orrery.model.io.OrreryFiles;

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
        solar = OrreryFiles.load(sample("solar.orrery"));
        star = domain("star");
        planet1 = domain("planet1");
        planet2 = domain("planet2");
    }

    private static Path sample(String name) {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null && !Files.isDirectory(dir.resolve("sample-systems/models"))) {
            dir = dir.getParent();
        }
        return dir.resolve("sample-systems/models").resolve(name);
    }

    private Domain domain(String name) {
        return solar.getHosts().get(0).getDomains().stream().filter(d -> d.getName().equals(name)).findFirst().orElseThrow();
    }

    private Operator operator(String name) {
        return solar.getOperators().stream().filter(o -> o.getName().equals(name)).findFirst().orElseThrow();
    }

    private static Bounds bounds(int x, int y, int width, int height) {
        Bounds bounds = OrreryFactory.eINSTANCE.createBounds();
        bounds.setX(x);
        bounds.setY(y);
        bounds.setWidth(width);
        bounds.setHeight(height);
        return bounds;
    }

    /**
     * Runs execute → undo → redo, checking the model after each, and that undo restores the system exactly as it would
     * be saved (the persistent state; lists that are only the other side of a reference may change their order).
     */
    private void cycle(Command command, Runnable afterExecute) {
        String before = saved();
        assertTrue(command.canExecute());
        command.execute();
        afterExecute.run();
        String executed = saved();
        assertTrue(command.canUndo());
        command.undo();
        assertEquals(before, saved(), "undo restores the system exactly");
        command.redo();
        afterExecute.run();
        assertEquals(executed, saved(), "redo repeats the change exactly");
    }

    private String saved() {
        try {
            java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
            solar.eResource().save(out, null);
            return out.toString(java.nio.charset.StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void createAnOperatorInAPlanet() {
        Operator created = OrreryFactory.eINSTANCE.createOperator();
        created.setName("extra");
        created.setKind(OperatorKind.FILTER);
        cycle(new CreateNodeCommand(planet2, created, bounds(30, 300, 135, 48)), () -> {
            assertTrue(solar.getOperators().contains(created));
            assertSame(planet2, created.getPlacement());
            assertEquals(300, created.getBounds().getY());
        });
    }

    @Test
    void operatorsGoOnlyIntoPlanetsAndDomainsOnlyIntoHosts() {
        Operator operator = OrreryFactory.eINSTANCE.createOperator();
        IllegalArgumentException onStar = assertThrows(IllegalArgumentException.class,
                () -> new CreateNodeCommand(star, operator, bounds(0, 0, 10, 10)));
        assertTrue(onStar.getMessage().contains("Star"), onStar.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new CreateNodeCommand(solar, operator, bounds(0, 0, 10, 10)));
        Domain domain = OrreryFactory.eINSTANCE.createDomain();
        assertThrows(IllegalArgumentException.class, () -> new CreateNodeCommand(planet1, domain, bounds(0, 0, 10, 10)));
        Host host = OrreryFactory.eINSTANCE.createHost();
        assertThrows(IllegalArgumentException.class, () -> new CreateNodeCommand(solar.getHosts().get(0), host, bounds(0, 0, 10, 10)));
    }

    @Test
    void createAHostAndADomainInIt() {
        Host host = OrreryFactory.eINSTANCE.createHost();
        host.setName("second");
        cycle(new CreateNodeCommand(solar, host, bounds(20, 600, 400, 300)), () -> assertEquals(2, solar.getHosts().size()));
        Domain domain = OrreryFactory.eINSTANCE.createDomain();
        domain.setName("planet3");
        cycle(new CreateNodeCommand(host, domain, bounds(10, 10, 200, 200)), () -> assertSame(host, domain.getHost()));
    }

    @Test
    void moveAndResize() {
        Operator merge = operator("merge");
        cycle(new SetBoundsCommand(merge, bounds(99, 77, 160, 60)), () -> {
            assertEquals(99, merge.getBounds().getX());
            assertEquals(160, merge.getBounds().getWidth());
        });
    }

    @Test
    void placeAnOperatorOnAnotherDomain() {
        Operator merge = operator("merge");
        cycle(new ReparentCommand(merge, planet1, bounds(10, 400, 135, 48)), () -> {
            assertSame(planet1, merge.getPlacement());
            assertTrue(planet1.getOperators().contains(merge));
            assertFalse(planet2.getOperators().contains(merge));
        });
        assertThrows(IllegalArgumentException.class, () -> new ReparentCommand(merge, star, bounds(0, 0, 1, 1)));
    }

    @Test
    void moveADomainToAnotherHost() {
        Host second = OrreryFactory.eINSTANCE.createHost();
        second.setName("second");
        new CreateNodeCommand(solar, second, bounds(0, 700, 600, 400)).execute();
        cycle(new ReparentCommand(planet2, second, bounds(10, 10, 500, 300)), () -> {
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
        assertThrows(IllegalArgumentException.class, () -> new CreateConnectionCommand(operator("display"), operator("merge")));
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
        cycle(new SetFeatureCommand(solar.getConnections().get(0), OrreryPackage.Literals.CONNECTION__PREDICATE, "celsius > 3"),
                () -> assertEquals("celsius > 3", solar.getConnections().get(0).getPredicate()));
        assertThrows(IllegalArgumentException.class,
                () -> new SetFeatureCommand(merge, OrreryPackage.Literals.OPERATOR__PARAMETERS, null));
    }
}
