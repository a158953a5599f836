package org.orrery.editor.figures;

import org.eclipse.draw2d.FigureUtilities;
import org.eclipse.draw2d.Label;
import org.eclipse.jface.resource.FontRegistry;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;

/**
 * The diagram's text at other sizes: the default font (plain or bold) at a given height in points, kept in JFace's font
 * registry, which disposes of them with the display.
 */
public final class Fonts {

    private Fonts() {
    }

    /** The default font's height in points. */
    public static int defaultHeight() {
        return JFaceResources.getDefaultFont().getFontData()[0].getHeight();
    }

    /** The default font at {@code height} points (at least 5), bold or plain. */
    public static Font of(int height, boolean bold) {
        int points = Math.max(5, height);
        FontRegistry registry = JFaceResources.getFontRegistry();
        String key = "org.orrery.editor.font." + points;
        if (!registry.hasValueFor(key)) {
            FontData[] data = JFaceResources.getDefaultFont().getFontData();
            FontData[] sized = new FontData[data.length];
            for (int i = 0; i < data.length; i++) {
                sized[i] = new FontData(data[i].getName(), points, data[i].getStyle());
            }
            registry.put(key, sized);
        }
        return bold ? registry.getBold(key) : registry.get(key);
    }

    /** The default font scaled by {@code factor}, so that text drawn at a zoom of {@code 1 / factor} keeps its size. */
    public static Font scaled(double factor, boolean bold) {
        return of((int) Math.round(defaultHeight() * factor), bold);
    }

    /**
     * The default font at the largest height, from the default's down to 6 points, at which {@code text} is at most
     * {@code width} wide as drawn at {@code zoom} (at 6 points when none is).
     */
    public static Font largestFitting(String text, int width, boolean bold, double zoom) {
        int height = defaultHeight();
        Font font = of(height, bold);
        while (height > 6 && drawnWidth(text, font, zoom) > width) {
            font = of(--height, bold);
        }
        return font;
    }

    /**
     * Sets {@code label} in the largest font (from the default's down to 6 points) in which its text fits {@code width}
     * as drawn at {@code zoom}.
     */
    public static void fit(Label label, int width, boolean bold, double zoom) {
        Font font = largestFitting(label.getText(), width, bold, zoom);
        if (!font.equals(label.getFont())) {
            label.setFont(font);
        }
    }

    /**
     * How wide {@code text} in {@code font} is on the diagram at {@code zoom}, in the diagram's own units: Draw2D draws
     * it in the font at the zoomed height cut to whole points, which is often wider than the zoomed text, so a box
     * sized by the text at 100 % would cut it at other zooms. The larger of the two widths.
     */
    public static int drawnWidth(String text, Font font, double zoom) {
        int plain = FigureUtilities.getTextExtents(text, font).width;
        if (zoom == 1 || text.isEmpty()) {
            return plain;
        }
        FontData data = font.getFontData()[0];
        int height = (int) (zoom * data.getHeight());
        if (height <= 0) {
            return plain;
        }
        Font zoomed = of(height, (data.getStyle() & SWT.BOLD) != 0);
        return Math.max(plain, (int) Math.ceil(FigureUtilities.getTextExtents(text, zoomed).width / zoom));
    }
}
