package org.orrery.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.control.api.ControlJson;
import org.orrery.model.OperatorKind;
import org.orrery.model.catalog.OperatorCatalog;
import org.orrery.model.catalog.OperatorType;
import org.orrery.model.cli.ValidateCommand;

/** The operator catalogue and the {@code orrery validate} command's output and exit codes. */
class CatalogAndCommandTest {

    @Test
    void builtInCatalogueHoldsTheSampleOperatorTypes() {
        OperatorCatalog catalog = OperatorCatalog.builtIn();
        assertEquals(10, catalog.types().size());
        assertEquals(OperatorKind.APPLICATION, catalog.find("org.orrery.sample.locator").orElseThrow().kind());
        assertEquals(OperatorKind.FILTER, catalog.find("org.orrery.sample.router").orElseThrow().kind());
        assertEquals(OperatorKind.SOURCE, catalog.find("org.orrery.sample.replay").orElseThrow().kind());
        OperatorType filter = catalog.find("org.orrery.sample.filter").orElseThrow();
        assertEquals(OperatorKind.FILTER, filter.kind());
        assertTrue(filter.parameter("predicate").orElseThrow().required());
    }

    @Test
    void malformedDeclarationIsRefusedWithAReason() {
        String declaration = "<operator-types><operator-type id=\"x\" kind=\"teleport\"/></operator-types>";
        IOException thrown = assertThrows(IOException.class,
                () -> OperatorCatalog.parse(new ByteArrayInputStream(declaration.getBytes(StandardCharsets.UTF_8))));
        assertTrue(thrown.getMessage().contains("teleport"), thrown.getMessage());
    }

    @Test
    void validSamplesExitZero() {
        Run run = validate(Samples.model("solar.orrery").toString(), Samples.model("three-host-lab.orrery").toString());
        assertEquals(ValidateCommand.VALID, run.exit, run.out);
        assertTrue(run.out.contains("solar.orrery: valid (1 hosts, 3 domains, 9 operators, 8 connections)"), run.out);
    }

    @Test
    void problemsArePrintedAsFileElementMessageAndExitOne() {
        String broken = Samples.model("solar-broken.orrery").toString();
        Run run = validate(Samples.model("solar.orrery").toString(), broken);
        assertEquals(ValidateCommand.INVALID, run.exit, run.out);
        assertTrue(run.out.contains(broken + ": operator 'display': operator-placement: "), run.out);
        assertTrue(run.out.lines().filter(l -> l.startsWith(broken + ": ")).count() >= 7, run.out);
    }

    @Test
    void unreadableFilesArePrintedWithTheirLineAndExitTwo(@TempDir Path temp) throws IOException {
        Path truncated = temp.resolve("truncated.orrery");
        Files.writeString(truncated,
                "<?xml version=\"1.0\"?>\n<orrery:OrrerySystem xmlns:orrery=\"http://orrery.org/model/1.0\"\n");
        Run run = validate(Samples.model("solar-broken.orrery").toString(), truncated.toString(),
                temp.resolve("none.orrery").toString());
        assertEquals(ValidateCommand.UNREADABLE, run.exit, run.out);
        List<String> lines = run.out.lines().toList();
        assertTrue(lines.stream().anyMatch(l -> l.matches(Pattern.quote(truncated.toString()) + ":\\d+: .+")), run.out);
        assertTrue(lines.contains(temp.resolve("none.orrery") + ": no such file"), run.out);
    }

    @Test
    void asJsonEachFileHasItsStatusAndProblemsWithTheirRuleOnOneLine(@TempDir Path temp) throws IOException {
        String broken = Samples.model("solar-broken.orrery").toString();
        Path missing = temp.resolve("none.orrery");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int exit = ValidateCommand.run(List.of(Samples.model("solar.orrery").toString(), broken, missing.toString()),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(new ByteArrayOutputStream()), true);
        String text = out.toString(StandardCharsets.UTF_8);
        assertEquals(1, text.lines().count(), text);
        assertEquals(ValidateCommand.UNREADABLE, exit);
        ValidateCommand.Answer answer = ControlJson.readAnswer(text.getBytes(StandardCharsets.UTF_8),
                ValidateCommand.Answer.class);
        assertEquals(ValidateCommand.UNREADABLE, answer.exit());
        assertEquals(List.of("valid", "invalid", "unreadable"),
                answer.files().stream().map(ValidateCommand.FileResult::status).toList());
        assertEquals("1 hosts, 3 domains, 9 operators, 8 connections", answer.files().get(0).summary());
        assertTrue(answer.files()
                .get(1)
                .problems()
                .stream()
                .anyMatch(p -> p.element().equals("operator 'display'") && p.rule().equals("operator-placement")),
                text);
        assertEquals("no such file", answer.files().get(2).problems().get(0).message());
    }

    private static Run validate(String... files) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = ValidateCommand.run(List.of(files), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(exit, out.toString(StandardCharsets.UTF_8) + err.toString(StandardCharsets.UTF_8));
    }

    private record Run(int exit, String out) {
    }
}
