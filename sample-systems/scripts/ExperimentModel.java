import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A system on one lab host: a Star and Planets side by side, each Planet's operators one under another. */
final class ExperimentModel {

    record Op(String name, String kind, String type, String domain, Map<String, String> parameters) {
    }

    /** A connection; {@code attributes} are written into its element as they are (" priority=\"3\"", or ""). */
    record Link(String source, String target, String attributes) {
    }

    final String name;
    final String description;
    final List<String> planets = new ArrayList<>();
    final List<Op> operators = new ArrayList<>();
    final List<Link> links = new ArrayList<>();

    ExperimentModel(String name, String description, String... planets) {
        this.name = name;
        this.description = description;
        this.planets.addAll(List.of(planets));
    }

    ExperimentModel op(String name, String kind, String type, String domain, String... parameters) {
        Map<String, String> map = new LinkedHashMap<>();
        for (int i = 0; i < parameters.length; i += 2) {
            map.put(parameters[i], parameters[i + 1]);
        }
        operators.add(new Op(name, kind, type, domain, map));
        return this;
    }

    ExperimentModel link(String source, String target) {
        links.add(new Link(source, target, ""));
        return this;
    }

    ExperimentModel link(String source, String target, String attributes) {
        links.add(new Link(source, target, attributes));
        return this;
    }

    String xml() {
        StringBuilder x = new StringBuilder();
        x.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        x.append("<orrery:OrrerySystem xmi:version=\"2.0\" xmlns:xmi=\"http://www.omg.org/XMI\" "
                + "xmlns:orrery=\"http://orrery.org/model/1.0\"\n");
        x.append("    name=\"").append(name).append("\" description=\"").append(escape(description)).append("\">\n");
        Map<String, Integer> rows = new LinkedHashMap<>();
        for (Op op : operators) {
            rows.merge(op.domain(), 1, Integer::sum);
        }
        int height = 20 + 64 * rows.values().stream().mapToInt(Integer::intValue).max().orElse(1) + 20;
        int width = 10 + 200 + 15 + planets.size() * 195 + 10;
        x.append("  <hosts name=\"lab\" address=\"127.0.0.1\">\n");
        x.append("    <bounds x=\"20\" y=\"20\" width=\"")
                .append(width + 20)
                .append("\" height=\"")
                .append(height + 50)
                .append("\"/>\n");
        x.append("    <domains name=\"star\" role=\"star\" controlPort=\"7100\">\n");
        x.append("      <bounds x=\"10\" y=\"10\" width=\"200\" height=\"")
                .append(Math.min(height, 200))
                .append("\"/>\n");
        bundle(x, GenerateExperiments.API, 1);
        x.append("    </domains>\n");
        String[] colours = {"#e8f1fb", "#eef8ea", "#fbf3e4"};
        for (int p = 0; p < planets.size(); p++) {
            x.append("    <domains name=\"")
                    .append(planets.get(p))
                    .append("\" controlPort=\"")
                    .append(7101 + p)
                    .append("\" colour=\"")
                    .append(colours[p % colours.length])
                    .append("\">\n");
            x.append("      <bounds x=\"")
                    .append(225 + p * 195)
                    .append("\" y=\"10\" width=\"180\" height=\"")
                    .append(height)
                    .append("\"/>\n");
            bundle(x, GenerateExperiments.API, 1);
            bundle(x, GenerateExperiments.OPERATORS, 2);
            x.append("    </domains>\n");
        }
        x.append("  </hosts>\n");
        Map<String, Integer> row = new LinkedHashMap<>();
        for (Op op : operators) {
            int r = row.merge(op.domain(), 1, Integer::sum) - 1;
            x.append("  <operators name=\"")
                    .append(op.name())
                    .append("\" kind=\"")
                    .append(op.kind())
                    .append("\" type=\"")
                    .append(op.type())
                    .append("\" symbolicName=\"/")
                    .append(name)
                    .append('/')
                    .append(op.name())
                    .append("\" placement=\"")
                    .append(op.domain())
                    .append("\">\n");
            x.append("    <bounds x=\"15\" y=\"").append(30 + r * 64).append("\" width=\"150\" height=\"48\"/>\n");
            op.parameters()
                    .forEach((k, v) -> x.append("    <parameters name=\"")
                            .append(k)
                            .append("\"")
                            .append(type(k))
                            .append(" value=\"")
                            .append(escape(v))
                            .append("\"/>\n"));
            x.append("  </operators>\n");
        }
        for (Link link : links) {
            x.append("  <connections source=\"")
                    .append(link.source())
                    .append("\" target=\"")
                    .append(link.target())
                    .append('"')
                    .append(link.attributes())
                    .append("/>\n");
        }
        x.append("</orrery:OrrerySystem>\n");
        return x.toString();
    }

    private static String type(String parameter) {
        return switch (parameter) {
            case "count", "eventsPerSecond", "payloadBytes", "seed", "subscriptions", "workMicrosPerEvent" ->
                " type=\"long\"";
            case "scale", "offset" -> " type=\"double\"";
            default -> "";
        };
    }

    private static void bundle(StringBuilder x, String symbolicName, int id) {
        x.append("      <bundles symbolicName=\"")
                .append(symbolicName)
                .append("\" version=\"0.1.0\" location=\"bundles/")
                .append(symbolicName)
                .append("-0.1.0.jar\" bundleId=\"")
                .append(id)
                .append("\"/>\n");
    }

    /** {@code text} as XML attribute content. */
    static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
