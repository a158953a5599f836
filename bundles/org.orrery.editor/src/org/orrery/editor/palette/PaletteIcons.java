package org.orrery.editor.palette;

import java.util.function.Consumer;

import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.SWTGraphics;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.PaletteData;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Display;
import org.orrery.editor.figures.KindGlyph;
import org.orrery.editor.figures.Palette;
import org.orrery.model.OperatorKind;

/**
 * Palette icons drawn with the same shapes as the diagram (the operator kind glyphs, a host box, the Star and Planet
 * badges), so that the palette and the figures speak one visual language and no image files are needed.
 */
final class PaletteIcons {

    private static final int SIZE = 16;

    private PaletteIcons() {
    }

    static ImageDescriptor kind(OperatorKind kind) {
        return drawn(g -> {
            KindGlyph glyph = new KindGlyph();
            glyph.setKind(kind);
            glyph.setBounds(new Rectangle(0, 0, SIZE, SIZE));
            glyph.paint(g);
        });
    }

    static ImageDescriptor connection() {
        return drawn(g -> {
            g.setForegroundColor(Palette.CONNECTION);
            g.setBackgroundColor(Palette.CONNECTION);
            g.setLineWidth(2);
            g.drawLine(1, 14, 11, 4);
            g.fillPolygon(new int[]{15, 0, 14, 9, 6, 1});
        });
    }

    /** A composite: a frame holding two operators and the link between them. */
    static ImageDescriptor composite() {
        return drawn(g -> {
            g.setForegroundColor(Palette.DOMAIN_BORDER);
            g.drawRoundRectangle(new Rectangle(0, 1, 15, 13), 4, 4);
            g.setBackgroundColor(Palette.PLANET_BADGE);
            g.fillRectangle(2, 5, 4, 5);
            g.fillRectangle(10, 5, 4, 5);
            g.setForegroundColor(Palette.CONNECTION);
            g.drawLine(6, 7, 10, 7);
        });
    }

    static ImageDescriptor host() {
        return drawn(g -> {
            g.setForegroundColor(Palette.HOST_BORDER);
            g.setBackgroundColor(Palette.HOST_FILL);
            g.fillRoundRectangle(new Rectangle(1, 2, 14, 12), 4, 4);
            g.drawRoundRectangle(new Rectangle(1, 2, 13, 11), 4, 4);
            g.setBackgroundColor(Palette.HOST_BORDER);
            g.fillRectangle(1, 2, 14, 3);
        });
    }

    static ImageDescriptor star() {
        return drawn(g -> {
            g.setBackgroundColor(Palette.STAR_BADGE);
            int[] points = new int[20];
            for (int i = 0; i < 10; i++) {
                double radius = i % 2 == 0 ? 7.5 : 3.2;
                double angle = -Math.PI / 2 + i * Math.PI / 5;
                points[2 * i] = (int) Math.round(8 + radius * Math.cos(angle));
                points[2 * i + 1] = (int) Math.round(8.5 + radius * Math.sin(angle));
            }
            g.fillPolygon(points);
        });
    }

    static ImageDescriptor planet() {
        return drawn(g -> {
            g.setBackgroundColor(Palette.PLANET_BADGE);
            g.fillOval(2, 2, 12, 12);
        });
    }

    /**
     * An icon painted by {@code painter}, with real transparency: painted once on white and once on black, the
     * difference between the two gives each pixel's coverage.
     */
    private static ImageDescriptor drawn(Consumer<Graphics> painter) {
        return ImageDescriptor.createFromImageDataProvider(zoom -> zoom == 100 ? render(painter) : null);
    }

    private static ImageData render(Consumer<Graphics> painter) {
        Display display = Display.getCurrent() != null ? Display.getCurrent() : Display.getDefault();
        ImageData onWhite = paint(display, painter, SWT.COLOR_WHITE);
        ImageData onBlack = paint(display, painter, SWT.COLOR_BLACK);
        ImageData icon = new ImageData(SIZE, SIZE, 24, new PaletteData(0xFF0000, 0x00FF00, 0x0000FF));
        for (int y = 0; y < SIZE; y++) {
            for (int x = 0; x < SIZE; x++) {
                RGB white = onWhite.palette.getRGB(onWhite.getPixel(x, y));
                RGB black = onBlack.palette.getRGB(onBlack.getPixel(x, y));
                int alpha = Math.max(0, Math.min(255,
                        255 - (white.red - black.red + white.green - black.green + white.blue - black.blue) / 3));
                RGB colour = alpha == 0 ? new RGB(0, 0, 0)
                        : new RGB(Math.min(255, black.red * 255 / alpha), Math.min(255, black.green * 255 / alpha),
                                Math.min(255, black.blue * 255 / alpha));
                icon.setPixel(x, y, icon.palette.getPixel(colour));
                icon.setAlpha(x, y, alpha);
            }
        }
        return icon;
    }

    private static ImageData paint(Display display, Consumer<Graphics> painter, int background) {
        Image image = new Image(display, SIZE, SIZE);
        GC gc = new GC(image);
        SWTGraphics graphics = new SWTGraphics(gc);
        try {
            graphics.setBackgroundColor(display.getSystemColor(background));
            graphics.fillRectangle(0, 0, SIZE, SIZE);
            graphics.setAntialias(SWT.ON);
            painter.accept(graphics);
            graphics.dispose();
            return image.getImageData();
        } finally {
            gc.dispose();
            image.dispose();
        }
    }
}
