package org.orrery.model.catalog;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;

import org.orrery.control.util.Sha256;
import org.orrery.model.Bundle;
import org.orrery.model.OrreryFactory;

/** What an OSGi bundle jar says about itself: symbolic name, version, SHA-256, and the operator types it declares. */
public record BundleJar(String symbolicName, String version, String sha256, List<OperatorType> operatorTypes) {

    /** Reads {@code jar}; throws {@link IOException} saying why it is not a usable bundle. */
    public static BundleJar read(Path jar) throws IOException {
        try (JarFile file = open(jar)) {
            Manifest manifest = file.getManifest();
            String name = manifest == null ? null : manifest.getMainAttributes().getValue("Bundle-SymbolicName");
            if (name == null || name.isBlank()) {
                throw new IOException(
                        jar.getFileName() + " is not an OSGi bundle: its manifest has no Bundle-SymbolicName");
            }
            int parameters = name.indexOf(';');
            String symbolicName = (parameters < 0 ? name : name.substring(0, parameters)).strip();
            String version = manifest.getMainAttributes().getValue("Bundle-Version");
            return new BundleJar(symbolicName, version == null ? "0.0.0" : version.strip(), Sha256.of(jar),
                    operatorTypes(jar, file));
        }
    }

    /**
     * Whether {@code jar} is the bundle {@code symbolicName} of {@code version} (null: any version), from its manifest
     * alone; a file that is no readable jar is not.
     */
    public static boolean isBundle(Path jar, String symbolicName, String version) {
        try (JarFile file = new JarFile(jar.toFile())) {
            Manifest manifest = file.getManifest();
            String name = manifest == null ? null : manifest.getMainAttributes().getValue("Bundle-SymbolicName");
            String actual = manifest == null ? null : manifest.getMainAttributes().getValue("Bundle-Version");
            return name != null && name.split(";")[0].strip().equals(symbolicName)
                    && (version == null || (actual != null && version.equals(actual.strip())));
        } catch (@SuppressWarnings("unused") IOException unreadable) {
            return false;
        }
    }

    /** The operator types {@code jar} declares (none when it declares none), without hashing or checking the rest. */
    public static List<OperatorType> operatorTypes(Path jar) throws IOException {
        try (JarFile file = open(jar)) {
            return operatorTypes(jar, file);
        }
    }

    private static JarFile open(Path jar) throws IOException {
        if (!Files.isRegularFile(jar)) {
            throw new IOException(jar + " is not a file");
        }
        try {
            return new JarFile(jar.toFile());
        } catch (ZipException e) {
            throw new IOException(jar.getFileName() + " is not a jar: " + e.getMessage(), e);
        }
    }

    private static List<OperatorType> operatorTypes(Path jar, JarFile file) throws IOException {
        ZipEntry declaration = file.getEntry(OperatorCatalog.DECLARATION_PATH);
        if (declaration == null) {
            return List.of();
        }
        try (InputStream in = file.getInputStream(declaration)) {
            return OperatorCatalog.parse(in);
        } catch (IOException e) {
            throw new IOException(jar.getFileName() + ": " + OperatorCatalog.DECLARATION_PATH + ": " + e.getMessage(),
                    e);
        }
    }

    /** A model bundle for this jar, found at {@code location}. */
    public Bundle toModel(String location) {
        Bundle bundle = OrreryFactory.eINSTANCE.createBundle();
        bundle.setSymbolicName(symbolicName);
        bundle.setVersion(version);
        bundle.setLocation(location);
        bundle.setSha256(sha256);
        return bundle;
    }
}
