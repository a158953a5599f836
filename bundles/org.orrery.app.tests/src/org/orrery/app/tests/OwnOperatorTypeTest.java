package org.orrery.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.gef.palette.PaletteEntry;
import org.eclipse.swt.graphics.Point;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.app.SystemFiles;
import org.orrery.editor.OrreryEditor;
import org.orrery.model.Domain;
import org.orrery.model.Operator;
import org.orrery.model.OperatorKind;
import org.orrery.model.edit.Named;

/**
 * An operator type of one's own, as {@code orrery new operator} makes one: a system whose Planet holds a bundle that
 * declares the type opens with the type in the palette, under its kind, and an entry dragged from there with the real
 * mouse makes an operator of that type in the Planet it is dropped on.
 */
class OwnOperatorTypeTest {

    private final IWorkbenchPage page = Ui.emptyPage();

    @TempDir
    Path dir;

    @AfterEach
    void closeEditors() {
        page.closeAllEditors(false);
    }

    @Test
    void aTypeTheSystemsBundleDeclaresIsInThePaletteAndDropsIntoAPlanet() throws Exception {
        bundle(dir.resolve("threshold.jar"));
        Path file = dir.resolve("system.orrery");
        Files.writeString(file, """
                <?xml version="1.0" encoding="UTF-8"?>
                <orrery:OrrerySystem xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI" \
                xmlns:orrery="http://orrery.org/model/1.0" name="threshold-system">
                  <hosts name="local" address="127.0.0.1">
                    <bounds x="20" y="20" width="700" height="320"/>
                    <domains name="star" role="star" controlPort="7100">
                      <bounds x="10" y="10" width="160" height="260"/>
                    </domains>
                    <domains name="work" controlPort="7101">
                      <bounds x="185" y="10" width="480" height="260"/>
                      <bundles symbolicName="com.example.threshold" version="0.1.0" location="threshold.jar"/>
                    </domains>
                  </hosts>
                </orrery:OrrerySystem>
                """);
        OrreryEditor editor = assertInstanceOf(OrreryEditor.class, SystemFiles.open(page, file));
        page.activate(editor);
        Ui.settle(500);
        Ui.waitUntil("the bundle's type in the palette", 10_000, () -> hasPaletteEntry(editor, "Threshold"));

        // the palette added the entry after it first drew: laid out again before its place is read
        DiagramReading.layOut(editor.paletteViewer());
        Domain work = Named.domain(editor.getSystem(), "work").orElseThrow();
        Rectangle bounds = DiagramReading.onCanvas(editor.viewer(), work);
        Ui.drag(editor.paletteViewer().getControl(), Ui.paletteEntry(editor, "Threshold"), editor.viewer().getControl(),
                new Point(bounds.x + 60, bounds.bottom() - 60));
        Ui.waitUntil("the dropped operator in the model", 5_000, () -> editor.getSystem().getOperators().size() == 1);
        Operator created = editor.getSystem().getOperators().get(0);
        assertEquals("com.example.threshold", created.getType());
        assertEquals(OperatorKind.FILTER, created.getKind());
        assertSame(work, created.getPlacement());
    }

    private static boolean hasPaletteEntry(OrreryEditor editor, String label) {
        for (Object entry : editor.paletteViewer().getEditPartRegistry().keySet()) {
            if (entry instanceof PaletteEntry paletteEntry && label.equals(paletteEntry.getLabel())) {
                return true;
            }
        }
        return false;
    }

    /** A bundle with only a manifest and the declaration of one filter type, as a built operator bundle has it. */
    private static void bundle(Path jar) throws IOException {
        Manifest manifest = new Manifest();
        Attributes main = manifest.getMainAttributes();
        main.put(Attributes.Name.MANIFEST_VERSION, "1.0");
        main.putValue("Bundle-ManifestVersion", "2");
        main.putValue("Bundle-SymbolicName", "com.example.threshold");
        main.putValue("Bundle-Version", "0.1.0");
        try (OutputStream out = Files.newOutputStream(jar);
                JarOutputStream jarOut = new JarOutputStream(out, manifest)) {
            jarOut.putNextEntry(new JarEntry("OSGI-INF/orrery-operators.xml"));
            jarOut.write("""
                    <operator-types>
                      <operator-type id="com.example.threshold" kind="filter" label="Threshold"
                          description="Passes on the events whose value reaches a limit.">
                        <parameter name="limit" type="double" default="50.0"/>
                      </operator-type>
                    </operator-types>
                    """.getBytes(StandardCharsets.UTF_8));
            jarOut.closeEntry();
        }
    }
}
