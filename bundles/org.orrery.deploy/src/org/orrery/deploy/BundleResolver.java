package org.orrery.deploy;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.orrery.control.api.Limits;
import org.orrery.control.util.Sha256;
import org.orrery.model.Bundle;
import org.orrery.model.catalog.BundleJar;

/**
 * Finds the jar of a model's bundle: its location (absolute, a file: URL, or relative to the model file), else a jar of
 * the same file name or the same symbolic name and version in the bundle path. A location is honoured only inside the
 * system's folder or a folder of the bundle path, and what is found must be the bundle the model names: a model cannot
 * make Deploy read and send any other file. Checks the model's SHA-256 (the deployment always carries one).
 */
final class BundleResolver {

    /** A bundle jar found for a model bundle, with its bytes and their SHA-256. */
    record Resolved(Bundle bundle, Path jar, byte[] bytes, String sha256) {
    }

    private final Path modelDir;
    private final List<Path> bundlePath;

    BundleResolver(Path modelFile, List<Path> bundlePath) {
        this.modelDir = modelFile.toAbsolutePath().getParent();
        this.bundlePath = List.copyOf(bundlePath);
    }

    Resolved resolve(Bundle bundle) throws DeploymentExportException {
        Path jar = locate(bundle);
        if (!BundleJar.isBundle(jar, bundle.getSymbolicName(), bundle.getVersion())) {
            throw new DeploymentExportException("bundle " + bundle.getSymbolicName() + " " + bundle.getVersion() + ": "
                    + jar + " is not that bundle (its manifest names another, or it is no jar)");
        }
        byte[] bytes;
        try {
            long size = Files.size(jar);
            if (size > Limits.MAX_BUNDLE_BYTES) {
                throw new DeploymentExportException("bundle " + bundle.getSymbolicName() + " " + bundle.getVersion()
                        + ": " + jar + " has " + Limits.size(size) + "; the agents take bundles of up to "
                        + Limits.size(Limits.MAX_BUNDLE_BYTES));
            }
            bytes = Files.readAllBytes(jar);
        } catch (IOException e) {
            throw new DeploymentExportException(
                    "bundle " + bundle.getSymbolicName() + ": cannot read " + jar + ": " + e.getMessage());
        }
        String sha256 = Sha256.of(bytes);
        String expected = bundle.getSha256();
        if (expected != null && !expected.isBlank() && !expected.equalsIgnoreCase(sha256)) {
            throw new DeploymentExportException("bundle " + bundle.getSymbolicName() + " " + bundle.getVersion()
                    + ": SHA-256 of " + jar + " is " + sha256 + ", the model says " + expected);
        }
        return new Resolved(bundle, jar, bytes, sha256);
    }

    /** Whether {@code file}, links resolved, lies in the system's folder or a folder of the bundle path. */
    private boolean isAllowed(Path file) throws DeploymentExportException {
        try {
            Path real = file.toRealPath();
            if (real.startsWith(modelDir.toRealPath())) {
                return true;
            }
            for (Path dir : bundlePath) {
                if (Files.isDirectory(dir) && real.startsWith(dir.toRealPath())) {
                    return true;
                }
            }
            return false;
        } catch (IOException e) {
            throw new DeploymentExportException("cannot resolve " + file + ": " + e.getMessage());
        }
    }

    private Path locate(Bundle bundle) throws DeploymentExportException {
        String location = bundle.getLocation();
        if (location != null && !location.isBlank()) {
            Path direct = (location.startsWith("file:") ? Path.of(URI.create(location)) : modelDir.resolve(location))
                    .normalize();
            if (Files.isRegularFile(direct)) {
                if (!isAllowed(direct)) {
                    throw new DeploymentExportException("bundle " + bundle.getSymbolicName() + " " + bundle.getVersion()
                            + ": location '" + location + "' is outside the system's folder " + modelDir
                            + " and the bundle path " + bundlePath + "; Deploy sends bundles only from those");
                }
                return direct;
            }
            String fileName = Path.of(location.replace("file:", "")).getFileName().toString();
            for (Path dir : bundlePath) {
                if (Files.isRegularFile(dir.resolve(fileName))) {
                    return dir.resolve(fileName);
                }
            }
        }
        for (Path dir : bundlePath) {
            if (!Files.isDirectory(dir)) {
                continue;
            }
            try (Stream<Path> jars = Files.list(dir)) {
                for (Path candidate : jars.filter(p -> p.toString().endsWith(".jar")).sorted().toList()) {
                    if (BundleJar.isBundle(candidate, bundle.getSymbolicName(), bundle.getVersion())) {
                        return candidate;
                    }
                }
            } catch (IOException e) {
                throw new DeploymentExportException("cannot list bundle directory " + dir + ": " + e.getMessage());
            }
        }
        throw new DeploymentExportException("bundle " + bundle.getSymbolicName() + " " + bundle.getVersion()
                + " not found at '" + location + "' (relative to " + modelDir + ") nor in " + bundlePath);
    }
}
