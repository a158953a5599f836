package org.orrery.agent;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.LongSupplier;

/**
 * The configuration of a domain: defaults, fluent setters and one {@link #conclude()} that checks everything
 * and names the bad value.
 */
public final class DomainContext {

    private String name = "domain";
    private Path storageDir;
    private Path frameworkBundlesDir;
    private int quarantineAfterErrors = 10;
    private long bundleServiceTimeoutMs = 5_000;
    private long idleSleepMaxNs = 1_000_000;
    private String idleStrategy = "backoff";
    private LongSupplier clockNs = System::nanoTime;
    private String aeronDirectory;
    private boolean concluded;

    public DomainContext name(String value) {
        name = value;
        return this;
    }

    /** Where the OSGi framework keeps its state; wiped when the domain starts. */
    public DomainContext storageDir(Path value) {
        storageDir = value;
        return this;
    }

    /** The directory of bundles every domain framework installs and starts first (Declarative Services). */
    public DomainContext frameworkBundlesDir(Path value) {
        frameworkBundlesDir = value;
        return this;
    }

    /** How many consecutive failures on events put an operator in quarantine. */
    public DomainContext quarantineAfterErrors(int value) {
        quarantineAfterErrors = value;
        return this;
    }

    /** How long to wait for a started bundle's operator factory services to appear. */
    public DomainContext bundleServiceTimeoutMs(long value) {
        bundleServiceTimeoutMs = value;
        return this;
    }

    /** The longest the duty cycle parks when there is nothing to do. */
    public DomainContext idleSleepMaxNs(long value) {
        idleSleepMaxNs = value;
        return this;
    }

    /**
     * How the duty thread waits when a cycle found nothing to do: {@code backoff} (the default: spin, yield, then park
     * from 1 µs doubling up to {@link #idleSleepMaxNs}), {@code sleeping} (park {@link #idleSleepMaxNs} at once),
     * {@code yielding} or {@code busy-spin} (a core kept busy, for the lowest latency).
     */
    public DomainContext idleStrategy(String value) {
        idleStrategy = value;
        return this;
    }

    /** The domain clock; injected so that time-dependent logic can be tested without sleeping. */
    public DomainContext clockNs(LongSupplier value) {
        clockNs = value;
        return this;
    }

    /** The directory of the host's Aeron media driver; needed for connections to other domains. */
    public DomainContext aeronDirectory(String value) {
        aeronDirectory = value;
        return this;
    }

    /** Validates the configuration; throws {@link IllegalStateException} naming the first bad value. */
    public DomainContext conclude() {
        if (name == null || name.isBlank()) {
            throw new IllegalStateException("domain name must not be blank");
        }
        if (storageDir == null) {
            throw new IllegalStateException("domain '" + name + "' needs a storage directory");
        }
        if (frameworkBundlesDir == null || !Files.isDirectory(frameworkBundlesDir)) {
            throw new IllegalStateException("framework bundles directory " + frameworkBundlesDir + " does not exist");
        }
        if (quarantineAfterErrors < 1) {
            throw new IllegalStateException("quarantineAfterErrors must be at least 1, not " + quarantineAfterErrors);
        }
        if (bundleServiceTimeoutMs < 0) {
            throw new IllegalStateException("bundleServiceTimeoutMs must not be negative, not " + bundleServiceTimeoutMs);
        }
        if (idleSleepMaxNs < 1_000 || idleSleepMaxNs > 100_000_000) {
            throw new IllegalStateException("idleSleepMaxNs must be within 1 µs..100 ms, not " + idleSleepMaxNs);
        }
        if (!IDLE_STRATEGIES.contains(idleStrategy)) {
            throw new IllegalStateException("idleStrategy must be one of " + IDLE_STRATEGIES + ", not " + idleStrategy);
        }
        concluded = true;
        return this;
    }

    void requireConcluded() {
        if (!concluded) {
            throw new IllegalStateException("call conclude() on the domain context first");
        }
    }

    public String name() {
        return name;
    }

    public Path storageDir() {
        return storageDir;
    }

    public Path frameworkBundlesDir() {
        return frameworkBundlesDir;
    }

    public int quarantineAfterErrors() {
        return quarantineAfterErrors;
    }

    public long bundleServiceTimeoutMs() {
        return bundleServiceTimeoutMs;
    }

    public long idleSleepMaxNs() {
        return idleSleepMaxNs;
    }

    /** The names {@link #idleStrategy(String)} takes. */
    public static final java.util.List<String> IDLE_STRATEGIES = java.util.List.of("backoff", "sleeping", "yielding", "busy-spin");

    /** A fresh idle strategy of the configured kind, for the duty thread. */
    public org.agrona.concurrent.IdleStrategy newIdleStrategy() {
        return switch (idleStrategy) {
            case "sleeping" -> new org.agrona.concurrent.SleepingIdleStrategy(idleSleepMaxNs);
            case "yielding" -> new org.agrona.concurrent.YieldingIdleStrategy();
            case "busy-spin" -> new org.agrona.concurrent.BusySpinIdleStrategy();
            default -> new org.agrona.concurrent.BackoffIdleStrategy(10, 10, 1_000, idleSleepMaxNs);
        };
    }

    public String aeronDirectory() {
        return aeronDirectory;
    }

    public LongSupplier clockNs() {
        return clockNs;
    }
}
