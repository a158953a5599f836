package org.orrery.agent.log;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

import org.slf4j.LoggerFactory;
import org.slf4j.bridge.SLF4JBridgeHandler;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.jul.LevelChangePropagator;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.ConsoleAppender;
import ch.qos.logback.core.OutputStreamAppender;
import ch.qos.logback.core.encoder.LayoutWrappingEncoder;
import ch.qos.logback.core.rolling.FixedWindowRollingPolicy;
import ch.qos.logback.core.rolling.RollingFileAppender;
import ch.qos.logback.core.rolling.SizeBasedTriggeringPolicy;
import ch.qos.logback.core.util.Duration;
import ch.qos.logback.core.util.FileSize;

/**
 * Where an agent process's log goes, set once at its start: a lab process (a node daemon, a domain, a shared domain
 * host) writes {@link LogLine}s to its log file, rolled over by size and kept to a bound ({@link #FILE_BYTES} a file,
 * {@link #KEPT} older ones), with what is printed to the standard streams taken into it; a command-line tool writes
 * warnings and errors to its standard error. Libraries log through SLF4J (or java.util.logging, bridged) into the same
 * place (Jetty's and Apache SSHD's chatter at WARN and above).
 */
public final class AgentLog {

    /** The size at which a log file is rolled over. */
    public static final long FILE_BYTES = 8L << 20;
    /** How many rolled-over files are kept beside the current one ({@code NAME.1.log} the newest). */
    public static final int KEPT = 4;
    /**
     * The most a process's native output file (what its JVM writes past the log: a crash, a refused option) keeps from
     * earlier runs; it is moved aside when larger at the start.
     */
    public static final long CONSOLE_BYTES = 1L << 20;

    /** The format this process's log was started in: what the domains a node daemon starts take too. */
    private static volatile LogFormat format = LogFormat.TEXT;

    private AgentLog() {
    }

    /** The variable that names the format of a lab's logs when the lab tool starts it: {@code text} or {@code json}. */
    public static final String FORMAT_VARIABLE = "ORRERY_LOG_FORMAT";

    /** The format of the logs of a lab started now: {@value #FORMAT_VARIABLE}'s, else text. */
    public static LogFormat labFormat() {
        String name = System.getenv(FORMAT_VARIABLE);
        return name == null || name.isBlank() ? LogFormat.TEXT : LogFormat.of(name.strip());
    }

    /** The format this process's log was started in ({@link LogFormat#TEXT} until it is started). */
    public static LogFormat format() {
        return format;
    }

    /** Logs to {@code file} as {@code process}, rolled over at {@link #FILE_BYTES} with {@link #KEPT} files kept. */
    public static void toFile(Path file, String process, LogFormat format) throws IOException {
        toFile(file, process, format, FILE_BYTES, KEPT);
    }

    /**
     * Logs to {@code file} as {@code process} in {@code lines}' format, rolled over when it reaches {@code fileBytes}
     * (checked at every entry), keeping {@code kept} older files; what is printed to the standard streams goes there
     * too.
     */
    public static void toFile(Path file, String process, LogFormat lines, long fileBytes, int kept) throws IOException {
        toFile(reset(), file, process, lines, fileBytes, kept);
        format = lines;
        StandardStreams.capture();
    }

    /** {@link #toFile(Path, String, LogFormat, long, int)} in {@code context}, leaving the standard streams be. */
    static void toFile(LoggerContext context, Path file, String process, LogFormat lines, long fileBytes, int kept)
            throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        RollingFileAppender<ILoggingEvent> appender = new RollingFileAppender<>();
        appender.setContext(context);
        appender.setFile(file.toString());
        FixedWindowRollingPolicy rolling = new FixedWindowRollingPolicy();
        rolling.setContext(context);
        rolling.setParent(appender);
        rolling.setFileNamePattern(LogFiles.rolledPattern(file));
        rolling.setMinIndex(1);
        rolling.setMaxIndex(kept);
        rolling.start();
        SizeBasedTriggeringPolicy<ILoggingEvent> trigger = new SizeBasedTriggeringPolicy<>();
        trigger.setContext(context);
        trigger.setMaxFileSize(new FileSize(fileBytes));
        trigger.setCheckIncrement(Duration.buildByMilliseconds(0));
        trigger.start();
        appender.setRollingPolicy(rolling);
        appender.setTriggeringPolicy(trigger);
        start(context, appender, process, lines, Level.INFO);
    }

    /** A command-line tool's log: warnings and errors on its standard error, as text. */
    public static void toStandardError(String process) {
        toStandardError(reset(), process);
    }

    /** {@link #toStandardError(String)} in {@code context}: also how Logback starts in any of Orrery's JVMs. */
    static void toStandardError(LoggerContext context, String process) {
        ConsoleAppender<ILoggingEvent> appender = new ConsoleAppender<>();
        appender.setContext(context);
        appender.setTarget("System.err");
        start(context, appender, process, LogFormat.TEXT, Level.WARN);
    }

    /** Sets {@code logger}'s level (a library that says too much where it is used, say). */
    public static void level(String logger, String level) {
        ((Logger) LoggerFactory.getLogger(logger)).setLevel(Level.toLevel(level));
    }

    /**
     * Moves {@code console} (a process's native output) aside when it holds more than {@link #CONSOLE_BYTES}, before
     * the process is started again with its output appended to it: the file and the one moved aside stay bounded by
     * what one run writes there, which is little (the JVM's own complaints).
     */
    public static void boundConsole(Path console) throws IOException {
        if (Files.exists(console) && Files.size(console) > CONSOLE_BYTES) {
            Files.move(console, LogFiles.rolled(console, 1), StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /**
     * Sends what libraries log through {@code java.util.logging} (the OpenTelemetry SDK) into SLF4J, so that it reaches
     * this log as entries with their own level and logger rather than as standard error's two-line text; the levels set
     * in {@code context} are carried over to {@code java.util.logging}, so that a record below them is not even made.
     */
    private static void bridgeJavaLogging(LoggerContext context) {
        LevelChangePropagator levels = new LevelChangePropagator();
        levels.setContext(context);
        levels.setResetJUL(true);
        levels.start();
        context.addListener(levels);
        if (!SLF4JBridgeHandler.isInstalled()) {
            SLF4JBridgeHandler.removeHandlersForRootLogger();
            SLF4JBridgeHandler.install();
        }
    }

    private static LoggerContext reset() {
        LoggerContext context = (LoggerContext) LoggerFactory.getILoggerFactory();
        context.reset();
        return context;
    }

    private static void start(LoggerContext context, OutputStreamAppender<ILoggingEvent> appender, String process,
            LogFormat format, Level level) {
        bridgeJavaLogging(context);
        LayoutWrappingEncoder<ILoggingEvent> encoder = new LayoutWrappingEncoder<>();
        encoder.setContext(context);
        LineLayout layout = new LineLayout(process, format);
        layout.setContext(context);
        layout.start();
        encoder.setLayout(layout);
        encoder.start();
        appender.setEncoder(encoder);
        appender.setName("orrery");
        appender.start();
        Logger root = context.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
        root.setLevel(level);
        root.addAppender(appender);
        context.getLogger("org.eclipse.jetty").setLevel(Level.WARN);
        context.getLogger("org.apache.sshd").setLevel(Level.WARN);
        context.getLogger("io.aeron").setLevel(Level.WARN);
    }
}
