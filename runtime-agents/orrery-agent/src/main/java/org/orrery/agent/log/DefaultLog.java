package org.orrery.agent.log;

import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.Configurator;
import ch.qos.logback.core.spi.ContextAwareBase;

/**
 * How Logback starts in a JVM with Orrery's agents on its class path before (or without) {@link AgentLog} sets where
 * the log goes: warnings and errors on standard error, as {@link LogLine}s (Logback's own default is every debug line
 * of every library on standard output). Found by Logback through {@code META-INF/services}.
 */
public final class DefaultLog extends ContextAwareBase implements Configurator {

    @Override
    public ExecutionStatus configure(LoggerContext context) {
        AgentLog.toStandardError(context, "orrery");
        return ExecutionStatus.DO_NOT_INVOKE_NEXT_IF_ANY;
    }
}
