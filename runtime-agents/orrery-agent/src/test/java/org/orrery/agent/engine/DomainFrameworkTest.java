package org.orrery.agent.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.agent.TestBundles;
import org.orrery.agent.engine.DomainContext.Tuning;
import org.orrery.control.api.BundleState;
import org.orrery.control.api.DomainApi.BundleInfo;
import org.orrery.control.util.Sha256;

/** Bundle lifecycle in a real embedded Equinox, with real bundles: the sample operators and broken ones. */
@Timeout(60)
class DomainFrameworkTest {

    @TempDir
    Path temp;

    private DomainFramework framework;

    @BeforeEach
    void start() throws Exception {
        framework = new DomainFramework(
                TestBundles.domain("planet1", temp).withTuning(new Tuning(10, 1_000, "backoff", 1_000_000)));
        framework.start();
    }

    @AfterEach
    void stop() throws Exception {
        framework.close();
    }

    @Test
    void aFreshDomainListsOnlyTheSpiItsSystemBundleExports() {
        List<BundleInfo> bundles = framework.bundles();
        assertEquals(List.of("org.orrery.operator.api"), TestBundles.names(bundles),
                "infrastructure bundles are not listed");
        assertEquals(0, bundles.get(0).id());
        assertEquals(BundleState.ACTIVE, bundles.get(0).state());
    }

    @Test
    void installStartStopUninstallTheSampleOperators() throws Exception {
        byte[] bytes = TestBundles.sampleOperators();
        BundleInfo installed = framework.install("sample:operators", bytes, Sha256.of(bytes));
        assertEquals("org.orrery.sample.operators", installed.symbolicName());
        assertEquals("0.1.0", installed.version());
        assertEquals(BundleState.INSTALLED, installed.state());

        BundleInfo started = framework.start(installed.id());
        assertEquals(BundleState.ACTIVE, started.state());
        assertTrue(started.headers().get("Service-Component").contains("SampleOperators"), started.headers()::toString);
        assertTrue(started.headers().get("Import-Package").contains("org.orrery.operator.api"));
        for (String type : List.of("source", "filter", "transform", "merge", "aggregate", "application", "bounce",
                "router")) {
            assertNotNull(framework.operatorFactory("org.orrery.sample." + type), type);
        }

        assertEquals(BundleState.RESOLVED, framework.stop(installed.id()).state());
        DeploymentException gone = assertThrows(DeploymentException.class,
                () -> framework.operatorFactory("org.orrery.sample.filter"));
        assertTrue(gone.getMessage().contains("no started bundle provides operator type 'org.orrery.sample.filter'"),
                gone.getMessage());

        framework.uninstall(installed.id());
        assertFalse(TestBundles.names(framework.bundles()).contains("org.orrery.sample.operators"));
    }

    @Test
    void bundlesBuiltAgainstTheReleasedSpiAndAgainstItsEarlierNumberingBothResolve() throws Exception {
        for (String range : List.of("[1.2,2)", "[1.1,2)", "[1.0,2)", "[0.1,1)")) {
            String name = "spi.client." + range.substring(1, 4);
            byte[] bytes = TestBundles.jar(Map.of("Bundle-ManifestVersion", "2", "Bundle-SymbolicName", name,
                    "Bundle-Version", "1.0.0", "Import-Package", "org.orrery.operator.api;version=\"" + range + "\""),
                    Map.of());
            BundleInfo started = framework.start(framework.install("test:" + name, bytes, Sha256.of(bytes)).id());
            assertEquals(BundleState.ACTIVE, started.state(), range);
        }
        byte[] future = TestBundles.jar(Map.of("Bundle-ManifestVersion", "2", "Bundle-SymbolicName", "spi.client.2",
                "Bundle-Version", "1.0.0", "Import-Package", "org.orrery.operator.api;version=\"[2.0,3)\""), Map.of());
        long id = framework.install("test:spi.client.2", future, Sha256.of(future)).id();
        assertThrows(DeploymentException.class, () -> framework.start(id),
                "a bundle that needs an SPI this domain does not have is not started");
    }

    @Test
    void aHashMismatchInstallsNothing() throws Exception {
        byte[] bytes = TestBundles.sampleOperators();
        int before = framework.bundles().size();
        DeploymentException refused = assertThrows(DeploymentException.class,
                () -> framework.install("sample:operators", bytes, "00" + Sha256.of(bytes).substring(2)));
        assertTrue(refused.getMessage().contains("SHA-256"), refused.getMessage());
        assertEquals(before, framework.bundles().size());
    }

    @Test
    void aBrokenManifestIsRefusedWithTheReason() throws Exception {
        byte[] broken = TestBundles.jarWithRawManifest("Manifest-Version: 1.0\nBundle-ManifestVersion: 2\n"
                + "Bundle-SymbolicName: broken.manifest\nBundle-Version: not.a.version.at.all\n\n");
        DeploymentException refused = assertThrows(DeploymentException.class,
                () -> framework.install("test:broken-manifest", broken, null));
        assertTrue(refused.getMessage().contains("test:broken-manifest"), refused.getMessage());
        assertTrue(refused.getMessage().contains("not.a.version.at.all"), refused.getMessage());
    }

    @Test
    void aMissingImportFailsTheStartNamingTheBundle() throws Exception {
        byte[] unresolved = TestBundles.jar(Map.of("Bundle-ManifestVersion", "2", "Bundle-SymbolicName",
                "test.unresolved", "Bundle-Version", "1.0.0", "Import-Package", "org.does.not.exist"), Map.of());
        BundleInfo installed = framework.install("test:unresolved", unresolved, null);
        DeploymentException refused = assertThrows(DeploymentException.class, () -> framework.start(installed.id()));
        assertTrue(
                refused.getMessage().contains("test.unresolved") && refused.getMessage().contains("org.does.not.exist"),
                refused.getMessage());
    }

    @Test
    void aMissingOperatorClassIsNamedWithItsBundle() throws Exception {
        String component = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + "<scr:component xmlns:scr=\"http://www.osgi.org/xmlns/scr/v1.3.0\" name=\"missing.NopeFactory\">\n"
                + "  <implementation class=\"missing.NopeFactory\"/>\n"
                + "  <service><provide interface=\"org.orrery.operator.api.OperatorFactory\"/></service>\n"
                + "  <property name=\"orrery.operator.type\" value=\"test.missing\"/>\n" + "</scr:component>\n";
        byte[] bundle = TestBundles.jar(
                Map.of("Bundle-ManifestVersion", "2", "Bundle-SymbolicName", "test.missing.class", "Bundle-Version",
                        "1.0.0", "Import-Package", "org.orrery.operator.api", "Service-Component", "OSGI-INF/nope.xml"),
                Map.of("OSGI-INF/nope.xml", component.getBytes(StandardCharsets.UTF_8)));
        framework.start(framework.install("test:missing-class", bundle, null).id());
        DeploymentException refused = assertThrows(DeploymentException.class,
                () -> framework.operatorFactory("test.missing"));
        assertTrue(refused.getMessage().contains("test.missing.class")
                && refused.getMessage().contains("missing.NopeFactory"), refused.getMessage());
    }

    @Test
    void anActivatorThatThrowsFailsTheStartWithItsMessage() throws Exception {
        byte[] throwing = TestBundles.bundleWithThrowingActivator(temp.resolve("activator"));
        BundleInfo installed = framework.install("test:throwing", throwing, null);
        DeploymentException refused = assertThrows(DeploymentException.class, () -> framework.start(installed.id()));
        assertTrue(refused.getMessage().contains("test.throwing.activator"), refused.getMessage());
        assertTrue(refused.getMessage().contains("activator refuses to start"), refused.getMessage());
        assertEquals(BundleState.RESOLVED,
                framework.bundles().stream().filter(b -> b.id() == installed.id()).findFirst().orElseThrow().state());
    }
}
