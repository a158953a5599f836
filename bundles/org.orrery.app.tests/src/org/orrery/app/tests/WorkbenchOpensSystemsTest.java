package org.orrery.app.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.runtime.Platform;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.RangeModel;
import org.eclipse.draw2d.Viewport;
import org.eclipse.gef.EditPart;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.gef.GraphicalViewer;
import org.eclipse.gef.editparts.ZoomManager;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.views.properties.PropertySheet;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.app.OrreryApplication;
import org.orrery.app.OrreryPerspective;
import org.orrery.app.RecentFiles;
import org.orrery.app.SystemFiles;
import org.orrery.editor.OrreryEditor;
import org.orrery.editor.problems.ProblemsView;
import org.orrery.model.Bundle;
import org.orrery.model.Connection;
import org.orrery.model.Domain;
import org.orrery.model.Host;
import org.orrery.model.Operator;
import org.orrery.model.OrrerySystem;

/**
 * The real Orrery application opens systems: wholly in view (zoomed out when they do not fit at 100 %, at the zoom the
 * user last chose for the file once there is one), the diagram has an edit part for every element, the Problems view
 * lists what is wrong, a posted double-click on a problem selects its element, and unreadable files open as an error
 * page without being touched.
 */
class WorkbenchOpensSystemsTest {

    /** The workbench's page, with no editor open when each test begins (JUnit makes an instance a test). */
    private final IWorkbenchPage page = Ui.emptyPage();

    @AfterEach
    void closeEditors() {
        page.closeAllEditors(false);
    }

    @Test
    void workbenchStartsInTheOrreryPerspective() {
        assertEquals(OrreryPerspective.ID, page.getPerspective().getId());
        assertNotNull(page.findView(ProblemsView.ID), "the Problems view is part of the perspective");
    }

    @Test
    void theCommandLineOpensFilesButNotTheValuesOfOptions() {
        assertEquals(List.of(Path.of("a.orrery").toAbsolutePath()),
                OrreryApplication.filesToOpen(new String[]{"-testProperties", "surefire.properties", "-timeout",
                        "900000", "-clean", "a.orrery", "-application", "x.y"}));
        // this workbench was started by the test harness with options of its own and no file to open
        assertEquals(List.of(), OrreryApplication.filesToOpen(Platform.getApplicationArgs()),
                String.join(" ", Platform.getApplicationArgs()));
    }

    @Test
    void solarSampleShowsEveryElement() {
        OrreryEditor editor = open(Ui.sample("solar.orrery"));
        GraphicalViewer viewer = editor.viewer();
        Map<Class<?>, Integer> counts = countPartsByModelType(viewer);
        assertEquals(1, counts.getOrDefault(Host.class, 0), counts::toString);
        assertEquals(3, counts.getOrDefault(Domain.class, 0), counts::toString);
        assertEquals(5, counts.getOrDefault(Bundle.class, 0), counts::toString);
        assertEquals(9, counts.getOrDefault(Operator.class, 0), counts::toString);
        assertEquals(8, counts.getOrDefault(Connection.class, 0), counts::toString);

        OrrerySystem system = editor.getSystem();
        for (Operator operator : system.getOperators()) {
            EditPart part = (EditPart) viewer.getEditPartRegistry().get(operator);
            assertSame(operator.getPlacement(), part.getParent().getModel(),
                    operator.getName() + " is drawn inside its domain");
            IFigure figure = ((GraphicalEditPart) part).getFigure();
            assertTrue(figure.isShowing() && figure.getBounds().width > 50,
                    operator.getName() + " has a visible figure");
        }
        Domain planet1 = system.getHosts().get(0).getDomains().get(1);
        List<?> children = ((EditPart) viewer.getEditPartRegistry().get(planet1)).getChildren();
        assertEquals(List.of(1L, 2L),
                children.stream()
                        .map(c -> ((EditPart) c).getModel())
                        .filter(Bundle.class::isInstance)
                        .map(b -> ((Bundle) b).getBundleId())
                        .toList(),
                "bundles sorted by ID");

        ProblemsView problems = showProblems();
        assertEquals(List.of(), problems.rows());
        assertEquals(0, problems.getViewer().getTable().getItemCount());
    }

    /**
     * Every shipped system (the samples and the experiments' models; the 1,000-operator one has its own test) opens
     * with each operator wholly inside the area its domain gives operators: none cut off under the bundle list or by
     * the domain's edge, as the WAN sample's telemetry and monitor once were.
     */
    @Test
    void everyShippedSystemShowsEachOperatorWhollyInsideItsDomain() throws IOException {
        Path models = Ui.sample("solar.orrery").getParent();
        List<Path> files = new ArrayList<>();
        for (Path dir : List.of(models, models.resolveSibling("experiments/models"))) {
            try (var listed = Files.list(dir)) {
                listed.filter(f -> f.toString().endsWith(".orrery"))
                        .filter(f -> !f.getFileName().toString().startsWith("large-"))
                        .sorted()
                        .forEach(files::add);
            }
        }
        assertTrue(files.size() > 15, files::toString);
        List<String> cut = new ArrayList<>();
        for (Path file : files) {
            OrreryEditor editor = open(file);
            GraphicalViewer viewer = editor.viewer();
            for (Operator operator : editor.getSystem().getOperators()) {
                GraphicalEditPart part = (GraphicalEditPart) viewer.getEditPartRegistry().get(operator);
                IFigure domain = ((GraphicalEditPart) part.getParent()).getFigure();
                org.eclipse.draw2d.geometry.Rectangle figure = part.getFigure().getBounds().getCopy();
                part.getFigure().translateToAbsolute(figure);
                // what is drawn of it: its bounds within the client area of each figure up to its domain's
                org.eclipse.draw2d.geometry.Rectangle shown = figure.getCopy();
                for (IFigure parent = part.getFigure().getParent(); parent != null; parent = parent.getParent()) {
                    org.eclipse.draw2d.geometry.Rectangle area = parent.getClientArea().getCopy();
                    parent.translateToAbsolute(area);
                    shown.intersect(area);
                    if (parent == domain) {
                        break;
                    }
                }
                if (!shown.equals(figure)) {
                    cut.add(file.getFileName() + ": " + operator.getName() + " at " + figure + " shows " + shown);
                }
            }
            // and the boxes grown to hold them cover no neighbour
            List<List<?>> siblings = new ArrayList<>();
            siblings.add(editor.getSystem().getHosts());
            editor.getSystem().getHosts().forEach(host -> siblings.add(host.getDomains()));
            for (List<?> boxes : siblings) {
                for (int i = 0; i < boxes.size(); i++) {
                    for (int j = i + 1; j < boxes.size(); j++) {
                        IFigure one = ((GraphicalEditPart) viewer.getEditPartRegistry().get(boxes.get(i))).getFigure();
                        IFigure other = ((GraphicalEditPart) viewer.getEditPartRegistry().get(boxes.get(j)))
                                .getFigure();
                        if (one.getBounds().intersects(other.getBounds())) {
                            cut.add(file.getFileName() + ": " + one.getBounds() + " covers " + other.getBounds());
                        }
                    }
                }
            }
            page.closeAllEditors(false);
        }
        assertEquals(List.of(), cut);
    }

    @Test
    void openedSystemsAreOfferedUnderOpenRecentNewestFirst() {
        Path solar = Ui.sample("solar.orrery");
        Path lab = Ui.sample("three-host-lab.orrery");
        open(solar);
        open(lab);
        List<Path> recent = RecentFiles.instance().list();
        assertEquals(List.of(lab, solar), recent.subList(0, 2));

    }

    @Test
    void aSystemOpensWhollyInViewNeverAbove100PercentAndReopensAtTheZoomTheUserChose(@TempDir Path temp)
            throws IOException {
        Path large = temp.resolve("large-1000.orrery");
        Files.copy(Ui.sample("large-1000.orrery"), large);
        Path small = temp.resolve("two-host-count.orrery");
        Files.copy(Ui.sample("two-host-count.orrery"), small);

        OrreryEditor smallEditor = open(small);
        ZoomManager smallZoom = (ZoomManager) smallEditor.getAdapter(ZoomManager.class);
        Ui.waitUntil("the small system wholly in view", 10_000, () -> wholly(smallZoom));
        assertEquals(1.0, smallZoom.getZoom(), "a system that fits at 100 % is not blown up");

        OrreryEditor largeEditor = open(large);
        ZoomManager zoom = (ZoomManager) largeEditor.getAdapter(ZoomManager.class);
        Ui.waitUntil("the 1,000-operator system zoomed out until it is wholly in view", 10_000,
                () -> zoom.getZoom() < 1.0 && wholly(zoom));
        assertEquals(0.0, largeEditor.rememberedZoom(), "opening is not the user's choice");

        // the user zooms in with Ctrl and the mouse wheel: that zoom is the file's from now on
        double fitted = zoom.getZoom();
        Rectangle area = largeEditor.viewer().getControl().getBounds();
        Ui.ctrlWheelUp(largeEditor.viewer().getControl(), new Point(area.width / 2, area.height / 2));
        Ui.waitUntil("zoomed in by the wheel", 5_000, () -> zoom.getZoom() > fitted);
        double chosen = zoom.getZoom();
        assertEquals(chosen, largeEditor.rememberedZoom());
        page.closeEditor(largeEditor, false);
        Ui.settle(200);

        ZoomManager reopened = (ZoomManager) open(large).getAdapter(ZoomManager.class);
        Ui.waitUntil("the file reopened at the zoom the user chose", 10_000, () -> reopened.getZoom() == chosen);
    }

    /** Whether the diagram needs no scrolling: each scroll range's visible extent covers all of it. */
    private static boolean wholly(ZoomManager zoom) {
        Viewport viewport = zoom.getViewport();
        RangeModel horizontal = viewport.getHorizontalRangeModel();
        RangeModel vertical = viewport.getVerticalRangeModel();
        return horizontal.getExtent() >= horizontal.getMaximum() - horizontal.getMinimum()
                && vertical.getExtent() >= vertical.getMaximum() - vertical.getMinimum() && zoom.getZoom() <= 1.0;
    }

    @Test
    void clickingAnOperatorSelectsItAndThePropertiesViewShowsIt() throws Exception {
        OrreryEditor editor = open(Ui.sample("solar.orrery"));
        GraphicalViewer viewer = editor.viewer();
        Operator threshold = editor.getSystem()
                .getOperators()
                .stream()
                .filter(o -> o.getName().equals("thresholdA"))
                .findFirst()
                .orElseThrow();
        page.activate(editor);
        Ui.settle(200);
        org.eclipse.draw2d.geometry.Rectangle bounds = DiagramReading.onCanvas(viewer, threshold);
        Ui.click(viewer.getControl(), new Point(bounds.x + bounds.width / 2, bounds.y + bounds.height / 2));

        Ui.waitUntil("the click selects thresholdA", 5_000, () -> {
            IStructuredSelection selection = (IStructuredSelection) viewer.getSelection();
            return selection.size() == 1 && ((EditPart) selection.getFirstElement()).getModel() == threshold;
        });

        PropertySheet sheet = (PropertySheet) page.showView(IPageLayout.ID_PROP_SHEET);
        page.activate(editor);
        Ui.waitUntil("the Properties view shows thresholdA", 5_000, () -> {
            List<String> rows = new ArrayList<>();
            collectRows(((Tree) sheet.getCurrentPage().getControl()).getItems(), rows);
            return rows.contains("name=thresholdA") && rows.contains("type=org.orrery.sample.filter")
                    && rows.contains("predicate=celsius > 25.0") && rows.contains("placement=planet1");
        });
    }

    private static void collectRows(TreeItem[] items, List<String> rows) {
        for (TreeItem item : items) {
            item.setExpanded(true);
            rows.add(item.getText(0) + "=" + item.getText(1));
            collectRows(item.getItems(), rows);
        }
    }

    @Test
    void brokenSampleListsItsProblemsAndADoubleClickSelectsTheElement() {
        OrreryEditor editor = open(Ui.sample("solar-broken.orrery"));
        ProblemsView problems = showProblems();
        Table table = problems.getViewer().getTable();
        Ui.waitUntil("problems listed", 10_000, () -> table.getItemCount() >= 7);

        int row = -1;
        for (int i = 0; i < table.getItemCount(); i++) {
            TableItem item = table.getItem(i);
            if (item.getText(1).equals("operator 'display'") && item.getText(2).equals("operator-placement")) {
                row = i;
            }
        }
        assertTrue(row >= 0, "the Problems view names the unplaced operator 'display'");
        assertTrue(table.getItem(row).getText(0).contains("is not placed on a domain"), table.getItem(row).getText(0));

        table.showItem(table.getItem(row));
        Ui.settle(200);
        Rectangle cell = table.getItem(row).getBounds(0);
        Ui.doubleClick(table, new Point(cell.x + 20, cell.y + cell.height / 2));

        GraphicalViewer viewer = editor.viewer();
        Operator display = editor.getSystem()
                .getOperators()
                .stream()
                .filter(o -> o.getName().equals("display"))
                .findFirst()
                .orElseThrow();
        Ui.waitUntil("the double-click selects operator 'display' in the diagram", 10_000, () -> {
            IStructuredSelection selection = (IStructuredSelection) viewer.getSelection();
            return selection.size() == 1 && ((EditPart) selection.getFirstElement()).getModel() == display;
        });
        assertSame(editor, page.getActivePart(), "the editor is activated");
    }

    @Test
    void unreadableFileOpensAsAnErrorPageAndIsNotTouched(@TempDir Path temp) throws IOException {
        String whole = Files.readString(Ui.sample("solar.orrery"));
        Path truncated = temp.resolve("truncated.orrery");
        Files.writeString(truncated, whole.substring(0, whole.length() / 3));
        byte[] before = Files.readAllBytes(truncated);

        OrreryEditor editor = open(truncated);
        assertNull(editor.getSystem());
        assertNotNull(editor.getLoadProblem());
        assertTrue(editor.getLoadProblem().line() > 1);
        String shown = textOfErrorPage(editor);
        assertTrue(shown.contains("Line " + editor.getLoadProblem().line() + ": "), shown);
        assertTrue(shown.contains("not changed"), shown);

        ProblemsView problems = showProblems();
        assertEquals(1, problems.rows().size());
        assertEquals("unreadable", problems.rows().get(0).rule());

        page.closeEditor(editor, false);
        assertArrayEquals(before, Files.readAllBytes(truncated));
    }

    @Test
    void aRunDescriptionOpensInTheRunEditorWithItsResults() {
        Path results = Ui.sample("solar.orrery").getParent().resolveSibling("experiments/results/jbi-routing.xml");
        IEditorPart part = SystemFiles.open(page, results);
        assertNotNull(part, "the run description opened");
        assertEquals("org.orrery.monitor.runEditor", part.getSite().getId(),
                "in the run editor, not the system editor");
        Ui.settle(300);
        List<Table> tables = new ArrayList<>();
        collectTables(page.getWorkbenchWindow().getShell(), tables);
        assertTrue(tables.stream().anyMatch(table -> table.getItemCount() == 28),
                "the 28 combinations' results (24 with attributes, 4 in XML) are listed: "
                        + tables.stream().map(Table::getItemCount).toList());
        page.closeEditor(part, false);
    }

    private static void collectTables(Control control, List<Table> tables) {
        if (control instanceof Table table && table.isVisible()) {
            tables.add(table);
        }
        if (control instanceof Composite composite) {
            for (Control child : composite.getChildren()) {
                collectTables(child, tables);
            }
        }
    }

    private OrreryEditor open(Path file) {
        IEditorPart part = SystemFiles.open(page, file);
        OrreryEditor editor = assertInstanceOf(OrreryEditor.class, part);
        Ui.settle(300);
        return editor;
    }

    private ProblemsView showProblems() {
        try {
            IEditorPart editor = page.getActiveEditor();
            ProblemsView view = (ProblemsView) page.showView(ProblemsView.ID);
            if (editor != null) {
                page.activate(editor);
            }
            Ui.settle(200);
            return view;
        } catch (PartInitException e) {
            throw new AssertionError(e);
        }
    }

    private static Map<Class<?>, Integer> countPartsByModelType(GraphicalViewer viewer) {
        Map<Class<?>, Integer> counts = new HashMap<>();
        for (Object model : viewer.getEditPartRegistry().keySet()) {
            for (Class<?> type : List.of(Host.class, Domain.class, Bundle.class, Operator.class, Connection.class)) {
                if (type.isInstance(model)) {
                    counts.merge(type, 1, Integer::sum);
                }
            }
        }
        return counts;
    }

    private static String textOfErrorPage(OrreryEditor editor) {
        Control control = editor.getSite().getShell();
        StringBuilder text = new StringBuilder();
        collectErrorText(control, text);
        return text.toString();
    }

    private static void collectErrorText(Control control, StringBuilder text) {
        if (control instanceof Text field && Boolean.TRUE.equals(field.getData("org.orrery.editor.loadError"))) {
            text.append(field.getText());
        }
        if (control instanceof Composite composite) {
            for (Control child : composite.getChildren()) {
                collectErrorText(child, text);
            }
        }
    }
}
