package org.orrery.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.junit.jupiter.api.Test;
import org.orrery.model.Domain;
import org.orrery.model.DomainRole;
import org.orrery.model.Operator;
import org.orrery.model.OperatorKind;
import org.orrery.model.Parameter;
import org.orrery.model.ParameterType;
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
        ValidationProblem problem = onlyProblem(invalid, Rule.ACYCLIC_GRAPH);
        assertTrue(problem.message().contains("'filter' \u2192 'transform' \u2192 'filter'"), problem.message());
    }

    @Test
    void exactlyOneStar() {
        SystemBuilder none = new SystemBuilder();
        none.star.setRole(DomainRole.PLANET);
        assertSame(none.system, onlyProblem(none, Rule.ONE_STAR).element());

        SystemBuilder two = new SystemBuilder();
        Domain second = two.domain("star2", DomainRole.STAR, 7102);
        ValidationProblem problem = onlyProblem(two, Rule.ONE_STAR);
        assertSame(second, problem.element());
        assertTrue(problem.message().contains("domain 'star2'"), problem.message());
    }

    @Test
    void operatorsArePlacedOnPlanets() {
        SystemBuilder unplaced = new SystemBuilder();
        unplaced.filter.setPlacement(null);
        assertSame(unplaced.filter, onlyProblem(unplaced, Rule.OPERATOR_PLACEMENT).element());

        SystemBuilder onStar = new SystemBuilder();
        onStar.application.setPlacement(onStar.star);
        ValidationProblem problem = onlyProblem(onStar, Rule.OPERATOR_PLACEMENT);
        assertSame(onStar.application, problem.element());
        assertTrue(problem.message().contains("Star domain 'star'"), problem.message());
    }

    @Test
    void namesAreUniqueWithinTheSystem() {
        SystemBuilder clash = new SystemBuilder();
        clash.application.setName("planet");
        ValidationProblem problem = onlyProblem(clash, Rule.UNIQUE_NAMES);
        assertSame(clash.application, problem.element());
        assertTrue(problem.message().contains("domain 'planet'"), problem.message());

        SystemBuilder unnamed = new SystemBuilder();
        unnamed.host.setName("");
        assertSame(unnamed.host, onlyProblem(unnamed, Rule.UNIQUE_NAMES).element());
    }

    @Test
    void controlPortsAreUniquePerHost() {
        SystemBuilder valid = new SystemBuilder();
        valid.domain("planet2", DomainRole.PLANET, 0);
        valid.domain("planet3", DomainRole.PLANET, 0);
        assertNoProblem(valid, Rule.UNIQUE_PORTS);

        SystemBuilder clash = new SystemBuilder();
        Domain third = clash.domain("planet2", DomainRole.PLANET, 7101);
        ValidationProblem problem = onlyProblem(clash, Rule.UNIQUE_PORTS);
        assertSame(third, problem.element());
        assertTrue(problem.message().contains("7101") && problem.message().contains("domain 'planet'"), problem.message());
    }

    @Test
    void noConnectionIntoASourceOrOutOfAnApplication() {
        SystemBuilder into = new SystemBuilder();
        Operator other = into.operator("other", OperatorKind.SOURCE, "org.orrery.sample.source");
        var connection = into.connect(into.filter, other);
        assertSame(connection, onlyProblem(into, Rule.CONNECTION_DIRECTION).element());

        SystemBuilder outOf = new SystemBuilder();
        Operator merge = outOf.operator("merge", OperatorKind.MERGE, "org.orrery.sample.merge");
        var fromApplication = outOf.connect(outOf.application, merge);
        ValidationProblem problem = onlyProblem(outOf, Rule.CONNECTION_DIRECTION);
        assertSame(fromApplication, problem.element());
        assertTrue(problem.message().contains("application 'application'") || problem.message().contains("operator 'application'"),
                problem.message());
    }

    @Test
    void predicatesParse() {
        SystemBuilder valid = new SystemBuilder();
        valid.sourceToFilter.setPredicate("celsius > 20 && sensor == 'a' || !(humid)");
        assertNoProblem(valid, Rule.PREDICATE_SYNTAX);

        SystemBuilder broken = new SystemBuilder();
        broken.sourceToFilter.setPredicate("celsius >");
        assertSame(broken.sourceToFilter, onlyProblem(broken, Rule.PREDICATE_SYNTAX).element());

        SystemBuilder sideEffect = new SystemBuilder();
        sideEffect.sourceToFilter.setPredicate("celsius = 3");
        assertSame(sideEffect.sourceToFilter, onlyProblem(sideEffect, Rule.PREDICATE_SYNTAX).element());

        SystemBuilder filterParameter = new SystemBuilder();
        filterParameter.filter.getParameters().get(0).setValue("celsius >>> ");
        assertSame(filterParameter.filter.getParameters().get(0), onlyProblem(filterParameter, Rule.PREDICATE_SYNTAX).element());
    }

    @Test
    void operatorTypesAreKnown() {
        SystemBuilder unknown = new SystemBuilder();
        unknown.filter.setType("org.example.nothing");
        ValidationProblem problem = onlyProblem(unknown, Rule.OPERATOR_TYPE);
        assertSame(unknown.filter, problem.element());
        assertTrue(problem.message().contains("org.example.nothing"), problem.message());

        SystemBuilder wrongKind = new SystemBuilder();
        wrongKind.filter.setKind(OperatorKind.MERGE);
        assertSame(wrongKind.filter, onlyProblem(wrongKind, Rule.OPERATOR_TYPE).element());
    }

    @Test
    void parameterValuesMatchTheirTypes() {
        SystemBuilder valid = new SystemBuilder();
        valid.parameter(valid.source, "eventsPerSecond", ParameterType.LONG, "250");
        assertNoProblem(valid, Rule.PARAMETER_VALUES);

        SystemBuilder notANumber = new SystemBuilder();
        Parameter rate = notANumber.parameter(notANumber.source, "eventsPerSecond", ParameterType.LONG, "fast");
        assertSame(rate, onlyProblem(notANumber, Rule.PARAMETER_VALUES).element());

        SystemBuilder unknownName = new SystemBuilder();
        Parameter speed = unknownName.parameter(unknownName.source, "speed", ParameterType.LONG, "3");
        assertSame(speed, onlyProblem(unknownName, Rule.PARAMETER_VALUES).element());

        SystemBuilder missingRequired = new SystemBuilder();
        missingRequired.filter.getParameters().clear();
        assertSame(missingRequired.filter, onlyProblem(missingRequired, Rule.PARAMETER_VALUES).element());
    }

    @Test
    void domainColoursAreHexTriplets() {
        SystemBuilder valid = new SystemBuilder();
        valid.planet.setColour("#A0b1C2");
        assertNoProblem(valid, Rule.DOMAIN_COLOUR);

        SystemBuilder invalid = new SystemBuilder();
        invalid.planet.setColour("blue");
        assertSame(invalid.planet, onlyProblem(invalid, Rule.DOMAIN_COLOUR).element());
    }

    private void assertNoProblem(SystemBuilder builder, Rule rule) {
        List<ValidationProblem> problems = validation.validate(builder.system);
        assertEquals(List.of(), problems.stream().filter(p -> p.rule() == rule).toList());
    }

    private ValidationProblem onlyProblem(SystemBuilder builder, Rule rule) {
        List<ValidationProblem> problems = validation.validate(builder.system);
        assertEquals(1, problems.size(), () -> "expected exactly one problem, got " + problems);
        ValidationProblem problem = problems.get(0);
        assertEquals(rule, problem.rule(), problem::toString);
        assertTrue(problem.message().startsWith(rule.id() + ": "), problem.message());
        EObject element = problem.element();
        assertTrue(problem.toString().startsWith(org.orrery.model.validation.ElementLabels.describe(element) + ": "));
        return problem;
    }
}
