package org.orrery.run;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import javax.imageio.ImageIO;

import org.jfree.svg.SVGGraphics2D;
import org.orrery.model.io.AtomicFiles;

/**
 * A chart of lines over two axes, drawn with Java2D once for both its forms: a PNG (headless) and an SVG (JFreeSVG's
 * Graphics2D). An axis is linear, logarithmic (latencies that span microseconds to minutes) or in nines (percentiles:
 * 50, 90, 99, 99.9 … equally spaced, as a latency percentile plot shows them). A series is a line through its points; a
 * mark is a vertical line with a label (a capacity's knee); a flagged point is circled in red with its label (a run
 * that shifted).
 */
final class Plot {

    /** How an axis places its values. */
    enum Scale {
        LINEAR, LOG, NINES
    }

    record Point(double x, double y) {
    }

    record Series(String name, List<Point> points, boolean dashed) {
    }

    record Mark(double x, String label) {
    }

    record Flag(Point at, String label) {
    }

    private static final int WIDTH = 960;
    private static final int HEIGHT = 560;
    private static final int LEFT = 90;
    private static final int RIGHT = 30;
    private static final int TOP = 50;
    private static final int BOTTOM = 90;
    private static final Color[] COLORS = {new Color(0x1f77b4), new Color(0xff7f0e), new Color(0x2ca02c),
            new Color(0x9467bd), new Color(0x8c564b), new Color(0x17becf)};

    private final String title;
    private final String xLabel;
    private final Scale xScale;
    private final String yLabel;
    private final Scale yScale;
    private final List<Series> series = new ArrayList<>();
    private final List<Mark> marks = new ArrayList<>();
    private final List<Flag> flags = new ArrayList<>();
    /** Points drawn as small grey dots, with no line (the repeats around a median). */
    private final List<Point> dots = new ArrayList<>();
    /** Names for the x values, in place of numbers (revisions along a trend), or null. */
    private List<String> xNames;

    Plot(String title, String xLabel, Scale xScale, String yLabel, Scale yScale) {
        this.title = title;
        this.xLabel = xLabel;
        this.xScale = xScale;
        this.yLabel = yLabel;
        this.yScale = yScale;
    }

    Plot series(String name, List<Point> points, boolean dashed) {
        List<Point> drawable = points.stream().filter(p -> drawable(p.x(), xScale) && drawable(p.y(), yScale)).toList();
        if (!drawable.isEmpty()) {
            series.add(new Series(name, drawable, dashed));
        }
        return this;
    }

    Plot mark(double x, String label) {
        marks.add(new Mark(x, label));
        return this;
    }

    Plot dot(Point at) {
        if (drawable(at.x(), xScale) && drawable(at.y(), yScale)) {
            dots.add(at);
        }
        return this;
    }

    Plot flag(Point at, String label) {
        flags.add(new Flag(at, label));
        return this;
    }

    /** Names the x values 0, 1, 2 … (a trend's runs). */
    Plot xNames(List<String> names) {
        xNames = List.copyOf(names);
        return this;
    }

    boolean isEmpty() {
        return series.isEmpty();
    }

    private static boolean drawable(double value, Scale scale) {
        return Double.isFinite(value) && switch (scale) {
            case LINEAR -> true;
            case LOG -> value > 0;
            case NINES -> value >= 0 && value < 100;
        };
    }

    /** Writes the chart as a PNG, atomically. */
    void writePng(Path file) throws IOException {
        BufferedImage image = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            draw(g);
        } finally {
            g.dispose();
        }
        AtomicFiles.write(file, out -> {
            if (!ImageIO.write(image, "png", out)) {
                throw new IOException("no PNG writer in this Java runtime");
            }
        });
    }

    /** Writes the chart as an SVG document, atomically. */
    void writeSvg(Path file) throws IOException {
        SVGGraphics2D g = new SVGGraphics2D(WIDTH, HEIGHT);
        draw(g);
        byte[] svg = g.getSVGDocument().getBytes(StandardCharsets.UTF_8);
        AtomicFiles.write(file, out -> out.write(svg));
    }

    private void draw(Graphics2D g) {
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, WIDTH, HEIGHT);
        g.setColor(Color.BLACK);
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 16));
        g.drawString(title, LEFT, 30);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        if (series.isEmpty()) {
            g.drawString("nothing measured", LEFT, TOP + 40);
            return;
        }
        double[] xRange = range(true);
        double[] yRange = range(false);
        int plotWidth = WIDTH - LEFT - RIGHT;
        int plotHeight = HEIGHT - TOP - BOTTOM;
        g.setColor(Color.GRAY);
        g.drawRect(LEFT, TOP, plotWidth, plotHeight);
        for (double tick : ticks(yRange, yScale)) {
            double y = TOP + plotHeight - plotHeight * (position(tick, yScale) - yRange[0]) / (yRange[1] - yRange[0]);
            g.setColor(new Color(0xe0e0e0));
            g.draw(new Line2D.Double(LEFT, y, LEFT + plotWidth, y));
            g.setColor(Color.DARK_GRAY);
            String label = number(tick);
            g.drawString(label, LEFT - 8 - g.getFontMetrics().stringWidth(label), (float) y + 4);
        }
        List<Double> xTicks = xNames != null ? indices(xNames.size()) : ticks(xRange, xScale);
        for (double tick : xTicks) {
            double x = LEFT + plotWidth * (position(tick, xScale) - xRange[0]) / (xRange[1] - xRange[0]);
            g.setColor(new Color(0xe0e0e0));
            g.draw(new Line2D.Double(x, TOP, x, TOP + plotHeight));
            g.setColor(Color.DARK_GRAY);
            String label = xNames != null ? xNames.get((int) tick)
                    : xScale == Scale.NINES ? number(tick) + "%" : number(tick);
            g.drawString(label, (float) x - g.getFontMetrics().stringWidth(label) / 2f, TOP + plotHeight + 18);
        }
        g.setColor(Color.BLACK);
        g.drawString(xLabel, LEFT + plotWidth / 2f - g.getFontMetrics().stringWidth(xLabel) / 2f, HEIGHT - 50);
        g.rotate(-Math.PI / 2);
        g.drawString(yLabel, -(TOP + plotHeight / 2f + g.getFontMetrics().stringWidth(yLabel) / 2f), 22);
        g.rotate(Math.PI / 2);
        g.setColor(new Color(0x999999));
        for (Point dot : dots) {
            double x = LEFT + plotWidth * (position(dot.x(), xScale) - xRange[0]) / (xRange[1] - xRange[0]);
            double y = TOP + plotHeight
                    - plotHeight * (position(dot.y(), yScale) - yRange[0]) / (yRange[1] - yRange[0]);
            g.fill(new Ellipse2D.Double(x - 2, y - 2, 4, 4));
        }
        int legendX = LEFT;
        for (int i = 0; i < series.size(); i++) {
            Series line = series.get(i);
            g.setColor(COLORS[i % COLORS.length]);
            g.setStroke(line.dashed()
                    ? new BasicStroke(2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 1f, new float[]{6f, 4f}, 0f)
                    : new BasicStroke(2f));
            Path2D path = new Path2D.Double();
            for (int p = 0; p < line.points().size(); p++) {
                Point point = line.points().get(p);
                double x = LEFT + plotWidth * (position(point.x(), xScale) - xRange[0]) / (xRange[1] - xRange[0]);
                double y = TOP + plotHeight
                        - plotHeight * (position(point.y(), yScale) - yRange[0]) / (yRange[1] - yRange[0]);
                if (p == 0) {
                    path.moveTo(x, y);
                } else {
                    path.lineTo(x, y);
                }
                g.fill(new Ellipse2D.Double(x - 3, y - 3, 6, 6));
            }
            g.draw(path);
            g.setStroke(new BasicStroke(1f));
            g.fillRect(legendX, HEIGHT - 31, 18, 4);
            g.drawString(line.name(), legendX + 24, HEIGHT - 25);
            legendX += 24 + g.getFontMetrics().stringWidth(line.name()) + 28;
        }
        g.setStroke(new BasicStroke(1.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 1f, new float[]{3f, 3f}, 0f));
        for (Mark mark : marks) {
            if (!drawable(mark.x(), xScale)) {
                continue;
            }
            double x = LEFT + plotWidth * (position(mark.x(), xScale) - xRange[0]) / (xRange[1] - xRange[0]);
            g.setColor(new Color(0xd62728));
            g.draw(new Line2D.Double(x, TOP, x, TOP + plotHeight));
            g.drawString(mark.label(), (float) x + 6, TOP + 16);
        }
        g.setStroke(new BasicStroke(2f));
        for (Flag flag : flags) {
            double x = LEFT + plotWidth * (position(flag.at().x(), xScale) - xRange[0]) / (xRange[1] - xRange[0]);
            double y = TOP + plotHeight
                    - plotHeight * (position(flag.at().y(), yScale) - yRange[0]) / (yRange[1] - yRange[0]);
            g.setColor(new Color(0xd62728));
            g.draw(new Ellipse2D.Double(x - 9, y - 9, 18, 18));
            int labelWidth = g.getFontMetrics().stringWidth(flag.label());
            // a label that would leave the chart on the right goes on the point's left
            float labelX = x + 12 + labelWidth > WIDTH - 4 ? (float) x - 12 - labelWidth : (float) x + 12;
            g.drawString(flag.label(), labelX, (float) y - 10);
        }
    }

    private static List<Double> indices(int count) {
        List<Double> indices = new ArrayList<>();
        // at most about 12 names along the axis
        int step = Math.max(1, (count + 11) / 12);
        for (int i = 0; i < count; i += step) {
            indices.add((double) i);
        }
        return indices;
    }

    /** The axis's span in drawing units (positions), from the points and marks, padded a little. */
    private double[] range(boolean x) {
        Scale scale = x ? xScale : yScale;
        double low = Double.POSITIVE_INFINITY;
        double high = Double.NEGATIVE_INFINITY;
        for (Series line : series) {
            for (Point point : line.points()) {
                double position = position(x ? point.x() : point.y(), scale);
                low = Math.min(low, position);
                high = Math.max(high, position);
            }
        }
        for (Point dot : dots) {
            double position = position(x ? dot.x() : dot.y(), scale);
            low = Math.min(low, position);
            high = Math.max(high, position);
        }
        if (x) {
            for (Mark mark : marks) {
                if (drawable(mark.x(), scale)) {
                    low = Math.min(low, position(mark.x(), scale));
                    high = Math.max(high, position(mark.x(), scale));
                }
            }
        }
        if (scale == Scale.LINEAR && !x) {
            low = Math.min(low, 0);
        }
        if (high - low < 1e-9) {
            high = low + 1;
        }
        double pad = (high - low) * 0.05;
        return new double[]{scale == Scale.LINEAR && !x && low == 0 ? 0 : low - pad, high + pad};
    }

    /** Where {@code value} lies on an axis of {@code scale}. */
    static double position(double value, Scale scale) {
        return switch (scale) {
            case LINEAR -> value;
            case LOG -> Math.log10(value);
            case NINES -> -Math.log10(1 - value / 100);
        };
    }

    /** Round values within the span of positions {@code range}, for grid lines. */
    private static List<Double> ticks(double[] range, Scale scale) {
        List<Double> ticks = new ArrayList<>();
        switch (scale) {
            case LOG -> {
                for (int e = (int) Math.floor(range[0]); e <= Math.ceil(range[1]); e++) {
                    double tick = Math.pow(10, e);
                    if (position(tick, scale) >= range[0] && position(tick, scale) <= range[1]) {
                        ticks.add(tick);
                    }
                }
            }
            case NINES -> {
                for (int nines = 0; nines <= Math.ceil(range[1]); nines++) {
                    double tick = 100 * (1 - Math.pow(10, -nines));
                    if (position(tick, scale) >= range[0] && position(tick, scale) <= range[1]) {
                        ticks.add(tick);
                    }
                }
            }
            case LINEAR -> {
                double span = range[1] - range[0];
                double step = Math.pow(10, Math.floor(Math.log10(span / 5)));
                if (span / step > 10) {
                    step *= span / step > 20 ? 5 : 2;
                }
                for (double tick = Math.ceil(range[0] / step) * step; tick <= range[1]; tick += step) {
                    ticks.add(tick);
                }
            }
        }
        return ticks;
    }

    /** A number as an axis shows it: 1,500, 0.25, 99.99. */
    static String number(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            return String.format(Locale.ROOT, "%,d", (long) value);
        }
        String text = String.format(Locale.ROOT, "%.4f", value);
        return text.replaceAll("0+$", "").replaceAll("\\.$", "");
    }
}
