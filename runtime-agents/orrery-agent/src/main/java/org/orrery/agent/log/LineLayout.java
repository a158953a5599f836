package org.orrery.agent.log;

import java.time.Instant;

import org.orrery.control.api.LogApi.LogEntry;

import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.classic.spi.ThrowableProxyUtil;
import ch.qos.logback.core.CoreConstants;
import ch.qos.logback.core.LayoutBase;

/**
 * Writes a logging event as a {@link LogLine}: the domain is the one whose thread wrote it (its thread group's, in a
 * shared domain host), else the process's own name.
 */
final class LineLayout extends LayoutBase<ILoggingEvent> {

    /** What the threads of one domain of a shared domain host are grouped under, followed by the domain's name. */
    static final String DOMAIN_THREADS = "orrery-domain-";

    private final String process;
    private final LogFormat format;

    LineLayout(String process, LogFormat format) {
        this.process = process;
        this.format = format;
    }

    @Override
    public String doLayout(ILoggingEvent event) {
        String error = event.getThrowableProxy() == null ? null
                : LogLine.bounded(ThrowableProxyUtil.asString(event.getThrowableProxy()))
                        .replace(CoreConstants.LINE_SEPARATOR, "\n");
        return LogLine.format(new LogEntry(LogLine.time(Instant.ofEpochMilli(event.getTimeStamp())),
                event.getLevel().toString(), domain(), event.getThreadName(), event.getLoggerName(),
                LogLine.bounded(event.getFormattedMessage()), error), format);
    }

    /** The domain of the thread that logs now (a layout of a synchronous appender runs on it). */
    private String domain() {
        ThreadGroup group = Thread.currentThread().getThreadGroup();
        for (; group != null; group = group.getParent()) {
            if (group.getName().startsWith(DOMAIN_THREADS)) {
                return group.getName().substring(DOMAIN_THREADS.length());
            }
        }
        return process;
    }
}
