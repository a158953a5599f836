package org.orrery.agent.log;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;

import org.orrery.control.api.ControlJson;
import org.orrery.control.api.LogApi.LogEntry;

import com.fasterxml.jackson.core.JsonProcessingException;

/**
 * One entry of an agent's log as it is written and read back, in either {@link LogFormat}: text
 * ({@link LogEntry#text()}: time, level, domain, thread, logger, message, and an error's stack on lines of its own that
 * belong to the entry above them) or JSON (one object a line with the same fields, the stack in {@code error}).
 */
public final class LogLine {

    /** The longest message a line keeps; the rest is cut and counted, so that one call cannot fill a log file. */
    public static final int MAX_MESSAGE_CHARS = 16 * 1024;

    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS'Z'")
            .withZone(ZoneOffset.UTC);

    private LogLine() {
    }

    /** {@code time} as a line writes it. */
    public static String time(Instant time) {
        return TIME.format(time);
    }

    /** {@code text} cut to {@link #MAX_MESSAGE_CHARS}, saying how much was left out. */
    public static String bounded(String text) {
        return text.length() <= MAX_MESSAGE_CHARS ? text
                : text.substring(0, MAX_MESSAGE_CHARS) + "… (" + (text.length() - MAX_MESSAGE_CHARS)
                        + " more characters left out)";
    }

    /** The line (or, with an error, lines) {@code entry} is written as, ending with a line break. */
    public static String format(LogEntry entry, LogFormat format) {
        if (format == LogFormat.JSON) {
            try {
                return ControlJson.mapper().writeValueAsString(entry) + "\n";
            } catch (JsonProcessingException e) {
                throw new IllegalStateException(e);
            }
        }
        return entry.text();
    }

    /**
     * The entry a line begins, in either format; null when the line does not begin one (a stack's line, or output that
     * is no agent's line).
     */
    public static LogEntry parse(String line) {
        if (line.startsWith("{")) {
            try {
                LogEntry entry = ControlJson.mapper().readValue(line, LogEntry.class);
                return entry.time() == null || entry.level() == null ? null : entry;
            } catch (JsonProcessingException e) {
                return null;
            }
        }
        int timeEnd = line.indexOf(' ');
        if (timeEnd != 24 || !startsWithTime(line)) {
            return null;
        }
        int levelEnd = timeEnd + 1;
        while (levelEnd < line.length() && line.charAt(levelEnd) != ' ') {
            levelEnd++;
        }
        int domainStart = levelEnd;
        while (domainStart < line.length() && line.charAt(domainStart) == ' ') {
            domainStart++;
        }
        int domainEnd = line.indexOf(' ', domainStart);
        int threadEnd = domainEnd < 0 ? -1 : line.indexOf("] ", domainEnd);
        int loggerEnd = threadEnd < 0 ? -1 : line.indexOf(": ", threadEnd + 2);
        if (domainEnd < 0 || line.charAt(domainEnd + 1) != '[' || threadEnd < 0 || loggerEnd < 0) {
            return null;
        }
        return new LogEntry(line.substring(0, timeEnd), line.substring(timeEnd + 1, levelEnd),
                line.substring(domainStart, domainEnd), line.substring(domainEnd + 2, threadEnd),
                line.substring(threadEnd + 2, loggerEnd), line.substring(loggerEnd + 2), null);
    }

    private static boolean startsWithTime(String line) {
        try {
            TIME.parse(line.substring(0, 24));
            return true;
        } catch (DateTimeParseException e) {
            return false;
        }
    }

    /** When {@code entry} was written. */
    public static Instant instant(LogEntry entry) {
        return Instant.parse(entry.time());
    }
}
