package org.orrery.agent.transport;

import java.util.HashMap;
import java.util.Map;

/**
 * The {@link ProcessLog}s of this process, by stream: the sending and the receiving end of one stream, in two domains
 * of one shared domain host, meet in one, whichever opens first; it goes when both have closed. As many as the streams
 * between the domains deployed in this process.
 */
public final class ProcessLogs {

    private static final Map<String, ProcessLog> LOGS = new HashMap<>();
    /** The session of the next writer: each has one of its own, as each Aeron publication does. */
    private static int nextSession = 1;

    private ProcessLogs() {
    }

    /** The sending end of {@code transport}'s stream; throws when the stream has one in this process. */
    public static synchronized StreamOut writer(Transport transport) {
        return log(transport).attachWriter(nextSession++);
    }

    /** The receiving end of {@code transport}'s stream; throws when the stream has one in this process. */
    public static synchronized StreamIn reader(Transport transport) {
        return log(transport).attachReader();
    }

    /** How many streams have an end open in this process. */
    public static synchronized int open() {
        return LOGS.size();
    }

    private static ProcessLog log(Transport transport) {
        return LOGS.computeIfAbsent(transport.streamKey(),
                key -> new ProcessLog(transport.channel(), transport.streamId()));
    }

    static synchronized void detach(ProcessLog log, Object end) {
        log.detach(end);
        if (log.unused()) {
            LOGS.remove(log.key(), log);
        }
    }
}
