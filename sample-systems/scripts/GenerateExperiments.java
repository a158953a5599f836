import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes the experiments shipped in sample-systems/experiments: the systems they deploy (models/*.orrery) and the run
 * descriptions (*.xml) with the SHA-256 of each system and of the sample operators bundle. The experiments are those of
 * design/SEEDS.md: Solar's latency, throughput and filter placement (source document 000), the JBI report's
 * content-based routing (002), path specialization (004), Solar's transfer modes as wire formats (000) and IQ-Services'
 * priorities and pacing (001). The same bundle gives the same files, byte for byte.
 *
 * Run from the repository root after a build, with JDK 22 or later (the program is two source files: this one and
 * {@code ExperimentModel.java}): {@code java sample-systems/scripts/GenerateExperiments.java [DIR] [JAR]}.
 */
public final class GenerateExperiments {

    static final String API = "org.orrery.operator.api";
    static final String OPERATORS = "org.orrery.sample.operators";
    private static final String SOURCE = "org.orrery.sample.source";
    private static final String APPLICATION = "org.orrery.sample.application";
    /** Each combination runs this many times in fresh deployments, so the charts show the spread between runs. */
    private static final int REPEAT = 3;
    /** The WAN the pacing experiment's variant crosses: the library's, narrowed. */
    private static final String WAN_LINK = "wan-eu-us rate=20mbit";
    /** The WAN the priority experiment's variant crosses, narrower: the link is what is overloaded. */
    private static final String PRIORITY_WAN_LINK = "wan-eu-us rate=6mbit";

    public static void main(String[] args) throws IOException, NoSuchAlgorithmException {
        Path dir = Path.of(args.length > 0 ? args[0] : "sample-systems/experiments");
        Path jar = Path.of(args.length > 1 ? args[1]
                : "runtime-agents/orrery-dist/target/orrery-runtime/bundles/org.orrery.sample.operators-0.1.0.jar");
        String bundleSha = sha256(Files.readAllBytes(jar));
        Files.createDirectories(dir.resolve("models"));

        // Solar latency: a pinger on Planet 1, a bounce-back operator on Planet 2, the receiver back on Planet 1.
        ExperimentModel latency = new ExperimentModel("latency",
                "Bounce-back round trip: Planet 1 to Planet 2 and back to Planet 1, so that one "
                        + "clock times both ends.",
                "planet1", "planet2")
                .op("pinger", "source", SOURCE, "planet1", "eventsPerSecond", "1000", "payloadBytes", "0", "seed", "7")
                .op("receiver", "application", APPLICATION, "planet1")
                .op("bounce", "transform", "org.orrery.sample.bounce", "planet2")
                .link("pinger", "bounce")
                .link("bounce", "receiver");

        // Solar throughput: one source as fast as the receivers take it, 1 or 10 receivers on the other Planet.
        ExperimentModel one = new ExperimentModel("throughput-1",
                "One source publishing as fast as its receiver takes events, one receiver " + "on the other Planet.",
                "planet1", "planet2")
                .op("source", "source", SOURCE, "planet1", "eventsPerSecond", "0", "payloadBytes", "0", "seed", "3")
                .op("receiver1", "application", APPLICATION, "planet2")
                .link("source", "receiver1");
        ExperimentModel ten = new ExperimentModel("throughput-10",
                "One source publishing as fast as its receivers take events, ten receivers " + "on the other Planet.",
                "planet1", "planet2")
                .op("source", "source", SOURCE, "planet1", "eventsPerSecond", "0", "payloadBytes", "0", "seed", "3");
        for (int r = 1; r <= 10; r++) {
            ten.op("receiver" + r, "application", APPLICATION, "planet2").link("source", "receiver" + r);
        }

        // Solar filter placement: ten subscribers want the events whose w is at least a cut; w is uniform in 0..99.
        String attributes = "w=int(0,99)";
        ExperimentModel inSource = new ExperimentModel("filter-in-source",
                "Ten subscribers; each connection's predicate filters at the "
                        + "source, so filtered events never leave it.",
                "publisher", "subscribers").op("source", "source", SOURCE, "publisher", "eventsPerSecond", "0",
                        "payloadBytes", "256", "seed", "5", "attributes", attributes);
        ExperimentModel independent = new ExperimentModel("filter-independent",
                "Ten subscribers behind one filter operator on a domain of " + "its own.", "publisher", "subscribers",
                "filtering")
                .op("source", "source", SOURCE, "publisher", "eventsPerSecond", "0", "payloadBytes", "256", "seed", "5",
                        "attributes", attributes)
                .op("filter", "filter", "org.orrery.sample.filter", "filtering", "predicate", "w >= 0")
                .link("source", "filter");
        ExperimentModel inApplication = new ExperimentModel("filter-in-application",
                "Ten subscribers that receive every event and keep the " + "ones they want.", "publisher",
                "subscribers").op("source", "source", SOURCE, "publisher", "eventsPerSecond", "0", "payloadBytes",
                        "256", "seed", "5", "attributes", attributes);
        for (int s = 1; s <= 10; s++) {
            inSource.op("app" + s, "application", APPLICATION, "subscribers").link("source", "app" + s);
            independent.op("app" + s, "application", APPLICATION, "subscribers").link("filter", "app" + s);
            inApplication.op("app" + s, "application", APPLICATION, "subscribers", "predicate", "w >= 0")
                    .link("source", "app" + s);
        }

        // JBI content-based routing: a publisher of report objects, the router with its subscriptions, the subscribers.
        ExperimentModel jbi = new ExperimentModel("jbi-routing",
                "The JBI report's content-based routing: objects of the three schemas, "
                        + "predicate subscriptions generated with the report's field probabilities, one copy per match.",
                "publishers", "server", "clients")
                .op("publisher", "source", SOURCE, "publishers", "eventsPerSecond", "0", "payloadBytes", "2048", "seed",
                        "1", "objects", "mixed")
                // the report's router tests every subscription; the runtime benchmark compares it with the index
                .op("router", "filter", "org.orrery.sample.router", "server", "subscriptions", "250", "schema", "mixed",
                        "seed", "2", "matching", "scan")
                .op("subscribers", "application", APPLICATION, "clients")
                .link("publisher", "router")
                .link("router", "subscribers");

        // Specialization: a graph collocated in one domain, every connection in-process or through the media driver.
        ExperimentModel specialized = new ExperimentModel("specialization",
                "A source, a filter, a transform and an application collocated in "
                        + "one domain: with specialization the connections are calls, without they go through the "
                        + "media driver.",
                "planet1")
                .op("source", "source", SOURCE, "planet1", "eventsPerSecond", "0", "payloadBytes", "64", "seed", "9",
                        "attributes", "celsius=gauss(20,8)")
                .op("filter", "filter", "org.orrery.sample.filter", "planet1", "predicate", "celsius > -100")
                .op("fahrenheit", "transform", "org.orrery.sample.transform", "planet1", "attribute", "celsius",
                        "scale", "1.8", "offset", "32", "outputAttribute", "fahrenheit", "outputType", "fahrenheit")
                .op("application", "application", APPLICATION, "planet1")
                .link("source", "filter")
                .link("filter", "fahrenheit")
                .link("fahrenheit", "application");

        // Priorities: three best-effort connections of priorities 1, 2 and 3 into one domain whose applications spend
        // 100 µs on each event (about 9,000 events/s in all); the high one offers 3,000 events/s, the two low ones what
        // makes the total 1x, 2x or 4x that capacity.
        ExperimentModel priority = new ExperimentModel("priority",
                "Three best-effort connections of priorities 1, 2 and 3 into one domain that "
                        + "takes about 9,000 events/s: the highest offers 3,000 events/s, the two others what the run "
                        + "asks.",
                "planet1", "planet2")
                .op("low1", "source", SOURCE, "planet1", "eventsPerSecond", "3000", "payloadBytes", "64", "seed", "1")
                .op("low2", "source", SOURCE, "planet1", "eventsPerSecond", "3000", "payloadBytes", "64", "seed", "2")
                .op("high", "source", SOURCE, "planet1", "eventsPerSecond", "3000", "payloadBytes", "64", "seed", "3")
                .op("sink1", "application", APPLICATION, "planet2", "workMicrosPerEvent", "100")
                .op("sink2", "application", APPLICATION, "planet2", "workMicrosPerEvent", "100")
                .op("sink3", "application", APPLICATION, "planet2", "workMicrosPerEvent", "100")
                .link("low1", "sink1", " delivery=\"best-effort\" priority=\"1\"")
                .link("low2", "sink2", " delivery=\"best-effort\" priority=\"2\"")
                .link("high", "sink3", " delivery=\"best-effort\" priority=\"3\"");

        // Pacing: a source of 20,000 events/s over a best-effort connection to an application that spends 50, 100 or
        // 200 µs on each event, its pacing off or adaptive.
        ExperimentModel pacing = new ExperimentModel("pacing",
                "A source of 20,000 events/s over a best-effort connection to a slower "
                        + "application on the other Planet.",
                "planet1", "planet2")
                .op("source", "source", SOURCE, "planet1", "eventsPerSecond", "20000", "payloadBytes", "64", "seed",
                        "5", "pacing", "off")
                .op("application", "application", APPLICATION, "planet2", "workMicrosPerEvent", "100")
                .link("source", "application", " delivery=\"best-effort\"");

        // Pacing on a WAN with cross traffic: the pacing source's connection and a bulk transfer beside it (1 KB events,
        // best-effort) cross one emulated link, the library's wan-eu-us narrowed to 20 Mbit/s, whose bandwidth they
        // share (the sending domain applies it).
        String wan = " link=\"" + WAN_LINK + "\"";
        ExperimentModel pacingWan = new ExperimentModel("pacing-wan",
                "The pacing source of 20,000 events/s to a slower application across a WAN link (45 ms, 20 Mbit/s), "
                        + "bulk transfers beside it on the same link.",
                "planet1", "planet2")
                .op("source", "source", SOURCE, "planet1", "eventsPerSecond", "20000", "payloadBytes", "64", "seed",
                        "5", "pacing", "off")
                .op("application", "application", APPLICATION, "planet2", "workMicrosPerEvent", "100")
                .op("bulk", "source", SOURCE, "planet1", "eventsPerSecond", "1000", "payloadBytes", "1000", "seed", "6")
                .op("archive", "application", APPLICATION, "planet2")
                .link("source", "application", " delivery=\"best-effort\"" + wan)
                .link("bulk", "archive", " delivery=\"best-effort\"" + wan);

        // Priorities across a WAN: the three prioritised connections cross one emulated link (wan-eu-us narrowed to
        // 6 Mbit/s, about 4,300 of these events a second) into applications that spend nothing, so that the link is
        // what is overloaded; the sending domain gives the free link to the highest priority first.
        String narrowWan = " link=\"" + PRIORITY_WAN_LINK + "\"";
        ExperimentModel priorityWan = new ExperimentModel("priority-wan",
                "Three best-effort connections of priorities 1, 2 and 3 across one WAN link of 6 Mbit/s: the highest "
                        + "offers 3,000 events/s, the two others what the run asks.",
                "planet1", "planet2")
                .op("low1", "source", SOURCE, "planet1", "eventsPerSecond", "3000", "payloadBytes", "64", "seed", "1")
                .op("low2", "source", SOURCE, "planet1", "eventsPerSecond", "3000", "payloadBytes", "64", "seed", "2")
                .op("high", "source", SOURCE, "planet1", "eventsPerSecond", "3000", "payloadBytes", "64", "seed", "3")
                .op("sink1", "application", APPLICATION, "planet2")
                .op("sink2", "application", APPLICATION, "planet2")
                .op("sink3", "application", APPLICATION, "planet2")
                .link("low1", "sink1", " delivery=\"best-effort\" priority=\"1\"" + narrowWan)
                .link("low2", "sink2", " delivery=\"best-effort\" priority=\"2\"" + narrowWan)
                .link("high", "sink3", " delivery=\"best-effort\" priority=\"3\"" + narrowWan);

        Map<String, String> shas = new LinkedHashMap<>();
        for (ExperimentModel model : List.of(latency, one, ten, inSource, independent, inApplication, jbi, specialized,
                priority, pacing, pacingWan, priorityWan)) {
            byte[] bytes = model.xml().getBytes(StandardCharsets.UTF_8);
            Files.write(dir.resolve("models").resolve(model.name + ".orrery"), bytes);
            shas.put(model.name, sha256(bytes));
        }

        String bundle = "    <bundle symbolicName=\"" + OPERATORS + "\" version=\"0.1.0\" sha256=\"" + bundleSha
                + "\"/>\n";
        write(dir, "latency", "Solar latency: bounce-back round trip", """
                Solar's latency experiment (source document 000): an event goes from Planet 1 to a \
                bounce-back operator on
                Planet 2 and back to a receiver on Planet 1, so no clock synchronisation is needed. The \
                payload grows from 0 to
                1000 bytes; the figure is the round trip: the median over the window of each second's \
                median and 99th percentile.""",
                List.of("valueAxisLabel", "round trip (µs)", "xAxisLabel", "payload (bytes)"),
                test("round trip p50", "latency", shas, bundle, "1000", "3000",
                        var("pinger.payloadBytes", "0", "1000", "100"), measure("receiver", "latencyP50Micros")),
                test("round trip p99", "latency", shas, bundle, "1000", "3000",
                        var("pinger.payloadBytes", "0", "1000", "100"), measure("receiver", "latencyP99Micros")));
        StringBuilder tenMeasures = new StringBuilder();
        for (int r = 1; r <= 10; r++) {
            tenMeasures.append(measure("receiver" + r, "eventsPerSecond"));
        }
        write(dir, "throughput", "Solar throughput: 1 and 10 receivers", """
                Solar's throughput experiment (source document 000): one source publishes as fast as its \
                receivers take the
                events (reliable delivery holds it back), to 1 or 10 receivers on the other Planet; the \
                payload grows from 0
                to 1000 bytes in steps of 100. The figure is events per second per receiver (the mean over the \
                receivers).""", List.of("valueAxisLabel", "events/s per receiver", "xAxisLabel", "payload (bytes)"),
                test("1 receiver", "throughput-1", shas, bundle, "1000", "3000",
                        var("source.payloadBytes", "0", "1000", "100"), measure("receiver1", "eventsPerSecond")),
                test("10 receivers", "throughput-10", shas, bundle, "1000", "3000",
                        var("source.payloadBytes", "0", "1000", "100"), tenMeasures.toString()));
        write(dir, "filter-placement", "Solar filter placement", """
                Solar's filter placement experiment (source document 000): a source with 10 subscribers, 0 to \
                90 % of its
                events filtered out, the filter in the source (the connections' predicates), on an \
                independent domain (one
                filter operator in front of the subscribers) or in the applications. The source publishes as \
                fast as the
                system takes its events; the figure is its publishing rate.""",
                List.of("valueAxisLabel", "events published per second", "xAxisLabel",
                        "percent of the events filtered out"),
                test("filter in the source", "filter-in-source", shas, bundle, "1000", "3000",
                        templated("source->*.predicate", "w &gt;= {}"), measure("source", "eventsOutPerSecond")),
                test("filter on an independent domain", "filter-independent", shas, bundle, "1000", "3000",
                        templated("filter.predicate", "w &gt;= {}"), measure("source", "eventsOutPerSecond")),
                test("filter in the application", "filter-in-application", shas, bundle, "1000", "3000",
                        templated("app*.predicate", "w &gt;= {}"), measure("source", "eventsOutPerSecond")));
        String jbiVars = """
                    <var target="publisher.payloadBytes">
                      <value>2048</value>
                      <value>25600</value>
                      <value>51200</value>
                    </var>
                    <var target="router->subscribers.delivery">
                      <value>reliable</value>
                      <value>best-effort</value>
                    </var>
                    <var target="router.subscriptions">
                      <value>250</value>
                      <value>500</value>
                      <value>1000</value>
                      <value>2000</value>
                    </var>
                """;
        write(dir, "jbi-routing", "JBI content-based routing", """
                The JBI report's workload (source document 002, figures 11 and 12): objects of the ato, basic \
                and xmlxpath
                schemas whose fields appear with the report's probabilities and take values from its sets; \
                250, 500, 1000 and
                2000 predicate subscriptions generated the same way from another seed, tested one after \
                another as the
                report's router did (matching=scan); payloads of 2, 25 and 50 KB; the
                router's deliveries reliable or best effort. The figure of merit is delivered objects per \
                second; as in the
                report, each configuration runs three times and the runs are averaged. The second test is the \
                report's
                XML mode: the same objects as XML documents of 2 KB, the same subscriptions as XPath \
                predicates evaluated
                on them (matching=xpath), deliveries reliable.""",
                List.of("valueAxisLabel", "delivered objects per second", "xAxisLabel", "predicate subscriptions"),
                test("content-based routing", "jbi-routing", shas, bundle, "1000", "3000", jbiVars,
                        measure("subscribers", "eventsPerSecond")),
                test("XML bodies, XPath subscriptions", "jbi-routing", shas, bundle, "1000", "3000", """
                            <var target="publisher.objectFormat">
                              <value>xml</value>
                            </var>
                            <var target="router.matching">
                              <value>xpath</value>
                            </var>
                            <var target="publisher.payloadBytes">
                              <value>2048</value>
                            </var>
                            <var target="router->subscribers.delivery">
                              <value>reliable</value>
                            </var>
                            <var target="router.subscriptions">
                              <value>250</value>
                              <value>500</value>
                              <value>1000</value>
                              <value>2000</value>
                            </var>
                        """, measure("subscribers", "eventsPerSecond")));
        String specializeVars = """
                    <var target="source.payloadBytes">
                      <value>64</value>
                      <value>1024</value>
                    </var>
                    <var target="lab.specialize">
                      <value>true</value>
                      <value>false</value>
                    </var>
                """;
        write(dir, "specialization", "Path specialization on and off", """
                Specialization (source document 004): the deployment model tells which operators are \
                collocated, so the
                deployer connects them with in-process calls; without it every connection goes through the \
                media driver.
                The same graph, both ways, at two payload sizes: throughput with the source as fast as it can \
                go, and the
                latency of the events reaching the application at 1000 events per second.""",
                List.of("xAxis", "lab.specialize", "xAxisLabel", "specialized (lab.specialize)"),
                test("throughput (events/s)", "specialization", shas, bundle, "1000", "3000", specializeVars,
                        measure("application", "eventsPerSecond")),
                test("latency p50 (µs) at 1000 events/s", "specialization", shas, bundle, "1000", "3000",
                        "    <set target=\"source.eventsPerSecond\" value=\"1000\"/>\n" + specializeVars,
                        measure("application", "latencyP50Micros")));
        String loadVars = """
                    <var target="low*.eventsPerSecond">
                      <value>3000</value>
                      <value>7500</value>
                      <value>16500</value>
                    </var>
                """;
        String reliable = """
                    <set target="low1->sink1.delivery" value="reliable"/>
                    <set target="low2->sink2.delivery" value="reliable"/>
                    <set target="high->sink3.delivery" value="reliable"/>
                """;
        write(dir, "priority", "Priorities in an overloaded domain", """
                IQ-Services' priority-based reliability (source document 001) as connection priorities: three \
                connections
                of priorities 1, 2 and 3 into one domain that takes about 9,000 events/s (its applications \
                spend 100 µs on
                each event). The priority-3 source offers 3,000 events/s; the two others 3,000, 7,500 or \
                16,500 each, so
                that the offered load is 1x, 2x or 4x the domain's capacity. Best effort: what reaches each \
                priority's
                application (divide by what its source offered). Reliable: what each priority's source gets \
                to publish.
                One test per priority and delivery, each in deployments of its own with all three \
                connections.""", List.of("xAxisLabel", "events/s offered by each of priorities 1 and 2"),
                test("best effort, priority 3: delivered", "priority", shas, bundle, "1000", "3000", loadVars,
                        measure("sink3", "eventsPerSecond")),
                test("best effort, priority 2: delivered", "priority", shas, bundle, "1000", "3000", loadVars,
                        measure("sink2", "eventsPerSecond")),
                test("best effort, priority 1: delivered", "priority", shas, bundle, "1000", "3000", loadVars,
                        measure("sink1", "eventsPerSecond")),
                test("reliable, priority 3: published", "priority", shas, bundle, "1000", "3000", reliable + loadVars,
                        measure("high", "eventsOutPerSecond")),
                test("reliable, priority 2: published", "priority", shas, bundle, "1000", "3000", reliable + loadVars,
                        measure("low2", "eventsOutPerSecond")),
                test("reliable, priority 1: published", "priority", shas, bundle, "1000", "3000", reliable + loadVars,
                        measure("low1", "eventsOutPerSecond")));
        write(dir, "priority-wan", "Priorities across a WAN link", """
                The priority experiment across an emulated WAN (source document 001 measured its priorities \
                on a WAN
                testbed): the three connections of priorities 1, 2 and 3 cross one link, the library's \
                wan-eu-us
                narrowed to 6 Mbit/s (about 4,300 of these events a second), into applications that spend \
                nothing, so that
                the link is what is overloaded (about 2x, 4x or 8x); the sending domain applies the link and \
                gives it to the
                highest priority first (docs/runs.md, "Link profiles"). Best effort: what reaches each \
                priority's
                application. Reliable: what each priority's source gets to publish.""",
                List.of("xAxisLabel", "events/s offered by each of priorities 1 and 2"),
                test("WAN, best effort, priority 3: delivered", "priority-wan", shas, bundle, "2000", "3000", loadVars,
                        measure("sink3", "eventsPerSecond")),
                test("WAN, best effort, priority 2: delivered", "priority-wan", shas, bundle, "2000", "3000", loadVars,
                        measure("sink2", "eventsPerSecond")),
                test("WAN, best effort, priority 1: delivered", "priority-wan", shas, bundle, "2000", "3000", loadVars,
                        measure("sink1", "eventsPerSecond")),
                test("WAN, reliable, priority 3: published", "priority-wan", shas, bundle, "2000", "3000",
                        reliable + loadVars, measure("high", "eventsOutPerSecond")),
                test("WAN, reliable, priority 2: published", "priority-wan", shas, bundle, "2000", "3000",
                        reliable + loadVars, measure("low2", "eventsOutPerSecond")),
                test("WAN, reliable, priority 1: published", "priority-wan", shas, bundle, "2000", "3000",
                        reliable + loadVars, measure("low1", "eventsOutPerSecond")));
        String speedVars = """
                    <var target="application.workMicrosPerEvent">
                      <value>50</value>
                      <value>100</value>
                      <value>200</value>
                    </var>
                """;
        String adaptive = "    <set target=\"source.pacing\" value=\"adaptive\"/>\n";
        write(dir, "pacing", "Pacing a source to a slow consumer", """
                IQ-Services' pacing (source document 001): a source of 20,000 events/s sends over a \
                best-effort connection
                to an application on the other Planet that spends 50, 100 or 200 µs on each event (about \
                20,000, 10,000
                or 5,000 events/s), its pacing off (it publishes at its rate and the connection drops what \
                the receiver
                cannot take) or adaptive (it publishes no more than its connection takes: Emitter.credits(), \
                for this
                best-effort connection what Aeron's window towards the receiver still holds). Delivered and \
                dropped
                events per second at the application; each configuration six times, as the spread between \
                deployments
                is of the size of the effect at the slowest consumer.""",
                List.of("xAxisLabel", "µs of work per event at the application"),
                test("pacing off: delivered", "pacing", shas, bundle, "1000", "3000", 6, speedVars,
                        measure("application", "eventsPerSecond")),
                test("pacing off: dropped", "pacing", shas, bundle, "1000", "3000", 6, speedVars,
                        measure("application", "droppedPerSecond")),
                test("adaptive: delivered", "pacing", shas, bundle, "1000", "3000", 6, adaptive + speedVars,
                        measure("application", "eventsPerSecond")),
                test("adaptive: dropped", "pacing", shas, bundle, "1000", "3000", 6, adaptive + speedVars,
                        measure("application", "droppedPerSecond")));
        write(dir, "pacing-wan", "Pacing a source to a slow consumer across a WAN with cross traffic", """
                The pacing experiment again across an emulated WAN (source document 001 measured pacing on a \
                WAN testbed
                with cross traffic): the source's connection crosses the library's wan-eu-us link \
                narrowed to 20 Mbit/s
                (45 ms each way, 2 ms of jitter, 0.1 % loss), and bulk transfers of 1,000 events/s of 1 KB \
                (about 8.5 Mbit/s)
                share that link's bandwidth beside it; the sending domain applies the link \
                (docs/runs.md, "Link
                profiles"). Pacing off or adaptive, the application spending 50, 100 or 200 µs on each \
                event; each
                configuration three times.""", List.of("xAxisLabel", "µs of work per event at the application"),
                test("WAN, pacing off: delivered", "pacing-wan", shas, bundle, "2000", "3000", speedVars,
                        measure("application", "eventsPerSecond")),
                test("WAN, pacing off: dropped", "pacing-wan", shas, bundle, "2000", "3000", speedVars,
                        measure("application", "droppedPerSecond")),
                test("WAN, adaptive: delivered", "pacing-wan", shas, bundle, "2000", "3000", adaptive + speedVars,
                        measure("application", "eventsPerSecond")),
                test("WAN, adaptive: dropped", "pacing-wan", shas, bundle, "2000", "3000", adaptive + speedVars,
                        measure("application", "droppedPerSecond")));
        String formatVars = """
                    <var target="source->receiver1.wireFormat">
                      <value>binary</value>
                      <value>json</value>
                      <value>java</value>
                    </var>
                    <var target="source.payloadBytes">
                      <value>0</value>
                      <value>250</value>
                      <value>1000</value>
                    </var>
                """;
        write(dir, "wire-formats", "Wire formats: binary, JSON and Java serialization", """
                Solar's transfer modes (source document 000) as Orrery's wire formats: the throughput graph \
                (one source as
                fast as its receiver on the other Planet takes events) with the connection in binary, json \
                and java
                (Java serialization, Solar's baseline), at three payload sizes: events per second delivered, \
                and the bytes
                per second the connection's messages took (Solar's network usage).""",
                List.of("xAxisLabel", "payload (bytes)"),
                test("events/s", "throughput-1", shas, bundle, "1000", "3000", formatVars,
                        measure("receiver1", "eventsPerSecond")),
                test("wire bytes/s", "throughput-1", shas, bundle, "1000", "3000", formatVars,
                        measure("receiver1", "wireBytesPerSecond")));
    }

    private static String test(String name, String system, Map<String, String> shas, String bundle, String warmup,
            String duration, String body, String measures) {
        return test(name, system, shas, bundle, warmup, duration, REPEAT, body, measures);
    }

    private static String test(String name, String system, Map<String, String> shas, String bundle, String warmup,
            String duration, int repeat, String body, String measures) {
        return "  <test name=\"" + ExperimentModel.escape(name) + "\">\n    <system href=\"models/" + system
                + ".orrery\" sha256=\"" + shas.get(system) + "\"/>\n" + bundle + "    <workload warmupMillis=\""
                + warmup + "\" durationMillis=\"" + duration + "\" series=\"true\" repeat=\"" + repeat + "\"/>\n" + body
                + measures + "  </test>\n";
    }

    private static String var(String target, String start, String end, String step) {
        return "    <var target=\"" + target + "\" start=\"" + start + "\" end=\"" + end + "\" step=\"" + step
                + "\"/>\n";
    }

    /** The percentage filtered, 0 to 90, applied to the targets through a predicate template. */
    private static String templated(String target, String template) {
        return "    <var target=\"" + target + "\" start=\"0\" end=\"90\" step=\"10\" template=\"" + template
                + "\"/>\n";
    }

    private static String measure(String operator, String figure) {
        return "    <measure operator=\"" + operator + "\" figure=\"" + figure + "\"/>\n";
    }

    private static void write(Path dir, String file, String name, String comment, List<String> params, String... tests)
            throws IOException {
        StringBuilder x = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!--\n");
        comment.lines().forEach(line -> x.append("  ").append(line).append('\n'));
        x.append("  Generated by sample-systems/scripts/GenerateExperiments.java; run it with ./orrery run.\n-->\n");
        x.append("<test-group xmlns=\"urn:orrery:run:1\" name=\"")
                .append(ExperimentModel.escape(name))
                .append("\" version=\"1\">\n");
        for (int i = 0; i < params.size(); i += 2) {
            x.append("  <param name=\"")
                    .append(params.get(i))
                    .append("\" value=\"")
                    .append(ExperimentModel.escape(params.get(i + 1)))
                    .append("\"/>\n");
        }
        for (String test : tests) {
            x.append(test);
        }
        x.append("</test-group>\n");
        Files.writeString(dir.resolve(file + ".xml"), x.toString(), StandardCharsets.UTF_8);
    }

    private static String sha256(byte[] bytes) throws NoSuchAlgorithmException {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    }
}
