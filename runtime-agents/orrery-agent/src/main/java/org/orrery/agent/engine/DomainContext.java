package org.orrery.agent.engine;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.LongSupplier;

import org.orrery.agent.transport.DomainIdle;

/**
 * The configuration of a domain, checked whole when it is made: a bad value is refused with an
 * {@link IllegalArgumentException} that names it.
 *
 * @param name the domain's name
 * @param storageDir where the OSGi framework keeps its state; wiped when the domain starts
 * @param frameworkBundlesDir the bundles every domain framework installs and starts first (Declarative Services)
 * @param aeronDirectory the host's Aeron media driver, needed for connections to other domains; may be null
 * @param tuning the duty cycle's and the operators' limits
 * @param clockNs the domain clock, a parameter so that time-dependent logic can be tested without sleeping
 * @param wallClockMillis the wall clock, in milliseconds since the epoch, for the times the domain shows (when an
 * operator started, when a tapped event passed, when a recording began)
 * @param aeronClients where the domain gets its client of the media driver: its own, or its domain host's
 * @param comparisons the optimizations it runs with (all, unless a benchmark turns one off)
 */
public record DomainContext(String name, Path storageDir, Path frameworkBundlesDir, String aeronDirectory,
        Tuning tuning, LongSupplier clockNs, LongSupplier wallClockMillis, AeronClients aeronClients,
        Comparisons comparisons) {

    public DomainContext {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("domain name must not be blank");
        }
        if (storageDir == null) {
            throw new IllegalArgumentException("domain '" + name + "' needs a storage directory");
        }
        if (frameworkBundlesDir == null || !Files.isDirectory(frameworkBundlesDir)) {
            throw new IllegalArgumentException(
                    "framework bundles directory " + frameworkBundlesDir + " does not exist");
        }
        if (clockNs == null || wallClockMillis == null) {
            throw new IllegalArgumentException("domain '" + name + "' needs its clocks");
        }
        if (aeronClients == null) {
            throw new IllegalArgumentException("domain '" + name + "' needs a source of media driver clients");
        }
        if (comparisons == null) {
            throw new IllegalArgumentException("domain '" + name + "' needs its optimizations named");
        }
    }

    /** A domain without a media driver, with the default tuning, the system's clocks and every optimization. */
    public static DomainContext of(String name, Path storageDir, Path frameworkBundlesDir) {
        return new DomainContext(name, storageDir, frameworkBundlesDir, null, Tuning.DEFAULT, System::nanoTime,
                System::currentTimeMillis, AeronClients.OWN, Comparisons.ALL_ON);
    }

    public DomainContext withAeronDirectory(String directory) {
        return new DomainContext(name, storageDir, frameworkBundlesDir, directory, tuning, clockNs, wallClockMillis,
                aeronClients, comparisons);
    }

    /** The same domain with events stamped and latency measured by {@code clock} (nanoseconds). */
    public DomainContext withClock(LongSupplier clock) {
        return new DomainContext(name, storageDir, frameworkBundlesDir, aeronDirectory, tuning, clock, wallClockMillis,
                aeronClients, comparisons);
    }

    /** The same domain showing times of {@code clock} (milliseconds since the epoch). */
    public DomainContext withWallClock(LongSupplier clock) {
        return new DomainContext(name, storageDir, frameworkBundlesDir, aeronDirectory, tuning, clockNs, clock,
                aeronClients, comparisons);
    }

    /** The same domain getting its media driver client from {@code clients} (those of a shared domain host). */
    public DomainContext withAeronClients(AeronClients clients) {
        return new DomainContext(name, storageDir, frameworkBundlesDir, aeronDirectory, tuning, clockNs,
                wallClockMillis, clients, comparisons);
    }

    /** The same domain running with {@code changed} optimizations. */
    public DomainContext withComparisons(Comparisons changed) {
        return new DomainContext(name, storageDir, frameworkBundlesDir, aeronDirectory, tuning, clockNs,
                wallClockMillis, aeronClients, changed);
    }

    public DomainContext withTuning(Tuning changed) {
        return new DomainContext(name, storageDir, frameworkBundlesDir, aeronDirectory, changed, clockNs,
                wallClockMillis, aeronClients, comparisons);
    }

    /**
     * The limits of a domain.
     *
     * @param quarantineAfterErrors how many consecutive failures on events put an operator in quarantine
     * @param bundleServiceTimeoutMs how long to wait for a started bundle's operator factory services to appear
     * @param idleStrategy how the duty thread waits when a cycle found nothing to do until a deployment names a latency
     * profile: a profile ({@code throughput}, {@code balanced}, {@code low-latency}) or a fixed strategy
     * ({@code backoff}: spin, yield, then park from 1 µs doubling up to {@code idleSleepMaxNs}; {@code sleeping}: park
     * {@code idleSleepMaxNs} at once; {@code yielding}; {@code busy-spin}); see {@link DomainIdle}
     * @param idleSleepMaxNs the longest the fixed strategies park at a time
     */
    public record Tuning(int quarantineAfterErrors, long bundleServiceTimeoutMs, String idleStrategy,
            long idleSleepMaxNs) {

        /** The names {@code idleStrategy} takes. */
        public static final List<String> IDLE_STRATEGIES = List.of("throughput", "balanced", "low-latency", "backoff",
                "sleeping", "yielding", "busy-spin");

        /** Ten errors to quarantine, five seconds for a bundle's services, back-off up to a millisecond. */
        public static final Tuning DEFAULT = new Tuning(10, 5_000, "backoff", 1_000_000);

        public Tuning {
            if (quarantineAfterErrors < 1) {
                throw new IllegalArgumentException(
                        "quarantineAfterErrors must be at least 1, not " + quarantineAfterErrors);
            }
            if (bundleServiceTimeoutMs < 0) {
                throw new IllegalArgumentException(
                        "bundleServiceTimeoutMs must not be negative, not " + bundleServiceTimeoutMs);
            }
            if (!IDLE_STRATEGIES.contains(idleStrategy)) {
                throw new IllegalArgumentException(
                        "idleStrategy must be one of " + IDLE_STRATEGIES + ", not " + idleStrategy);
            }
            if (idleSleepMaxNs < 1_000 || idleSleepMaxNs > 100_000_000) {
                throw new IllegalArgumentException("idleSleepMaxNs must be within 1 µs..100 ms, not " + idleSleepMaxNs);
            }
        }
    }
}
