package org.orrery.control.api;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * A domain's log as its node daemon keeps it and the Star relays it ({@code GET /v1/domains/{name}/log}): entries in
 * the order they were written, each with its time, level, domain, thread, logger and message, a page at a time. A page
 * ends at a {@code cursor} that the next read gives back to go on where it ended, across the log's rotations.
 */
public final class LogApi {

    /** The most entries one page holds. */
    public static final int MAX_ENTRIES = 1_000;
    /** About the most characters of messages one page holds (an entry is never split). */
    public static final int MAX_PAGE_CHARS = 1 << 20;

    private LogApi() {
    }

    /**
     * One entry: {@code time} as ISO-8601 UTC with milliseconds, {@code level} (ERROR, WARN, INFO, DEBUG, TRACE; what a
     * domain's process wrote outside its log is given WARN), the domain, thread and logger it came from, the message,
     * and an error's stack (null without one).
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record LogEntry(@Required String time, @Required String level, String domain, String thread, String logger,
            String message, String error) {

        /** (The constructor JSON is read with.) */
        @JsonCreator
        public LogEntry {
        }

        /**
         * The entry as a log's text form writes it: time, level, domain, thread in brackets, logger, message, and the
         * error's stack on the lines after it; ends with a line break.
         *
         * <pre> 2026-12-01T03:20:11.123Z INFO planet1 [orrery-event-planet1] org.orrery.agent.Sender: message </pre>
         */
        public String text() {
            StringBuilder line = new StringBuilder(96 + (message == null ? 0 : message.length()));
            line.append(time).append(' ').append(level);
            for (int i = level.length(); i < 5; i++) {
                line.append(' ');
            }
            line.append(' ')
                    .append(domain)
                    .append(" [")
                    .append(thread)
                    .append("] ")
                    .append(logger)
                    .append(": ")
                    .append(message)
                    .append('\n');
            if (error != null) {
                line.append(error);
                if (!error.endsWith("\n")) {
                    line.append('\n');
                }
            }
            return line.toString();
        }
    }

    /**
     * What to read: the entries after {@code cursor} (a page's, to go on), else those written at or after {@code since}
     * (ISO-8601), else every entry kept; at most {@code max} of them (none: {@link #MAX_ENTRIES}). With {@code tail},
     * the last {@code tail} entries kept instead (at most {@link #MAX_ENTRIES}), and the cursor after them.
     */
    public record LogRequest(String since, String cursor, Integer max, Integer tail) {

        /** (The constructor JSON is read with.) */
        @JsonCreator
        public LogRequest {
        }

        /** The entries after {@code cursor}, else from {@code since}. */
        public static LogRequest from(String since, String cursor) {
            return new LogRequest(since, cursor, null, null);
        }

        /** The last {@code count} entries kept. */
        public static LogRequest last(int count) {
            return new LogRequest(null, null, null, count);
        }
    }

    /**
     * A page of a domain's log: its entries, the cursor to read on from, and whether more was written after them
     * already ({@code more}); {@code skipped} says that entries between the cursor given and this page were rotated
     * away before they were read.
     */
    public record LogPage(@Required String domain, @Required String host, @Required List<LogEntry> entries,
            @Required String cursor, boolean more, boolean skipped) {

        /** (The constructor JSON is read with.) */
        @JsonCreator
        public LogPage {
            entries = List.copyOf(entries);
        }
    }
}
