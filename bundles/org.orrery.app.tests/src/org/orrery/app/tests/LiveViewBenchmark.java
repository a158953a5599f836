package org.orrery.app.tests;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;

import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;
import org.orrery.app.SystemFiles;
import org.orrery.editor.OrreryEditor;
import org.orrery.lab.LabSession;
import org.orrery.model.Connection;
import org.orrery.monitor.Monitor;
import org.orrery.monitor.views.LiveBridge;

/**
 * Benchmark program (not part of the default test run; its name does not end in Test): how the live view weighs on the
 * UI thread. Statuses for 200 streaming connections of the generated 1,000-operator system (and, as the baseline in the
 * same run, for the 8 connections of the Solar sample) are offered to the workbench's lab session at four a second,
 * with rates that change every time, for 20 s each, while the Metrics view is open. They take the same path as statuses
 * from a Star's stream (history, the bridge to the diagrams, every live figure); only the source is synthetic, so the
 * figures are the UI's own cost. Reports the UI thread's busy time per second spent showing statuses, the update
 * latency (status arrival to diagram updated) and how long other UI work waited meanwhile (a probe posted every 50 ms).
 * Run with {@code ./orrery bench-live}; results go to stdout and to target/live-benchmark.txt.
 */
class LiveViewBenchmark {

    private static final int UPDATES_PER_SECOND = 4;
    private static final long SECONDS = 20;

    private record Figures(String system, int connections, long updates, double busyMsPerSecond, double latencyMeanMs,
            double latencyP95Ms, double probeP95Ms, double probeMaxMs) {
    }

    @Test
    void measure() throws Exception {
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        page.closeAllEditors(false);
        Monitor.showView(Monitor.METRICS_VIEW);
        measure(page, "solar.orrery", 8, 5);
        List<Figures> results = new ArrayList<>();
        results.add(measure(page, "solar.orrery", 8, SECONDS));
        results.add(measure(page, "large-1000.orrery", 200, SECONDS));
        StringBuilder report = new StringBuilder();
        report.append(String.format(Locale.ROOT, "machine: %d cores, %s %s, Java %s; %d statuses/s for %d s each%n",
                Runtime.getRuntime().availableProcessors(), System.getProperty("os.name"),
                System.getProperty("os.arch"), System.getProperty("java.version"), UPDATES_PER_SECOND, SECONDS));
        report.append(String.format(Locale.ROOT, "%-18s %11s %8s %16s %14s %13s %12s %11s%n", "system", "connections",
                "shown", "UI busy (ms/s)", "latency mean", "latency p95", "probe p95", "probe max"));
        for (Figures f : results) {
            report.append(String.format(Locale.ROOT, "%-18s %11d %8d %16.1f %11.1f ms %10.1f ms %9.1f ms %8.1f ms%n",
                    f.system(), f.connections(), f.updates(), f.busyMsPerSecond(), f.latencyMeanMs(), f.latencyP95Ms(),
                    f.probeP95Ms(), f.probeMaxMs()));
        }
        Figures small = results.get(0);
        Figures large = results.get(1);
        report.append(String.format(Locale.ROOT, "ratio 200 connections / Solar: UI busy x%.1f, update latency x%.1f%n",
                large.busyMsPerSecond() / small.busyMsPerSecond(), large.latencyMeanMs() / small.latencyMeanMs()));
        System.out.print(report);
        Files.writeString(Path.of("target", "live-benchmark.txt"), report);
        assertTrue(large.updates() > 0, "statuses were shown");
    }

    private static Figures measure(IWorkbenchPage page, String sample, int streaming, long seconds) throws IOException {
        page.closeAllEditors(false);
        Path dir = Files.createTempDirectory("orrery-bench");
        Path file = dir.resolve(sample);
        Files.copy(Ui.sample(sample), file);
        OrreryEditor editor = assertInstanceOf(OrreryEditor.class, SystemFiles.open(page, file));
        Ui.settle(1_000);
        List<Connection> connections = editor.getSystem().getConnections().subList(0, streaming);
        LiveBridge bridge = LiveBridge.get();
        long busyBefore = bridge.busyNanos();
        long updatesBefore = bridge.updates();
        long latencyBefore = bridge.latencyNanos();
        AtomicBoolean running = new AtomicBoolean(true);
        List<Long> probes = new ArrayList<>();
        Display display = Display.getCurrent();
        Thread feeder = new Thread(() -> {
            long start = System.nanoTime();
            for (int tick = 0; running.get(); tick++) {
                LabSession.get().offer(SyntheticStatus.of(editor.getSystem(), connections, tick));
                long next = start + (tick + 1) * 1_000_000_000L / UPDATES_PER_SECOND;
                sleepUntil(next);
            }
        }, "bench-feed");
        Thread prober = new Thread(() -> {
            while (running.get()) {
                long posted = System.nanoTime();
                long[] ran = new long[1];
                display.syncExec(() -> ran[0] = System.nanoTime());
                synchronized (probes) {
                    probes.add(ran[0] - posted);
                }
                sleepUntil(System.nanoTime() + 50_000_000L);
            }
        }, "bench-probe");
        long start = System.nanoTime();
        feeder.start();
        prober.start();
        Ui.settle(seconds * 1_000);
        running.set(false);
        while (feeder.isAlive() || prober.isAlive()) {
            Ui.settle(50);
        }
        double elapsedS = (System.nanoTime() - start) / 1e9;
        long updates = bridge.updates() - updatesBefore;
        long[] latencies = bridge.recentLatencies();
        long[] last = Arrays.copyOfRange(latencies, Math.max(0, latencies.length - (int) updates), latencies.length);
        Arrays.sort(last);
        long[] probeTimes;
        synchronized (probes) {
            probeTimes = probes.stream().mapToLong(Long::longValue).sorted().toArray();
        }
        LabSession.get().unfollow();
        Ui.settle(300);
        page.closeAllEditors(false);
        return new Figures(sample.replace(".orrery", ""), streaming, updates,
                (bridge.busyNanos() - busyBefore) / 1e6 / elapsedS,
                (bridge.latencyNanos() - latencyBefore) / 1e6 / Math.max(1, updates), percentile(last, 95) / 1e6,
                percentile(probeTimes, 95) / 1e6, probeTimes.length == 0 ? 0 : probeTimes[probeTimes.length - 1] / 1e6);
    }

    private static double percentile(long[] sorted, int percent) {
        return sorted.length == 0 ? 0
                : sorted[Math.min(sorted.length - 1, (int) Math.ceil(sorted.length * percent / 100.0) - 1)];
    }

    private static void sleepUntil(long nanos) {
        long wait = nanos - System.nanoTime();
        if (wait > 0) {
            try {
                Thread.sleep(wait / 1_000_000, (int) (wait % 1_000_000));
            } catch (@SuppressWarnings("unused") InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
