package org.orrery.agent.log;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.orrery.control.api.LogApi;
import org.orrery.control.api.LogApi.LogEntry;

/**
 * Reads a page of one domain's entries from a process's log files ({@link LogFiles}), oldest first: those from
 * {@code since} on, or those after a cursor of an earlier page. A cursor names a file by its inode and a place in it,
 * so it holds across a rollover (the file is renamed, not copied); only complete lines are read, so an entry being
 * written is read next time. A line that begins no entry (a stack's) belongs to the entry above it.
 */
public final class LogReader {

    private static final Pattern INODE = Pattern.compile("ino=(\\d+)");
    private static final Pattern CURSOR = Pattern.compile("(\\d+):(\\d+)");
    /** The most bytes one line is read with; a longer one is cut (a log line is never that long). */
    private static final int MAX_LINE_BYTES = 8 * LogLine.MAX_MESSAGE_CHARS;

    private final Path file;
    private final int kept;

    /** The log whose current file is {@code file}, with up to {@code kept} rolled-over files beside it. */
    public LogReader(Path file, int kept) {
        this.file = file;
        this.kept = kept;
    }

    /** What one read found: the entries, where to go on, and whether more was there or was skipped. */
    public record Page(List<LogEntry> entries, String cursor, boolean more, boolean skipped) {
    }

    /**
     * Up to {@code max} entries of {@code domain} (null: every domain's) written at or after {@code since} (null: any
     * time), after {@code cursor} (null: from the oldest file kept); refused when the cursor is not one this reader
     * gave.
     */
    public Page read(String domain, Instant since, String cursor, int max) throws IOException {
        return read(domain, since, cursor, max, false);
    }

    /**
     * The last {@code count} entries of {@code domain} (null: every domain's) kept, and the cursor after them: where a
     * reader that follows the log goes on.
     */
    public Page tail(String domain, int count) throws IOException {
        return read(domain, null, null, count, true);
    }

    private Page read(String domain, Instant since, String cursor, int max, boolean tail) throws IOException {
        long cursorInode = -1;
        long cursorOffset = 0;
        if (cursor != null) {
            Matcher matcher = CURSOR.matcher(cursor);
            if (!matcher.matches()) {
                throw new IllegalArgumentException("'" + cursor + "' is not a cursor of a log page");
            }
            cursorInode = Long.parseLong(matcher.group(1));
            cursorOffset = Long.parseLong(matcher.group(2));
        }
        List<Path> files = new ArrayList<>(); // oldest first
        List<Long> inodes = new ArrayList<>();
        for (int n = kept; n >= 0; n--) {
            Path path = n == 0 ? file : LogFiles.rolled(file, n);
            long inode = inode(path);
            if (inode >= 0) {
                files.add(path);
                inodes.add(inode);
            }
        }
        int first = 0;
        long offset = 0;
        boolean skipped = false;
        if (cursor != null) {
            first = inodes.indexOf(cursorInode);
            if (first < 0) { // rolled away, or the log is new: from the oldest kept
                first = 0;
                skipped = cursorInode != 0 && !files.isEmpty();
            } else {
                offset = cursorOffset;
            }
        }
        Collector collector = new Collector(domain, since, max, tail);
        String end = "0:0";
        for (int i = first; i < files.size() && !collector.full(); i++) {
            end = inodes.get(i) + ":" + collector.read(files.get(i), i == first ? offset : 0);
        }
        return new Page(List.copyOf(collector.entries), end, collector.full(), skipped);
    }

    /** The file's inode, or -1 when it is not there. */
    private static long inode(Path path) throws IOException {
        try {
            Object key = Files.readAttributes(path, BasicFileAttributes.class).fileKey();
            Matcher matcher = key == null ? null : INODE.matcher(key.toString());
            if (matcher == null || !matcher.find()) {
                throw new IOException("the file system of " + path + " names no inodes");
            }
            return Long.parseLong(matcher.group(1));
        } catch (NoSuchFileException e) {
            return -1;
        }
    }

    /** Gathers the entries of one domain from lines, within the page's bounds. */
    private static final class Collector {

        final String domain;
        final Instant since;
        final int max;
        /** Whether only the last {@link #max} entries are kept, however many there are before them. */
        final boolean tail;
        final ArrayDeque<LogEntry> entries = new ArrayDeque<>();
        long chars;
        /** The entry whose stack lines may still follow, and its lines so far. */
        LogEntry open;
        StringBuilder stack;

        Collector(String domain, Instant since, int max, boolean tail) {
            this.tail = tail;
            this.domain = domain;
            this.since = since;
            this.max = Math.min(max, LogApi.MAX_ENTRIES);
        }

        boolean full() {
            return !tail && (entries.size() >= max || chars >= LogApi.MAX_PAGE_CHARS);
        }

        /**
         * Reads the complete lines of {@code path} from {@code offset}, closing the entry open at its end (a rollover
         * happens between two entries); returns where the page goes on in this file: after the last complete line, or
         * where the entry begins that the page had no room for.
         */
        long read(Path path, long offset) throws IOException {
            try (RandomAccessFile in = new RandomAccessFile(path.toFile(), "r")) {
                long start = offset > in.length() ? 0 : offset; // past its end: not the cursor's file any more
                in.seek(start);
                long at = start;
                long lineStart = start;
                byte[] buffer = new byte[64 * 1024];
                ByteArrayOutputStream line = new ByteArrayOutputStream();
                for (int read = in.read(buffer); read > 0; read = in.read(buffer)) {
                    for (int i = 0; i < read; i++) {
                        at++;
                        if (buffer[i] != '\n') {
                            if (line.size() < MAX_LINE_BYTES) {
                                line.write(buffer[i]);
                            }
                            continue;
                        }
                        String text = line.toString(StandardCharsets.UTF_8);
                        line.reset();
                        LogEntry entry = LogLine.parse(text);
                        if (entry == null) {
                            if (open != null && stack.length() < LogLine.MAX_MESSAGE_CHARS) {
                                stack.append(text).append('\n'); // a stack as written is cut there already
                            }
                        } else {
                            close();
                            if (full()) {
                                return lineStart;
                            }
                            open = entry;
                            stack = new StringBuilder();
                        }
                        lineStart = at;
                    }
                }
                close();
                return lineStart;
            }
        }

        private static long chars(LogEntry entry) {
            return entry.message().length() + (entry.error() == null ? 0 : entry.error().length());
        }

        /** Takes the open entry, with its stack, if it is the domain's and not older than {@code since}. */
        private void close() {
            if (open == null) {
                return;
            }
            LogEntry entry = open;
            open = null;
            if (!stack.isEmpty()) {
                entry = new LogEntry(entry.time(), entry.level(), entry.domain(), entry.thread(), entry.logger(),
                        entry.message(), (entry.error() == null ? "" : entry.error()) + stack);
            }
            if ((domain == null || domain.equals(entry.domain()))
                    && (since == null || !LogLine.instant(entry).isBefore(since))) {
                entries.addLast(entry);
                chars += chars(entry);
                while (tail && (entries.size() > max || chars > LogApi.MAX_PAGE_CHARS) && entries.size() > 1) {
                    chars -= chars(entries.removeFirst());
                }
            }
        }
    }
}
