package org.orrery.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code orrery new operator NAME}: a Maven project for an operator of one's own, from the templates beside this class:
 * the operator and its factory, its declaration, its unit test on the operator test kit, and a system that runs it
 * beside the sample operators. The project takes the SPI and the kit from the operator kit's Maven repository (a
 * release's {@code maven/}) and all else from Maven Central.
 */
@Command(name = "operator", mixinStandardHelpOptions = true, description = {
        "A Maven project for an operator of your own.",
        "Writes DIR (default ./NAME): pom.xml, the operator class with its factory, OSGI-INF/orrery-operators.xml,",
        "a unit test on the operator test kit, and system.orrery, which runs it on this machine's lab beside the",
        "sample operators. 'mvn verify' in DIR builds target/NAME.jar and runs the test; 'orrery deploy",
        "system.orrery' runs it. Exit 0 written, 2 refused (a bad name, or DIR is there already)."})
final class NewOperatorCommand implements Callable<Integer> {

    private static final Pattern NAME = Pattern.compile("[a-z][a-z0-9]*(-[a-z0-9]+)*");
    private static final Pattern TYPE = Pattern.compile("[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+");
    private static final String TEMPLATES = "operator/";

    /** What each kind makes, and the sample operators the system places around it. */
    enum Kind {

        FILTER("filter", "Passes on the events whose value reaches a limit.", true, true),
        TRANSFORM("transform", "Scales a value of each event.", true, true),
        SOURCE("source", "Emits events at a rate, stamped when they were due.", false, true),
        SINK("application", "Counts and sums what reaches it.", true, false);

        final String declared;
        final String description;
        final boolean fedBySample;
        final boolean feedsSample;

        Kind(String declared, String description, boolean fedBySample, boolean feedsSample) {
            this.declared = declared;
            this.description = description;
            this.fedBySample = fedBySample;
            this.feedsSample = feedsSample;
        }

        String template() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** What {@code --json} prints: the project's directory, its template, the operator's type and its files. */
    record Written(String dir, String template, String type, List<String> files) {
    }

    @Mixin
    JsonOption answer;

    private final PrintStream out = System.out;
    private final PrintStream err = System.err;

    @Parameters(paramLabel = "NAME",
            description = "the operator's name: lower case, digits and dashes (threshold, " + "my-filter)")
    String name;

    @Option(names = "--kind", paramLabel = "KIND", description = "filter (the default), transform, source or sink")
    String kind = "filter";

    @Option(names = "--dir", paramLabel = "DIR", description = "where to write the project (default ./NAME)")
    Path dir;

    @Option(names = "--type", paramLabel = "ID", description = "the operator type's id, also the Java package and the "
            + "bundle's symbolic name (default com.example.NAME, dashes left out)")
    String type;

    @Override
    public Integer call() throws IOException {
        if (!NAME.matcher(name).matches()) {
            return refuse("the name '" + name + "' is not lower case letters, digits and single dashes, starting "
                    + "with a letter (threshold, my-filter)");
        }
        Kind chosen;
        try {
            chosen = Kind.valueOf(kind.toUpperCase(Locale.ROOT));
        } catch (@SuppressWarnings("unused") IllegalArgumentException unknown) {
            return refuse("--kind takes filter, transform, source or sink, not '" + kind + "'");
        }
        String typeId = type == null ? "com.example." + name.replace("-", "") : type;
        if (!TYPE.matcher(typeId).matches()) {
            return refuse("the type id '" + typeId + "' is not a Java package name of two parts or more "
                    + "(com.example.threshold)");
        }
        Path target = (dir == null ? Path.of(name) : dir).toAbsolutePath().normalize();
        if (Files.exists(target)) {
            return refuse(target + " is there already; nothing was written (choose another --dir)");
        }
        Path repository = Environment.operatorRepository();
        Map<String, String> values = values(chosen, typeId, repository);
        Map<String, String> files = files(chosen, typeId, values);
        // written beside the target and moved there whole, so that a failure leaves no half project
        Files.createDirectories(target.getParent());
        Path staging = Files.createTempDirectory(target.getParent(), "." + target.getFileName() + ".");
        try {
            for (Map.Entry<String, String> file : files.entrySet()) {
                Path path = staging.resolve(file.getKey());
                Files.createDirectories(path.getParent());
                Files.writeString(path, file.getValue());
            }
            Files.move(staging, target);
        } finally {
            if (Files.exists(staging)) {
                // the folder made above, with what was written into it (no links among them)
                try (Stream<Path> made = Files.walk(staging)) {
                    for (Path path : made.sorted(Comparator.reverseOrder()).toList()) {
                        Files.delete(path);
                    }
                }
            }
        }
        if (answer.print(out, new Written(target.toString(), chosen.template(), typeId, List.copyOf(files.keySet())))) {
            return 0;
        }
        out.println("wrote " + target + ": a " + chosen.template() + " operator, type " + typeId);
        files.keySet().forEach(file -> out.println("  " + file));
        out.println("next:");
        out.println("  cd " + target + " && mvn verify      the bundle (target/" + name + ".jar) and its tests");
        out.println("  orrery lab start && orrery deploy system.orrery && orrery status");
        out.println("the guide: docs/operators.md");
        return 0;
    }

    private int refuse(String message) {
        err.println("orrery: new operator: " + message);
        return 2;
    }

    private Map<String, String> values(Kind chosen, String typeId, Path repository) throws IOException {
        String className = className(name);
        Map<String, String> values = new LinkedHashMap<>();
        values.put("@NAME@", name);
        values.put("@CLASS@", className);
        values.put("@PACKAGE@", typeId);
        values.put("@TYPE@", typeId);
        values.put("@KIND@", chosen.declared);
        values.put("@LABEL@", className.replaceAll("(?<=[a-z0-9])(?=[A-Z])", " "));
        values.put("@DESCRIPTION@", chosen.description);
        values.put("@REPOSITORY@", repository.toUri().toString());
        values.put("@ORRERY_VERSION@", kitVersion(repository));
        values.put("@PARAMETERS@", template(chosen.template() + "/parameters.xml.template", Map.of()).stripTrailing());
        values.put("@OPERATORS@", operators(chosen, typeId));
        values.put("@CONNECTIONS@", connections(chosen));
        return values;
    }

    private Map<String, String> files(Kind chosen, String typeId, Map<String, String> values) throws IOException {
        String sources = typeId.replace('.', '/') + "/" + values.get("@CLASS@");
        Map<String, String> files = new LinkedHashMap<>();
        files.put("pom.xml", template("pom.xml.template", values));
        files.put("src/main/java/" + sources + ".java",
                template(chosen.template() + "/Operator.java.template", values));
        files.put("src/main/resources/OSGI-INF/orrery-operators.xml",
                template("orrery-operators.xml.template", values));
        files.put("src/test/java/" + sources + "Test.java",
                template(chosen.template() + "/OperatorTest.java.template", values));
        files.put("system.orrery", template("system.orrery.template", values));
        return files;
    }

    /** {@code my-filter} as {@code MyFilter}. */
    static String className(String name) {
        StringBuilder result = new StringBuilder();
        for (String part : name.split("-")) {
            result.append(Character.toUpperCase(part.charAt(0))).append(part.substring(1));
        }
        return Character.isDigit(result.charAt(0)) ? "Op" + result : result.toString();
    }

    /** The one version of the SPI the repository holds. */
    private static String kitVersion(Path repository) throws IOException {
        Path versions = repository.resolve("org/orrery/org.orrery.operator.api");
        try (Stream<Path> found = Files.list(versions)) {
            List<String> all = found.filter(Files::isDirectory).map(p -> p.getFileName().toString()).toList();
            if (all.size() != 1) {
                throw new IOException(versions + " holds " + all.size() + " versions of the SPI, not one");
            }
            return all.get(0);
        }
    }

    private String operators(Kind chosen, String typeId) {
        StringBuilder model = new StringBuilder();
        int x = 10;
        if (chosen.fedBySample) {
            model.append(operator("sensor", "source", "org.orrery.sample.source", "/sensors/sensor", x,
                    "    <parameters name=\"eventsPerSecond\" type=\"long\" value=\"200\"/>\n"
                            + "    <parameters name=\"seed\" type=\"long\" value=\"7\"/>\n"
                            + "    <parameters name=\"attributes\" value=\"value=uniform(0,100)\"/>\n"));
            x += 230;
        }
        model.append(operator(name, chosen.declared, typeId, "/" + name, x, ""));
        x += 230;
        if (chosen.feedsSample) {
            model.append(operator("display", "application", "org.orrery.sample.application", "/apps/display", x, ""));
        }
        return model.toString().stripTrailing();
    }

    private static String operator(String operatorName, String operatorKind, String operatorType, String symbolic,
            int x, String parameters) {
        return "  <operators name=\"" + operatorName + "\" kind=\"" + operatorKind + "\" type=\"" + operatorType
                + "\" symbolicName=\"" + symbolic + "\" placement=\"work\">\n    <bounds x=\"" + x
                + "\" y=\"80\" width=\"135\" height=\"48\"/>\n" + parameters + "  </operators>\n";
    }

    private String connections(Kind chosen) {
        StringBuilder model = new StringBuilder();
        if (chosen.fedBySample) {
            model.append("  <connections source=\"sensor\" target=\"").append(name).append("\"/>\n");
        }
        if (chosen.feedsSample) {
            model.append("  <connections source=\"").append(name).append("\" target=\"display\"/>\n");
        }
        return model.toString().stripTrailing();
    }

    private static String template(String path, Map<String, String> values) throws IOException {
        try (InputStream in = NewOperatorCommand.class.getResourceAsStream(TEMPLATES + path)) {
            if (in == null) {
                throw new IOException("the command line lacks its template " + TEMPLATES + path);
            }
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            for (Map.Entry<String, String> value : values.entrySet()) {
                text = text.replace(value.getKey(), value.getValue());
            }
            return text;
        }
    }

    /** {@code orrery new}: the parent of {@code new operator}. */
    @Command(name = "new", mixinStandardHelpOptions = true, subcommands = NewOperatorCommand.class,
            description = "Start something of your own: 'new operator NAME' (a Maven project for an operator).")
    static final class New implements Callable<Integer> {

        @Override
        public Integer call() {
            System.err.println("orrery: new: say what: orrery new operator NAME (orrery new operator --help)");
            return 2;
        }
    }
}
