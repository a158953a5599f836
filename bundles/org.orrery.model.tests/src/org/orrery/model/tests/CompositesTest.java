package org.orrery.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.model.Composite;
import org.orrery.model.Connection;
import org.orrery.model.Domain;
import org.orrery.model.DomainRole;
import org.orrery.model.Operator;
import org.orrery.model.OperatorKind;
import org.orrery.model.OrreryFactory;
import org.orrery.model.OrrerySystem;
import org.orrery.model.Parameter;
import org.orrery.model.ParameterType;
import org.orrery.model.Port;
import org.orrery.model.PortDirection;
import org.orrery.model.diff.SystemDiff;
import org.orrery.model.edit.Composites;
import org.orrery.model.edit.Named;
import org.orrery.model.io.OrreryFiles;
import org.orrery.model.validation.OrreryValidation;
import org.orrery.model.validation.Rule;
import org.orrery.model.validation.ValidationProblem;

/** Composite operators over the flat graph: saved and read back, their boundary and ports, parameters, rules. */
class CompositesTest {

    private final OrreryValidation validation = OrreryValidation.withBuiltInCatalog();

    @TempDir
    Path dir;

    /** The built system with its filter and a second filter grouped: source → [filter → clean] → application. */
    static SystemBuilder grouped() {
        SystemBuilder b = new SystemBuilder();
        Operator clean = b.operator("clean", OperatorKind.FILTER, "org.orrery.sample.filter");
        b.parameter(clean, "predicate", ParameterType.STRING, "${keep}");
        b.filterToApplication.setSource(clean);
        b.connect(b.filter, clean);
        Composite composite = OrreryFactory.eINSTANCE.createComposite();
        composite.setName("cleaning");
        composite.setCollapsed(true);
        b.system.getComposites().add(composite);
        b.filter.setComposite(composite);
        clean.setComposite(composite);
        composite.getPorts().addAll(Composites.portsFor(composite.getOperators()));
        Parameter keep = OrreryFactory.eINSTANCE.createParameter();
        keep.setName("keep");
        keep.setType(ParameterType.STRING);
        keep.setValue("celsius < 80");
        composite.getParameters().add(keep);
        return b;
    }

    @Test
    void aCompositeIsSavedAndReadBackWithItsOperatorsPortsAndParameters() throws Exception {
        SystemBuilder b = grouped();
        assertEquals(List.of(), validation.validate(b.system));
        Path file = dir.resolve("grouped.orrery");
        OrreryFiles.save(b.system, file);
        OrrerySystem read = OrreryFiles.load(file);
        Composite composite = read.getComposites().get(0);
        assertEquals("cleaning", composite.getName());
        assertTrue(composite.isCollapsed());
        assertEquals(List.of("filter", "clean"), composite.getOperators().stream().map(Operator::getName).toList());
        assertEquals(List.of("IN filter", "OUT clean"),
                composite.getPorts()
                        .stream()
                        .map(p -> p.getDirection().name() + " " + p.getOperator().getName())
                        .toList());
        assertEquals(List.of(), validation.validate(read));
    }

    @Test
    void theBoundaryIsTheConnectionsWithOneEndInside() {
        SystemBuilder b = grouped();
        Composite composite = b.system.getComposites().get(0);
        Operator clean = Named.operator(b.system, "clean").orElseThrow();
        List<Connection> crossing = Composites.crossing(composite);
        assertEquals(List.of(b.sourceToFilter, b.filterToApplication), crossing);
        assertSame(b.planet, Composites.placement(composite));
        assertSame(clean, Composites.port(composite, PortDirection.OUT, clean).getOperator());
        assertNull(Composites.port(composite, PortDirection.IN, clean));
    }

    @Test
    void anInnerParameterTakesItsCompositesValueAndADiffShowsTheChange() {
        SystemBuilder b = grouped();
        Parameter predicate = Named.operator(b.system, "clean").orElseThrow().getParameters().get(0);
        assertEquals("celsius < 80", Composites.value(predicate));
        SystemBuilder changed = grouped();
        changed.system.getComposites().get(0).getParameters().get(0).setValue("celsius < 60");
        assertEquals(List.of("~ operator clean: parameter predicate value: celsius < 80 -> celsius < 60"),
                SystemDiff.of(b.system, changed.system).changes().stream().map(Object::toString).toList());
    }

    @Test
    void compositeRules() {
        SystemBuilder unresolved = grouped();
        unresolved.system.getComposites().get(0).getParameters().clear();
        assertOnly(unresolved, Rule.COMPOSITES, "refers to ${keep}");

        SystemBuilder badValue = grouped();
        badValue.system.getComposites().get(0).getParameters().get(0).setValue("celsius <<< ");
        assertOnly(badValue, Rule.PREDICATE_SYNTAX, "does not parse");

        SystemBuilder split = grouped();
        Domain other = split.domain("planet2", DomainRole.PLANET, 7102);
        split.filter.setPlacement(other);
        assertOnly(split, Rule.COMPOSITES, "different domains");

        SystemBuilder strayPort = grouped();
        Composite composite = strayPort.system.getComposites().get(0);
        Port port = Composites.port("extra", PortDirection.IN, strayPort.application);
        composite.getPorts().add(port);
        assertOnly(strayPort, Rule.COMPOSITES, "operator 'application', which is not part of it");

        SystemBuilder empty = new SystemBuilder();
        Composite none = OrreryFactory.eINSTANCE.createComposite();
        none.setName("none");
        empty.system.getComposites().add(none);
        assertOnly(empty, Rule.COMPOSITES, "groups no operators");

        SystemBuilder sameName = grouped();
        sameName.system.getComposites().get(0).setName("filter");
        assertOnly(sameName, Rule.UNIQUE_NAMES, "composite 'filter'");
    }

    /** {@link #grouped()} with "cleaning" nested in "outer", which gives it {@code keep} through {@code ${limit}}. */
    static SystemBuilder nested() {
        SystemBuilder b = grouped();
        Composite cleaning = b.system.getComposites().get(0);
        Composite outer = OrreryFactory.eINSTANCE.createComposite();
        outer.setName("outer");
        b.system.getComposites().add(outer);
        cleaning.setParent(outer);
        outer.getPorts().addAll(Composites.portsFor(Composites.members(outer)));
        Parameter limit = OrreryFactory.eINSTANCE.createParameter();
        limit.setName("limit");
        limit.setType(ParameterType.STRING);
        limit.setValue("celsius < 75");
        outer.getParameters().add(limit);
        cleaning.getParameters().get(0).setValue("${limit}");
        return b;
    }

    @Test
    void aNestedCompositeIsSavedAndReadBackInsideItsParentAndTakesItsValuesFromIt() throws Exception {
        SystemBuilder b = nested();
        assertEquals(List.of(), validation.validate(b.system));
        Path file = dir.resolve("nested.orrery");
        OrreryFiles.save(b.system, file);
        OrrerySystem read = OrreryFiles.load(file);
        Composite cleaning = read.getComposites().get(0);
        Composite outer = read.getComposites().get(1);
        assertEquals(List.of("cleaning", "outer"), List.of(cleaning.getName(), outer.getName()));
        assertSame(outer, cleaning.getParent());
        assertEquals(List.of(cleaning), outer.getNested());
        assertTrue(outer.getOperators().isEmpty());
        assertEquals(List.of("filter", "clean"), Composites.members(outer).stream().map(Operator::getName).toList());
        Operator clean = Named.operator(read, "clean").orElseThrow();
        assertSame(clean.getPlacement(), Composites.placement(outer));
        assertTrue(Composites.inside(clean, outer));
        assertTrue(Composites.within(cleaning, outer));
        assertEquals("celsius < 75", Composites.value(clean.getParameters().get(0)), "through cleaning's ${limit}");
        assertEquals(List.of("source->filter", "clean->application"),
                Composites.crossing(outer)
                        .stream()
                        .map(c -> c.getSource().getName() + "->" + c.getTarget().getName())
                        .toList());
        assertEquals(List.of(), validation.validate(read));
    }

    @Test
    void nestedCompositeRules() {
        SystemBuilder unanswered = nested();
        unanswered.system.getComposites().get(1).getParameters().clear();
        assertOnly(unanswered, Rule.COMPOSITES, "refers to ${limit}, which");

        SystemBuilder loop = nested();
        Composite cleaning = loop.system.getComposites().get(0);
        Composite outer = loop.system.getComposites().get(1);
        outer.setParent(cleaning);
        List<ValidationProblem> problems = validation.validate(loop.system);
        assertTrue(problems.stream().anyMatch(p -> p.message().contains("is nested in itself")), problems::toString);

        SystemBuilder strayPort = nested();
        Composite top = strayPort.system.getComposites().get(1);
        top.getPorts().add(Composites.port("extra", PortDirection.IN, strayPort.application));
        assertOnly(strayPort, Rule.COMPOSITES, "operator 'application', which is not part of it");
    }

    private void assertOnly(SystemBuilder builder, Rule rule, String says) {
        List<ValidationProblem> problems = validation.validate(builder.system);
        assertEquals(1, problems.size(), problems::toString);
        assertEquals(rule, problems.get(0).rule(), problems::toString);
        assertTrue(problems.get(0).message().contains(says), problems::toString);
    }
}
