package org.orrery.model.catalog;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

import org.orrery.model.Bundle;
import org.orrery.model.OrrerySystem;

/**
 * The bundle jars a system file names, found relative to the file's folder: the operator types they declare (what the
 * workbench's palette, {@code validate} and {@code deploy} know beside the built-in types), and how the file refers to
 * a jar.
 */
public final class SystemBundles {

    private SystemBundles() {
    }

    /**
     * The built-in operator catalogue and the types the bundles of {@code system} declare; a jar that cannot be read is
     * told to {@code unreadable}, in a line.
     */
    public static OperatorCatalog catalogOf(OrrerySystem system, Path systemFile, Consumer<String> unreadable) {
        OperatorCatalog catalog = OperatorCatalog.builtIn();
        catalog.addAll(declaredOperatorTypes(system, systemFile, unreadable));
        return catalog;
    }

    /**
     * The operator types declared by the bundles of {@code system} whose jars can be found; a jar that cannot be read
     * is told to {@code unreadable}, in a line.
     */
    public static List<OperatorType> declaredOperatorTypes(OrrerySystem system, Path systemFile,
            Consumer<String> unreadable) {
        Set<Path> seen = new HashSet<>();
        List<OperatorType> types = new ArrayList<>();
        system.eAllContents().forEachRemaining(e -> {
            if (e instanceof Bundle bundle && bundle.getLocation() != null) {
                Path jar = resolve(systemFile, bundle.getLocation());
                if (jar != null && seen.add(jar)) {
                    try {
                        types.addAll(BundleJar.operatorTypes(jar));
                    } catch (IOException e2) {
                        unreadable.accept("the operator types of " + jar + " were not read: " + e2.getMessage());
                    }
                }
            }
        });
        return types;
    }

    /** The jar a bundle location names, relative to the system file, if it exists. */
    public static Path resolve(Path systemFile, String location) {
        try {
            Path path = location.startsWith("file:") ? Path.of(URI.create(location)) : Path.of(location);
            Path jar = path.isAbsolute() ? path : systemFile.toAbsolutePath().getParent().resolve(path);
            return Files.isRegularFile(jar) ? jar.normalize() : null;
        } catch (@SuppressWarnings("unused") IllegalArgumentException notAPath) {
            return null;
        }
    }

    /** How the system file refers to {@code jar}: relative to the file's folder when inside it, else absolute. */
    public static String locationOf(Path systemFile, Path jar) {
        Path folder = systemFile.toAbsolutePath().getParent();
        Path absolute = jar.toAbsolutePath().normalize();
        return absolute.startsWith(folder) ? folder.relativize(absolute).toString().replace('\\', '/')
                : absolute.toString();
    }
}
