package org.orrery.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.draw2d.IFigure;
import org.eclipse.gef.LayerConstants;
import org.eclipse.gef.editparts.LayerManager;
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
import org.orrery.editor.figures.ConnectionBundles;
import org.orrery.editor.figures.ConnectionFigure;
import org.orrery.editor.figures.ContainerFigure;
import org.orrery.editor.figures.DomainFigure;
import org.orrery.editor.figures.LabelledConnectionLayer;
import org.orrery.editor.figures.OperatorFigure;
import org.orrery.model.Composite;

/**
 * No figure cuts its text at any zoom, measured as Draw2D draws it there: the 1,000-operator sample (one collapsed
 * composite per Planet) as it opens and at the zooms a person reads it at, one of its composites expanded, the Solar
 * sample at the zoom of the Getting Started picture, and the other samples at 81 % and 100 %. Opened whole, the large
 * sample's connections between domains are one line per pair of domains.
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

    private static LabelledConnectionLayer connectionLayer(OrreryEditor editor) {
        LayerManager layers = (LayerManager) editor.viewer().getEditPartRegistry().get(LayerManager.ID);
        return (LabelledConnectionLayer) layers.getLayer(LayerConstants.CONNECTION_LAYER);
    }

    /**
     * Zoomed out to show it whole, the connections between two hosts (or two domains of one host) are one line per
     * pair, each carrying every such connection once; a connection inside a domain is drawn as it is.
     */
    private static void assertBundledBetweenDomains(OrreryEditor editor) {
        LabelledConnectionLayer layer = connectionLayer(editor);
        List<ConnectionBundles.Bundle> bundles = layer.bundles();
        assertFalse(bundles.isEmpty(), "zoomed out, connections between domains are bundled");
        Set<Set<ContainerFigure>> pairs = new HashSet<>();
        Set<ConnectionFigure> carried = new HashSet<>();
        for (ConnectionBundles.Bundle bundle : bundles) {
            assertTrue(pairs.add(Set.of(bundle.one(), bundle.other())), "one line per pair, whichever way");
            for (ConnectionFigure connection : bundle.connections()) {
                assertTrue(carried.add(connection), "each connection in one bundle");
                DomainFigure source = domainOf(connection.getSourceAnchor().getOwner());
                DomainFigure target = domainOf(connection.getTargetAnchor().getOwner());
                assertEquals(Set.of(bundle.one(), bundle.other()), Set.copyOf(ConnectionBundles.ends(source, target)),
                        "between its hosts, or its domains");
            }
            assertTrue(bundle.text().startsWith(bundle.connections().size() + ""), bundle.text());
        }
        long between = editor.getSystem()
                .getConnections()
                .stream()
                .filter(c -> c.getSource().getPlacement() != c.getTarget().getPlacement())
                .count();
        assertEquals(between, carried.size(), "every connection between two domains is in a bundle");
        assertTrue(bundles.size() * 2 < between, bundles.size() + " lines for " + between + " connections");
    }

    private static DomainFigure domainOf(IFigure figure) {
        IFigure current = figure;
        while (!(current instanceof DomainFigure)) {
            current = current.getParent();
        }
        return (DomainFigure) current;
    }

    @Test
    void theLargeSampleOpensAsCollapsedCompositesAndNoTextIsCutAtAnyZoom() throws Exception {
        OrreryEditor large = open("large-1000.orrery");
        ZoomManager zoom = (ZoomManager) large.getAdapter(ZoomManager.class);
        Ui.waitUntil("the large system zoomed to show it whole", 10_000, () -> zoom.getZoom() < 1.0);
        assertEquals(39, DiagramReading.figures(large.viewer(), CompositeFigure.class).size(), "a pipeline a Planet");
        assertEquals(0, DiagramReading.figures(large.viewer(), OperatorFigure.class).size(), "all of them collapsed");
        assertBundledBetweenDomains(large);
        int read = readAt(large, List.of(zoom.getZoom(), 0.6, 0.75, 0.81, 1.0));
        assertTrue(read > 39 * 3, "the headers, bundles and ports were read: " + read);
        assertEquals(List.of(), connectionLayer(large).bundles(), "at 100 % every connection is drawn as it is");

        Composite pipeline = large.getSystem().getComposites().get(0);
        large.viewer().getEditDomain().getCommandStack().execute(SetFeatureCommand.collapse(pipeline, false));
        Ui.waitUntil("the pipeline's operators drawn", 10_000,
                () -> DiagramReading.figures(large.viewer(), OperatorFigure.class).size() == pipeline.getOperators()
                        .size());
        readAt(large, List.of(0.6, 0.81, 1.0, 1.5));

        readAt(open("solar.orrery"), List.of(0.65, 0.81, 1.0));
    }

    @Test
    void noOtherSampleCutsTextAtTheZoomsItIsReadAt() throws Exception {
        for (String sample : List.of("rooms.orrery", "wan.orrery", "faults.orrery", "capacity.orrery",
                "slow-consumers.orrery", "three-host-lab.orrery", "two-host-count.orrery", "solar-replay.orrery")) {
            OrreryEditor editor = open(sample);
            assertTrue(readAt(editor, List.of(0.81, 1.0)) > 0, sample);
            page.closeEditor(editor, false);
        }
    }
}
