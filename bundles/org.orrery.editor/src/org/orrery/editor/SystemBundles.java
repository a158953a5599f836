package org.orrery.editor;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.core.runtime.ILog;
import org.orrery.model.Bundle;
import org.orrery.model.OrrerySystem;
import org.orrery.model.catalog.BundleJar;
import org.orrery.model.catalog.OperatorType;

/**
 * The bundle jars a system file names, found relative to the file's folder: the operator types they declare, and how
 * the file refers to a jar.
 */
final class SystemBundles {

    private SystemBundles() {
    }

    /**
     * The operator types declared by the bundles of {@code system} whose jars can be found; unreadable jars are logged.
     */
    static List<OperatorType> declaredOperatorTypes(OrrerySystem system, Path systemFile) {
        Set<Path> seen = new HashSet<>();
        List<OperatorType> types = new ArrayList<>();
        system.eAllContents().forEachRemaining(e -> {
            if (e instanceof Bundle bundle && bundle.getLocation() != null) {
                Path jar = resolve(systemFile, bundle.getLocation());
                if (jar != null && seen.add(jar)) {
                    try {
                        types.addAll(BundleJar.operatorTypes(jar));
                    } catch (IOException unreadable) {
                        ILog.of(SystemBundles.class)
                                .warn("operator types of " + jar + " not read: " + unreadable.getMessage());
                    }
                }
            }
        });
        return types;
    }

    /** The jar a bundle location names, relative to the system file, if it exists. */
    static Path resolve(Path systemFile, String location) {
        try {
            Path path = location.startsWith("file:") ? Path.of(URI.create(location)) : Path.of(location);
            Path jar = path.isAbsolute() ? path : systemFile.toAbsolutePath().getParent().resolve(path);
            return Files.isRegularFile(jar) ? jar.normalize() : null;
        } catch (@SuppressWarnings("unused") IllegalArgumentException notAPath) {
            return null;
        }
    }

    /** How the system file refers to {@code jar}: relative to the file's folder when inside it, else absolute. */
    static String locationOf(Path systemFile, Path jar) {
        Path folder = systemFile.toAbsolutePath().getParent();
        Path absolute = jar.toAbsolutePath().normalize();
        return absolute.startsWith(folder) ? folder.relativize(absolute).toString().replace('\\', '/')
                : absolute.toString();
    }
}
