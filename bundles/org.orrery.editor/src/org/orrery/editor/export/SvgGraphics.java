package org.orrery.editor.export;

import java.io.ByteArrayOutputStream;
import java.util.ArrayDeque;
import java.util.Base64;
import java.util.Deque;
import java.util.Locale;

import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.geometry.PointList;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.graphics.FontMetrics;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;

/**
 * Draw2D graphics that write SVG elements instead of pixels, so that figures paint themselves into a vector drawing.
 * Text is measured with the real fonts (through a scratch SWT GC) so that it is placed as on screen. Clipping is
 * tracked for the figures' benefit (they skip what lies outside) but not written out.
 */
public final class SvgGraphics extends Graphics {

    private static final class State {

        Color foreground;
        Color background;
        Font font;
        int lineWidth = 1;
        int lineStyle = SWT.LINE_SOLID;
        int alpha = 255;
        int dx;
        int dy;
        Rectangle clip;

        State copy() {
            State copy = new State();
            copy.foreground = foreground;
            copy.background = background;
            copy.font = font;
            copy.lineWidth = lineWidth;
            copy.lineStyle = lineStyle;
            copy.alpha = alpha;
            copy.dx = dx;
            copy.dy = dy;
            copy.clip = clip.getCopy();
            return copy;
        }
    }

    private final StringBuilder body = new StringBuilder();
    private final Deque<State> saved = new ArrayDeque<>();
    private State state = new State();
    private final GC measure;
    private final Image scratch;

    /** Graphics for a drawing of {@code bounds} (in figure coordinates), with {@code font} as the starting font. */
    public SvgGraphics(Rectangle bounds, Font font, Color foreground, Color background) {
        state.clip = bounds.getCopy();
        state.font = font;
        state.foreground = foreground;
        state.background = background;
        scratch = new Image(font.getDevice(), 1, 1);
        measure = new GC(scratch);
    }

    /** The SVG document for the area {@code bounds} of what was painted. */
    public String document(Rectangle bounds) {
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + String.format(Locale.ROOT,
                        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"%d %d %d "
                                + "%d\">%n",
                        bounds.width, bounds.height, bounds.x, bounds.y, bounds.width, bounds.height)
                + String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"white\"/>%n",
                        bounds.x, bounds.y, bounds.width, bounds.height)
                + body + "</svg>\n";
    }

    private static String rgb(Color color) {
        return color == null ? "none"
                : String.format("#%02x%02x%02x", color.getRed(), color.getGreen(), color.getBlue());
    }

    private String opacity() {
        return state.alpha == 255 ? "" : String.format(Locale.ROOT, " opacity=\"%.3f\"", state.alpha / 255.0);
    }

    private String stroke() {
        String dash = switch (state.lineStyle) {
            case SWT.LINE_DASH -> " stroke-dasharray=\"6 3\"";
            case SWT.LINE_DOT -> " stroke-dasharray=\"1 3\"";
            case SWT.LINE_DASHDOT -> " stroke-dasharray=\"6 3 1 3\"";
            case SWT.LINE_DASHDOTDOT -> " stroke-dasharray=\"6 3 1 3 1 3\"";
            default -> "";
        };
        return " fill=\"none\" stroke=\"" + rgb(state.foreground) + "\" stroke-width=\"" + Math.max(1, state.lineWidth)
                + "\"" + dash + opacity();
    }

    private String fill() {
        return " fill=\"" + rgb(state.background) + "\" stroke=\"none\"" + opacity();
    }

    private int x(int x) {
        return x + state.dx;
    }

    private int y(int y) {
        return y + state.dy;
    }

    private void element(String format, Object... args) {
        body.append(String.format(Locale.ROOT, format, args)).append('\n');
    }

    private String points(PointList points) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < points.size(); i++) {
            org.eclipse.draw2d.geometry.Point point = points.getPoint(i);
            text.append(i == 0 ? "" : " ").append(x(point.x)).append(',').append(y(point.y));
        }
        return text.toString();
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    private void text(String text, int x, int y, Color background) {
        if (text == null || text.isEmpty()) {
            return;
        }
        measure.setFont(state.font);
        FontMetrics metrics = measure.getFontMetrics();
        String[] lines = text.split("\n", -1);
        int lineHeight = metrics.getHeight();
        for (int i = 0; i < lines.length; i++) {
            if (background != null) {
                org.eclipse.swt.graphics.Point extent = measure.textExtent(lines[i]);
                Color fg = state.foreground;
                state.background = background;
                fillRectangle(x, y + i * lineHeight, extent.x, extent.y);
                state.foreground = fg;
            }
            FontData data = state.font.getFontData()[0];
            element("<text x=\"%d\" y=\"%d\" font-family=\"%s\" font-size=\"%dpt\"%s%s fill=\"%s\"%s "
                    + "xml:space=\"preserve\">%s</text>", x(x),
                    y(y) + i * lineHeight + metrics.getAscent() + metrics.getLeading(), escape(data.getName()),
                    data.getHeight(), (data.getStyle() & SWT.BOLD) != 0 ? " font-weight=\"bold\"" : "",
                    (data.getStyle() & SWT.ITALIC) != 0 ? " font-style=\"italic\"" : "", rgb(state.foreground),
                    opacity(), escape(lines[i]));
        }
    }

    @Override
    public void clipRect(Rectangle r) {
        state.clip.intersect(r.getCopy().translate(state.dx, state.dy));
    }

    @Override
    public void dispose() {
        measure.dispose();
        scratch.dispose();
    }

    @Override
    public void drawArc(int x, int y, int w, int h, int offset, int length) {
        // figures of this editor draw no arcs; an ellipse outline is the closest stand-in
        drawOval(x, y, w, h);
    }

    @Override
    public void drawFocus(int x, int y, int w, int h) {
        // focus rectangles are a screen affordance, not part of the drawing
    }

    @Override
    public void drawImage(Image image, int x, int y) {
        ImageData data = image.getImageData();
        drawImage(image, 0, 0, data.width, data.height, x, y, data.width, data.height);
    }

    @Override
    public void drawImage(Image image, int sx, int sy, int sw, int sh, int tx, int ty, int tw, int th) {
        ImageLoader loader = new ImageLoader();
        loader.data = new ImageData[]{image.getImageData()};
        ByteArrayOutputStream png = new ByteArrayOutputStream();
        loader.save(png, SWT.IMAGE_PNG);
        element("<image x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" href=\"data:image/png;base64,%s\"/>", x(tx), y(ty),
                tw, th, Base64.getEncoder().encodeToString(png.toByteArray()));
    }

    @Override
    public void drawLine(int x1, int y1, int x2, int y2) {
        element("<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"%s/>", x(x1), y(y1), x(x2), y(y2), stroke());
    }

    @Override
    public void drawOval(int x, int y, int w, int h) {
        element("<ellipse cx=\"%.1f\" cy=\"%.1f\" rx=\"%.1f\" ry=\"%.1f\"%s/>", x(x) + w / 2.0, y(y) + h / 2.0, w / 2.0,
                h / 2.0, stroke());
    }

    @Override
    public void drawPolygon(PointList points) {
        element("<polygon points=\"%s\"%s/>", points(points), stroke());
    }

    @Override
    public void drawPolyline(PointList points) {
        element("<polyline points=\"%s\"%s/>", points(points), stroke());
    }

    @Override
    public void drawRectangle(int x, int y, int w, int h) {
        element("<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\"%s/>", x(x), y(y), w, h, stroke());
    }

    @Override
    public void drawRoundRectangle(Rectangle r, int arcWidth, int arcHeight) {
        element("<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" rx=\"%.1f\" ry=\"%.1f\"%s/>", x(r.x), y(r.y),
                r.width, r.height, arcWidth / 2.0, arcHeight / 2.0, stroke());
    }

    @Override
    public void drawString(String s, int x, int y) {
        text(s, x, y, null);
    }

    @Override
    public void drawText(String s, int x, int y) {
        text(s, x, y, null);
    }

    @Override
    public void fillArc(int x, int y, int w, int h, int offset, int length) {
        fillOval(x, y, w, h);
    }

    @Override
    public void fillGradient(int x, int y, int w, int h, boolean vertical) {
        fillRectangle(x, y, w, h);
    }

    @Override
    public void fillOval(int x, int y, int w, int h) {
        element("<ellipse cx=\"%.1f\" cy=\"%.1f\" rx=\"%.1f\" ry=\"%.1f\"%s/>", x(x) + w / 2.0, y(y) + h / 2.0, w / 2.0,
                h / 2.0, fill());
    }

    @Override
    public void fillPolygon(PointList points) {
        element("<polygon points=\"%s\"%s/>", points(points), fill());
    }

    @Override
    public void fillRectangle(int x, int y, int w, int h) {
        element("<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\"%s/>", x(x), y(y), w, h, fill());
    }

    @Override
    public void fillRoundRectangle(Rectangle r, int arcWidth, int arcHeight) {
        element("<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" rx=\"%.1f\" ry=\"%.1f\"%s/>", x(r.x), y(r.y),
                r.width, r.height, arcWidth / 2.0, arcHeight / 2.0, fill());
    }

    @Override
    public void fillString(String s, int x, int y) {
        text(s, x, y, state.background);
    }

    @Override
    public void fillText(String s, int x, int y) {
        text(s, x, y, state.background);
    }

    @Override
    public Color getBackgroundColor() {
        return state.background;
    }

    @Override
    public Rectangle getClip(Rectangle rect) {
        rect.setBounds(state.clip);
        rect.translate(-state.dx, -state.dy);
        return rect;
    }

    @Override
    public Font getFont() {
        return state.font;
    }

    @Override
    public FontMetrics getFontMetrics() {
        measure.setFont(state.font);
        return measure.getFontMetrics();
    }

    @Override
    public Color getForegroundColor() {
        return state.foreground;
    }

    @Override
    public int getLineStyle() {
        return state.lineStyle;
    }

    @Override
    public int getLineWidth() {
        return state.lineWidth;
    }

    @Override
    public boolean getXORMode() {
        return false;
    }

    @Override
    public void popState() {
        state = saved.pop();
    }

    @Override
    public void pushState() {
        saved.push(state.copy());
    }

    @Override
    public void restoreState() {
        state = saved.peek().copy();
    }

    @Override
    public void scale(double amount) {
        if (amount != 1.0) {
            throw new UnsupportedOperationException("SVG export draws at 100 %");
        }
    }

    @Override
    public void setBackgroundColor(Color color) {
        state.background = color;
    }

    @Override
    public void setClip(Rectangle r) {
        state.clip = r.getCopy().translate(state.dx, state.dy);
    }

    @Override
    public void setFont(Font font) {
        state.font = font;
    }

    @Override
    public void setForegroundColor(Color color) {
        state.foreground = color;
    }

    @Override
    public void setLineStyle(int style) {
        state.lineStyle = style;
    }

    @Override
    public void setLineWidth(int width) {
        state.lineWidth = width;
    }

    @Override
    public void setXORMode(boolean xor) {
        // nothing is drawn in XOR mode in an export
    }

    @Override
    public void translate(int dx, int dy) {
        state.dx += dx;
        state.dy += dy;
    }

    @Override
    public void setAntialias(int value) {
        // SVG viewers antialias anyway
    }

    @Override
    public void setTextAntialias(int value) {
        // SVG viewers antialias anyway
    }

    @Override
    public void setAlpha(int alpha) {
        state.alpha = alpha;
    }

    @Override
    public int getAlpha() {
        return state.alpha;
    }

    @Override
    public void setLineCap(int cap) {
        // butt caps throughout
    }

    @Override
    public void setLineJoin(int join) {
        // miter joins throughout
    }

    @Override
    public void setInterpolation(int interpolation) {
        // images are embedded as they are
    }
}
