package org.orrery.agent.bench;

import static org.orrery.agent.bench.Figures.median;
import static org.orrery.agent.bench.Figures.ratio;
import static org.orrery.agent.bench.Figures.table;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import org.orrery.agent.domain.DomainAgent;
import org.orrery.agent.node.ChildJvm;
import org.orrery.control.util.BenchmarkCases;

/**
 * An idle Planet: a real domain agent process started as a node daemon starts one (its class path, heap, options and
 * class data sharing archive) or with the options domain agents had before they were made lean (the serial collector
 * alone, no archive). Each start is timed to the agent's "up" (its port written), then the agent is left idle for a few
 * seconds, as a Planet waits for its deployment, before its resident memory and the CPU it has used are read from
 * {@code /proc}.
 */
final class Footprint {

    /** What the node daemon passed a domain agent before it was made lean. */
    static final List<String> BEFORE_OPTIONS = List.of("-XX:+UseSerialGC");

    private static final Duration START_TIMEOUT = Duration.ofSeconds(60);
    private static final long IDLE_MS = 3_000;
    private static final long CLOCK_TICKS_PER_SECOND = 100;

    /** One idle Planet's start: seconds to up, CPU seconds used by then and after idling, resident MB after idling. */
    record Start(double upSeconds, double cpuSeconds, double residentMegabytes) {
    }

    private final Path directory;
    private final Path frameworkBundles;
    private final String aeronDirectory;
    private final Path tokenFile;
    private int started;

    Footprint(Path directory, Path frameworkBundles, String aeronDirectory) throws IOException {
        this.directory = directory;
        this.frameworkBundles = frameworkBundles;
        this.aeronDirectory = aeronDirectory;
        this.tokenFile = directory.resolve("token");
        Files.createDirectories(directory);
        Files.writeString(tokenFile, "footprint-" + ProcessHandle.current().pid() + "-" + System.nanoTime());
        Files.setPosixFilePermissions(tokenFile, PosixFilePermissions.fromString("rw-------"));
    }

    /**
     * An idle Planet started as the node daemon starts one against the same with the options of before (medians of
     * {@code runs} interleaved starts, after one of each not counted, which makes the class data sharing archive if
     * there is none): resident memory, seconds to up and CPU seconds used, added to {@code cases} and as a table.
     */
    void compare(BenchmarkCases cases, StringBuilder out, int runs) throws IOException, InterruptedException {
        idlePlanet(true);
        idlePlanet(false);
        double[][] lean = new double[3][runs];
        double[][] before = new double[3][runs];
        for (int i = 0; i < runs; i++) {
            record(idlePlanet(true), lean, i);
            record(idlePlanet(false), before, i);
        }
        String baseline = "the same agent with the options of before (serial collector only, no class data sharing "
                + "archive)";
        String[] names = {"footprint-idle-planet", "start-idle-planet", "cpu-idle-planet"};
        String[] units = {"MB resident", "seconds to up", "CPU seconds, started and idle 3 s"};
        List<String[]> rows = new ArrayList<>();
        for (int k = 0; k < names.length; k++) {
            double value = median(lean[k]);
            double was = median(before[k]);
            cases.add(names[k], units[k], value, was, baseline);
            rows.add(new String[]{names[k] + ", " + units[k], String.format(Locale.ROOT, "%.2f", value),
                    String.format(Locale.ROOT, "%.2f", was), ratio(value / was)});
        }
        out.append(String.format(Locale.ROOT,
                "%nAn idle Planet: a domain agent process as the node daemon starts one, against the"
                        + " options of before (medians of %d starts each)%n%n",
                runs));
        table(out, new String[]{"case", "as started now", "options of before", "÷ before"}, rows);
    }

    private static void record(Start start, double[][] into, int run) {
        into[0][run] = start.residentMegabytes();
        into[1][run] = start.upSeconds();
        into[2][run] = start.cpuSeconds();
    }

    /** Starts an idle Planet the node daemon's way ({@code lean}) or with {@link #BEFORE_OPTIONS} and no archive. */
    Start idlePlanet(boolean lean) throws IOException, InterruptedException {
        String name = "footprint" + (++started);
        Path home = directory.resolve(name);
        Path portFile = home.resolve("port");
        Path log = home.resolve("agent.log");
        List<String> arguments = List.of("--name", name, "--role", "planet", "--token-file", tokenFile.toString(),
                "--storage", home.resolve("osgi").toString(), "--framework-bundles", frameworkBundles.toString(),
                "--aeron-dir", aeronDirectory, "--port", "0", "--bind", "127.0.0.1", "--port-file",
                portFile.toString());
        List<String> command = lean
                ? ChildJvm.command(DomainAgent.class, ChildJvm.PLANET_HEAP_MEGABYTES, ChildJvm.domainOptions(),
                        arguments)
                : ChildJvm.command(DomainAgent.class, ChildJvm.PLANET_HEAP_MEGABYTES, false, BEFORE_OPTIONS, arguments);
        long begun = System.nanoTime();
        Process process = ChildJvm.start(command, log);
        try {
            ChildJvm.awaitPort(process, portFile, START_TIMEOUT, "the idle Planet " + name, log);
            double up = (System.nanoTime() - begun) / 1e9;
            Thread.sleep(IDLE_MS);
            return new Start(up, cpuSeconds(process.pid()), residentMegabytes(process.pid()));
        } finally {
            // ended as a node daemon ends a domain, so that a lean agent writes its archive if it had none
            process.destroy();
            if (!process.waitFor(20, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            }
        }
    }

    private static double cpuSeconds(long pid) throws IOException {
        String stat = Files.readString(Path.of("/proc", String.valueOf(pid), "stat"));
        // the fields after the command's closing parenthesis: state is field 3, utime 14 and stime 15
        String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        return (Long.parseLong(fields[11]) + Long.parseLong(fields[12])) / (double) CLOCK_TICKS_PER_SECOND;
    }

    private static double residentMegabytes(long pid) throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc", String.valueOf(pid), "status"))) {
            if (line.startsWith("VmRSS:")) {
                return Long.parseLong(line.replaceAll("[^0-9]", "")) / 1024.0;
            }
        }
        throw new IOException("no VmRSS in /proc/" + pid + "/status");
    }
}
