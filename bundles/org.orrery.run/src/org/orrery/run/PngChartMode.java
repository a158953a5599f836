package org.orrery.run;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import javax.imageio.ImageIO;

import org.orrery.model.io.AtomicFiles;

/**
 * The PNG mode: the line charts of the run (see {@link ChartData}), drawn headless with Java2D. Each point is the mean
 * of a combination's measured values; a light bar spans their minimum to maximum. A test that measured a latency also
 * gets its percentile plot ({@link DistributionCharts}), and a test that played a scenario its timeline
 * ({@link TimelineCharts}).
 */
public final class PngChartMode implements ReportMode {

    static final int WIDTH = 960;
    static final int HEIGHT = 560;

    @Override
    public String name() {
        return "png";
    }

    /**
     * The charts worth drawing (those with points), each with its file name: {@code base.png}, then
     * {@code base-UNIT.png}.
     */
    static Map<String, ChartData> named(RunDescription results, String base) {
        Map<String, ChartData> named = new LinkedHashMap<>();
        for (ChartData chart : ChartData.charts(results)) {
            if (!chart.isEmpty()) {
                named.put(named.isEmpty() ? base + ".png" : base + "-" + chart.unit() + ".png", chart);
            }
        }
        return named;
    }

    @Override
    public List<Path> write(RunDescription results, String base, Path dir) throws IOException {
        List<Path> files = new ArrayList<>();
        for (Map.Entry<String, ChartData> named : named(results, base).entrySet()) {
            BufferedImage image = draw(named.getValue());
            Path file = dir.resolve(named.getKey());
            AtomicFiles.write(file, out -> {
                if (!ImageIO.write(image, "png", out)) {
                    throw new IOException("no PNG writer in this Java runtime");
                }
            });
            files.add(file);
        }
        Map<String, Plot> plots = new LinkedHashMap<>(DistributionCharts.named(results, base));
        plots.putAll(TimelineCharts.named(results, base));
        for (Map.Entry<String, Plot> plot : plots.entrySet()) {
            Path file = dir.resolve(plot.getKey());
            plot.getValue().writePng(file);
            files.add(file);
        }
        return files;
    }

    /** The chart as an image. */
    public static BufferedImage draw(ChartData chart) {
        BufferedImage image = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, WIDTH, HEIGHT);
            Font plain = new Font(Font.SANS_SERIF, Font.PLAIN, 12);
            Font title = plain.deriveFont(Font.BOLD, 15f);
            g.setFont(plain);
            FontMetrics metrics = g.getFontMetrics();
            int legendWidth = 0;
            for (ChartData.Series series : chart.series()) {
                legendWidth = Math.max(legendWidth, metrics.stringWidth(series.name()) + 34);
            }
            legendWidth = Math.min(legendWidth, WIDTH / 3);
            int left = 78;
            int right = WIDTH - 20 - legendWidth;
            int top = 46;
            int bottom = HEIGHT - 58;

            double[] xRange = range(chart, true);
            double[] yRange = range(chart, false);
            yRange[0] = Math.min(0, yRange[0]);
            double[] xTicks = chart.categories().isEmpty() ? ticks(xRange[0], xRange[1])
                    : categoryTicks(chart.categories().size());
            double[] yTicks = ticks(yRange[0], yRange[1]);
            double x0 = chart.categories().isEmpty() ? xTicks[0] : -0.5;
            double x1 = chart.categories().isEmpty() ? xTicks[xTicks.length - 1] : chart.categories().size() - 0.5;
            double y0 = yTicks[0];
            double y1 = yTicks[yTicks.length - 1];
            Scale sx = new Scale(x0, x1, left, right);
            Scale sy = new Scale(y0, y1, bottom, top);

            g.setFont(title);
            g.setColor(Color.BLACK);
            g.drawString(chart.title(), left, 28);
            g.setFont(plain);
            metrics = g.getFontMetrics();
            g.setStroke(new BasicStroke(1f));
            for (double tick : yTicks) {
                int y = (int) Math.round(sy.at(tick));
                g.setColor(new Color(0xe6e6e6));
                g.drawLine(left, y, right, y);
                g.setColor(Color.DARK_GRAY);
                String label = number(tick);
                g.drawString(label, left - 8 - metrics.stringWidth(label), y + metrics.getAscent() / 2 - 1);
            }
            for (int i = 0; i < xTicks.length; i++) {
                int x = (int) Math.round(sx.at(xTicks[i]));
                g.setColor(new Color(0xf0f0f0));
                g.drawLine(x, top, x, bottom);
                g.setColor(Color.DARK_GRAY);
                String label = chart.categories().isEmpty() ? number(xTicks[i]) : chart.categories().get(i);
                g.drawString(label, x - metrics.stringWidth(label) / 2, bottom + 18);
            }
            g.setColor(Color.BLACK);
            g.drawLine(left, bottom, right, bottom);
            g.drawLine(left, top, left, bottom);
            g.drawString(chart.xLabel(), (left + right) / 2 - metrics.stringWidth(chart.xLabel()) / 2, bottom + 40);
            Graphics2D rotated = (Graphics2D) g.create();
            rotated.rotate(-Math.PI / 2);
            rotated.drawString(chart.yLabel(), -(top + bottom) / 2 - metrics.stringWidth(chart.yLabel()) / 2, 18);
            rotated.dispose();

            int legendY = top + 4;
            for (int s = 0; s < chart.series().size(); s++) {
                ChartData.Series series = chart.series().get(s);
                Color colour = new Color(ChartData.COLOURS[s % ChartData.COLOURS.length]);
                Color faint = new Color(colour.getRed(), colour.getGreen(), colour.getBlue(), 90);
                g.setColor(faint);
                g.setStroke(new BasicStroke(3f));
                for (int i = 0; i < series.x().length; i++) {
                    double x = sx.at(series.x()[i]);
                    if (series.high()[i] > series.low()[i]) {
                        g.draw(new Line2D.Double(x, sy.at(series.low()[i]), x, sy.at(series.high()[i])));
                    }
                }
                g.setColor(colour);
                g.setStroke(new BasicStroke(2f));
                Path2D line = new Path2D.Double();
                for (int i = 0; i < series.x().length; i++) {
                    double x = sx.at(series.x()[i]);
                    double y = sy.at(series.y()[i]);
                    if (i == 0) {
                        line.moveTo(x, y);
                    } else {
                        line.lineTo(x, y);
                    }
                    g.fillOval((int) Math.round(x) - 3, (int) Math.round(y) - 3, 7, 7);
                }
                g.draw(line);
                g.drawLine(right + 12, legendY + 6, right + 28, legendY + 6);
                g.setColor(Color.BLACK);
                g.drawString(clip(series.name(), metrics, legendWidth - 34), right + 32, legendY + 10);
                legendY += 18;
            }
        } finally {
            g.dispose();
        }
        return image;
    }

    private record Scale(double from, double to, double pixelFrom, double pixelTo) {

        double at(double value) {
            return to == from ? (pixelFrom + pixelTo) / 2
                    : pixelFrom + (value - from) / (to - from) * (pixelTo - pixelFrom);
        }
    }

    private static double[] range(ChartData chart, boolean x) {
        double low = Double.POSITIVE_INFINITY;
        double high = Double.NEGATIVE_INFINITY;
        for (ChartData.Series series : chart.series()) {
            for (double value : x ? series.x() : series.low()) {
                low = Math.min(low, value);
                high = Math.max(high, value);
            }
            for (double value : x ? series.x() : series.high()) {
                low = Math.min(low, value);
                high = Math.max(high, value);
            }
        }
        return low > high ? new double[]{0, 1} : new double[]{low, high};
    }

    /** Round tick values covering low..high, about six of them. */
    static double[] ticks(double low, double high) {
        if (high <= low) {
            high = low + (low == 0 ? 1 : Math.abs(low) * 0.1);
        }
        double rough = (high - low) / 6;
        double magnitude = Math.pow(10, Math.floor(Math.log10(rough)));
        double step = magnitude;
        for (double factor : new double[]{1, 2, 2.5, 5, 10}) {
            step = factor * magnitude;
            if (step >= rough) {
                break;
            }
        }
        double first = Math.floor(low / step) * step;
        double last = Math.ceil(high / step) * step;
        List<Double> ticks = new ArrayList<>();
        for (double tick = first; tick <= last + step / 2; tick += step) {
            ticks.add(Math.abs(tick) < step / 1e6 ? 0 : tick);
        }
        return ticks.stream().mapToDouble(Double::doubleValue).toArray();
    }

    private static double[] categoryTicks(int count) {
        double[] ticks = new double[count];
        for (int i = 0; i < count; i++) {
            ticks[i] = i;
        }
        return ticks;
    }

    static String number(double value) {
        double abs = Math.abs(value);
        if (abs >= 1e6) {
            return String.format(Locale.ROOT, "%.1fM", value / 1e6);
        }
        if (abs >= 1e4) {
            return String.format(Locale.ROOT, "%.0fk", value / 1e3);
        }
        return value == Math.rint(value) ? String.valueOf((long) value) : String.format(Locale.ROOT, "%.2f", value);
    }

    private static String clip(String text, FontMetrics metrics, int width) {
        if (metrics.stringWidth(text) <= width) {
            return text;
        }
        String clipped = text;
        while (clipped.length() > 1 && metrics.stringWidth(clipped + "…") > width) {
            clipped = clipped.substring(0, clipped.length() - 1);
        }
        return clipped + "…";
    }
}
