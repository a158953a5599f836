package org.orrery.agent.transport;

import java.lang.invoke.MethodHandle;
import java.lang.reflect.Array;
import java.lang.reflect.Method;
import java.util.Optional;

/**
 * The calling thread's timer slack (Linux {@code prctl(PR_SET_TIMERSLACK)}): how much later than asked the kernel may
 * end a sleep, 50 µs by default, which alone puts a floor under how fast a parked thread notices an event. Called
 * through the JDK's foreign function API (JDK 22 and later; looked up reflectively, since the agents are built for JDK
 * 17); where that or {@code prctl} is missing, nothing changes and the slack reads as unknown.
 */
public final class TimerSlack {

    private static final int PR_SET_TIMERSLACK = 29;
    private static final int PR_GET_TIMERSLACK = 30;

    /**
     * {@code int prctl(int option, ...)} with one {@code unsigned long} after the option, or null where unavailable.
     */
    private static final MethodHandle PRCTL = prctl();

    private TimerSlack() {
    }

    /** Whether the timer slack can be set here. */
    static boolean available() {
        return PRCTL != null;
    }

    /**
     * Sets the calling thread's timer slack to {@code nanos} (0: the thread's default); returns it as read back, or -1.
     */
    static long set(long nanos) {
        if (PRCTL == null) {
            return -1;
        }
        try {
            int result = (int) PRCTL.invokeExact(PR_SET_TIMERSLACK, nanos);
            return result == 0 ? get() : -1;
        } catch (Throwable e) {
            return -1;
        }
    }

    /** The calling thread's timer slack in nanoseconds, or -1 when it cannot be read. */
    static long get() {
        if (PRCTL == null) {
            return -1;
        }
        try {
            return (int) PRCTL.invokeExact(PR_GET_TIMERSLACK, 0L);
        } catch (Throwable e) {
            return -1;
        }
    }

    private static MethodHandle prctl() {
        if (!System.getProperty("os.name", "").startsWith("Linux") || Runtime.version().feature() < 22) {
            return null;
        }
        try {
            // Linker.nativeLinker().downcallHandle(defaultLookup().find("prctl"), FunctionDescriptor.of(JAVA_INT,
            // JAVA_INT, JAVA_LONG), Linker.Option.firstVariadicArg(1)), written reflectively
            Class<?> linkerType = Class.forName("java.lang.foreign.Linker");
            Class<?> lookupType = Class.forName("java.lang.foreign.SymbolLookup");
            Class<?> segmentType = Class.forName("java.lang.foreign.MemorySegment");
            Class<?> layoutType = Class.forName("java.lang.foreign.MemoryLayout");
            Class<?> valueLayoutType = Class.forName("java.lang.foreign.ValueLayout");
            Class<?> descriptorType = Class.forName("java.lang.foreign.FunctionDescriptor");
            Class<?> optionType = Class.forName("java.lang.foreign.Linker$Option");
            Object linker = linkerType.getMethod("nativeLinker").invoke(null);
            Object lookup = linkerType.getMethod("defaultLookup").invoke(linker);
            Optional<?> symbol = (Optional<?>) lookupType.getMethod("find", String.class).invoke(lookup, "prctl");
            if (symbol.isEmpty()) {
                return null;
            }
            Object javaInt = valueLayoutType.getField("JAVA_INT").get(null);
            Object javaLong = valueLayoutType.getField("JAVA_LONG").get(null);
            Object arguments = Array.newInstance(layoutType, 2);
            Array.set(arguments, 0, javaInt);
            Array.set(arguments, 1, javaLong);
            Object descriptor = descriptorType.getMethod("of", layoutType, arguments.getClass())
                    .invoke(null, javaInt, arguments);
            Object options = Array.newInstance(optionType, 1);
            Array.set(options, 0, optionType.getMethod("firstVariadicArg", int.class).invoke(null, 1));
            Method downcall = linkerType.getMethod("downcallHandle", segmentType, descriptorType, options.getClass());
            return (MethodHandle) downcall.invoke(linker, symbol.get(), descriptor, options);
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            return null;
        }
    }
}
