package org.orrery.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.gef.GraphicalViewer;
import org.eclipse.gef.commands.CompoundCommand;
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
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.views.contentoutline.ContentOutline;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.app.SystemFiles;
import org.orrery.control.api.LiveStatus;
import org.orrery.control.api.OperatorState;
import org.orrery.editor.OrreryEditor;
import org.orrery.editor.commands.SetFeatureCommand;
import org.orrery.editor.figures.CompositeFigure;
import org.orrery.editor.figures.ConnectionFigure;
import org.orrery.editor.figures.DomainFigure;
import org.orrery.editor.figures.Palette;
import org.orrery.lab.LabRuntime;
import org.orrery.lab.LabSession;
import org.orrery.model.Composite;
import org.orrery.model.Connection;
import org.orrery.model.Domain;

/**
 * The 1,000-operator sample, its pipelines expanded, deployed by the Deploy button (real input) to the real embedded
 * lab, each host's Planets in one shared domain host, and read live in the real workbench as a person would: at 100 %
 * and at 75 % no connection label covers an operator, a header or another label and no operator's text is cut off;
 * zoomed out below 60 % the domains show their totals instead; the pointer over a domain (real input) highlights its
 * connections alone; the outline's thumbnail shows the traffic in colour. The lab is stopped at the end.
 */
class ReadableDiagramTest {

    private static final int STREAMING = 200;

    /** The workbench's page, with no editor open when each test begins (JUnit makes an instance a test). */
    private final IWorkbenchPage page = Ui.emptyPage();

    /** How long the deployment of 40 domains and 1,000 operators may take to be running, on a loaded machine. */
    private static final long RUNNING_TIMEOUT_MS = 300_000;

    @BeforeEach
    void fromNoLab() throws Exception {
        Ui.noLab();
    }

    @AfterEach
    void closeEditorsAndStopTheLab() throws Exception {
        page.closeAllEditors(false);
        LabSession.get().stopLab(LabRuntime.configured());
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
        // every pipeline expanded (one command), so that the connections inside them are drawn too
        CompoundCommand expand = new CompoundCommand("Expand all");
        editor.getSystem().getComposites().forEach(c -> expand.add(SetFeatureCommand.collapse(c, false)));
        viewer.getEditDomain().getCommandStack().execute(expand);
        Ui.settle(500);
        int before = heatPixels(showOutlineThumbnail());
        page.activate(editor);
        Ui.settle(300);

        int reports = LabSession.get().reports().size();
        Ui.clickToolItem(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), "Deploy");
        Ui.waitUntil("the deployment", RUNNING_TIMEOUT_MS, () -> LabSession.get().reports().size() > reports);
        LabSession.DeployReport report = LabSession.get().reports().get(LabSession.get().reports().size() - 1);
        assertTrue(report.ok(), report.error() + " " + report.steps());
        Ui.waitUntil("every operator running", RUNNING_TIMEOUT_MS, () -> {
            LiveStatus live = editor.shownLive();
            return live != null && live.operators().size() == 1_000
                    && live.operators().values().stream().allMatch(o -> o.state() == OperatorState.RUNNING);
        });
        LiveStatus live = editor.shownLive();
        assertEquals(39, live.domains().values().stream().filter(d -> !d.name().equals("star")).count());
        assertEquals(1,
                live.domains()
                        .values()
                        .stream()
                        .filter(d -> !d.name().equals("star"))
                        .map(d -> d.pid())
                        .distinct()
                        .count(),
                "the 39 Planets in the lab host's one shared domain host");
        Runnable feed = () -> Ui.settle(1_500); // the Star's next status, every second
        zoom.setZoom(1.0);
        feed.run();
        Ui.waitUntil("every streaming connection live", 30_000,
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

        // the busy domain's pipeline collapsed (a double-click): its line rolls up what crosses it and its worst link
        Composite pipeline = streaming.get(0).getSource().getComposite();
        Rectangle pipelineHeader = DiagramReading.onCanvas(viewer, pipeline);
        Ui.doubleClick(canvas, new Point(pipelineHeader.x + 40, pipelineHeader.y + 6));
        Ui.waitUntil("the pipeline collapsed", 5_000, pipeline::isCollapsed);
        CompositeFigure collapsed = (CompositeFigure) figureOf(viewer, pipeline);
        feed.run();
        Ui.waitUntil("the collapsed pipeline's live figures", 30_000, () -> collapsed.getDetailText()
                .matches("[0-9.,]+k? in/s \u2192 [0-9.,]+k? out/s \u00b7 worst p99 [0-9,]+ \u00b5s.*"));

        // the outline's thumbnail: the live connections in their traffic colour, once it has painted them. It paints
        // the whole diagram again, tile by tile, after every live update; on a loaded machine, with sources of the
        // 1,000 operators held back, that took longer than 30 s in two clean-clone runs, and once the status stream
        // was lost and retried meanwhile, past 120 s (the wait ends when it shows)
        Control thumbnail = showOutlineThumbnail();
        Ui.waitUntil("the thumbnail showing the traffic (" + before + " pixels of a traffic colour before)", 300_000,
                () -> heatPixels(thumbnail) > before + 300);
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

    /**
     * How many pixels of {@code control} have one of the colours traffic is drawn in ({@link Palette#heat}, from a
     * trickle to a million events a second).
     */
    private static int heatPixels(Control control) {
        List<RGB> heat = new ArrayList<>();
        for (int step = 0; step <= 120; step++) {
            heat.add(Palette.heat(Math.pow(10, step / 20.0)).getRGB());
        }
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
                    if (heat.stream()
                            .anyMatch(h -> Math.abs(h.red - rgb.red) + Math.abs(h.green - rgb.green)
                                    + Math.abs(h.blue - rgb.blue) <= 12)) {
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
