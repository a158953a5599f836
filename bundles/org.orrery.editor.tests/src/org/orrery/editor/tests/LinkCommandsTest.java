package org.orrery.editor.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.gef.commands.CommandStack;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.orrery.editor.commands.DeleteCommand;
import org.orrery.editor.commands.SetHostLinkCommand;
import org.orrery.editor.properties.ElementPropertySource;
import org.orrery.model.Connection;
import org.orrery.model.Host;
import org.orrery.model.Link;
import org.orrery.model.OrrerySystem;
import org.orrery.model.catalog.OperatorCatalog;
import org.orrery.model.diff.SystemDiff;
import org.orrery.model.edit.Links;
import org.orrery.model.io.OrreryFiles;

/**
 * The links between hosts as commands on the faults sample (hosts alpha and beta): set, changed, taken away, a host
 * deleted with the links to it, each undone and redone; what a connection crosses; the Properties view's row per host.
 */
class LinkCommandsTest {

    private OrrerySystem faults;
    private Host alpha;
    private Host beta;

    @BeforeEach
    void load() throws IOException {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null && !Files.isDirectory(dir.resolve("sample-systems/models"))) {
            dir = dir.getParent();
        }
        faults = OrreryFiles.load(dir.resolve("sample-systems/models/faults.orrery"));
        alpha = faults.getHosts().get(0);
        beta = faults.getHosts().get(1);
    }

    @Test
    void aHostLinkIsSetChangedAndTakenAwayWhicheverHostHoldsIt() {
        CommandStack stack = new CommandStack();
        Connection reliable = faults.getConnections().get(0);
        stack.execute(new SetHostLinkCommand(alpha, beta, "wan-eu-us"));
        Link link = Links.between(beta, alpha).orElseThrow();
        assertSame(alpha, Links.host(link), "held by the host it was set on");
        assertEquals("wan-eu-us (link alpha\u2013beta)", Links.applied(reliable).orElseThrow().label());

        // set again from the other end: the same link changes, still held by alpha
        stack.execute(new SetHostLinkCommand(beta, alpha, "lan"));
        assertEquals(List.of(), beta.getLinks());
        assertEquals("lan", Links.between(alpha, beta).orElseThrow().getProfile());
        reliable.setLink("delay=20ms");
        assertEquals("delay=20ms", Links.applied(reliable).orElseThrow().label(), "the connection's own comes first");
        reliable.setLink(null);

        stack.execute(new SetHostLinkCommand(alpha, beta, " "));
        assertTrue(Links.between(alpha, beta).isEmpty(), "a blank profile takes the link away");
        assertTrue(Links.applied(reliable).isEmpty());
        stack.undo();
        assertEquals("lan", Links.between(alpha, beta).orElseThrow().getProfile());
        stack.undo();
        assertEquals("wan-eu-us", Links.between(alpha, beta).orElseThrow().getProfile());
        stack.undo();
        assertTrue(alpha.getLinks().isEmpty() && beta.getLinks().isEmpty());
        stack.redo();
        assertEquals("wan-eu-us", Links.between(alpha, beta).orElseThrow().getProfile());
        assertFalse(new SetHostLinkCommand(alpha, alpha, "lan").canExecute(), "no link from a host to itself");
    }

    @Test
    void aDeletedHostTakesTheLinksToItAndUndoPutsThemBack() throws IOException {
        OrrerySystem before = OrreryFiles.load(Path.of(faults.eResource().getURI().toFileString()));
        CommandStack stack = new CommandStack();
        stack.execute(new SetHostLinkCommand(alpha, beta, "lossy-wifi"));
        assertEquals(List.of("+ link alpha-beta: lossy-wifi"),
                SystemDiff.of(before, faults).changes().stream().map(Object::toString).toList());
        stack.execute(new DeleteCommand(beta));
        assertTrue(alpha.getLinks().isEmpty(), "no link left to a host that is gone");
        stack.undo();
        assertEquals("lossy-wifi", Links.between(alpha, beta).orElseThrow().getProfile());
    }

    @Test
    void thePropertiesViewHasARowForEachOtherHostAndRefusesAProfileThatDoesNotRead() {
        CommandStack stack = new CommandStack();
        ElementPropertySource source = new ElementPropertySource(alpha, stack, OperatorCatalog.builtIn());
        assertTrue(List.of(source.getPropertyDescriptors()).stream().anyMatch(d -> d.getId().equals("link:beta")));
        assertEquals("", source.getPropertyValue("link:beta"));
        assertEquals(null, source.commandFor("link:beta", "delay=20 parsecs"));
        source.setPropertyValue("link:beta", "delay=20ms loss=1%");
        assertEquals("delay=20ms loss=1%", source.getPropertyValue("link:beta"));
        assertTrue(source.isPropertySet("link:beta"));
        source.resetPropertyValue("link:beta");
        assertTrue(Links.between(alpha, beta).isEmpty());
        stack.undo();
        assertEquals("delay=20ms loss=1%", Links.between(alpha, beta).orElseThrow().getProfile());
    }
}
