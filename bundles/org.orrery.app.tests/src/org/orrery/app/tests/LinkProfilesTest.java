package org.orrery.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.gef.EditPart;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.app.SystemFiles;
import org.orrery.editor.OrreryEditor;
import org.orrery.editor.figures.ConnectionFigure;
import org.orrery.editor.figures.HostFigure;
import org.orrery.model.Connection;
import org.orrery.model.Host;
import org.orrery.model.edit.Links;

/**
 * Link profiles edited in the real workbench with real input: a host's link to another typed in the Properties view is
 * shown on both hosts and on the connections that cross it; a connection's own profile takes its place there; a profile
 * that does not read is refused; both are saved into the file and undone with Ctrl+Z.
 */
class LinkProfilesTest {

    @TempDir
    Path temp;

    private IWorkbenchPage page;
    private OrreryEditor editor;
    private Path file;

    @BeforeEach
    void open() throws Exception {
        page = Ui.emptyPage();
        file = temp.resolve("faults.orrery");
        Files.copy(Ui.sample("faults.orrery"), file);
        editor = assertInstanceOf(OrreryEditor.class, SystemFiles.open(page, file));
        page.activate(editor);
        Ui.settle(500);
    }

    @AfterEach
    void close() {
        page.closeAllEditors(false);
    }

    @Test
    void aHostsLinkAndAConnectionsProfileAreTypedInThePropertiesViewShownOnTheDiagramSavedAndUndone() throws Exception {
        Host alpha = host("alpha");
        Host beta = host("beta");
        Connection reliable = connection("steady");
        Connection bestEffort = connection("lossy");
        ConnectionFigure reliableFigure = (ConnectionFigure) figureOf(reliable);
        ConnectionFigure bestEffortFigure = (ConnectionFigure) figureOf(bestEffort);

        // a click on alpha's title selects it; its links are a category of its properties, one row per other host
        Rectangle title = DiagramReading.onCanvas(editor.viewer(), alpha);
        Ui.click(editor.viewer().getControl(), new Point(title.x + 40, title.y + 8));
        Ui.waitUntil("the click selecting host alpha", 5_000, () -> selected() == alpha);
        Tree tree = PropertiesView.tree(page, "to beta");
        assertEquals("", PropertiesView.find(tree, "to beta").getText(1), "no link yet");
        PropertiesView.typeInto(tree, "to beta", "wan-eu-us loss=1%");
        Ui.waitUntil("alpha and beta linked, both hosts and what crosses showing it", 5_000,
                () -> Links.between(alpha, beta).isPresent() && titleOf(alpha).contains("beta: wan-eu-us loss=1%")
                        && titleOf(beta).contains("alpha: wan-eu-us loss=1%")
                        && label(reliableFigure).contains("wan-eu-us loss=1% (link alpha\u2013beta)")
                        && label(bestEffortFigure).contains("(link alpha\u2013beta)"));

        PropertiesView.typeInto(tree, "to beta", "delay=20 parsecs");
        Ui.keyToFocus("Escape");
        Ui.settle(300);
        assertEquals("wan-eu-us loss=1%", Links.between(alpha, beta).orElseThrow().getProfile(),
                "a profile that does not read is refused");

        // a connection's own profile takes the hosts' link's place for it alone
        page.activate(editor);
        select(bestEffort);
        tree = PropertiesView.tree(page, "link");
        PropertiesView.typeInto(tree, "link", "lossy-wifi");
        Ui.waitUntil("the connection crossing its own profile", 5_000,
                () -> "lossy-wifi".equals(bestEffort.getLink()) && label(bestEffortFigure).contains("lossy-wifi")
                        && !label(bestEffortFigure).contains("(link alpha")
                        && label(reliableFigure).contains("(link alpha\u2013beta)"));

        // done with the Properties view: a click on the diagram's empty space leaves it
        Ui.click(editor.viewer().getControl(), new Point(5, 5));
        Ui.waitUntil("nothing selected", 5_000, () -> selected() == null || selected() == editor.getSystem());
        Ui.key(editor.viewer().getControl(), "ctrl+s");
        Ui.waitUntil("Ctrl+S saves", 5_000, () -> !editor.isDirty());
        String saved = Files.readString(file, StandardCharsets.UTF_8);
        assertTrue(saved.contains("<links peer=\"beta\" profile=\"wan-eu-us loss=1%\"/>"), saved);
        assertTrue(saved.contains("link=\"lossy-wifi\""), saved);

        Ui.key(editor.viewer().getControl(), "ctrl+z");
        Ui.waitUntil("Ctrl+Z takes the connection's profile back", 5_000,
                () -> bestEffort.getLink() == null && label(bestEffortFigure).contains("(link alpha"));
        Ui.key(editor.viewer().getControl(), "ctrl+z");
        Ui.waitUntil("and the hosts' link", 5_000, () -> Links.between(alpha, beta).isEmpty()
                && !titleOf(beta).contains("wan-eu-us") && !label(reliableFigure).contains("wan-eu-us"));
    }

    private Host host(String name) {
        return editor.getSystem().getHosts().stream().filter(h -> h.getName().equals(name)).findFirst().orElseThrow();
    }

    private Connection connection(String source) {
        return editor.getSystem()
                .getConnections()
                .stream()
                .filter(c -> c.getSource().getName().equals(source))
                .findFirst()
                .orElseThrow();
    }

    private org.eclipse.draw2d.IFigure figureOf(Object model) {
        GraphicalEditPart part = (GraphicalEditPart) editor.viewer().getEditPartRegistry().get(model);
        assertNotNull(part, "drawn: " + model);
        return part.getFigure();
    }

    /** What the connection's label says; empty when it has none. */
    private static String label(ConnectionFigure figure) {
        return String.join(" ", figure.labelTexts());
    }

    private String titleOf(Host host) {
        return ((HostFigure) figureOf(host)).getTitleText();
    }

    private Object selected() {
        List<?> selection = ((IStructuredSelection) editor.viewer().getSelection()).toList();
        return selection.size() == 1 ? ((EditPart) selection.get(0)).getModel() : null;
    }

    private void select(Object model) {
        EditPart part = (EditPart) editor.viewer().getEditPartRegistry().get(model);
        editor.viewer().setSelection(new StructuredSelection(part));
        editor.viewer().reveal(part);
        Ui.settle(200);
    }
}
