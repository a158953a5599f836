package org.orrery.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.model.Domain;
import org.orrery.model.Host;
import org.orrery.model.OrrerySystem;
import org.orrery.model.io.OrreryFiles;
import org.orrery.model.validation.OrreryValidation;
import org.orrery.model.validation.Rule;
import org.orrery.model.validation.ValidationProblem;

/**
 * The shipped sample systems load, save and reload equal; the good ones validate clean, the broken one as documented.
 */
class SamplesTest {

    private final OrreryValidation validation = OrreryValidation.withBuiltInCatalog();

    @Test
    void everySampleRoundTrips(@TempDir Path temp) throws IOException {
        List<Path> samples;
        try (Stream<Path> files = Files.list(Samples.models())) {
            samples = files.filter(f -> f.toString().endsWith(".orrery")).sorted().toList();
        }
        assertTrue(samples.size() >= 3, "expected at least three samples, found " + samples);
        for (Path sample : samples) {
            byte[] before = Files.readAllBytes(sample);
            OrrerySystem original = OrreryFiles.load(sample);
            Path copy = temp.resolve(sample.getFileName());
            OrreryFiles.save(EcoreUtil.copy(original), copy);
            OrrerySystem reloaded = OrreryFiles.load(copy);
            // compared as saved: the 10,000-operator sample's references run too deep for EcoreUtil.equals
            Path again = temp.resolve("again-" + sample.getFileName());
            OrreryFiles.save(reloaded, again);
            assertTrue(Arrays.equals(Files.readAllBytes(copy), Files.readAllBytes(again)),
                    sample + " changed across save and reload");
            assertEquals(List.of(), List.of(temp.toFile().list()).stream().filter(n -> n.endsWith(".saving")).toList());
            assertTrue(Arrays.equals(before, Files.readAllBytes(sample)), "loading changed " + sample);
        }
    }

    @Test
    void solarIsTheTemperatureSystemAndValid() throws IOException {
        OrrerySystem solar = OrreryFiles.load(Samples.model("solar.orrery"));
        assertEquals(List.of(), validation.validate(solar));
        assertEquals(1, solar.getHosts().size());
        List<Domain> domains = solar.getHosts().get(0).getDomains();
        assertEquals(3, domains.size());
        assertEquals(9, solar.getOperators().size());
        assertEquals(8, solar.getConnections().size());
        assertEquals(Set.of("source", "filter", "transform", "merge", "aggregate", "application"),
                solar.getOperators().stream().map(o -> o.getKind().getLiteral()).collect(Collectors.toSet()));
        Domain planet1 = domains.stream().filter(d -> d.getName().equals("planet1")).findFirst().orElseThrow();
        assertEquals(6, planet1.getOperators().size(), "placement is resolved in both directions");
    }

    @Test
    void threeHostLabIsValid() throws IOException {
        OrrerySystem lab = OrreryFiles.load(Samples.model("three-host-lab.orrery"));
        assertEquals(List.of(), validation.validate(lab));
        assertEquals(3, lab.getHosts().size());
        assertEquals(4, lab.getHosts().stream().map(Host::getDomains).mapToInt(List::size).sum());
    }

    @Test
    void brokenSampleBreaksTheDocumentedRules() throws IOException {
        OrrerySystem broken = OrreryFiles.load(Samples.model("solar-broken.orrery"));
        List<ValidationProblem> problems = validation.validate(broken);
        Set<String> found = new TreeSet<>();
        problems.forEach(p -> found.add(p.rule().id() + " " + p));
        Set<Rule> rules = problems.stream().map(ValidationProblem::rule).collect(Collectors.toSet());
        assertEquals(Set.of(Rule.ONE_STAR, Rule.UNIQUE_PORTS, Rule.OPERATOR_PLACEMENT, Rule.ACYCLIC_GRAPH,
                Rule.CONNECTION_DIRECTION, Rule.PREDICATE_SYNTAX, Rule.OPERATOR_TYPE), rules, found::toString);
        assertTrue(found.stream().anyMatch(p -> p.contains("operator 'display': operator-placement")), found::toString);
        assertTrue(found.stream().anyMatch(p -> p.contains("domain 'secondStar': one-star")), found::toString);
    }
}
