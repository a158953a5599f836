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

    /**
     * Deploys {@code system} (from {@code systemFile}, unchanged) with {@code settings} (target → value) on the lab of
     * {@code star}; returns null once deployed, or why it was not.
     */
    static String deploy(StarClient star, OrrerySystem system, Path systemFile, List<Path> bundlePath,
            Map<String, String> settings, Map<String, String> labMap)
            throws DeploymentExportException, IOException, LabException {
        OrrerySystem copy = EcoreUtil.copy(system);
        settings.forEach((target, value) -> Targets.apply(copy, target, value));
        boolean specialize = !"false".equals(settings.get(Targets.SPECIALIZE));
        byte[] json = ControlJson.write(HostMapping
                .apply(DeploymentExport.deployment(copy, systemFile, new ArrayList<>(bundlePath), specialize), labMap));
        var answer = star.deploy(json);
        return answer.deployed() ? null : "deploy failed: " + answer.error();
    }
}
