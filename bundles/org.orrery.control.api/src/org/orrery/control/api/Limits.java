package org.orrery.control.api;

import java.util.Locale;

/**
 * The sizes the control protocol accepts, one set for the agents that enforce them and the clients that check before
 * sending. They follow from the agents' heaps (a Planet's 256 MB, the Star's 512 MB): a request that carries bundles is
 * held as its bytes, as the strings read from them and as each bundle decoded or sent on, three to four times its size,
 * and an agent admits such requests only up to {@link #LARGE_BODIES_AT_ONCE_BYTES} at a time.
 */
public final class Limits {

    /** The largest body of a request without bundles in it (deployments, domain starts). */
    public static final long MAX_JSON_BODY_BYTES = 1L << 20;
    /** The largest bundle, as a jar. */
    public static final long MAX_BUNDLE_BYTES = 16L << 20;
    /** The largest body of a bundle install: the largest bundle in base64, and room for the rest of the request. */
    public static final long MAX_INSTALL_BODY_BYTES = base64Length(MAX_BUNDLE_BYTES) + (64L << 10);
    /** The largest body of a whole system with all its bundles. */
    public static final long MAX_UPLOAD_BODY_BYTES = 48L << 20;
    /**
     * How many bytes of large request bodies (over {@link #MAX_JSON_BODY_BYTES}) an agent handles at a time, from the
     * body's arrival to the answer; one more waits its turn for a while, then is refused as busy.
     */
    public static final long LARGE_BODIES_AT_ONCE_BYTES = MAX_UPLOAD_BODY_BYTES;
    /** The longest string the JSON reader takes: a bundle's base64 within the largest upload. */
    static final int MAX_JSON_STRING_CHARS = (int) MAX_UPLOAD_BODY_BYTES;

    private Limits() {
    }

    /** The length of {@code bytes} bytes in base64. */
    public static long base64Length(long bytes) {
        return (bytes + 2) / 3 * 4;
    }

    /** "16 MiB", "1.5 MiB", "900 kB", "12 bytes". */
    public static String size(long bytes) {
        if (bytes >= 1L << 20) {
            double mib = bytes / (double) (1L << 20);
            return (mib == Math.rint(mib) ? String.valueOf((long) mib) : String.format(Locale.ROOT, "%.1f", mib))
                    + " MiB";
        }
        return bytes >= 1_000 ? bytes / 1_000 + " kB" : bytes + " bytes";
    }
}
