package org.orrery.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import javax.xml.parsers.DocumentBuilderFactory;

import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.gef.EditPart;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.gef.GraphicalViewer;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.app.NewSystemWizard;
import org.orrery.app.SystemFiles;
import org.orrery.editor.OrreryEditor;
import org.orrery.editor.commands.SetParameterCommand;
import org.orrery.editor.figures.ConnectionFigure;
import org.orrery.editor.figures.DomainFigure;
import org.orrery.model.Alert;
import org.orrery.model.AlertMeasure;
import org.orrery.model.Connection;
import org.orrery.model.DiagramNode;
import org.orrery.model.Domain;
import org.orrery.model.Isolation;
import org.orrery.model.LatencyProfile;
import org.orrery.model.Operator;
import org.orrery.model.OperatorKind;
import org.orrery.model.Parameter;
import org.orrery.model.edit.Named;
import org.orrery.model.io.OrreryFiles;
import org.w3c.dom.Document;

/**
 * Designing a system in the real workbench with real mouse and keyboard input: clicking and dragging from the palette,
 * the connection tool's allowed and refused connections, placing operators by dragging them between domains, undo and
 * redo, editing in the Properties view and in place, copy and paste, auto-layout, and finding it all again after
 * saving, closing and reopening.
 */
class DesignTest {

    @TempDir
    Path temp;

    private IWorkbenchPage page;
    private OrreryEditor editor;
    private Path file;

    @BeforeEach
    void open() throws IOException {
        page = Ui.emptyPage();
        file = temp.resolve("design.orrery");
        Files.copy(Ui.sample("solar.orrery"), file);
        openEditor();
    }

    private void openEditor() {
        editor = assertInstanceOf(OrreryEditor.class, SystemFiles.open(page, file));
        page.activate(editor);
        Ui.settle(500);
    }

    @AfterEach
    void close() {
        page.closeAllEditors(false);
    }

    private Control canvas() {
        return editor.viewer().getControl();
    }

    private Operator operator(String name) {
        return Named.operator(editor.getSystem(), name).orElse(null);
    }

    private Domain domain(String name) {
        return Named.domain(editor.getSystem(), name).orElseThrow();
    }

    private IFigure figureOf(Object model) {
        return ((GraphicalEditPart) editor.viewer().getEditPartRegistry().get(model)).getFigure();
    }

    /** The bounds of a model element's figure in the diagram control's coordinates. */
    private Rectangle boundsOf(Object model) {
        return DiagramReading.onCanvas(editor.viewer(), model);
    }

    private static Point centre(Rectangle bounds) {
        return new Point(bounds.x + bounds.width / 2, bounds.y + bounds.height / 2);
    }

    private Point paletteEntry(String label) {
        return Ui.paletteEntry(editor, label);
    }

    /** A point in the empty lower part of a domain's figure. */
    private Point emptySpotIn(Domain domain) {
        Rectangle bounds = boundsOf(domain);
        return new Point(bounds.x + 40, bounds.bottom() - 30);
    }

    private void select(Object model) {
        EditPart part = (EditPart) editor.viewer().getEditPartRegistry().get(model);
        editor.viewer().setSelection(new StructuredSelection(part));
        editor.viewer().reveal(part);
        Ui.settle(200);
    }

    @Test
    void anOperatorTypeDraggedFromThePaletteLandsInThePlanetItIsDroppedOn() {
        int before = editor.getSystem().getOperators().size();
        Ui.drag(editor.paletteViewer().getControl(), paletteEntry("Predicate filter"), canvas(),
                emptySpotIn(domain("planet1")));
        Ui.waitUntil("the dropped operator appears in the model", 5_000,
                () -> editor.getSystem().getOperators().size() == before + 1);
        Operator created = editor.getSystem().getOperators().get(before);
        assertEquals(OperatorKind.FILTER, created.getKind());
        assertSame(domain("planet1"), created.getPlacement());
        assertEquals(135, created.getBounds().getWidth(), "a dropped operator gets the usual size");

        // on the Star it is refused: nothing is created
        Ui.drag(editor.paletteViewer().getControl(), paletteEntry("Predicate filter"), canvas(),
                emptySpotIn(domain("star")));
        Ui.settle(500);
        assertEquals(before + 1, editor.getSystem().getOperators().size(), "operators are refused by the Star");
    }

    @Test
    void aRoutersSubscriptionIsAddedFromItsContextMenu() throws Exception {
        int before = editor.getSystem().getOperators().size();
        Ui.drag(editor.paletteViewer().getControl(), paletteEntry("Content-based router"), canvas(),
                emptySpotIn(domain("planet1")));
        Ui.waitUntil("the router in the model", 5_000, () -> editor.getSystem().getOperators().size() == before + 1);
        Operator router = editor.getSystem().getOperators().get(before);
        select(router);
        // the dialog runs its own event loop: a second hand waits for it, types into its field and presses OK (and,
        // should a step fail, closes it, so that the test fails instead of waiting inside it)
        Hand hand = Hand.start("add subscription", h -> {
            Shell dialog = h.awaitShell("Add subscription to " + router.getName(), 20_000);
            Text field = h.read(() -> Hand.find(dialog, Text.class, t -> (t.getStyle() & SWT.READ_ONLY) == 0));
            h.click(field);
            h.xdotool("type", "--delay", "20", "vip = originator == 'NSA'");
            Button ok = h.read(() -> Hand.button(dialog, IDialogConstants.OK_LABEL));
            assertTrue(h.read(ok::isEnabled), "the subscription is accepted as typed");
            h.click(ok);
        });
        Ui.contextMenu(canvas(), "s"); // Add &Subscription...
        hand.await(30_000);
        Ui.waitUntil("the subscription in the model", 10_000,
                () -> SetParameterCommand.find(router, "subscription.vip") != null);
        assertEquals("originator == 'NSA'", SetParameterCommand.find(router, "subscription.vip").getValue());
        Ui.key(canvas(), "ctrl+z");
        assertNull(SetParameterCommand.find(router, "subscription.vip"), "undone");
        Ui.key(canvas(), "ctrl+z");
    }

    @Test
    void anAlertIsAddedOnAnOperatorFromItsContextMenuAndUndone() throws Exception {
        Operator merge = operator("merge");
        select(merge);
        int before = editor.getSystem().getAlerts().size();
        Hand hand = Hand.start("add alert", h -> {
            Shell dialog = h.awaitShell("Add alert on merge", 20_000);
            Text field = h.read(() -> Hand.find(dialog, Text.class, t -> (t.getStyle() & SWT.READ_ONLY) == 0));
            Button ok = h.read(() -> Hand.button(dialog, IDialogConstants.OK_LABEL));
            h.click(field);
            h.xdotool("type", "--delay", "20", "busy: cpu-percent > 80");
            assertTrue(!h.read(ok::isEnabled), "cpu-percent is a domain's figure, not an operator's");
            h.xdotool("key", "ctrl+a", "BackSpace");
            h.xdotool("type", "--delay", "20", "busy: busy-percent > 80 for 5 s then set sensorA pacing=adaptive");
            assertTrue(h.read(ok::isEnabled), "the alert is accepted as typed");
            h.click(ok);
        });
        Ui.contextMenu(canvas(), "a", "a"); // &Alerts > &Add Alert...
        hand.await(30_000);
        Ui.waitUntil("the alert in the model", 10_000, () -> editor.getSystem().getAlerts().size() == before + 1);
        Alert added = editor.getSystem().getAlerts().get(before);
        assertEquals(List.of("busy", "merge", AlertMeasure.BUSY_PERCENT, 80.0, 5, "set sensorA pacing=adaptive"),
                List.of(added.getName(), added.getSubject(), added.getMeasure(), added.getLimit(),
                        added.getForSeconds(), added.getAction()));
        assertTrue(editor.isDirty());
        Ui.key(canvas(), "ctrl+z");
        Ui.waitUntil("Ctrl+Z takes it away", 5_000, () -> editor.getSystem().getAlerts().size() == before);
    }

    @Test
    void draggingAnOperatorToAnotherDomainPlacesItThereAndUndoRedoFollow() {
        Operator sensor = operator("sensorB");
        Ui.drag(canvas(), centre(boundsOf(sensor)), canvas(), emptySpotIn(domain("planet2")));
        Ui.waitUntil("sensorB is placed on planet2", 5_000, () -> sensor.getPlacement() == domain("planet2"));
        assertEquals(1, sensor.getOutgoing().size(), "its connection stays");

        Ui.key(canvas(), "ctrl+z");
        Ui.waitUntil("Ctrl+Z puts it back on planet1", 5_000, () -> sensor.getPlacement() == domain("planet1"));
        Ui.key(canvas(), "ctrl+shift+z");
        Ui.waitUntil("redo places it on planet2 again", 5_000, () -> sensor.getPlacement() == domain("planet2"));
    }

    @Test
    void aParameterChangedInThePropertiesViewIsAnUndoableCommand() throws PartInitException {
        Operator sensor = operator("sensorA");
        clickSelecting(centre(boundsOf(sensor)), sensor);
        Tree tree = PropertiesView.tree(page, "eventsPerSecond");
        TreeItem rate = PropertiesView.find(tree, "eventsPerSecond");
        assertNotNull(rate, "the Properties view lists the source's parameters");
        assertEquals("200", rate.getText(1));
        PropertiesView.typeInto(tree, "eventsPerSecond", "750");
        Ui.waitUntil("the parameter takes the new value", 5_000, () -> "750".equals(value(sensor, "eventsPerSecond")));
        assertTrue(editor.isDirty());

        // a value that is not a number is refused and changes nothing
        PropertiesView.typeInto(tree, "eventsPerSecond", "fast");
        Ui.settle(300);
        assertEquals("750", value(sensor, "eventsPerSecond"));

        page.activate(editor);
        Ui.key(canvas(), "ctrl+z");
        Ui.waitUntil("Ctrl+Z in the editor undoes the property change", 5_000,
                () -> "200".equals(value(sensor, "eventsPerSecond")));
    }

    @Test
    void aDomainsLatencyProfileIsChosenInThePropertiesViewAndUndone() throws PartInitException {
        Domain planet1 = domain("planet1");
        assertEquals(LatencyProfile.BALANCED, planet1.getLatencyProfile(), "balanced unless the model says otherwise");
        clickSelecting(emptySpotIn(planet1), planet1);
        Tree tree = PropertiesView.tree(page, "latencyProfile");
        TreeItem profile = PropertiesView.find(tree, "latencyProfile");
        assertNotNull(profile, "the Properties view lists the domain's latency profile");
        assertEquals("balanced", profile.getText(1));
        PropertiesView.clickValueOf(tree, "latencyProfile");
        // the choices are throughput, balanced, low-latency: one down from balanced
        Ui.keyToFocus("Down");
        Ui.keyToFocus("Return");
        Ui.waitUntil("the domain takes the low-latency profile", 5_000,
                () -> planet1.getLatencyProfile() == LatencyProfile.LOW_LATENCY);
        assertTrue(editor.isDirty());

        page.activate(editor);
        Ui.key(canvas(), "ctrl+z");
        // the value was the default, not set in the file: undoing unsets it again
        Ui.waitUntil("Ctrl+Z puts balanced back", 5_000, () -> planet1.getLatencyProfile() == LatencyProfile.BALANCED);
    }

    @Test
    void aPlanetIsPutInASharedDomainHostInThePropertiesViewAndTheDiagramSaysSo() throws PartInitException {
        Domain planet1 = domain("planet1");
        DomainFigure figure = (DomainFigure) figureOf(planet1);
        assertEquals(Isolation.PROCESS, planet1.getIsolation(), "a process of its own unless the model says otherwise");
        assertTrue(!figure.getBadgeText().contains("shared"), figure.getBadgeText());
        clickSelecting(emptySpotIn(planet1), planet1);
        Tree tree = PropertiesView.tree(page, "isolation");
        assertEquals("process", PropertiesView.find(tree, "isolation").getText(1));
        PropertiesView.clickValueOf(tree, "isolation");
        // the choices are process, shared
        Ui.keyToFocus("Down");
        Ui.keyToFocus("Return");
        Ui.waitUntil("the domain shares its host's domain host", 5_000,
                () -> planet1.getIsolation() == Isolation.SHARED);
        Ui.waitUntil("the diagram saying so", 5_000, () -> figure.getBadgeText().contains("[shared: shared]"));

        PropertiesView.typeInto(tree, "group", "fast-lane");
        Ui.waitUntil("the domain in group fast-lane, on the diagram too", 5_000,
                () -> "fast-lane".equals(planet1.getGroup()) && figure.getBadgeText().contains("[shared: fast-lane]"));
        PropertiesView.typeInto(tree, "group", "fast lane");
        Ui.settle(300);
        assertEquals("fast-lane", planet1.getGroup(), "a group no host could be named is refused");
        PropertiesView.clickValueOf(tree, "group");
        Ui.keyToFocus("ctrl+a");
        Ui.keyToFocus("BackSpace");
        Ui.keyToFocus("Return");
        Ui.waitUntil("no group: the host's one group again", 5_000,
                () -> planet1.getGroup().isEmpty() && figure.getBadgeText().contains("[shared: shared]"));

        PropertiesView.clickValueOf(tree, "isolation");
        Ui.keyToFocus("Up");
        Ui.keyToFocus("Return");
        Ui.waitUntil("a process of its own again, the diagram no longer marking it", 5_000,
                () -> planet1.getIsolation() == Isolation.PROCESS && !figure.getBadgeText().contains("shared"));
    }

    @Test
    void aConnectionsPriorityAndWireFormatAreEditedInThePropertiesViewAndShownOnTheDiagram() throws PartInitException {
        Connection link = editor.getSystem()
                .getConnections()
                .stream()
                .filter(c -> c.getSource().getName().equals("fahrenheitA") && c.getTarget().getName().equals("merge"))
                .findFirst()
                .orElseThrow();
        assertEquals(1, link.getPriority(), "the sample gives it priority 1");
        ConnectionFigure figure = (ConnectionFigure) figureOf(link);
        assertTrue(figure.labelTexts().get(0).contains("priority 1"), "the diagram shows it: " + figure.labelTexts());
        select(link);
        Tree tree = PropertiesView.tree(page, "priority");
        TreeItem priority = PropertiesView.find(tree, "priority");
        assertNotNull(priority, "the Properties view lists the connection's priority");
        assertEquals("1", priority.getText(1));
        PropertiesView.typeInto(tree, "priority", "3");
        Ui.waitUntil("the connection takes priority 3", 5_000, () -> link.getPriority() == 3);
        Ui.waitUntil("the diagram shows priority 3", 5_000, () -> figure.labelTexts().get(0).contains("priority 3"));
        assertTrue(editor.isDirty());

        page.activate(editor);
        Ui.key(canvas(), "ctrl+z");
        Ui.waitUntil("Ctrl+Z puts priority 1 back", 5_000,
                () -> link.getPriority() == 1 && figure.labelTexts().get(0).contains("priority 1"));

        // the wire format: a plug-in's name is typed in the same view; a name no codec could have is refused
        assertEquals("binary", link.getWireFormat());
        tree = PropertiesView.tree(page, "wireFormat");
        PropertiesView.typeInto(tree, "wireFormat", "JSON");
        Ui.keyToFocus("Escape");
        Ui.settle(300);
        assertEquals("binary", link.getWireFormat(), "upper case is no format's name");
        PropertiesView.typeInto(tree, "wireFormat", "avro-2");
        Ui.waitUntil("the connection takes the plug-in's format, shown on the diagram", 5_000,
                () -> "avro-2".equals(link.getWireFormat()) && figure.labelTexts().get(0).contains("avro-2"));
        page.activate(editor);
        Ui.key(canvas(), "ctrl+z");
        Ui.waitUntil("Ctrl+Z puts binary back", 5_000,
                () -> "binary".equals(link.getWireFormat()) && !figure.labelTexts().get(0).contains("avro-2"));
    }

    /** Clicks at {@code point} of the diagram and waits until that has selected {@code model}, and only it. */
    private void clickSelecting(Point point, Object model) {
        Ui.click(canvas(), point);
        Ui.waitUntil("the click selecting " + model, 5_000, () -> {
            List<?> selected = ((IStructuredSelection) editor.viewer().getSelection()).toList();
            return selected.size() == 1 && ((EditPart) selected.get(0)).getModel() == model;
        });
    }

    private static String value(Operator operator, String name) {
        return operator.getParameters()
                .stream()
                .filter(p -> p.getName().equals(name))
                .map(Parameter::getValue)
                .findFirst()
                .orElse(null);
    }

    @Test
    void renameInPlaceCopyAndPasteGiveFreshNames() {
        Operator merge = operator("merge");
        select(merge);
        Ui.key(canvas(), "F2");
        Ui.type("combine");
        Ui.keyToFocus("Return");
        Ui.waitUntil("F2 renames the operator in place", 5_000, () -> "combine".equals(merge.getName()));

        Operator threshold = operator("thresholdA");
        select(threshold);
        int before = editor.getSystem().getOperators().size();
        Ui.key(canvas(), "ctrl+c");
        Ui.key(canvas(), "ctrl+v");
        Ui.waitUntil("Ctrl+V pastes a copy", 5_000, () -> editor.getSystem().getOperators().size() == before + 1);
        Operator copy = operator("thresholdA2");
        assertNotNull(copy, "the copy gets a fresh name");
        assertSame(threshold.getPlacement(), copy.getPlacement());
        assertEquals("celsius > 25.0", value(copy, "predicate"));
    }

    @Test
    void autoLayoutLeavesNoOverlappingFiguresAndUndoesInOneStep() {
        int x = operator("merge").getBounds().getX();
        Ui.click(canvas(), new Point(5, 5));
        Ui.key(canvas(), "ctrl+shift+f");
        Ui.waitUntil("Ctrl+Shift+F lays the system out", 5_000, () -> editor.isDirty());
        Ui.settle(300);
        List<EditPart> parts = new ArrayList<>();
        for (Object part : editor.viewer().getEditPartRegistry().values()) {
            if (part instanceof GraphicalEditPart graphical && graphical.getModel() instanceof DiagramNode) {
                parts.add(graphical);
            }
        }
        for (EditPart a : parts) {
            for (EditPart b : parts) {
                if (a != b && a.getParent() == b.getParent()) {
                    Rectangle ra = boundsOf(a.getModel());
                    Rectangle rb = boundsOf(b.getModel());
                    assertFalse(ra.intersects(rb), a.getModel() + " overlaps " + b.getModel());
                }
            }
            if (a.getParent() instanceof GraphicalEditPart parent && parent.getModel() instanceof DiagramNode) {
                assertTrue(boundsOf(parent.getModel()).contains(boundsOf(a.getModel())),
                        a.getModel() + " lies inside its container");
            }
        }
        Ui.key(canvas(), "ctrl+z");
        Ui.waitUntil("one Ctrl+Z undoes the whole layout", 5_000,
                () -> operator("merge").getBounds().getX() == x && !editor.isDirty());
    }

    @Test
    void aDesignSavedClosedAndReopenedIsFoundAgain() {
        // create by drag and drop, connect, change a property: then save with Ctrl+S
        Ui.drag(editor.paletteViewer().getControl(), paletteEntry("Measuring sink"), canvas(),
                emptySpotIn(domain("planet2")));
        Ui.waitUntil("the sink is created", 5_000, () -> operator("application1") != null);
        Ui.click(editor.paletteViewer().getControl(), paletteEntry("Connection"));
        Ui.click(canvas(), centre(boundsOf(operator("merge"))));
        Ui.click(canvas(), centre(boundsOf(operator("application1"))));
        Ui.waitUntil("merge → application1 is drawn", 5_000,
                () -> operator("merge").getOutgoing()
                        .stream()
                        .anyMatch(c -> c.getTarget() == operator("application1")));
        Ui.key(canvas(), "Escape");
        Ui.click(canvas(), new Point(5, 5)); // back to the selection tool, on the empty canvas
        assertTrue(editor.getSite().getPage().getDirtyEditors().length == 1, "the workbench knows the editor is dirty");
        Ui.key(canvas(), "ctrl+s");
        Ui.waitUntil("Ctrl+S saves", 5_000, () -> !editor.isDirty());

        page.closeEditor(editor, false);
        Ui.settle(300);
        openEditor();
        Operator sink = operator("application1");
        assertNotNull(sink, "the sink is in the reopened file");
        assertSame(domain("planet2"), sink.getPlacement());
        Connection connection = sink.getIncoming().get(0);
        assertSame(operator("merge"), connection.getSource());
        GraphicalViewer viewer = editor.viewer();
        assertNotNull(viewer.getEditPartRegistry().get(connection), "and drawn");
    }

    @Test
    void theDiagramExportsAsPngAndSvgAndNewSystemsStartFromTemplates() throws Exception {
        Path png = temp.resolve("solar.png");
        Path svg = temp.resolve("solar.svg");
        editor.exportImage(png);
        editor.exportImage(svg);
        byte[] picture = Files.readAllBytes(png);
        assertEquals((byte) 0x89, picture[0]);
        assertEquals("PNG", new String(picture, 1, 3, StandardCharsets.US_ASCII));
        Document drawing = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(svg.toFile());
        assertEquals("svg", drawing.getDocumentElement().getTagName());
        String text = Files.readString(svg);
        for (String name : List.of("sensorA", "thresholdA", "merge", "planet2")) {
            assertTrue(text.contains(">" + name + "<"), "the drawing shows " + name);
        }
        assertTrue(text.split("<polyline", -1).length > 8, "the drawing shows the connections");

        Path fromTemplate = temp.resolve("three.orrery");
        NewSystemWizard.create(fromTemplate, NewSystemWizard.Template.THREE_HOST_LAB);
        assertEquals(3, OrreryFiles.load(fromTemplate).getHosts().size());
        Path empty = temp.resolve("fresh.orrery");
        NewSystemWizard.create(empty, NewSystemWizard.Template.EMPTY);
        assertEquals("fresh", OrreryFiles.load(empty).getName());
    }

    @Test
    void aPaletteEntryClickedIntoAPlanetCreatesAPlacedOperatorAndCtrlZTakesItBack() {
        int before = editor.getSystem().getOperators().size();
        Ui.click(editor.paletteViewer().getControl(), paletteEntry("Predicate filter"));
        Point planet1 = centre(boundsOf(domain("planet1")));
        Ui.click(editor.viewer().getControl(), new Point(planet1.x, planet1.y + 150));
        Ui.waitUntil("the new operator appears in the model", 5_000,
                () -> editor.getSystem().getOperators().size() == before + 1);
        Operator created = editor.getSystem().getOperators().get(before);
        assertEquals(OperatorKind.FILTER, created.getKind());
        assertEquals("org.orrery.sample.filter", created.getType());
        assertSame(domain("planet1"), created.getPlacement());
        assertTrue(editor.isDirty());

        Ui.key(editor.viewer().getControl(), "ctrl+z");
        Ui.waitUntil("Ctrl+Z removes it again", 5_000, () -> editor.getSystem().getOperators().size() == before);
    }

    @Test
    void theConnectionToolDrawsAllowedConnectionsAndRefusesForbiddenOnes() {
        int before = editor.getSystem().getConnections().size();
        Ui.click(editor.paletteViewer().getControl(), paletteEntry("Connection"));
        Ui.click(editor.viewer().getControl(), centre(boundsOf(operator("thresholdA"))));
        Ui.click(editor.viewer().getControl(), centre(boundsOf(operator("merge"))));
        Ui.waitUntil("thresholdA → merge is drawn", 5_000,
                () -> editor.getSystem().getConnections().size() == before + 1);
        assertSame(operator("merge"),
                operator("thresholdA").getOutgoing().get(operator("thresholdA").getOutgoing().size() - 1).getTarget());

        Ui.click(editor.paletteViewer().getControl(), paletteEntry("Connection"));
        Ui.click(editor.viewer().getControl(), centre(boundsOf(operator("merge"))));
        Ui.click(editor.viewer().getControl(), centre(boundsOf(operator("sensorA"))));
        Ui.settle(500);
        assertEquals(before + 1, editor.getSystem().getConnections().size(), "a connection into a source is refused");
    }
}
