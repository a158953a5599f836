package org.orrery.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.jar.JarFile;

import org.orrery.lab.Lab;
import org.orrery.lab.LabRuntime;
import org.orrery.model.cli.ValidateCommand;

import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The Orrery command line: one help text, {@code --help} on every command, and one exit-code convention: 0 done, 1 the
 * operation failed (the message says why), 2 the input or the command line was refused. A failure is one line, never a
 * stack trace.
 */
@Command(name = "orrery", mixinStandardHelpOptions = true, versionProvider = Orrery.Version.class, sortOptions = false,
        description = {
                "Design, deploy and monitor distributed component systems. Without a command, opens the workbench."},
        subcommands = {DeployCommand.class, StatusCommand.class, SetCommand.class, TapCommand.class,
                RecordCommand.class, DiffCommand.class, NewOperatorCommand.New.class, HistoryCommand.class,
                TracesCommand.class, AlertsCommand.class, DomainCommand.class, UndeployCommand.class, LabCommand.class,
                RunCommandLine.class, CapacityCommandLine.class, TrendCommandLine.class, ScenarioCommandLine.class,
                SoakCommand.class, LogsCommand.class, NamesCommand.class},
        footer = {"", "Environment:",
                "  JAVA_HOME           a JDK 21 or newer; otherwise the newest one under /usr/lib/jvm is used (in a",
                "                      source checkout; a release runs on its own jre/)",
                "  ORRERY_JVM_ROOT     where to look for JDKs instead of /usr/lib/jvm",
                "  ORRERY_WORKSPACE    the workbench's workspace (default ~/.orrery/workspace)",
                "  ORRERY_LAB          the lab directory: token, lab.json, logs (default ~/.orrery/lab)",
                "  ORRERY_RUN_CLASSPATH  jars with report modes of one's own for 'run'", "",
                "Exit codes: 0 done, 1 the operation failed, 2 the input or the command line was refused."})
public final class Orrery implements Callable<Integer> {

    private final PrintStream out = System.out;
    private final PrintStream err = System.err;

    public static void main(String[] args) {
        System.exit(execute(args));
    }

    /** Runs the command line {@code args} and returns its exit code. */
    static int execute(String[] args) {
        String[] arguments = args.length > 0 && args[0].endsWith(".orrery") ? prepend("workbench", args) : args;
        CommandLine commandLine = new CommandLine(new Orrery()).setUsageHelpWidth(118);
        commandLine.setExecutionExceptionHandler((exception, failed, parsed) -> {
            String message = exception.getMessage() == null ? exception.toString() : exception.getMessage();
            failed.getErr().println("orrery: " + message);
            return CommandLine.ExitCode.SOFTWARE;
        });
        return commandLine.execute(arguments);
    }

    private static String[] prepend(String first, String[] rest) {
        String[] all = new String[rest.length + 1];
        all[0] = first;
        System.arraycopy(rest, 0, all, 1, rest.length);
        return all;
    }

    @Override
    public Integer call() throws Exception {
        return workbench(null);
    }

    @Command(name = "workbench", mixinStandardHelpOptions = true,
            description = "Open the workbench, with FILE (a " + ".orrery system) in the editor; the default command.")
    int workbench(@Parameters(paramLabel = "FILE", arity = "0..1", description = "a system to open") Path file)
            throws Exception {
        return openWorkbench(file, List.of());
    }

    @Command(name = "demo", mixinStandardHelpOptions = true, description = {
            "The Solar sample deployed to the embedded lab and shown live.",
            "Opens the workbench with the Solar sample, deployed to the embedded lab and live (the lab stops",
            "with the workbench). With --headless: start an embedded lab unless one runs, deploy the Solar",
            "sample, print a live table for $ORRERY_DEMO_SECONDS (default 5) seconds, undeploy, stop what it started."})
    int demo(@Option(names = "--headless", description = "no workbench: a live table in the terminal") boolean headless)
            throws Exception {
        Path solar = Environment.root().resolve("sample-systems/models/solar.orrery");
        if (!headless) {
            return openWorkbench(solar, List.of("-Dorrery.autoDeploy=true"));
        }
        Lab lab = Lab.embedded();
        LabRuntime runtime = Environment.runtime();
        boolean startedHere = false;
        if (!lab.isRunning()) {
            out.println(runtime.start(lab));
            startedHere = true;
        }
        int status;
        try {
            status = execute(new String[]{"deploy", solar.toString()});
            if (status == 0) {
                String seconds = System.getenv().getOrDefault("ORRERY_DEMO_SECONDS", "5");
                status = Math.max(status, execute(new String[]{"status", "--watch", seconds}));
                status = Math.max(status, execute(new String[]{"undeploy"}));
            }
        } finally {
            if (startedHere) {
                out.println(runtime.stop(lab));
            }
        }
        return status;
    }

    private int openWorkbench(Path file, List<String> jvmOptions) throws Exception {
        if (!Environment.hasDisplay()) {
            err.println("orrery: no display: run it on a desktop, or under Xvfb: xvfb-run -a ./orrery workbench");
            return 1;
        }
        Path plugins = Environment.product().resolve("plugins");
        Path launcher;
        try (var found = Files.list(plugins)) {
            launcher = found.filter(p -> p.getFileName().toString().startsWith("org.eclipse.equinox.launcher_"))
                    .findFirst()
                    .orElseThrow(() -> new IllegalStateException(
                            "the product has no launcher in " + plugins + "; run './orrery build'"));
        }
        Files.createDirectories(Environment.workspace());
        List<String> command = new ArrayList<>(List.of(Processes.java(), "-Xmx1g", "-Djava.awt.headless=true",
                "-Dosgi.requiredJavaVersion=21", "-Dorrery.runtime=" + Environment.runtime().home()));
        command.addAll(jvmOptions);
        String extra = System.getenv("ORRERY_WORKBENCH_ARGS");
        if (extra != null && !extra.isBlank()) {
            command.addAll(List.of(extra.strip().split("\\s+")));
        }
        command.addAll(List.of("-jar", launcher.toString(), "-data", Environment.workspace().toString(), "-nosplash"));
        if (file != null) {
            command.add(file.toAbsolutePath().normalize().toString());
        }
        return Processes.run(command);
    }

    @Command(name = "completion", mixinStandardHelpOptions = true, description = {
            "Print the shell completion of the command line (bash; zsh with bashcompinit).",
            "Its commands, options and their choices, for 'orrery' on the PATH and for './orrery'. Load it with",
            "  source <(./orrery completion)", "or keep it where your shell loads completions from."})
    int completion() {
        CommandLine root = new CommandLine(new Orrery());
        out.print(AutoComplete.bash("orrery", root));
        out.println("complete -F _complete_orrery -o default ./orrery");
        return 0;
    }

    @Command(name = "validate", mixinStandardHelpOptions = true,
            description = {"Check systems headless (FILE...).",
                    "One line per problem as 'file: element: message', or 'file:line: message'",
                    "for a file that cannot be read. Exit 0 all valid, 1 problems found, 2 a file could not be read."})
    int validate(
            @Option(names = "--json",
                    description = "print each file's result and problems as JSON (one line)") boolean json,
            @Parameters(paramLabel = "FILE", arity = "1..*", description = "systems (.orrery)") List<String> files) {
        return ValidateCommand.run(files, out, err, json);
    }

    @Command(name = "bench", mixinStandardHelpOptions = true, description = {"The runtime benchmark.",
            "Throughput and round-trip latency of the in-process, shared-memory and UDP",
            "paths beside raw Aeron and Java serialization over TCP measured in the same run;",
            "a filter in the source's domain with compiled against interpreted predicates;",
            "content-based routing (JBI, 2,000 subscriptions) indexed against a linear scan;",
            "latency profiles, and the latency at half the capacity under each;",
            "one source to ten receivers on one shared stream against a stream each;",
            "an idle Planet's memory, start and CPU as the node daemon starts it against the options of before."})
    int bench(
            @Option(names = "--events", paramLabel = "N",
                    description = "events per run of the cases that count them "
                            + "(filter, fan-out, Java serialization)") Integer events,
            @Option(names = "--window-ms", paramLabel = "W",
                    description = "how long a throughput run measures, after " + "a "
                            + "500 ms warm-up (default 1,500)") Integer windowMillis,
            @Option(names = "--round-trips", paramLabel = "M",
                    description = "round trips per latency run") Integer roundTrips,
            @Option(names = "--out", paramLabel = "FILE", description = "also write the tables to FILE") Path outFile,
            @Option(names = "--json", paramLabel = "FILE",
                    description = "also write every case with its baseline and " + "ratio "
                            + "as one JSON object to FILE") Path jsonFile,
            @Option(names = "--cases", paramLabel = "LIST",
                    description = "transport, reading, profiles, predicates, routing, " + "fanout, footprint, or a "
                            + "comma-separated list of them (default: all)") String cases,
            @Option(names = "--runs", paramLabel = "R",
                    description = "runs of each kind in a comparison asked for alone (series, batches, "
                            + "hop-latency, tracing-overhead; default 7)") Integer runs)
            throws Exception {
        atLeastOne("--events", events);
        atLeastOne("--runs", runs);
        atLeastOne("--window-ms", windowMillis);
        atLeastOne("--round-trips", roundTrips);
        LabRuntime runtime = Environment.runtime();
        List<String> command = new ArrayList<>(List.of(Processes.java(), "-Xmx1g", "-Dstdout.encoding=UTF-8",
                "--add-exports", "java.base/jdk.internal.misc=ALL-UNNAMED", "--enable-native-access=ALL-UNNAMED", "-cp",
                runtime.home().resolve("lib") + "/*", "org.orrery.agent.bench.RuntimeBenchmark", "--framework-bundles",
                runtime.home().resolve("lib/framework").toString(), "--bundle",
                Environment.sampleOperators().toString()));
        if (events != null) {
            command.addAll(List.of("--events", events.toString()));
        }
        if (roundTrips != null) {
            command.addAll(List.of("--round-trips", roundTrips.toString()));
        }
        if (windowMillis != null) {
            command.addAll(List.of("--window-ms", windowMillis.toString()));
        }
        if (outFile != null) {
            command.addAll(List.of("--out", outFile.toString()));
        }
        if (jsonFile != null) {
            command.addAll(List.of("--json", jsonFile.toAbsolutePath().toString()));
        }
        if (cases != null) {
            command.addAll(List.of("--cases", cases));
        }
        if (runs != null) {
            command.addAll(List.of("--runs", runs.toString()));
        }
        return Processes.run(command);
    }

    /** Refuses a count that is given and below 1, as a usage error (exit 2). */
    private void atLeastOne(String option, Integer value) {
        if (value != null && value < 1) {
            throw new CommandLine.ParameterException(new CommandLine(this).getSubcommands().get("bench"),
                    option + " takes a whole number of 1 or more, not " + value);
        }
    }

    @Command(name = "bench-deploy", mixinStandardHelpOptions = true, description = {"Deploying at scale (a benchmark).",
            "The time from Deploy to every operator running, and the lab's memory (PSS) with the system running, "
                    + "for the Solar sample and the 1,000-operator sample (40 domains) with a process per "
                    + "domain and as it ships, each host's Planets in one shared domain host, and the 10,000-operator "
                    + "sample shared alike, on a fresh embedded lab."})
    int benchDeploy(
            @Option(names = "--solar-runs", paramLabel = "N",
                    description = "runs of the Solar baseline (default 3)") Integer solarRuns,
            @Option(names = "--out", paramLabel = "FILE", description = "also write the table to FILE") Path outFile,
            @Option(names = "--json", paramLabel = "FILE",
                    description = "also write the cases, each with its baseline from "
                            + "the same run, as JSON to FILE") Path jsonFile)
            throws Exception {
        return new DeployBenchmark(out).run(solarRuns == null ? 3 : solarRuns, outFile, jsonFile);
    }

    @Command(name = "bench-editor", mixinStandardHelpOptions = true, description = {
            "The diagram editor at scale (a benchmark).",
            "First paint, auto-layout, zoom and scroll of the "
                    + "1,000-operator sample beside the Solar sample, in the real workbench (under Xvfb when there is "
                    + "no display)."})
    int benchEditor() throws Exception {
        return uiBenchmark("bench-editor", "EditorScaleBenchmark", "editor-benchmark.txt");
    }

    @Command(name = "bench-live", mixinStandardHelpOptions = true,
            description = {"The live view under load (a benchmark).",
                    "UI-thread busy time and update latency with 200 "
                            + "connections streaming at four statuses a second, beside the Solar sample, in the real "
                            + "workbench."})
    int benchLive() throws Exception {
        return uiBenchmark("bench-live", "LiveViewBenchmark", "live-benchmark.txt");
    }

    private int uiBenchmark(String command, String test, String report) throws Exception {
        int status = Processes.maven(command,
                List.of("verify", "-pl",
                        "bundles/org.orrery.app.tests,features/org.orrery.feature,features/org.orrery.platform.feature",
                        "-am", "-Dtest=" + test, "-Dsurefire.failIfNoSpecifiedTests=false", "-DfailIfNoTests=false"));
        Path written = Environment.root().resolve("bundles/org.orrery.app.tests/target").resolve(report);
        if (Files.isRegularFile(written)) {
            out.print(Files.readString(written));
        }
        return status;
    }

    @Command(name = "generate-large", mixinStandardHelpOptions = true, description = "Regenerate "
            + "sample-systems/models/large-1000.orrery, or write it to FILE (deterministic).")
    int generateLarge(@Parameters(paramLabel = "FILE", arity = "0..1") Path file) throws Exception {
        Path root = Environment.sources("generate-large");
        return Processes
                .run(List.of(Processes.java(), root.resolve("sample-systems/scripts/GenerateLarge.java").toString(),
                        (file == null ? root.resolve("sample-systems/models/large-1000.orrery") : file).toString()));
    }

    @Command(name = "generate-experiments", mixinStandardHelpOptions = true, description = {
            "Rewrite the experiments with current hashes.",
            "The experiments' systems and run descriptions "
                    + "(sample-systems/experiments, or DIR), with the hashes of the systems and the sample operators "
                    + "bundle."})
    int generateExperiments(@Parameters(paramLabel = "DIR", arity = "0..1") Path dir) throws Exception {
        if (Runtime.version().feature() < 22) {
            // the generator is a program of two source files, which the java launcher runs from JDK 22 on
            throw new IllegalStateException("generate-experiments needs JDK 22 or later; this is JDK "
                    + Runtime.version().feature() + " (set JAVA_HOME)");
        }
        Path root = Environment.sources("generate-experiments");
        return Processes.run(
                List.of(Processes.java(), root.resolve("sample-systems/scripts/GenerateExperiments.java").toString(),
                        (dir == null ? root.resolve("sample-systems/experiments") : dir).toString(),
                        Environment.sampleOperators().toString()));
    }

    @Command(name = "generate-model", mixinStandardHelpOptions = true,
            description = "Regenerate " + "bundles/org.orrery.model/src-gen from model/orrery.genmodel.")
    int generateModel() throws Exception {
        return Processes.maven("generate-model",
                List.of("-q", "-pl", "model", "-Pgenerate-model", "compile", "exec:java"));
    }

    @Command(name = "test", description = {"Build everything and run the whole test suite and the command-line checks.",
            "Carried out by the orrery script: it rebuilds the product this command line runs from."})
    int test() {
        return scriptOnly("test");
    }

    @Command(name = "build",
            description = {"Build the product now (normally done on first use).", "Carried out by the orrery script."})
    int build() {
        return scriptOnly("build");
    }

    @Command(name = "package", description = {"Make the release archives of the build (releng/target/release/).",
            "Carried out by the orrery script of a source checkout."})
    int packageRelease() {
        return scriptOnly("package");
    }

    /** {@code --version}: the command line's bundle version (its qualifier the commit time) and the revision. */
    static final class Version implements CommandLine.IVersionProvider {

        @Override
        public String[] getVersion() throws Exception {
            String revision = System.getProperty("orrery.revision", "");
            Path location = Path.of(Orrery.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            String version = "(a development build)";
            if (Files.isRegularFile(location)) {
                try (JarFile jar = new JarFile(location.toFile())) {
                    version = jar.getManifest().getMainAttributes().getValue("Bundle-Version");
                }
            }
            return new String[]{"Orrery " + version + (revision.isBlank() ? "" : ", revision " + revision)};
        }
    }

    private int scriptOnly(String command) {
        err.println("orrery: '" + command + "' is carried out by the orrery script: run ./orrery " + command);
        return 2;
    }
}
