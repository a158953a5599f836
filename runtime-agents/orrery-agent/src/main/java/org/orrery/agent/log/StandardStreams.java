package org.orrery.agent.log;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Sends what is printed to {@code System.out} and {@code System.err} (an operator's {@code println}, a library's
 * warning) to the log, a line an entry, at INFO and WARN: it gets a time, a level and the log's bound. A line is cut at
 * {@link LogLine#MAX_MESSAGE_CHARS}.
 */
final class StandardStreams {

    private StandardStreams() {
    }

    static void capture() {
        System.setOut(
                new PrintStream(new LineSink(LoggerFactory.getLogger("stdout"), false), true, StandardCharsets.UTF_8));
        System.setErr(
                new PrintStream(new LineSink(LoggerFactory.getLogger("stderr"), true), true, StandardCharsets.UTF_8));
    }

    /** Gathers bytes into lines, each thread its own, and logs each complete line. */
    private static final class LineSink extends OutputStream {

        private final Logger logger;
        private final boolean warn;
        private final ThreadLocal<ByteArrayOutputStream> lines = ThreadLocal.withInitial(ByteArrayOutputStream::new);

        LineSink(Logger logger, boolean warn) {
            this.logger = logger;
            this.warn = warn;
        }

        @Override
        public void write(int b) {
            ByteArrayOutputStream line = lines.get();
            if (b == '\n') {
                emit(line);
            } else if (line.size() < 4 * LogLine.MAX_MESSAGE_CHARS) {
                line.write(b);
            }
        }

        @Override
        public void write(byte[] bytes, int offset, int length) {
            for (int i = offset; i < offset + length; i++) {
                write(bytes[i]);
            }
        }

        private void emit(ByteArrayOutputStream line) {
            String text = line.toString(StandardCharsets.UTF_8);
            line.reset();
            if (text.endsWith("\r")) {
                text = text.substring(0, text.length() - 1);
            }
            if (warn) {
                logger.warn(text);
            } else {
                logger.info(text);
            }
        }
    }
}
