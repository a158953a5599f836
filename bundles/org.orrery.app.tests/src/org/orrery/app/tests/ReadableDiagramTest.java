package org.orrery.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.gef.GraphicalViewer;
import org.eclipse.gef.editparts.ZoomManager;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.views.contentoutline.ContentOutline;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.app.SystemFiles;
import org.orrery.editor.OrreryEditor;
import org.orrery.editor.figures.ConnectionFigure;
import org.orrery.editor.figures.DomainFigure;
import org.orrery.lab.LabSession;
import org.orrery.model.Connection;
import org.orrery.model.Domain;

/**
 * The 1,000-operator sample with 200 streaming connections, in the real workbench, read as a person would: at 100 % and
 * at 75 % no connection label covers an operator, a header or another label and no operator's text is cut off; zoomed
 * out below 60 % the domains show their totals instead; the pointer over a domain (real input) highlights its
 * connections alone; the outline's thumbnail shows the traffic in colour. The statuses are synthetic
 * ({@link SyntheticStatus}: the sample needs 40 agent processes) and take the path a Star's stream takes; the Solar
 * sample is read the same way live on a real lab by {@link LiveMonitoringTest}.
 */
class ReadableDiagramTest {

    private static final int STREAMING = 200;

    /** The workbench's page, with no editor open when each test begins (JUnit makes an instance a test). */
    private final IWorkbenchPage page = Ui.emptyPage();

    @AfterEach
    void closeEditors() {
        LabSession.get().unfollow();
        page.closeAllEditors(false);
    }

    @Test
    void twoHundredStreamingConnectionsAreReadableAtEveryZoom(@TempDir Path temp) throws Exception {
        Path file = temp.resolve("large-1000.orrery");
        Files.copy(Ui.sample("large-1000.orrery"), file);
        OrreryEditor editor = assertInstanceOf(OrreryEditor.class, SystemFiles.open(page, file));
        page.activate(editor);
        GraphicalViewer viewer = editor.viewer();
        ZoomManager zoom = (ZoomManager) editor.getAdapter(ZoomManager.class);
        List<Connection> streaming = editor.getSystem().getConnections().subList(0, STREAMING);
        Ui.settle(500);
        int before = warmPixels(showOutlineThumbnail());

        int[] tick = {0};
        Runnable feed = () -> LabSession.get().offer(SyntheticStatus.of(editor.getSystem(), streaming, ++tick[0]));
        zoom.setZoom(1.0);
        feed.run();
        Ui.waitUntil("every streaming connection live", 10_000,
                () -> streaming.stream().allMatch(c -> ((ConnectionFigure) figureOf(viewer, c)).getLiveText() != null));
        Ui.settle(300);
        int atFullSize = DiagramReading.assertReadable(viewer);
        assertTrue(atFullSize >= STREAMING / 2, "most live connections keep a label at 100 %: " + atFullSize);

        // new figures every tick: placed anew each time, still clear of everything
        feed.run();
        Ui.settle(300);
        DiagramReading.assertReadable(viewer);

        zoom.setZoom(0.75);
        feed.run();
        Ui.settle(300);
        int atThreeQuarters = DiagramReading.assertReadable(viewer);
        assertTrue(atThreeQuarters > 0, "labels are still shown at 75 %");

        zoom.setZoom(0.4);
        Ui.settle(300);
        assertEquals(0, DiagramReading.shownLabels(viewer).size(),
                "no connection text at 40 %: colour and thickness only");
        Domain busy = streaming.get(0).getSource().getPlacement();
        DomainFigure busyFigure = (DomainFigure) figureOf(viewer, busy);
        assertTrue(busyFigure.getTotals().matches("\\d+ operators?, \\d+ running \u00b7 [0-9.,]+k? ev/s handled.*"),
                busyFigure.getTotals());
        Ui.saveScreenshot("large-1000-live");

        // the pointer over the busy domain's header highlights its connections and no others
        zoom.setZoom(1.0);
        viewer.reveal((GraphicalEditPart) viewer.getEditPartRegistry().get(busy));
        Ui.settle(300);
        Control canvas = viewer.getControl();
        Rectangle header = DiagramReading.onCanvas(busyFigure.getHeader())
                .getIntersection(new Rectangle(0, 0, canvas.getSize().x, canvas.getSize().y));
        assertTrue(!header.isEmpty(), "the busy domain's header is in view");
        Ui.hover(canvas, new Point(header.x + header.width / 2, header.y + header.height / 2));
        Ui.waitUntil("the busy domain's connections highlighted", 5_000, () -> highlightedMatch(viewer, editor, busy));
        long highlighted = DiagramReading.figures(viewer, ConnectionFigure.class)
                .stream()
                .filter(ConnectionFigure::isHighlighted)
                .count();
        assertTrue(highlighted > 0, "the domain has connections to highlight");
        Ui.hover(canvas, new Point(canvas.getSize().x - 5, canvas.getSize().y - 5));
        Ui.waitUntil("nothing highlighted once the pointer leaves", 5_000,
                () -> DiagramReading.figures(viewer, ConnectionFigure.class)
                        .stream()
                        .noneMatch(ConnectionFigure::isHighlighted));

        // the outline's thumbnail: the streaming connections in their traffic colour (amber around 1,000 events/s)
        Ui.settle(500);
        int after = warmPixels(showOutlineThumbnail());
        assertTrue(after > before + 300,
                "the thumbnail shows the traffic: " + before + " amber pixels before, " + after + " live");
    }

    private static IFigure figureOf(GraphicalViewer viewer, Object model) {
        return ((GraphicalEditPart) viewer.getEditPartRegistry().get(model)).getFigure();
    }

    /** Whether exactly the connections with an end in {@code domain} are highlighted. */
    private static boolean highlightedMatch(GraphicalViewer viewer, OrreryEditor editor, Domain domain) {
        for (Connection connection : editor.getSystem().getConnections()) {
            boolean touches = connection.getSource().getPlacement() == domain
                    || connection.getTarget().getPlacement() == domain;
            if (((ConnectionFigure) figureOf(viewer, connection)).isHighlighted() != touches) {
                return false;
            }
        }
        return true;
    }

    /** The Outline view's thumbnail canvas (under the tree), the view shown. */
    private Control showOutlineThumbnail() throws Exception {
        ContentOutline outline = (ContentOutline) page.showView(IPageLayout.ID_OUTLINE);
        Ui.settle(500);
        SashForm sash = (SashForm) outline.getCurrentPage().getControl();
        return sash.getChildren()[1];
    }

    /** How many pixels of {@code control} are amber, the colour of about 1,000 events a second. */
    private static int warmPixels(Control control) {
        Ui.settle(300);
        org.eclipse.swt.graphics.Rectangle area = control.getBounds();
        Image image = new Image(control.getDisplay(), area.width, area.height);
        GC gc = new GC(control);
        try {
            gc.copyArea(image, 0, 0);
            ImageData data = image.getImageData();
            int warm = 0;
            for (int y = 0; y < data.height; y++) {
                for (int x = 0; x < data.width; x++) {
                    RGB rgb = data.palette.getRGB(data.getPixel(x, y));
                    if (rgb.red >= 200 && rgb.green >= 120 && rgb.green <= 190 && rgb.blue <= 80) {
                        warm++;
                    }
                }
            }
            return warm;
        } finally {
            gc.dispose();
            image.dispose();
        }
    }
}
