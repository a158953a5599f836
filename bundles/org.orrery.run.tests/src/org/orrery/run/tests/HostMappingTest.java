package org.orrery.run.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.control.api.LatencyProfile;
import org.orrery.control.api.SystemApi.HostSpec;
import org.orrery.control.api.SystemApi.SystemDeployment;
import org.orrery.deploy.DeploymentExport;
import org.orrery.deploy.HostMapping;
import org.orrery.deploy.HostMapping.LabHost;
import org.orrery.model.OrrerySystem;
import org.orrery.model.io.OrreryFiles;
import org.orrery.run.RunDescription;
import org.orrery.run.RunDescription.Workload;
import org.orrery.run.RunExport;
import org.orrery.run.RunXml;

/**
 * Where a model's hosts go on a lab: by name or address by themselves, otherwise the user's choice, which must give
 * each host a lab host of its own; the chosen mapping renames the deployment's hosts and is what an exported run
 * description records and replays.
 */
class HostMappingTest {

    @TempDir
    Path temp;

    private static final List<LabHost> SANDBOX = List.of(new LabHost("h1", "10.212.0.2"),
            new LabHost("h2", "10.212.0.3"));

    private static OrrerySystem twoHosts() throws Exception {
        return OrreryFiles.load(repository().resolve("sample-systems/models/two-host-count.orrery"));
    }

    static Path repository() {
        Path root = Path.of("").toAbsolutePath();
        while (root != null && !Files.isDirectory(root.resolve("sample-systems/models"))) {
            root = root.getParent();
        }
        assertTrue(root != null, "the repository root is above " + Path.of("").toAbsolutePath());
        return root;
    }

    @Test
    void hostsFindTheLabsByNameOrAddressAndOnlyTheOthersNeedAChoice() throws Exception {
        OrrerySystem system = twoHosts();
        assertTrue(HostMapping.needsChoice(system, SANDBOX),
                "alpha and beta are neither names nor addresses of the sandbox");
        assertEquals(Map.of(), HostMapping.matching(system, SANDBOX));
        List<LabHost> namespaces = List.of(new LabHost("h1", "10.211.0.12"), new LabHost("h2", "10.211.0.11"));
        assertEquals(Map.of("alpha", "h2", "beta", "h1"), HostMapping.matching(system, namespaces), "by address");
        assertFalse(HostMapping.needsChoice(system, namespaces));
        assertFalse(HostMapping.needsChoice(system, List.of(new LabHost("local", "127.0.0.1"))),
                "one host takes them all");
        List<LabHost> byName = List.of(new LabHost("beta", "x"), new LabHost("alpha", "y"));
        assertEquals(Map.of("alpha", "alpha", "beta", "beta"), HostMapping.matching(system, byName));
    }

    @Test
    void aChoiceStartsFromWhatWasRememberedAndMustGiveEachHostItsOwnLabHost() throws Exception {
        OrrerySystem system = twoHosts();
        assertEquals(Map.of("alpha", "h1", "beta", "h2"), HostMapping.proposal(system, SANDBOX, Map.of()));
        assertEquals(Map.of("alpha", "h2", "beta", "h1"), HostMapping.proposal(system, SANDBOX, Map.of("alpha", "h2")));
        assertEquals(Map.of("alpha", "h1", "beta", "h2"),
                HostMapping.proposal(system, SANDBOX, Map.of("alpha", "gone")),
                "a remembered host the lab no longer has is not proposed");
        assertNull(HostMapping.problem(system, SANDBOX, Map.of("alpha", "h2", "beta", "h1")));
        assertEquals("hosts alpha and beta both go to h1; each needs a lab host of its own",
                HostMapping.problem(system, SANDBOX, Map.of("alpha", "h1", "beta", "h1")));
        assertEquals("host beta needs a lab host", HostMapping.problem(system, SANDBOX, Map.of("alpha", "h1")));
        assertEquals("host beta needs a lab host",
                HostMapping.problem(system, SANDBOX, Map.of("alpha", "h1", "beta", "h9")));
        assertEquals("the system has 3 hosts and the lab 2: each host of the system needs a lab host of its own",
                HostMapping.problem(
                        OrreryFiles.load(repository().resolve("sample-systems/models/three-host-lab.orrery")), SANDBOX,
                        Map.of()));
        List<LabHost> three = List.of(new LabHost("a", "1"), new LabHost("b", "2"), new LabHost("c", "3"));
        assertNull(HostMapping.problem(system, three, Map.of("alpha", "c", "beta", "a")), "a lab host may stay free");
    }

    @Test
    void theMappingRenamesTheDeploymentsHostsAndAnExportedRunRecordsIt() throws Exception {
        Path repository = repository();
        Path systemFile = Files.copy(repository.resolve("sample-systems/models/two-host-count.orrery"),
                temp.resolve("two-host-count.orrery"));
        OrrerySystem system = OrreryFiles.load(systemFile);
        List<Path> bundles = List.of(repository.resolve("runtime-agents/orrery-dist/target/orrery-runtime/bundles"));
        Map<String, String> mapping = Map.of("alpha", "h2", "beta", "h1");
        system.getHosts().get(1).getDomains().get(0).setLatencyProfile(org.orrery.model.LatencyProfile.LOW_LATENCY);
        SystemDeployment mapped = HostMapping.apply(DeploymentExport.deployment(system, systemFile, bundles, true),
                mapping);
        assertEquals(List.of("h2", "h1"), mapped.hosts().stream().map(HostSpec::name).toList());
        assertEquals(List.of("near", "star"),
                mapped.hosts().get(0).domains().stream().map(d -> d.name()).sorted().toList(),
                "each host keeps its domains");
        assertEquals(List.of(LatencyProfile.BALANCED, LatencyProfile.BALANCED, LatencyProfile.LOW_LATENCY),
                mapped.hosts().stream().flatMap(h -> h.domains().stream()).map(d -> d.latencyProfile()).toList(),
                "each domain's latency profile goes with it, balanced by default");
        Path description = temp.resolve("two-host-count-run.xml");
        RunXml.write(RunExport.describe(system, systemFile, description, bundles, mapping,
                new Workload(500, 2_000, false), List.of(), RunExport.applications(system), "eventsTotal"),
                description);
        String xml = Files.readString(description);
        assertTrue(xml.contains("<map host=\"alpha\" to=\"h2\"/>") && xml.contains("<map host=\"beta\" to=\"h1\"/>"),
                xml);
        RunDescription read = RunXml.read(description);
        assertEquals(mapping, read.tests().get(0).labMap());
    }
}
