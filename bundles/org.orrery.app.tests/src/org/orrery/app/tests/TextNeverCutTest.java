package org.orrery.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.gef.editparts.ZoomManager;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.app.SystemFiles;
import org.orrery.editor.OrreryEditor;
import org.orrery.editor.commands.SetFeatureCommand;
import org.orrery.editor.figures.CompositeFigure;
import org.orrery.editor.figures.OperatorFigure;
import org.orrery.model.Composite;

/**
 * No figure cuts its text at any zoom, measured as Draw2D draws it there: the 1,000-operator sample (one collapsed
 * composite per Planet) as it opens and at the zooms a person reads it at, one of its composites expanded, and the
 * Solar sample at the zoom of the Getting Started picture.
 */
class TextNeverCutTest {

    @TempDir
    Path temp;

    private IWorkbenchPage page;

    @BeforeEach
    void emptyPage() {
        page = Ui.emptyPage();
    }

    @AfterEach
    void close() {
        page.closeAllEditors(false);
    }

    private OrreryEditor open(String sample) throws Exception {
        Path file = Files.copy(Ui.sample(sample), temp.resolve(sample));
        OrreryEditor editor = assertInstanceOf(OrreryEditor.class, SystemFiles.open(page, file));
        page.activate(editor);
        Ui.settle(500);
        return editor;
    }

    /** Reads every figure's text at each zoom; returns how many texts were read. */
    private static int readAt(OrreryEditor editor, List<Double> zooms) {
        ZoomManager zoom = (ZoomManager) editor.getAdapter(ZoomManager.class);
        int read = 0;
        for (double level : zooms) {
            zoom.setZoom(level);
            Ui.settle(300);
            read += DiagramReading.assertNothingCut(editor.viewer());
        }
        return read;
    }

    @Test
    void theLargeSampleOpensAsCollapsedCompositesAndNoTextIsCutAtAnyZoom() throws Exception {
        OrreryEditor large = open("large-1000.orrery");
        ZoomManager zoom = (ZoomManager) large.getAdapter(ZoomManager.class);
        Ui.waitUntil("the large system zoomed to show it whole", 10_000, () -> zoom.getZoom() < 1.0);
        assertEquals(39, DiagramReading.figures(large.viewer(), CompositeFigure.class).size(), "a pipeline a Planet");
        assertEquals(0, DiagramReading.figures(large.viewer(), OperatorFigure.class).size(), "all of them collapsed");
        int read = readAt(large, List.of(zoom.getZoom(), 0.6, 0.75, 0.81, 1.0));
        assertTrue(read > 39 * 3, "the headers, bundles and ports were read: " + read);

        Composite pipeline = large.getSystem().getComposites().get(0);
        large.viewer().getEditDomain().getCommandStack().execute(SetFeatureCommand.collapse(pipeline, false));
        Ui.waitUntil("the pipeline's operators drawn", 10_000,
                () -> DiagramReading.figures(large.viewer(), OperatorFigure.class).size() == pipeline.getOperators()
                        .size());
        readAt(large, List.of(0.6, 0.81, 1.0, 1.5));

        readAt(open("solar.orrery"), List.of(0.65, 0.81, 1.0));
    }
}
