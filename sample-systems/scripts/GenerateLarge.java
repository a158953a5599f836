import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;

/**
 * Writes sample-systems/models/large-1000.orrery: 10 hosts, 40 domains (one Star, 39 Planets), 1,000 operators and
 * 1,500 connections forming a valid acyclic operator graph, each Planet's operators one collapsed composite (its
 * pipeline) with a port for each connection that crosses to another domain. The same seed gives the same file, byte for
 * byte.
 *
 * With a second argument N it writes N copies of that graph over the same hosts and domains (the copies' names prefixed
 * {@code c2-}, {@code c3-}, ...): each Planet then holds N collapsed composites, one per copy
 * ({@code large-10000.orrery} is 10 copies).
 *
 * Run from the repository root: {@code java sample-systems/scripts/GenerateLarge.java [OUTPUT [COPIES]]}.
 */
public final class GenerateLarge {

    private static final int HOSTS = 10;
    private static final int DOMAINS_PER_HOST = 4;
    private static final int OPERATORS = 1000;
    private static final int CONNECTIONS = 1500;
    private static final int COLUMNS = 5;
    private static final int CELL_WIDTH = 155;
    private static final int CELL_HEIGHT = 62;
    /** A domain's header with its two bundles; a composite's header. */
    private static final int DOMAIN_HEADER = 90;
    private static final int COMPOSITE_HEADER = 44;
    private static final int COMPOSITE_MARGIN = 12;
    private static final int PORT_ROW = 18;
    /** Room for a collapsed pipeline's name and its ports' names on both sides. */
    private static final int COLLAPSED_WIDTH = 260;
    private static final int HOST_COLUMNS = 5;

    record Op(String name, String kind, String type, int domain, int column, int row, List<String> parameters) {
    }

    public static void main(String[] args) throws IOException {
        int copies = args.length > 1 ? Integer.parseInt(args[1]) : 1;
        Path out = Path.of(args.length > 0 ? args[0] : "sample-systems/models/large-1000.orrery");
        Random random = new Random(1000);
        int domains = HOSTS * DOMAINS_PER_HOST;
        List<Integer> planets = new ArrayList<>();
        for (int d = 1; d < domains; d++) {
            planets.add(d); // domain 0 is the Star
        }
        // operators in graph order: each Planet gets its share, sources first, applications last
        List<Op> operators = new ArrayList<>();
        int[] perPlanet = new int[domains];
        for (int i = 0; i < OPERATORS; i++) {
            perPlanet[planets.get(i % planets.size())]++;
        }
        int counter = 0;
        for (int domain : planets) {
            int n = perPlanet[domain];
            for (int k = 0; k < n; k++) {
                counter++;
                String kind;
                if (k < 3) {
                    kind = "source";
                } else if (k >= n - 3) {
                    kind = "application";
                } else {
                    kind = List.of("filter", "transform", "filter", "merge", "aggregate", "transform")
                            .get(random.nextInt(6));
                }
                operators.add(new Op(kind + counter, kind, "org.orrery.sample." + kind, domain, k % COLUMNS,
                        k / COLUMNS, parameters(kind, counter, random)));
            }
        }
        // connections from earlier to later operators (no loops), never into a source nor out of an application;
        // mostly inside a domain, some to the next Planets, so that streams cross domains and hosts
        List<int[]> connections = new ArrayList<>();
        Set<Long> seen = new HashSet<>();
        while (connections.size() < CONNECTIONS) {
            int to = random.nextInt(OPERATORS);
            Op target = operators.get(to);
            if (target.kind().equals("source")) {
                continue;
            }
            int from;
            if (random.nextInt(5) == 0) {
                from = random.nextInt(to == 0 ? 1 : to);
            } else {
                int start = to;
                while (start > 0 && operators.get(start - 1).domain() == target.domain()) {
                    start--;
                }
                if (start == to) {
                    continue;
                }
                from = start + random.nextInt(to - start);
            }
            Op source = operators.get(from);
            if (from >= to || source.kind().equals("application") || !seen.add((long) from * OPERATORS + to)) {
                continue;
            }
            connections.add(new int[]{from, to});
        }

        // predicates on some connections between domains, drawn in the connections' order
        List<String> predicates = new ArrayList<>();
        for (int[] connection : connections) {
            predicates.add(operators.get(connection[0]).domain() != operators.get(connection[1]).domain()
                    && random.nextInt(3) == 0
                            ? String.format(Locale.ROOT, " predicate=\"value &gt; %d\"", random.nextInt(100))
                            : "");
        }

        StringBuilder xml = new StringBuilder();
        xml.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        xml.append("<orrery:OrrerySystem xmi:version=\"2.0\" xmlns:xmi=\"http://www.omg.org/XMI\""
                + " xmlns:orrery=\"http://orrery.org/model/1.0\"\n    name=\"large-" + copies * OPERATORS
                + "\" description=\"Generated by sample-systems/scripts/GenerateLarge.java: 10 hosts, 40 domains, "
                + String.format(Locale.ROOT, "%,d operators, %,d connections", copies * OPERATORS, copies * CONNECTIONS)
                + "; each host's Planets share one domain host, each Planet's operators one composite"
                + (copies == 1 ? "" : " per copy of the 1,000-operator graph (" + copies + " copies)") + ".\">\n");
        int[] rowsPerDomain = new int[domains];
        for (Op op : operators) {
            rowsPerDomain[op.domain()] = Math.max(rowsPerDomain[op.domain()], op.row() + 1);
        }
        // each Planet's operators form one composite, its pipeline, drawn collapsed: a port in for each operator
        // reached from another domain, a port out for each that sends to one
        List<List<String>> inputs = new ArrayList<>();
        List<List<String>> outputs = new ArrayList<>();
        for (int d = 0; d < domains; d++) {
            inputs.add(new ArrayList<>());
            outputs.add(new ArrayList<>());
        }
        for (int i = 0; i < operators.size(); i++) {
            Op op = operators.get(i);
            boolean reached = false;
            boolean sends = false;
            for (int[] connection : connections) {
                reached |= connection[1] == i && operators.get(connection[0]).domain() != op.domain();
                sends |= connection[0] == i && operators.get(connection[1]).domain() != op.domain();
            }
            if (reached) {
                inputs.get(op.domain()).add(op.name());
            }
            if (sends) {
                outputs.get(op.domain()).add(op.name());
            }
        }
        // a domain holds its composite expanded, so that expanding one moves nothing else
        int compositeWidth = COLUMNS * CELL_WIDTH + 2 * COMPOSITE_MARGIN;
        int rows = 0;
        for (int r : rowsPerDomain) {
            rows = Math.max(rows, r);
        }
        int domainWidth = compositeWidth + 20;
        int domainHeight = DOMAIN_HEADER + rows * CELL_HEIGHT + COMPOSITE_HEADER + 2 * COMPOSITE_MARGIN + 20;
        // with several copies a domain holds a composite of each, collapsed, two to a row
        int ports = 0;
        for (int d = 0; d < domains; d++) {
            ports = Math.max(ports, Math.max(inputs.get(d).size(), outputs.get(d).size()));
        }
        int collapsedHeight = COMPOSITE_HEADER + ports * PORT_ROW + 20;
        if (copies > 1) {
            domainWidth = 2 * (COLLAPSED_WIDTH + 10) + 20;
            domainHeight = DOMAIN_HEADER + (copies + 1) / 2 * (collapsedHeight + 10) + 20;
        }
        int hostWidth = 2 * domainWidth + 40;
        int hostHeight = 2 * domainHeight + 70;
        for (int h = 0; h < HOSTS; h++) {
            xml.append(String.format(Locale.ROOT, "  <hosts name=\"host%d\" address=\"10.211.0.%d\">%n", h + 1, h + 1));
            xml.append(String.format(Locale.ROOT, "    <bounds x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\"/>%n",
                    20 + (h % HOST_COLUMNS) * (hostWidth + 40), 20 + (h / HOST_COLUMNS) * (hostHeight + 40), hostWidth,
                    hostHeight));
            for (int k = 0; k < DOMAINS_PER_HOST; k++) {
                int d = h * DOMAINS_PER_HOST + k;
                String name = d == 0 ? "star" : "planet" + d;
                // the Star in a process of its own, each host's Planets in its one shared domain host
                xml.append(String.format(Locale.ROOT, "    <domains name=\"%s\"%s controlPort=\"%d\"%s>%n", name,
                        d == 0 ? " role=\"star\"" : "", 7100 + k, d == 0 ? "" : " isolation=\"shared\""));
                xml.append(String.format(Locale.ROOT, "      <bounds x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\"/>%n",
                        10 + (k % 2) * (domainWidth + 20), 10 + (k / 2) * (domainHeight + 20), domainWidth,
                        domainHeight));
                xml.append("      <bundles symbolicName=\"org.orrery.operator.api\" version=\"0.1.0\""
                        + " location=\"bundles/org.orrery.operator.api-0.1.0.jar\" bundleId=\"1\"/>\n");
                if (d != 0) {
                    xml.append("      <bundles symbolicName=\"org.orrery.sample.operators\" version=\"0.1.0\""
                            + " location=\"bundles/org.orrery.sample.operators-0.1.0.jar\" bundleId=\"2\"/>\n");
                }
                xml.append("    </domains>\n");
            }
            xml.append("  </hosts>\n");
        }
        for (int copy = 1; copy <= copies; copy++) {
            for (Op op : operators) {
                String domain = op.domain() == 0 ? "star" : "planet" + op.domain();
                xml.append(String.format(Locale.ROOT,
                        "  <operators name=\"%s\" kind=\"%s\" type=\"%s\" placement=\"%s\" composite=\"%s\">%n",
                        named(op.name(), copy), op.kind(), op.type(), domain, named("pipeline" + op.domain(), copy)));
                xml.append(String.format(Locale.ROOT, "    <bounds x=\"%d\" y=\"%d\" width=\"135\" height=\"48\"/>%n",
                        5 + op.column() * CELL_WIDTH, 5 + op.row() * CELL_HEIGHT));
                for (String parameter : op.parameters()) {
                    xml.append("    ").append(parameter).append('\n');
                }
                xml.append("  </operators>\n");
            }
        }
        for (int copy = 1; copy <= copies; copy++) {
            for (int c = 0; c < connections.size(); c++) {
                xml.append(String.format(Locale.ROOT, "  <connections source=\"%s\" target=\"%s\"%s/>%n",
                        named(operators.get(connections.get(c)[0]).name(), copy),
                        named(operators.get(connections.get(c)[1]).name(), copy), predicates.get(c)));
            }
        }
        for (int copy = 1; copy <= copies; copy++) {
            int x = copies == 1 ? 5 : 5 + (copy - 1) % 2 * (COLLAPSED_WIDTH + 10);
            int y = copies == 1 ? 5 : 5 + (copy - 1) / 2 * (collapsedHeight + 10);
            for (int d = 1; d < domains; d++) {
                xml.append(String.format(Locale.ROOT, "  <composites name=\"%s\" collapsed=\"true\">%n",
                        named("pipeline" + d, copy)));
                xml.append(String.format(Locale.ROOT, "    <bounds x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\"/>%n", x,
                        y, compositeWidth, rowsPerDomain[d] * CELL_HEIGHT + COMPOSITE_HEADER + 2 * COMPOSITE_MARGIN));
                for (String name : inputs.get(d)) {
                    xml.append(String.format(Locale.ROOT, "    <ports name=\"%s\" operator=\"%s\"/>%n", name,
                            named(name, copy)));
                }
                for (String name : outputs.get(d)) {
                    xml.append(String.format(Locale.ROOT,
                            "    <ports name=\"%s\" direction=\"out\" operator=\"%s\"/>%n", name, named(name, copy)));
                }
                xml.append("  </composites>\n");
            }
        }
        xml.append("</orrery:OrrerySystem>\n");
        Files.writeString(out, xml.toString(), StandardCharsets.UTF_8);
        System.out.printf("wrote %s: %d hosts, %d domains, %d operators, %d connections%n", out, HOSTS, domains,
                copies * OPERATORS, copies * connections.size());
    }

    /** An element's name in copy {@code copy} of the graph: the first copy's as it is, the others' prefixed. */
    private static String named(String name, int copy) {
        return copy == 1 ? name : "c" + copy + "-" + name;
    }

    private static List<String> parameters(String kind, int n, Random random) {
        return switch (kind) {
            case "source" -> List.of(
                    "<parameters name=\"eventsPerSecond\" type=\"long\" value=\"" + (50 + random.nextInt(200)) + "\"/>",
                    "<parameters name=\"seed\" type=\"long\" value=\"" + n + "\"/>",
                    "<parameters name=\"attributes\" value=\"value=uniform(0,100)\"/>");
            case "filter" ->
                List.of("<parameters name=\"predicate\" value=\"value &gt; " + random.nextInt(100) + "\"/>");
            case "transform" -> List.of("<parameters name=\"attribute\" value=\"value\"/>",
                    "<parameters name=\"scale\" type=\"double\" value=\"1.5\"/>",
                    "<parameters name=\"outputType\" value=\"scaled\"/>");
            case "aggregate" -> List.of("<parameters name=\"attribute\" value=\"value\"/>");
            default -> List.of();
        };
    }
}
