package org.orrery.agent.log;

import java.util.Locale;

/** How an agent writes its log lines: plain text for people, or one JSON object a line for log shippers. */
public enum LogFormat {

    TEXT, JSON;

    /** {@code text} or {@code json}, as the command lines take it. */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The format named {@code text} or {@code json}; refused with the choices otherwise. */
    public static LogFormat of(String name) {
        for (LogFormat format : values()) {
            if (format.wireName().equals(name)) {
                return format;
            }
        }
        throw new IllegalArgumentException("log format '" + name + "' is neither text nor json");
    }
}
