package org.orrery.app.tests;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

import org.eclipse.draw2d.FigureCanvas;
import org.eclipse.gef.editparts.ZoomManager;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;
import org.orrery.app.SystemFiles;
import org.orrery.editor.OrreryEditor;

/**
 * Benchmark program (not part of the default test run; its name does not end in Test): opens the Solar sample (the
 * baseline), the generated 1,000-operator system and the 10,000-operator one (its pipelines collapsed) in the real
 * workbench and measures, for each, the time to the first complete paint, a full auto-layout, a zoom change, and the
 * time per frame while scrolling across the diagram. Layout and painting are forced to happen at once (Draw2D's update
 * manager, then SWT's paint events), so each figure is time the UI thread was busy. Run with
 * {@code ./orrery bench-editor}; results go to stdout and to target/editor-benchmark.txt.
 */
class EditorScaleBenchmark {

    private record Figures(String system, double firstPaintMs, double layoutMs, double zoomMs, double frameMeanMs,
            double frameP95Ms, int frames) {
    }

    @Test
    void measure() throws IOException {
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        page.closeAllEditors(false);
        // one warm-up pass so that class loading and JIT are not charged to the first system measured
        measure(page, "solar.orrery");
        List<Figures> results = new ArrayList<>();
        for (int round = 0; round < 2; round++) {
            results.add(measure(page, "solar.orrery"));
            results.add(measure(page, "large-1000.orrery"));
            results.add(measure(page, "large-10000.orrery"));
        }
        StringBuilder report = new StringBuilder();
        report.append(String.format(Locale.ROOT, "machine: %d cores, %s %s, Java %s%n",
                Runtime.getRuntime().availableProcessors(), System.getProperty("os.name"),
                System.getProperty("os.arch"), System.getProperty("java.version")));
        report.append(String.format(Locale.ROOT, "%-20s %12s %10s %9s %14s %13s %7s%n", "system", "first paint",
                "layout", "zoom", "scroll frame", "frame p95", "frames"));
        for (Figures f : results) {
            report.append(
                    String.format(Locale.ROOT, "%-20s %9.0f ms %7.0f ms %6.0f ms %11.1f ms %10.1f ms %7d%n", f.system(),
                            f.firstPaintMs(), f.layoutMs(), f.zoomMs(), f.frameMeanMs(), f.frameP95Ms(), f.frames()));
        }
        Figures small = results.get(results.size() - 3);
        Figures large = results.get(results.size() - 2);
        Figures huge = results.get(results.size() - 1);
        report.append(String.format(Locale.ROOT,
                "ratio large/solar (last round): first paint x%.1f, layout x%.1f, zoom x%.1f,"
                        + " scroll frame x%.1f%n",
                large.firstPaintMs() / small.firstPaintMs(), large.layoutMs() / small.layoutMs(),
                large.zoomMs() / small.zoomMs(), large.frameMeanMs() / small.frameMeanMs()));
        report.append(String.format(Locale.ROOT,
                "ratio 10,000/1,000 operators, collapsed (last round): first paint x%.1f (%.0f ms; goal under 3 s),"
                        + " layout x%.1f, zoom x%.1f, scroll frame x%.1f%n",
                huge.firstPaintMs() / large.firstPaintMs(), huge.firstPaintMs(), huge.layoutMs() / large.layoutMs(),
                huge.zoomMs() / large.zoomMs(), huge.frameMeanMs() / large.frameMeanMs()));
        System.out.print(report);
        Files.writeString(Path.of("target/editor-benchmark.txt"), report.toString());
        page.closeAllEditors(false);
    }

    private Figures measure(IWorkbenchPage page, String sample) throws IOException {
        Path copy = Files.createTempFile("bench-", "-" + sample);
        Files.copy(Ui.sample(sample), copy, StandardCopyOption.REPLACE_EXISTING);
        try {
            Display display = Display.getCurrent();
            long start = System.nanoTime();
            OrreryEditor editor = assertInstanceOf(OrreryEditor.class, SystemFiles.open(page, copy));
            FigureCanvas canvas = (FigureCanvas) editor.viewer().getControl();
            paintNow(canvas);
            double firstPaint = millis(start);
            Ui.settle(300);

            start = System.nanoTime();
            editor.autoLayout();
            paintNow(canvas);
            double layout = millis(start);
            assertTrue(editor.isDirty(), "the layout changed the system");
            Ui.settle(300);

            ZoomManager zoom = (ZoomManager) editor.getAdapter(ZoomManager.class);
            start = System.nanoTime();
            zoom.setZoom(0.5);
            paintNow(canvas);
            double zoomed = millis(start);
            zoom.setZoom(1.0);
            paintNow(canvas);

            // scroll diagonally across the whole diagram in 40-pixel steps, one synchronous repaint per step
            List<Double> frames = new ArrayList<>();
            Rectangle view = canvas.getClientArea();
            int width = Math.max(0, canvas.getContents().getBounds().width - view.width);
            int height = Math.max(0, canvas.getContents().getBounds().height - view.height);
            int steps = Math.max(60, Math.max(width, height) / 40);
            for (int i = 0; i <= Math.min(steps, 400); i++) {
                long frame = System.nanoTime();
                canvas.scrollTo(width * i / steps, height * i / steps);
                paintNow(canvas);
                frames.add(millis(frame));
                display.readAndDispatch();
            }
            Collections.sort(frames);
            double mean = frames.stream().mapToDouble(Double::doubleValue).average().orElse(0);
            double p95 = frames.get((int) Math.floor(frames.size() * 0.95) - 1);
            page.closeEditor(editor, false);
            Ui.settle(200);
            return new Figures(sample, firstPaint, layout, zoomed, mean, p95, frames.size());
        } finally {
            Files.deleteIfExists(copy);
        }
    }

    /** Draw2D's pending layout and repaint (normally run later from the event loop), then SWT's own paint events. */
    private static void paintNow(FigureCanvas canvas) {
        canvas.getLightweightSystem().getUpdateManager().performUpdate();
        canvas.update();
    }

    private static double millis(long start) {
        return (System.nanoTime() - start) / 1e6;
    }
}
