package org.orrery.agent.log;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.control.api.LogApi.LogEntry;
import org.slf4j.LoggerFactory;

import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.util.LogbackMDCAdapter;

/** An agent's log as Logback writes it through {@link AgentLog}, read back by {@link LogReader}. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class AgentLogTest {

    @TempDir
    Path dir;

    /** Writing far past the bound rolls the log over and keeps it under its bound; the newest entries are kept. */
    @Test
    void rotationKeepsTheLogUnderItsBound() throws Exception {
        Path file = dir.resolve("planet1.log");
        long fileBytes = 64 * 1024;
        int kept = 3;
        LoggerContext context = context();
        AgentLog.toFile(context, file, "planet1", LogFormat.TEXT, fileBytes, kept);
        String filler = "x".repeat(200);
        int written = 20_000; // about 5 MB: eighty times the bound
        for (int i = 0; i < written; i++) {
            context.getLogger("test").info("entry {} {}", i, filler);
        }
        context.stop();
        long bound = (kept + 1) * (fileBytes + LogLine.MAX_MESSAGE_CHARS + 512);
        long total = 0;
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.toList()) {
                total += Files.size(f);
                assertTrue(f.getFileName().toString().matches("planet1(\\.[1-3])?\\.log"), "unexpected file " + f);
            }
        }
        assertTrue(total <= bound, total + " bytes kept against a bound of " + bound);
        assertTrue(Files.exists(LogFiles.rolled(file, kept)), "the oldest file kept is there");
        assertFalse(Files.exists(LogFiles.rolled(file, kept + 1)), "no file past the bound");
        List<LogEntry> entries = readAll(file, kept, null);
        assertEquals("entry " + (written - 1) + " " + filler, entries.get(entries.size() - 1).message());
        for (int i = 1; i < entries.size(); i++) { // in order, none lost within what was kept
            assertEquals(number(entries.get(i - 1)) + 1, number(entries.get(i)));
        }
    }

    /** Every line has a time, a level, a domain and a thread; an error's stack stays with its entry. */
    @Test
    void everyLineHasItsTimeLevelDomainAndThread() throws Exception {
        for (LogFormat format : LogFormat.values()) {
            Path file = dir.resolve(format.wireName() + ".log");
            LoggerContext context = context();
            AgentLog.toFile(context, file, "shared", format, AgentLog.FILE_BYTES, AgentLog.KEPT);
            Instant before = Instant.now().minusMillis(1);
            context.getLogger("org.orrery.Test").info("plain");
            context.getLogger("org.orrery.Test").error("failed", new IllegalStateException("broken"));
            ThreadGroup group = new ThreadGroup(LineLayout.DOMAIN_THREADS + "planet7");
            Thread thread = new Thread(group, () -> context.getLogger("org.orrery.Test").warn("from planet7"),
                    "worker");
            thread.start();
            thread.join();
            context.stop();
            List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
            List<LogEntry> entries = readAll(file, 0, null);
            assertEquals(3, entries.size(), format + ": " + lines);
            for (LogEntry entry : entries) {
                assertFalse(LogLine.instant(entry).isBefore(before), entry.toString());
                assertNotNull(entry.level());
                assertNotNull(entry.thread());
            }
            assertEquals("shared", entries.get(0).domain());
            assertEquals("INFO", entries.get(0).level());
            assertEquals("ERROR", entries.get(1).level());
            assertTrue(entries.get(1).error().contains("IllegalStateException: broken"), entries.get(1).error());
            assertTrue(entries.get(1).error().contains("at org.orrery.agent.log.AgentLogTest"), entries.get(1).error());
            assertEquals("planet7", entries.get(2).domain());
            assertEquals("worker", entries.get(2).thread());
            assertEquals(List.of(entries.get(2)), readAll(file, 0, "planet7"));
            if (format == LogFormat.JSON) {
                assertEquals(3, lines.size(), "one object a line: " + lines);
            }
        }
    }

    /**
     * A cursor goes on where the last page ended, across a rollover, without losing or repeating an entry; a page is
     * bounded, and an entry longer than a line may be is cut.
     */
    @Test
    void aCursorGoesOnAcrossRollovers() throws Exception {
        Path file = dir.resolve("star.log");
        LoggerContext context = context();
        AgentLog.toFile(context, file, "star", LogFormat.TEXT, 16 * 1024, 5);
        LogReader reader = new LogReader(file, 5);
        List<Integer> seen = new ArrayList<>();
        String cursor = null;
        int next = 0;
        for (int round = 0; round < 10; round++) {
            for (int i = 0; i < 60; i++) {
                context.getLogger("test").info("entry {} {}", next++, "y".repeat(100));
            }
            LogReader.Page page;
            do {
                page = reader.read("star", null, cursor, 25);
                assertTrue(page.entries().size() <= 25);
                assertFalse(page.skipped());
                page.entries().forEach(e -> seen.add(number(e)));
                cursor = page.cursor();
            } while (page.more());
        }
        context.getLogger("test").info("long {}", "z".repeat(3 * LogLine.MAX_MESSAGE_CHARS));
        context.stop();
        LogReader.Page last = reader.read("star", null, cursor, 25);
        assertEquals(1, last.entries().size());
        assertTrue(last.entries().get(0).message().endsWith("more characters left out)"));
        assertEquals(next, seen.size());
        for (int i = 0; i < seen.size(); i++) {
            assertEquals(i, seen.get(i));
        }
    }

    /**
     * What a library logs through {@code java.util.logging} (as the OpenTelemetry SDK does) is an entry of the
     * process's log with its own level and logger; a record below the log's level is not written. (The bridge serves
     * the process's SLF4J, so this test logs through this JVM's own Logback context and gives it back as it starts.)
     */
    @Test
    void javaUtilLoggingIsAnEntryWithItsLevelAndLogger() throws Exception {
        Path file = dir.resolve("star.log");
        LoggerContext process = (LoggerContext) LoggerFactory.getILoggerFactory();
        try {
            AgentLog.toFile(process, file, "star", LogFormat.TEXT, AgentLog.FILE_BYTES, AgentLog.KEPT);
            java.util.logging.Logger library = java.util.logging.Logger.getLogger("io.opentelemetry.exporter.test");
            library.warning("Failed to export spans");
            library.fine("below the level");
            LoggerFactory.getLogger("org.orrery.Test").info("after");
            List<LogEntry> entries = readAll(file, 0, null);
            assertEquals(2, entries.size(), entries.toString());
            assertEquals(List.of("WARN", "io.opentelemetry.exporter.test", "Failed to export spans"),
                    List.of(entries.get(0).level(), entries.get(0).logger(), entries.get(0).message()));
            assertEquals("after", entries.get(1).message());
        } finally {
            AgentLog.toStandardError(process, "test");
        }
    }

    /** Lines that begin no entry (a JVM's own complaints) before the first entry are not an entry. */
    @Test
    void foreignLinesAreNoEntries() throws IOException {
        Path file = dir.resolve("odd.log");
        Files.writeString(file, "Error occurred during initialization of VM\n"
                + "2026-12-01T03:20:11.123Z INFO  planet1 [main] a.b: hello: world\n" + "partial line without end");
        List<LogEntry> entries = readAll(file, 0, null);
        assertEquals(1, entries.size());
        assertEquals("hello: world", entries.get(0).message());
        assertEquals("a.b", entries.get(0).logger());
        assertEquals("planet1", entries.get(0).domain());
    }

    /** A Logback context of the test's own, so that the test's JVM logs on as before. */
    private static LoggerContext context() {
        LoggerContext context = new LoggerContext();
        context.setMDCAdapter(new LogbackMDCAdapter());
        context.start();
        return context;
    }

    private static int number(LogEntry entry) {
        return Integer.parseInt(entry.message().split(" ")[1]);
    }

    private static List<LogEntry> readAll(Path file, int kept, String domain) throws IOException {
        LogReader reader = new LogReader(file, kept);
        List<LogEntry> all = new ArrayList<>();
        String cursor = null;
        LogReader.Page page;
        do {
            page = reader.read(domain, null, cursor, 1000);
            all.addAll(page.entries());
            cursor = page.cursor();
        } while (page.more());
        return all;
    }
}
