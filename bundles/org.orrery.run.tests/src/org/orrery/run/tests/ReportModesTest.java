package org.orrery.run.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.run.ChartData;
import org.orrery.run.ReportMode;
import org.orrery.run.ReportModes;
import org.orrery.run.RunDescription;
import org.orrery.run.RunDescription.Measure;
import org.orrery.run.RunDescription.Result;
import org.orrery.run.RunDescription.SystemRef;
import org.orrery.run.RunDescription.Variable;
import org.orrery.run.RunDescription.Workload;
import org.orrery.run.RunXml;
import org.orrery.run.Statistics;

/** The report modes on results made up here: the chart's series and axes, the PNG drawn, CSV, and a mode plugged in. */
class ReportModesTest {

    @TempDir
    Path temp;

    /** A mode found only through a service entry on another class path: no change to the runner or its modes. */
    public static final class LineCountMode implements ReportMode {

        @Override
        public String name() {
            return "lines";
        }

        @Override
        public List<Path> write(RunDescription results, String base, Path dir) throws IOException {
            Path file = dir.resolve(base + ".lines");
            Files.writeString(file, String.valueOf(results.tests().stream().mapToInt(t -> t.results().size()).sum()));
            return List.of(file);
        }
    }

    private static RunDescription.Test test(String name, List<Variable> variables, List<Result> results) {
        return new RunDescription.Test(name, new SystemRef("x.orrery", "0".repeat(64)), List.of(), Map.of(),
                new Workload(0, 1000, false), Map.of(), variables,
                List.of(new Measure("r1", "eventsPerSecond"), new Measure("r2", "eventsPerSecond")), results);
    }

    private static Result result(Map<String, String> variables, double r1, double r2, String... errors) {
        return new Result(variables, Map.of("r1", r1, "r2", r2), Statistics.of(r1, r2), List.of(errors), Map.of());
    }

    private static RunDescription throughput() {
        List<Result> one = new ArrayList<>();
        List<Result> ten = new ArrayList<>();
        for (int payload = 0; payload <= 200; payload += 100) {
            one.add(result(Map.of("source.payloadBytes", String.valueOf(payload)), 1000 - payload, 1000 - payload));
            ten.add(result(Map.of("source.payloadBytes", String.valueOf(payload)), 300 - payload, 200 - payload,
                    payload == 200 ? new String[]{"r2: not running in the lab"} : new String[0]));
        }
        Variable payload = new Variable("source.payloadBytes", "0", "200", "100", List.of());
        return new RunDescription("Throughput", Map.of("cpus", "2"), Map.of("valueAxisLabel", "events/s per receiver"),
                List.of(test("1 receiver", List.of(payload), one), test("10 receivers", List.of(payload), ten)));
    }

    @Test
    void aChartHasASeriesPerTestTheVariableOnXAndLeavesFailedCombinationsOut() {
        ChartData chart = ChartData.charts(throughput()).get(0);
        assertEquals("source.payloadBytes", chart.xLabel());
        assertEquals("events/s per receiver", chart.yLabel());
        assertEquals(List.of("1 receiver", "10 receivers"),
                chart.series().stream().map(ChartData.Series::name).toList());
        assertArrayEquals(new double[]{0, 100, 200}, chart.series().get(0).x());
        assertArrayEquals(new double[]{1000, 900, 800}, chart.series().get(0).y());
        assertArrayEquals(new double[]{0, 100}, chart.series().get(1).x(), "the failed combination is not drawn");
        assertArrayEquals(new double[]{250, 150}, chart.series().get(1).y());
        assertArrayEquals(new double[]{200, 100}, chart.series().get(1).low());
        assertTrue(chart.categories().isEmpty());

        Variable delivery = new Variable("router->subscribers.delivery", null, null, null,
                List.of("reliable", "best-effort"));
        Variable payload = new Variable("publisher.payloadBytes", null, null, null, List.of("2048", "25600"));
        RunDescription jbi = new RunDescription("JBI", Map.of(), Map.of("xAxis", "router->subscribers.delivery"),
                List.of(test("cbr", List.of(payload, delivery), List.of(
                        result(Map.of("publisher.payloadBytes", "2048", "router->subscribers.delivery", "reliable"), 10,
                                10),
                        result(Map.of("publisher.payloadBytes", "2048", "router->subscribers.delivery", "best-effort"),
                                14, 14),
                        result(Map.of("publisher.payloadBytes", "25600", "router->subscribers.delivery", "reliable"), 5,
                                5)))));
        ChartData categories = ChartData.charts(jbi).get(0);
        assertEquals(List.of("reliable", "best-effort"), categories.categories());
        assertEquals(List.of("payloadBytes=2048", "payloadBytes=25600"), // the only test on the chart is not named
                // again
                categories.series().stream().map(ChartData.Series::name).toList());
        assertArrayEquals(new double[]{0, 1}, categories.series().get(0).x());
    }

    @Test
    void theBuiltInModesWriteAChartATableAndAReport() throws Exception {
        Map<String, ReportMode> modes = ReportModes.available(null, message -> {
        });
        assertEquals(List.of("png", "csv", "markdown", "junit"), List.copyOf(modes.keySet()));
        for (ReportMode mode : modes.values()) {
            mode.write(throughput(), "throughput", temp);
        }
        BufferedImage png = ImageIO.read(temp.resolve("throughput.png").toFile());
        assertEquals(960, png.getWidth());
        int coloured = 0;
        for (int x = 0; x < png.getWidth(); x += 2) {
            for (int y = 0; y < png.getHeight(); y += 2) {
                int rgb = png.getRGB(x, y) & 0xffffff;
                if (rgb == 0x1f77b4 || rgb == 0xd62728) {
                    coloured++;
                }
            }
        }
        assertTrue(coloured > 100, "both series are drawn in their colours: " + coloured);
        List<String> csv = Files.readAllLines(temp.resolve("throughput.csv"));
        assertEquals("test,source.payloadBytes,r1,r2,min,max,mean,std_dev,p50,p99,errors", csv.get(0));
        assertEquals("\"1 receiver\",0,1000,1000,1000,1000,1000,0,1000,1000,", csv.get(1));
        assertEquals("\"10 receivers\",200,100,0,0,100,50,70.71067811865476,0,100,\"r2: not running in the lab\"",
                csv.get(6));
        String markdown = Files.readString(temp.resolve("throughput.md"));
        assertTrue(markdown.contains("![Throughput](throughput.png)") && markdown.contains("## 10 receivers")
                && markdown.contains("| payloadBytes | eventsPerSecond (mean) |"), markdown);
    }

    @Test
    void aLatencyFromTheIntendedSendStandsBesideTheOneFromTheSendWhereTheyDifferAndRoundTrips() throws Exception {
        Result held = new Result(Map.of("sensor.eventsPerSecond", "2000"), Map.of("sink", 38_000_000.0),
                Statistics.of(38_000_000.0), List.of(), Map.of()).withFromSend(Map.of("sink", 16_000_000.0))
                .withDistributions(
                        Map.of("sink", List.of(900.0, 38e6, 45e6, 52e6, 57e6, 58e6, 58.1e6, 58.1e6, 58.2e6)));
        Result free = new Result(Map.of("sensor.eventsPerSecond", "500"), Map.of("sink", 900.0), Statistics.of(900.0),
                List.of(), Map.of());
        RunDescription results = new RunDescription("Open loop", Map.of(), Map.of(),
                List.of(new RunDescription.Test("held back", new SystemRef("x.orrery", "0".repeat(64)), List.of(),
                        Map.of(), new Workload(0, 1000, false), Map.of(), List.of(),
                        List.of(new Measure("sink", "latencyP50Micros")), List.of(held, free))));
        Path file = temp.resolve("open.xml");
        RunXml.write(results, file);
        assertEquals(results, RunXml.read(file), "the latency from the send is kept in the result file");
        Map<String, ReportMode> modes = ReportModes.available(getClass().getClassLoader(), message -> {
        });
        modes.get("png").write(results, "open", temp);
        modes.get("markdown").write(results, "open", temp);
        assertTrue(ImageIO.read(temp.resolve("open-distribution-1.png").toFile()).getWidth() > 0,
                "the kept distribution is drawn as a percentile plot");
        String markdown = Files.readString(temp.resolve("open.md"));
        assertTrue(
                markdown.contains("| latencyP50Micros (mean) | std dev | min – max | values | from the send | errors |")
                        && markdown.contains("| sink 38,000,000 | sink 16,000,000 |")
                        && markdown.contains("| sink 900 |  |"),
                markdown);
        assertTrue(markdown.contains("the intended send of an open-loop source"), markdown);
        assertTrue(markdown.contains("(open-distribution-1.png)"), markdown);
    }

    @Test
    void aModeOnTheClassPathIsFoundWithoutChangingTheRunner() throws Exception {
        Path services = temp.resolve("plugin/META-INF/services");
        Files.createDirectories(services);
        Files.writeString(services.resolve(ReportMode.class.getName()), LineCountMode.class.getName() + "\n");
        try (URLClassLoader plugin = new URLClassLoader(new URL[]{temp.resolve("plugin").toUri().toURL()},
                getClass().getClassLoader())) {
            Map<String, ReportMode> modes = ReportModes.available(plugin, message -> {
            });
            assertEquals(List.of("png", "csv", "markdown", "junit", "lines"), List.copyOf(modes.keySet()));
            modes.get("lines").write(throughput(), "t", temp);
            assertEquals("6", Files.readString(temp.resolve("t.lines")));
        }
    }
}
