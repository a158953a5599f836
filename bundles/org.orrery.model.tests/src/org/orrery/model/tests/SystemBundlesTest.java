package org.orrery.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.model.Bundle;
import org.orrery.model.Operator;
import org.orrery.model.OperatorKind;
import org.orrery.model.OrreryFactory;
import org.orrery.model.ParameterType;
import org.orrery.model.catalog.SystemBundles;
import org.orrery.model.validation.OrreryValidation;
import org.orrery.model.validation.ValidationProblem;

/**
 * A system that runs a user's own operator type validates against the types its bundle jars declare, as the workbench,
 * {@code validate} and {@code deploy} check it: unknown to the built-in catalogue alone, known with its bundle.
 */
class SystemBundlesTest {

    @TempDir
    Path temp;

    private Path bundle(String declaration) throws IOException {
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().putValue("Bundle-SymbolicName", "com.example.operators");
        manifest.getMainAttributes().putValue("Bundle-Version", "1.0.0");
        Path jar = temp.resolve("target/com.example.operators-1.0.0.jar");
        Files.createDirectories(jar.getParent());
        try (OutputStream file = Files.newOutputStream(jar);
                JarOutputStream out = new JarOutputStream(file, manifest)) {
            out.putNextEntry(new JarEntry("OSGI-INF/orrery-operators.xml"));
            out.write(declaration.getBytes(StandardCharsets.UTF_8));
            out.closeEntry();
        }
        return jar;
    }

    /** The builder's Planet with the bundle {@link #bundle} writes, found relative to the system's file. */
    private static SystemBuilder withTheBundle(SystemBuilder builder) {
        Bundle bundle = OrreryFactory.eINSTANCE.createBundle();
        bundle.setSymbolicName("com.example.operators");
        bundle.setVersion("1.0.0");
        bundle.setLocation("target/com.example.operators-1.0.0.jar");
        builder.planet.getBundles().add(bundle);
        return builder;
    }

    @Test
    void anOperatorOfATypeItsBundleDeclaresIsValidWithThatBundleOnly() throws IOException {
        bundle("""
                <operator-types>
                  <operator-type id="com.example.threshold" kind="filter" label="Threshold">
                    <parameter name="limit" type="double" required="true"/>
                  </operator-type>
                </operator-types>
                """);
        SystemBuilder builder = withTheBundle(new SystemBuilder());
        Operator threshold = builder.operator("threshold", OperatorKind.FILTER, "com.example.threshold");
        builder.parameter(threshold, "limit", ParameterType.DOUBLE, "25.5");
        builder.connect(builder.source, threshold);
        Path systemFile = temp.resolve("mine.orrery");

        List<String> unreadable = new ArrayList<>();
        assertEquals(List.of(),
                new OrreryValidation(SystemBundles.catalogOf(builder.system, systemFile, unreadable::add))
                        .validate(builder.system));
        assertEquals(List.of(), unreadable);
        List<ValidationProblem> builtInOnly = OrreryValidation.withBuiltInCatalog().validate(builder.system);
        assertTrue(builtInOnly.stream().anyMatch(p -> p.message().contains("com.example.threshold")),
                builtInOnly.toString());

        threshold.getParameters().get(0).setValue("high");
        assertTrue(new OrreryValidation(SystemBundles.catalogOf(builder.system, systemFile, unreadable::add))
                .validate(builder.system)
                .stream()
                .anyMatch(p -> p.message().contains("limit")), "its declared parameters are checked too");
    }

    @Test
    void aBundleWhoseDeclarationCannotBeReadIsToldAndItsTypesStayUnknown() throws IOException {
        bundle("<operator-types><operator-type");
        SystemBuilder builder = withTheBundle(new SystemBuilder());
        List<String> unreadable = new ArrayList<>();
        SystemBundles.catalogOf(builder.system, temp.resolve("mine.orrery"), unreadable::add);
        assertEquals(1, unreadable.size());
        assertTrue(unreadable.get(0).contains("com.example.operators-1.0.0.jar"), unreadable.get(0));
    }
}
