package org.orrery.editor.export;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Locale;

import org.eclipse.draw2d.FreeformFigure;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.SWTGraphics;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.gef.GraphicalViewer;
import org.eclipse.gef.LayerConstants;
import org.eclipse.gef.editparts.LayerManager;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Shell;
import org.orrery.editor.figures.LabelledConnectionLayer;
import org.orrery.editor.figures.Zoom;
import org.orrery.model.io.AtomicFiles;

/** Writes the whole diagram (not just what is scrolled into view), at 100 %, as a PNG picture or an SVG drawing. */
public final class DiagramExport {

    private static final int MARGIN = 10;

    private DiagramExport() {
    }

    /** The figure holding everything that is printed: nodes and connections, without handles and feedback. */
    static IFigure printable(GraphicalViewer viewer) {
        LayerManager layers = (LayerManager) viewer.getEditPartRegistry().get(LayerManager.ID);
        return layers.getLayer(LayerConstants.PRINTABLE_LAYERS);
    }

    /**
     * Paints the printable layers as at 100 % whatever the viewer's zoom, every label placed for that, then puts the
     * labels back where the viewer's zoom has them.
     */
    private static void paintAtFullSize(GraphicalViewer viewer, IFigure printable, Graphics graphics) {
        LayerManager layers = (LayerManager) viewer.getEditPartRegistry().get(LayerManager.ID);
        IFigure connections = layers.getLayer(LayerConstants.CONNECTION_LAYER);
        Zoom.drawingAt(1, () -> {
            if (connections instanceof LabelledConnectionLayer labelled) {
                labelled.placeLabels();
            }
            printable.paint(graphics);
        });
        if (connections instanceof LabelledConnectionLayer labelled) {
            labelled.placeLabels();
        }
    }

    /** The area of the diagram that holds figures, with a small margin. */
    static Rectangle extent(IFigure printable) {
        Rectangle extent = printable instanceof FreeformFigure freeform ? freeform.getFreeformExtent().getCopy()
                : printable.getBounds().getCopy();
        return extent.expand(MARGIN, MARGIN);
    }

    public static void png(GraphicalViewer viewer, Path file) throws IOException {
        IFigure printable = printable(viewer);
        Rectangle extent = extent(printable);
        Display display = viewer.getControl().getDisplay();
        Image image = new Image(display, extent.width, extent.height);
        GC gc = new GC(image);
        SWTGraphics graphics = new SWTGraphics(gc);
        try {
            graphics.setBackgroundColor(display.getSystemColor(SWT.COLOR_WHITE));
            graphics.fillRectangle(0, 0, extent.width, extent.height);
            graphics.translate(-extent.x, -extent.y);
            paintAtFullSize(viewer, printable, graphics);
            ImageLoader loader = new ImageLoader();
            loader.data = new ImageData[]{image.getImageData()};
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            loader.save(bytes, SWT.IMAGE_PNG);
            AtomicFiles.write(file, out -> out.write(bytes.toByteArray()));
        } finally {
            graphics.dispose();
            gc.dispose();
            image.dispose();
        }
    }

    public static void svg(GraphicalViewer viewer, Path file) throws IOException {
        IFigure printable = printable(viewer);
        Rectangle extent = extent(printable);
        Display display = viewer.getControl().getDisplay();
        SvgGraphics graphics = new SvgGraphics(extent, viewer.getControl().getFont(),
                display.getSystemColor(SWT.COLOR_BLACK), display.getSystemColor(SWT.COLOR_WHITE));
        try {
            paintAtFullSize(viewer, printable, graphics);
            byte[] bytes = graphics.document(extent).getBytes(StandardCharsets.UTF_8);
            AtomicFiles.write(file, out -> out.write(bytes));
        } finally {
            graphics.dispose();
        }
    }

    /** Asks where to export the diagram of {@code systemFile} (PNG or SVG, beside the file by default), and does. */
    public static void withDialog(Shell shell, GraphicalViewer viewer, Path systemFile) {
        FileDialog dialog = new FileDialog(shell, SWT.SAVE);
        dialog.setText("Export the diagram");
        dialog.setFilterExtensions(new String[]{"*.png", "*.svg"});
        dialog.setFilterNames(new String[]{"PNG picture (*.png)", "SVG drawing (*.svg)"});
        String base = systemFile.getFileName().toString().replaceFirst("\\.orrery$", "");
        dialog.setFileName(base + ".png");
        dialog.setFilterPath(systemFile.toAbsolutePath().getParent().toString());
        dialog.setOverwrite(true);
        String chosen = dialog.open();
        if (chosen != null) {
            to(shell, viewer, Path.of(chosen));
        }
    }

    /**
     * Writes the diagram to {@code target}: SVG when the name ends in .svg, else PNG; a failure is shown in a dialog.
     */
    public static void to(Shell shell, GraphicalViewer viewer, Path target) {
        try {
            if (target.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".svg")) {
                svg(viewer, target);
            } else {
                png(viewer, target);
            }
        } catch (IOException | RuntimeException e) {
            MessageDialog.openError(shell, "Export failed", "Could not write " + target + ":\n" + e.getMessage());
        }
    }
}
