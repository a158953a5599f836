package org.orrery.run;

import java.io.IOException;
import java.io.InputStream;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.Transformer;
import javax.xml.transform.TransformerException;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.Schema;
import javax.xml.validation.SchemaFactory;

import org.orrery.control.util.SecureXml;
import org.orrery.model.io.AtomicFiles;
import org.orrery.run.RunDescription.BundleRef;
import org.orrery.run.RunDescription.Expectation;
import org.orrery.run.RunDescription.Measure;
import org.orrery.run.RunDescription.RecordingRef;
import org.orrery.run.RunDescription.Result;
import org.orrery.run.RunDescription.SystemRef;
import org.orrery.run.RunDescription.Test;
import org.orrery.run.RunDescription.Variable;
import org.orrery.run.RunDescription.Verdict;
import org.orrery.run.RunDescription.Workload;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;

/**
 * Reads and writes run descriptions. Reading validates against the published schema first, so a malformed file is
 * refused with the line and the schema's reason; writing goes through a temporary file renamed into place.
 */
public final class RunXml {

    private static final String SCHEMA = "/schema/orrery-run-1.xsd";
    private static final long MAX_FILE_BYTES = 16L * 1024 * 1024;
    private static final String UNTIL_STABLE = "until-stable";

    private RunXml() {
    }

    /** The most a combination may repeat, warm up and run: bounds of what a lab run can bear, not of the schema. */
    static final long MAX_REPEAT = 1_000;
    static final long MAX_WARMUP_MILLIS = 3_600_000;
    static final long MAX_DURATION_MILLIS = 86_400_000;

    private static Schema schema() throws RunException {
        try (InputStream in = RunXml.class.getResourceAsStream(SCHEMA)) {
            if (in == null) {
                throw new RunException("the run description schema " + SCHEMA + " is missing from the build");
            }
            SchemaFactory factory = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI);
            factory.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
            factory.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
            return factory.newSchema(new StreamSource(in));
        } catch (IOException | SAXException e) {
            throw new RunException("the run description schema cannot be read: " + e.getMessage(), e);
        }
    }

    /** The name a run's output files take after its description: {@code latency.xml} → {@code latency}. */
    public static String baseName(Path file) {
        return file.getFileName().toString().replaceFirst("\\.xml$", "");
    }

    /** Reads and validates {@code file}; throws with {@code file:line: reason} when it does not conform. */
    public static RunDescription read(Path file) throws RunException {
        try {
            if (Files.size(file) > MAX_FILE_BYTES) {
                throw new RunException(file + ": larger than " + MAX_FILE_BYTES / (1024 * 1024) + " MiB");
            }
        } catch (IOException e) {
            throw new RunException(file + ": cannot be read: " + e.getMessage(), e);
        }
        Document document;
        try {
            DocumentBuilder builder = SecureXml.documentBuilder(schema(), 0);
            document = builder.parse(file.toFile());
        } catch (SAXParseException e) {
            throw new RunException(file + ":" + e.getLineNumber() + ": " + e.getMessage(), e);
        } catch (SAXException | IOException e) {
            throw new RunException(file + ": " + e.getMessage(), e);
        }
        try {
            return group(document.getDocumentElement());
        } catch (IllegalArgumentException e) {
            throw new RunException(file + ": " + e.getMessage(), e);
        }
    }

    private static RunDescription group(Element root) {
        Map<String, String> environment = new LinkedHashMap<>();
        Map<String, String> params = new LinkedHashMap<>();
        List<Test> tests = new ArrayList<>();
        for (Element child : children(root)) {
            switch (child.getLocalName()) {
                case "environment" ->
                    children(child).forEach(p -> environment.put(p.getAttribute("name"), p.getAttribute("value")));
                case "param" -> params.put(child.getAttribute("name"), child.getAttribute("value"));
                case "test" -> tests.add(test(child));
                default -> throw new IllegalStateException("the schema let through <" + child.getLocalName() + ">");
            }
        }
        return new RunDescription(root.getAttribute("name"), environment, params, tests);
    }

    private static Test test(Element element) {
        SystemRef system = null;
        List<BundleRef> bundles = new ArrayList<>();
        List<RecordingRef> recordings = new ArrayList<>();
        Map<String, String> labMap = new LinkedHashMap<>();
        Workload workload = null;
        Map<String, String> settings = new LinkedHashMap<>();
        List<Variable> variables = new ArrayList<>();
        List<Measure> measures = new ArrayList<>();
        List<Expectation> expectations = new ArrayList<>();
        List<Result> results = new ArrayList<>();
        RunDescription.CapacitySearch capacity = null;
        Scenario scenario = null;
        for (Element child : children(element)) {
            switch (child.getLocalName()) {
                case "system" -> system = new SystemRef(child.getAttribute("href"), child.getAttribute("sha256"));
                case "bundle" -> bundles.add(new BundleRef(child.getAttribute("symbolicName"),
                        child.getAttribute("version"), child.getAttribute("sha256")));
                case "recording" -> recordings.add(new RecordingRef(child.getAttribute("operator"),
                        child.getAttribute("href"), child.getAttribute("sha256")));
                case "lab" -> children(child).forEach(m -> labMap.put(m.getAttribute("host"), m.getAttribute("to")));
                case "workload" -> workload = workload(child);
                case "set" -> settings.put(child.getAttribute("target"), child.getAttribute("value"));
                case "var" -> variables.add(new Variable(child.getAttribute("target"), attribute(child, "start"),
                        attribute(child, "end"), attribute(child, "step"),
                        children(child).stream().map(Node::getTextContent).toList(), attribute(child, "template")));
                case "measure" ->
                    measures.add(new Measure(child.getAttribute("operator"), child.getAttribute("figure")));
                case "expect" ->
                    expectations.add(new Expectation(attribute(child, "name"), attribute(child, "operator"),
                            attribute(child, "connection"), attribute(child, "delivery"), child.getAttribute("figure"),
                            decimal(child, "below"), decimal(child, "above"), decimal(child, "equals"),
                            Expectations.baseline(attribute(child, "baseline")), attribute(child, "phase")));
                case "result" -> results.add(result(child));
                case "capacity" -> capacity = new RunDescription.CapacitySearch(child.getAttribute("source"),
                        child.getAttribute("slo"),
                        child.hasAttribute("drops") ? Long.parseLong(child.getAttribute("drops")) : 0,
                        orElse(decimal(child, "from"), 100), orElse(decimal(child, "max"), 1_000_000),
                        orElse(decimal(child, "precision"), 0.05));
                case "scenario" -> scenario = Scenario.parse(
                        children(child).stream().map(step -> step.getTextContent().strip()).toList(),
                        children(child).stream().map(step -> attribute(step, "name")).toList());
                default -> throw new IllegalStateException("the schema let through <" + child.getLocalName() + ">");
            }
        }
        return new Test(element.getAttribute("name"), system, bundles, recordings, labMap, workload, settings,
                variables, measures, expectations, results, capacity, scenario);
    }

    /**
     * A workload: {@code repeat} a number of runs, or {@code until-stable} with {@code maxRepeat} (required) and
     * {@code stableWithin}.
     */
    private static Workload workload(Element element) {
        long warmup = bounded(element, "warmupMillis", MAX_WARMUP_MILLIS);
        long duration = bounded(element, "durationMillis", MAX_DURATION_MILLIS);
        boolean series = Boolean.parseBoolean(element.getAttribute("series"));
        if (!UNTIL_STABLE.equals(element.getAttribute("repeat").strip())) {
            if (element.hasAttribute("maxRepeat") || element.hasAttribute("stableWithin")) {
                throw new IllegalArgumentException(
                        "<workload> maxRepeat and stableWithin go with repeat=\"" + UNTIL_STABLE + "\"");
            }
            return new Workload(warmup, duration, series,
                    element.hasAttribute("repeat") ? (int) bounded(element, "repeat", MAX_REPEAT) : 1);
        }
        if (!element.hasAttribute("maxRepeat")) {
            throw new IllegalArgumentException(
                    "<workload> repeat=\"" + UNTIL_STABLE + "\" needs maxRepeat, the most runs it may take");
        }
        Double within = decimal(element, "stableWithin");
        return new Workload(warmup, duration, series, (int) bounded(element, "maxRepeat", MAX_REPEAT),
                within == null ? Workload.DEFAULT_STABLE_WITHIN : within);
    }

    private static double orElse(Double value, double otherwise) {
        return value == null ? otherwise : value;
    }

    private static Double decimal(Element element, String name) {
        return element.hasAttribute(name) ? xsDouble(element.getAttribute(name)) : null;
    }

    private static Result result(Element element) {
        Map<String, String> variables = new LinkedHashMap<>();
        Map<String, Double> values = new LinkedHashMap<>();
        List<String> errors = new ArrayList<>();
        Map<String, List<Double>> series = new LinkedHashMap<>();
        List<Map<String, Double>> runs = new ArrayList<>();
        List<Verdict> verdicts = new ArrayList<>();
        Map<String, Double> fromSend = new LinkedHashMap<>();
        Map<String, List<Double>> distributions = new LinkedHashMap<>();
        for (Element child : children(element)) {
            switch (child.getLocalName()) {
                case "var" -> variables.put(child.getAttribute("target"), child.getAttribute("value"));
                case "value" -> values.put(child.getAttribute("operator"), xsDouble(child.getAttribute("value")));
                case "run" -> {
                    Map<String, Double> run = new LinkedHashMap<>();
                    children(child)
                            .forEach(v -> run.put(v.getAttribute("operator"), xsDouble(v.getAttribute("value"))));
                    runs.add(run);
                }
                case "error" -> errors.add(child.getAttribute("message"));
                case "verdict" -> verdicts.add(new Verdict(child.getAttribute("expect"), child.getAttribute("subject"),
                        Boolean.parseBoolean(child.getAttribute("passed")), decimal(child, "value"),
                        child.getAttribute("message")));
                case "distribution" -> distributions.put(child.getAttribute("operator"),
                        Arrays.stream(child.getTextContent().strip().split("\\s+")).map(RunXml::xsDouble).toList());
                case "fromSend" -> fromSend.put(child.getAttribute("operator"), xsDouble(child.getAttribute("value")));
                case "series" -> series.put(child.getAttribute("operator"), child.getTextContent().isBlank() ? List.of()
                        : Arrays.stream(child.getTextContent().strip().split("\\s+")).map(RunXml::xsDouble).toList());
                default -> throw new IllegalStateException("the schema let through <" + child.getLocalName() + ">");
            }
        }
        Statistics statistics = element.hasAttribute("mean")
                ? new Statistics(number(element, "min"), number(element, "max"), number(element, "mean"),
                        number(element, "std-dev"), number(element, "p50"), number(element, "p99"))
                : null;
        return new Result(variables, values, statistics, errors, series, runs, verdicts,
                element.hasAttribute("stable") ? Boolean.parseBoolean(element.getAttribute("stable")) : null, fromSend,
                distributions);
    }

    private static String attribute(Element element, String name) {
        return element.hasAttribute(name) ? element.getAttribute(name) : null;
    }

    private static double number(Element element, String name) {
        return element.hasAttribute(name) ? xsDouble(element.getAttribute(name)) : Double.NaN;
    }

    /** An {@code xs:double} as the schema writes it: {@code INF}, {@code -INF} and {@code NaN} included. */
    private static double xsDouble(String text) {
        return switch (text.strip()) {
            case "INF", "+INF" -> Double.POSITIVE_INFINITY;
            case "-INF" -> Double.NEGATIVE_INFINITY;
            default -> Double.parseDouble(text);
        };
    }

    /**
     * A whole-number attribute of at most {@code max}: the schema allows any size, and a run of 3,000,000,000 repeats
     * or a duration of 10^20 ms would not end (or not parse); throws naming the attribute.
     */
    private static long bounded(Element element, String name, long max) {
        BigInteger value = new BigInteger(element.getAttribute(name).strip());
        if (value.compareTo(BigInteger.valueOf(max)) > 0) {
            throw new IllegalArgumentException("<" + element.getLocalName() + "> " + name + " " + value
                    + " is more than " + max + ", the most a run takes");
        }
        return value.longValueExact();
    }

    private static List<Element> children(Element parent) {
        List<Element> elements = new ArrayList<>();
        for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element element) {
                elements.add(element);
            }
        }
        return elements;
    }

    /** Writes {@code description} to {@code file} atomically, indented, in the schema's element order. */
    public static void write(RunDescription description, Path file) throws IOException {
        Document document = SecureXml.documentBuilder(null, 0).newDocument();
        Element root = element(document, document, "test-group", "name", description.name(), "version",
                String.valueOf(RunDescription.VERSION));
        if (!description.environment().isEmpty()) {
            Element environment = element(document, root, "environment");
            new TreeMap<>(description.environment())
                    .forEach((name, value) -> element(document, environment, "property", "name", name, "value", value));
        }
        description.params().forEach((name, value) -> element(document, root, "param", "name", name, "value", value));
        for (Test test : description.tests()) {
            Element t = element(document, root, "test", "name", test.name());
            element(document, t, "system", "href", test.system().href(), "sha256", test.system().sha256());
            test.bundles()
                    .forEach(b -> element(document, t, "bundle", "symbolicName", b.symbolicName(), "version",
                            b.version(), "sha256", b.sha256()));
            test.recordings()
                    .forEach(r -> element(document, t, "recording", "operator", r.operator(), "href", r.href(),
                            "sha256", r.sha256()));
            if (!test.labMap().isEmpty()) {
                Element lab = element(document, t, "lab");
                test.labMap().forEach((host, to) -> element(document, lab, "map", "host", host, "to", to));
            }
            Workload workload = test.workload();
            element(document, t, "workload", "warmupMillis", String.valueOf(workload.warmupMillis()), "durationMillis",
                    String.valueOf(workload.durationMillis()), "series", workload.series() ? "true" : null, "repeat",
                    workload.untilStable() ? UNTIL_STABLE
                            : workload.repeat() == 1 ? null : String.valueOf(workload.repeat()),
                    "maxRepeat", workload.untilStable() ? String.valueOf(workload.repeat()) : null, "stableWithin",
                    workload.untilStable() ? text(workload.stableWithin()) : null);
            test.settings().forEach((target, value) -> element(document, t, "set", "target", target, "value", value));
            for (Variable variable : test.variables()) {
                Element v = element(document, t, "var", "target", variable.target(), "start", variable.start(), "end",
                        variable.end(), "step", variable.step(), "template", variable.template());
                variable.values().forEach(value -> element(document, v, "value").setTextContent(value));
            }
            RunDescription.CapacitySearch capacity = test.capacity();
            if (capacity != null) {
                element(document, t, "capacity", "source", capacity.source(), "slo", capacity.slo(), "drops",
                        String.valueOf(capacity.drops()), "from", decimalText(capacity.from()), "max",
                        decimalText(capacity.max()), "precision", decimalText(capacity.precision()));
            }
            if (test.scenario() != null) {
                Element scenario = element(document, t, "scenario");
                for (Scenario.Step step : test.scenario().steps()) {
                    String said = step.text().substring(step.text().indexOf(' ', 3) + 1);
                    element(document, scenario, "step", "name", said.equals(step.name()) ? null : step.name())
                            .setTextContent(step.text());
                }
            }
            test.measures()
                    .forEach(m -> element(document, t, "measure", "operator", m.operator(), "figure", m.figure()));
            for (Expectation e : test.expectations()) {
                element(document, t, "expect", "name", e.name(), "operator", e.operator(), "connection", e.connection(),
                        "delivery", e.delivery(), "figure", e.figure(), "below", decimalText(e.below()), "above",
                        decimalText(e.above()), "equals", decimalText(e.equals()), "baseline",
                        e.hasBaseline() ? String.join(",",
                                e.baseline().entrySet().stream().map(p -> p.getKey() + "=" + p.getValue()).toList())
                                : null,
                        "phase", e.phase());
            }
            for (Result result : test.results()) {
                Statistics s = result.statistics();
                Element r = s == null ? element(document, t, "result")
                        : element(document, t, "result", "min", text(s.min()), "max", text(s.max()), "mean",
                                text(s.mean()), "std-dev", text(s.stdDev()), "p50", text(s.p50()), "p99",
                                text(s.p99()));
                if (result.stable() != null) {
                    r.setAttribute("stable", String.valueOf(result.stable()));
                }
                result.variables()
                        .forEach((target, value) -> element(document, r, "var", "target", target, "value", value));
                result.values()
                        .forEach((operator, value) -> element(document, r, "value", "operator", operator, "value",
                                text(value)));
                for (Map<String, Double> run : result.runs()) {
                    Element each = element(document, r, "run");
                    run.forEach((operator, value) -> element(document, each, "value", "operator", operator, "value",
                            text(value)));
                }
                result.errors().forEach(message -> element(document, r, "error", "message", message));
                result.verdicts()
                        .forEach(v -> element(document, r, "verdict", "expect", v.expect(), "subject", v.subject(),
                                "passed", String.valueOf(v.passed()), "value", decimalText(v.value()), "message",
                                v.message()));
                result.series()
                        .forEach((operator,
                                points) -> element(document, r, "series", "operator", operator, "everyMillis",
                                        String.valueOf(RunDescription.SERIES_MILLIS))
                                        .setTextContent(String.join(" ", points.stream().map(RunXml::text).toList())));
                result.fromSend()
                        .forEach((operator, value) -> element(document, r, "fromSend", "operator", operator, "value",
                                text(value)));
                result.distributions()
                        .forEach((operator, plot) -> element(document, r, "distribution", "operator", operator)
                                .setTextContent(String.join(" ", plot.stream().map(RunXml::text).toList())));
            }
        }
        AtomicFiles.write(file, out -> {
            try {
                Transformer transformer = TransformerFactory.newInstance().newTransformer();
                transformer.setOutputProperty(OutputKeys.INDENT, "yes");
                transformer.setOutputProperty(OutputKeys.ENCODING, "UTF-8");
                transformer.setOutputProperty("{http://xml.apache.org/xslt}indent-amount", "2");
                transformer.transform(new DOMSource(document), new StreamResult(out));
            } catch (TransformerException e) {
                throw new IOException("cannot write " + file + ": " + e.getMessage(), e);
            }
        });
    }

    private static String decimalText(Double value) {
        return value == null ? null : text(value);
    }

    static String text(double value) {
        if (Double.isInfinite(value)) {
            return value > 0 ? "INF" : "-INF";
        }
        return value == Math.rint(value) && Math.abs(value) < 1e15 ? String.valueOf((long) value)
                : String.valueOf(value);
    }

    /** A new element in the run namespace under {@code parent}, with the non-null attributes given as name, value. */
    private static Element element(Document document, Node parent, String name, String... attributes) {
        Element element = document.createElementNS(RunDescription.NAMESPACE, name);
        for (int i = 0; i < attributes.length; i += 2) {
            if (attributes[i + 1] != null) {
                element.setAttribute(attributes[i], attributes[i + 1]);
            }
        }
        parent.appendChild(element);
        return element;
    }
}
