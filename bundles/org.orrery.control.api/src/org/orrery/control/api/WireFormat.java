package org.orrery.control.api;

import java.util.List;
import java.util.regex.Pattern;

/**
 * The names of the wire formats a connection between domains may write its events in: the three every domain knows, and
 * the syntax of the names of codecs added to the agents' class path ({@code org.orrery.operator.api.wire.WireCodec}).
 */
public final class WireFormat {

    /** Orrery's own compact form (the default). */
    public static final String BINARY = "binary";
    /** One JSON object per event, the body in base64. */
    public static final String JSON = "json";
    /** Java serialization, Solar's baseline; read back only as the few types an event holds. */
    public static final String JAVA = "java";

    /** The formats every domain knows, the default first. */
    public static final List<String> BUILT_IN = List.of(BINARY, JSON, JAVA);

    private static final Pattern NAME = Pattern.compile("[a-z0-9][a-z0-9-]{0,31}");

    private WireFormat() {
    }

    /** {@code name}, or {@link #BINARY} when it is null or blank; refuses a name no codec could have. */
    public static String named(String name) {
        String problem = problem(name);
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
        return name == null || name.isBlank() ? BINARY : name;
    }

    /** Why no codec could have the name {@code name}, or null when one could (null and blank mean {@link #BINARY}). */
    public static String problem(String name) {
        if (name == null || name.isBlank() || NAME.matcher(name).matches()) {
            return null;
        }
        return "a wire format is named in lower-case letters, digits and '-' (up to 32), not '"
                + (name.length() > 40 ? name.substring(0, 40) + "..." : name) + "'";
    }
}
