package org.orrery.run;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.orrery.control.api.ControlJson;
import org.orrery.deploy.DeploymentExport;
import org.orrery.deploy.DeploymentExportException;
import org.orrery.deploy.HostMapping;
import org.orrery.lab.Lab;
import org.orrery.lab.LabException;
import org.orrery.lab.StarClient;
import org.orrery.model.OrrerySystem;

/**
 * A system deployed afresh for a measurement: a copy of the model with settings applied ({@link Targets}), its bundles
 * found on the bundle path, its hosts renamed as the lab mapping says, sent to the Star. Shared by the runner's
 * combinations and the capacity finder's steps.
 */
final class LabDeployment {

    private LabDeployment() {
    }

    /** What a combination does with its deployed system: measures it into a measurement. */
    interface Window {

        void measure(Measurement measurement) throws LabException;
    }

    /**
     * One run of a combination of {@code test}: deployed with {@code settings}, its links shaped as they say
     * ({@link LinkTargets}: by the lab, or in the model where the lab cannot), measured by {@code window}, the links
     * restored and the system undeployed; whatever failed is an error of the result.
     */
    static RunRunner.Measured run(StarClient star, Lab lab, RunCheck.Checked test, Map<String, String> combination,
            Map<String, String> settings, List<Path> jars, Window window) {
        Measurement measurement = new Measurement();
        try {
            boolean byLab = LinkTargets.shapedByLab(lab);
            String refused = deploy(star, test.system(), test.systemFile(), jars, settings, test.test().labMap(),
                    !byLab);
            if (refused != null) {
                measurement.errors.add(refused);
                return measurement.result(combination);
            }
            try (LinkTargets.Shaped links = byLab
                    ? LinkTargets.apply(lab, test.system(), test.test().labMap(), settings)
                    : new LinkTargets.Shaped(new ArrayList<>())) {
                window.measure(measurement);
            }
        } catch (DeploymentExportException | IOException | RuntimeException e) {
            measurement.errors.add(e.getMessage() == null ? e.toString() : e.getMessage());
        } finally {
            try {
                star.undeploy();
            } catch (LabException e) {
                measurement.errors.add("undeploy failed: " + e.getMessage());
            }
        }
        return measurement.result(combination);
    }

    /**
     * Deploys {@code system} (from {@code systemFile}, unchanged) with {@code settings} (target → value) on the lab of
     * {@code star}, the links they name given to the model when {@code linksInModel}; returns null once deployed, or
     * why it was not.
     */
    static String deploy(StarClient star, OrrerySystem system, Path systemFile, List<Path> bundlePath,
            Map<String, String> settings, Map<String, String> labMap, boolean linksInModel)
            throws DeploymentExportException, IOException, LabException {
        OrrerySystem copy = EcoreUtil.copy(system);
        settings.forEach((target, value) -> Targets.apply(copy, target, value));
        if (linksInModel) {
            LinkTargets.intoModel(copy, settings);
        }
        boolean specialize = !"false".equals(settings.get(Targets.SPECIALIZE));
        byte[] json = ControlJson.write(HostMapping
                .apply(DeploymentExport.deployment(copy, systemFile, new ArrayList<>(bundlePath), specialize), labMap));
        var answer = star.deploy(json);
        return answer.deployed() ? null : "deploy failed: " + answer.error();
    }
}
