package org.orrery.run;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.orrery.control.util.Sha256;
import org.orrery.deploy.DeploymentExport;
import org.orrery.deploy.DeploymentExportException;
import org.orrery.model.OperatorKind;
import org.orrery.model.OrrerySystem;
import org.orrery.run.RunDescription.BundleRef;
import org.orrery.run.RunDescription.Measure;
import org.orrery.run.RunDescription.SystemRef;
import org.orrery.run.RunDescription.Variable;
import org.orrery.run.RunDescription.Workload;

/**
 * A run description of a saved system, as the workbench exports it: the system by its path relative to the description
 * and its SHA-256, every bundle its domains install with version and SHA-256 (found as a deployment finds them), the
 * workload, the variables and the measuring operators.
 */
public final class RunExport {

    private RunExport() {
    }

    /** The measuring operators a description of {@code system} starts with: its applications. */
    public static List<String> applications(OrrerySystem system) {
        return system.getOperators()
                .stream()
                .filter(o -> o.getKind() == OperatorKind.APPLICATION)
                .map(o -> o.getName())
                .toList();
    }

    /**
     * Describes {@code system}, saved in {@code systemFile}, for a description to be written to
     * {@code descriptionFile}; {@code figure} is taken from each of {@code measured}; {@code labMap} (model host to lab
     * host, may be empty) is the mapping the system was deployed with.
     */
    public static RunDescription describe(OrrerySystem system, Path systemFile, Path descriptionFile,
            List<Path> bundlePath, Map<String, String> labMap, Workload workload, List<Variable> variables,
            List<String> measured, String figure) throws RunException {
        try {
            List<BundleRef> bundles = new ArrayList<>();
            for (DeploymentExport.BundleFile file : DeploymentExport.bundleFiles(system, systemFile, bundlePath)) {
                bundles.add(new BundleRef(file.symbolicName(), file.version(), file.sha256()));
            }
            Path base = descriptionFile.toAbsolutePath().getParent();
            String href = base.relativize(systemFile.toAbsolutePath()).toString().replace('\\', '/');
            RunDescription.Test test = new RunDescription.Test(system.getName(),
                    new SystemRef(href, Sha256.of(systemFile)), bundles, labMap, workload, Map.of(), variables,
                    measured.stream().map(name -> new Measure(name, figure)).toList(), List.of());
            return new RunDescription(system.getName(), Map.of(), Map.of(), List.of(test));
        } catch (DeploymentExportException e) {
            throw new RunException("the system's bundles cannot be described: " + e.getMessage(), e);
        } catch (IOException e) {
            throw new RunException(systemFile + " cannot be read: " + e.getMessage(), e);
        }
    }
}
