package org.orrery.agent.node;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.orrery.agent.domain.DomainAgent;
import org.orrery.agent.domain.DomainHost;
import org.orrery.agent.log.AgentLog;
import org.orrery.agent.log.LogFiles;
import org.orrery.agent.transport.TimerSlack;

/**
 * Starts the lab's own processes (node daemons, domain agents) as child JVMs on this JVM's class path and waits until
 * they listen: each writes its control port to a port file once it serves. One place for the JVM options every such
 * process needs (Aeron's access to the JDK's internal misc package, a heap sized for an agent that grows as needed).
 */
public final class ChildJvm {

    /** What Aeron needs of the JDK; every JVM of the lab that moves events gets it. */
    public static final List<String> AERON_OPTIONS = List.of("--add-exports",
            "java.base/jdk.internal.misc=ALL-UNNAMED");

    /**
     * What setting an event thread's timer slack through the foreign function API needs to go without a warning (JDK 22
     * and later; see {@code TimerSlack}).
     */
    public static final List<String> NATIVE_ACCESS = Runtime.version().feature() >= 22
            ? List.of("--enable-native-access=ALL-UNNAMED")
            : List.of();

    /** A Planet's heap at most. */
    public static final int PLANET_HEAP_MEGABYTES = 256;
    /**
     * The Star's heap at most: deploying a system it holds the request (up to 48 MiB), its bundles read from it, and
     * the install requests it sends on, two at a time; in 256 MB, three such deployments in a row ran out of memory.
     */
    public static final int STAR_HEAP_MEGABYTES = 512;
    /**
     * A shared domain host's heap at most, whatever the machine: it starts as small as any agent's and grows with what
     * its domains hold, so the bound costs nothing until it is used.
     */
    public static final int SHARED_HOST_HEAP_MEGABYTES = 1024;

    /**
     * A shared domain host's heap at most on this machine: a quarter of its memory, and never less than
     * {@link #SHARED_HOST_HEAP_MEGABYTES}. A group's domains are not known when its host starts, and what they hold
     * grows with their connections (each receiving end keeps its latencies in histograms of up to some 60 KB under
     * load): the 10,000-operator sample's 39 Planets in one host ran out of a fixed 1,024 MB with 1,250 operators
     * running.
     */
    public static int sharedHostHeapMegabytes() {
        long total = ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getTotalMemorySize();
        return (int) Math.max(SHARED_HOST_HEAP_MEGABYTES, Math.min(Integer.MAX_VALUE, total / 4 / (1024 * 1024)));
    }
    /**
     * What a shared domain host adds to a domain agent's options: a JVM out of memory ends, since any domain's thread
     * could be the one that meets the error; its node daemon starts the group again. And the G1 collector rather than
     * the serial one: one heap holds all its domains' data, where the serial collector grew the old generation instead
     * of collecting it (the 10,000-operator sample's host of 39 Planets: 2.9 GB of old generation, 1.05 GB of it live)
     * and each full collection stopped every domain of the group at once; by hand on that sample the lab took 4.1 GB at
     * 180 s rather than 4.5-5.3 GB (docs/benchmarks/2026-12-runtime.md).
     */
    private static final List<String> SHARED_HOST_OPTIONS = List.of("-XX:+ExitOnOutOfMemoryError", "-XX:-UseSerialGC",
            "-XX:+UseG1GC");

    /** The environment variable that turns class data sharing off for the lab's JVMs ({@code off}). */
    public static final String CLASS_DATA_SHARING_VARIABLE = "ORRERY_CLASS_DATA_SHARING";

    /** The environment variable whose JVM options (separated by blanks) come after {@link #domainOptions()}' own. */
    public static final String DOMAIN_OPTIONS_VARIABLE = "ORRERY_DOMAIN_JVM_OPTIONS";

    /**
     * The environment variable whose JVM options (separated by blanks) every JVM of the lab gets: node daemons, Stars,
     * domain agents and shared domain hosts, before their own options (which can undo one). Each inherits the variable,
     * so set where a lab is started it reaches every process that lab starts on this machine (not over SSH). The tests
     * set {@code -XX:TieredStopAtLevel=1}: their labs live seconds, in which the optimising compiler costs more CPU
     * than it saves (docs/testing.md).
     */
    public static final String LAB_OPTIONS_VARIABLE = "ORRERY_LAB_JVM_OPTIONS";

    /**
     * The JVM options of a domain agent. The serial collector (one collector thread, the smallest footprint), and the
     * optimising compiler kept for code that stays hot: by default it compiles a method after about 5,000 calls, which
     * during a start and a deployment takes in Jetty's, Jackson's and Equinox's start-up code and cost an agent more
     * CPU (1–2.7 s in the first seconds, measured per thread) than anything else it did. Raised about tenfold, the
     * event path (called for every event) still reaches it within a fraction of a second under load, and an agent
     * starts on about half the CPU (docs/benchmarks, "Deploying at scale").
     */
    static final List<String> DOMAIN_OPTIONS = List.of("-XX:+UseSerialGC", "-XX:Tier4InvocationThreshold=50000",
            "-XX:Tier4MinInvocationThreshold=30000", "-XX:Tier4CompileThreshold=60000",
            "-XX:Tier4BackEdgeThreshold=400000");

    private static final Duration POLL = Duration.ofMillis(20);
    /** The heap a lab process starts with. */
    static final int INITIAL_HEAP_MEGABYTES = 32;

    private ChildJvm() {
    }

    /** The Java executable this JVM runs on. */
    public static String javaExecutable() {
        return ProcessHandle.current()
                .info()
                .command()
                .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    }

    /**
     * The command line of a child JVM running {@code mainClass} with {@code arguments}: this JVM's Java and class path,
     * a heap of {@code heapMegabytes}, Aeron's options and {@code options}.
     */
    public static List<String> command(Class<?> mainClass, int heapMegabytes, List<String> options,
            List<String> arguments) {
        return command(mainClass, heapMegabytes, true, options, arguments);
    }

    /** {@link #command(Class, int, List, List)}, with class data sharing only if {@code classDataSharing}. */
    public static List<String> command(Class<?> mainClass, int heapMegabytes, boolean classDataSharing,
            List<String> options, List<String> arguments) {
        return command(mainClass, heapMegabytes, classDataSharing, false, options, arguments);
    }

    /**
     * {@link #command(Class, int, List, List)} for a JVM that goes on after this one has ended (a node daemon that
     * {@code lab start} leaves running): its class data sharing archive is made by the JDK itself.
     */
    public static List<String> commandOutlivingUs(Class<?> mainClass, int heapMegabytes, List<String> options,
            List<String> arguments) {
        return commandOutlivingUs(System.getProperty("java.class.path"), mainClass, heapMegabytes, options, arguments);
    }

    /** {@link #commandOutlivingUs(Class, int, List, List)} on {@code classPath} instead of this JVM's class path. */
    public static List<String> commandOutlivingUs(String classPath, Class<?> mainClass, int heapMegabytes,
            List<String> options, List<String> arguments) {
        return command(classPath, mainClass, heapMegabytes, true, true, options, arguments);
    }

    private static List<String> command(Class<?> mainClass, int heapMegabytes, boolean classDataSharing,
            boolean outlivesUs, List<String> options, List<String> arguments) {
        return command(System.getProperty("java.class.path"), mainClass, heapMegabytes, classDataSharing, outlivesUs,
                options, arguments);
    }

    private static List<String> command(String classPath, Class<?> mainClass, int heapMegabytes,
            boolean classDataSharing, boolean outlivesUs, List<String> options, List<String> arguments) {
        List<String> command = new ArrayList<>();
        command.add(javaExecutable());
        command.add("-Xmx" + heapMegabytes + "m");
        // the heap starts small and grows with what it holds, so an idle agent stays small; with the JVM's default
        // start (1/64 of the memory: more than -Xmx on a machine of 24 GB) the whole heap was committed at once, and
        // under load the serial collector promoted garbage into old-generation pages never touched before, one after
        // another until its first full collection: a domain holding 20 MB of live objects crept up 1.5 MB a minute
        command.add("-Xms" + INITIAL_HEAP_MEGABYTES + "m");
        command.addAll(AERON_OPTIONS);
        command.addAll(NATIVE_ACCESS);
        command.addAll(ClassDataArchive.options(archiveOf(mainClass), classPath,
                !classDataSharing || "off".equals(System.getenv(CLASS_DATA_SHARING_VARIABLE)), outlivesUs));
        command.addAll(optionsOf(LAB_OPTIONS_VARIABLE));
        command.addAll(options);
        command.addAll(List.of("-cp", classPath, mainClass.getName()));
        command.addAll(arguments);
        return command;
    }

    /**
     * The class whose archive a JVM of {@code mainClass} maps: a shared domain host runs the domain agents' code, so it
     * maps their archive, which the node daemon's rehearsal makes at its start (an archive of its own would first be
     * made by the first host to end, after the deployment that needed it).
     */
    private static Class<?> archiveOf(Class<?> mainClass) {
        return mainClass == DomainHost.class ? DomainAgent.class : mainClass;
    }

    /**
     * {@link #DOMAIN_OPTIONS}, then the options in {@value #DOMAIN_OPTIONS_VARIABLE} if it is set (the JVM takes the
     * last of two settings of one option, so these can undo a default).
     */
    public static List<String> domainOptions() {
        List<String> options = new ArrayList<>(DOMAIN_OPTIONS);
        options.addAll(optionsOf(DOMAIN_OPTIONS_VARIABLE));
        return options;
    }

    /** The JVM options of a shared domain host: a domain agent's, then its own, then the environment's. */
    static List<String> sharedHostOptions() {
        List<String> options = new ArrayList<>(DOMAIN_OPTIONS);
        options.addAll(SHARED_HOST_OPTIONS);
        options.addAll(optionsOf(DOMAIN_OPTIONS_VARIABLE));
        return options;
    }

    /** The JVM options, separated by blanks, in the environment variable {@code variable}; none if it is not set. */
    public static List<String> optionsOf(String variable) {
        String options = System.getenv(variable);
        return options == null || options.isBlank() ? List.of() : List.of(options.strip().split("\\s+"));
    }

    /** The arguments that have a lab process (a node daemon, a domain) log to {@code log}, in this process's format. */
    public static List<String> logArguments(Path log) {
        return List.of("--log-file", log.toString(), "--log-format", AgentLog.format().wireName());
    }

    /**
     * Starts {@code command}, a lab process logging to {@code log} ({@link #logArguments}), with what its JVM writes
     * past the log appended to the log's console file ({@link LogFiles#console}), moved aside first when large.
     */
    public static Process startLogging(List<String> command, Path log) throws IOException {
        Path console = LogFiles.console(log);
        Files.createDirectories(console.toAbsolutePath().getParent());
        AgentLog.boundConsole(console);
        return start(command, console);
    }

    /**
     * Starts {@code command} with its output and errors appended to {@code log}; when it ends, a class data sharing
     * archive it was making is put in place ({@link ClassDataArchive}).
     */
    public static Process start(List<String> command, Path log) throws IOException {
        Files.createDirectories(log.toAbsolutePath().getParent());
        Process process;
        try {
            process = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()))
                    .start();
        } catch (IOException e) {
            ClassDataArchive.ended(command, -1);
            throw e;
        }
        process.onExit().thenAccept(ended -> ClassDataArchive.ended(command, ended.exitValue()));
        return process;
    }

    /**
     * Waits until {@code process} has written its port to {@code portFile}; a process that exits first, or does not
     * write it within {@code timeout} (it is then ended), fails with a message that names it and its log.
     */
    public static int awaitPort(Process process, Path portFile, Duration timeout, String name, Path log)
            throws IOException, InterruptedException {
        return awaitPort(process, portFile, timeout, name, log, true);
    }

    /**
     * {@link #awaitPort(Process, Path, Duration, String, Path)}, ending the process on a timeout only if
     * {@code endOnTimeout} (not a shared domain host, whose other domains run on); a port file that says the start
     * failed ({@link DomainHost#FAILED}) fails at once.
     */
    static int awaitPort(Process process, Path portFile, Duration timeout, String name, Path log, boolean endOnTimeout)
            throws IOException, InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            String written = Files.exists(portFile) ? Files.readString(portFile).strip() : "";
            if (written.startsWith(DomainHost.FAILED)) {
                throw new IOException(
                        name + " did not start: " + written.substring(DomainHost.FAILED.length()) + "; see " + log);
            }
            if (!written.isEmpty()) {
                try {
                    return Integer.parseInt(written);
                } catch (NumberFormatException e) {
                    throw new IOException(name + " wrote '" + written + "' as its port; see " + log, e);
                }
            }
            if (!process.isAlive()) {
                throw new IOException(name + " exited with " + process.exitValue() + " while starting; see " + log);
            }
            if (System.nanoTime() > deadline) {
                if (endOnTimeout) {
                    process.destroyForcibly();
                }
                throw new IOException(name + " did not start within " + timeout.toSeconds() + " s; see " + log);
            }
            Thread.sleep(POLL.toMillis());
        }
    }
}
