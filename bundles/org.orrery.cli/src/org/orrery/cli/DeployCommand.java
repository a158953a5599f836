package org.orrery.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.orrery.control.api.ControlJson;
import org.orrery.control.api.SystemApi;
import org.orrery.control.api.SystemApi.DeployResult;
import org.orrery.control.api.SystemApi.Step;
import org.orrery.deploy.DeploymentExport;
import org.orrery.deploy.DeploymentExportException;
import org.orrery.lab.Lab;
import org.orrery.lab.LabException;
import org.orrery.model.OrrerySystem;
import org.orrery.model.catalog.SystemBundles;
import org.orrery.model.io.ModelLoadException;
import org.orrery.model.io.OrreryFiles;
import org.orrery.model.validation.OrreryValidation;
import org.orrery.model.validation.ValidationProblem;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code orrery deploy FILE}: validates a system, packs it with its bundles and has the lab's Star deploy it. */
@Command(name = "deploy", mixinStandardHelpOptions = true, description = {"Validate a system and deploy it to the lab.",
        "Packs it with its bundles (SHA-256 checked) and has the lab's Star deploy it, printing every step as the",
        "Star takes it, and the rollback when a step fails. With --preview it deploys nothing and prints what the",
        "deployment would change in the lab, from what the Star runs now (domains, bundles, operators, connections,",
        "alerts). With --watch it deploys again whenever the file or a bundle jar it installs changes: a rebuilt",
        "bundle replaces its earlier build and only its operators restart. Exit 0 deployed (or previewed), 1 the",
        "system has problems or the deployment failed, 2 the file cannot be read."})
final class DeployCommand extends LabCalls {

    @Parameters(paramLabel = "FILE", description = "the system (.orrery)")
    Path file;

    @Option(names = "--no-specialize",
            description = "send every connection through the media driver, even inside a " + "domain")
    boolean noSpecialize;

    @Option(names = "--preview", description = "only say what deploying it would change in the running lab")
    boolean preview;

    @Option(names = "--watch",
            description = "deploy again whenever the file or one of its bundle jars changes (Ctrl-C ends)")
    boolean watch;

    @Mixin
    JsonOption answer;

    @Override
    int call(Lab lab) throws Exception {
        if (!watch) {
            return deploy(lab);
        }
        if (preview) {
            err.println("orrery: deploy: --watch deploys; it does not go with --preview");
            return 2;
        }
        deploy(lab);
        return new DeployWatch(out).watch(this::watched, () -> deploy(lab));
    }

    /** The system file and the bundle jars it installs, as far as they can be found now. */
    private List<Path> watched() {
        List<Path> files = new ArrayList<>(List.of(file));
        try {
            DeploymentExport.bundleFiles(OrreryFiles.load(file), file, List.of(Environment.runtime().bundles()))
                    .forEach(bundle -> files.add(bundle.jar()));
        } catch (@SuppressWarnings("unused") ModelLoadException | DeploymentExportException | LabException notNow) {
            // a file that cannot be read now is watched for its next change
        }
        return files;
    }

    private int deploy(Lab lab) throws Exception {
        OrrerySystem system;
        try {
            system = OrreryFiles.load(file);
        } catch (ModelLoadException e) {
            err.println(e.problem());
            return 2;
        }
        // the built-in types and those the system's own bundle jars declare
        List<ValidationProblem> problems = new OrreryValidation(
                SystemBundles.catalogOf(system, file, line -> err.println(file + ": " + line))).validate(system);
        if (!problems.isEmpty()) {
            problems.forEach(problem -> err.println(file + ": " + problem));
            err.println(file + ": not deployed: fix the problems above first");
            return 1;
        }
        byte[] deployment;
        try {
            deployment = ControlJson.write(
                    DeploymentExport.deployment(system, file, List.of(Environment.runtime().bundles()), !noSpecialize));
        } catch (DeploymentExportException e) {
            err.println(file + ": " + e.getMessage());
            return 1;
        }
        if (preview) {
            SystemApi.DeployPreview changes = star(lab).preview(deployment);
            if (answer.print(out, changes)) {
                return 0;
            }
            changes.changes().forEach(change -> out.println("  " + change));
            out.println((changes.running().isEmpty() ? "nothing runs; deploying " + changes.system() + " starts it all"
                    : "deploying " + changes.system() + " over " + changes.running() + ": " + changes.changes().size()
                            + (changes.changes().size() == 1 ? " change, " : " changes, ") + changes.unchanged()
                            + " operators and connections run on untouched"));
            return 0;
        }
        if (answer.json) {
            DeployResult result = star(lab).deploy(deployment);
            answer.print(out, result);
            return result.deployed() ? 0 : 1;
        }
        List<Step> printed = new ArrayList<>();
        DeployResult result = star(lab).deploy(deployment, step -> print(step, printed));
        result.steps().stream().skip(printed.size()).forEach(step -> print(step, printed));
        if (!result.deployed()) {
            err.println("orrery: deploy failed: " + result.error() + " (rolled back)");
            return 1;
        }
        out.println("deployed " + result.system());
        return 0;
    }

    private void print(Step step, List<Step> printed) {
        printed.add(step);
        out.printf("  %-4s %-18s %-12s %s%n", step.ok() ? "ok" : "FAIL", step.step(), step.target(), step.detail());
    }
}
