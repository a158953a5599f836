package org.orrery.agent;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarInputStream;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

import org.orrery.agent.engine.DomainContext;
import org.orrery.agent.engine.DomainFramework;
import org.orrery.control.api.DomainApi.BundleInfo;
import org.orrery.control.util.Sha256;

/** The bundles the agent tests install: the real sample operators, and small broken bundles built on the spot. */
public final class TestBundles {

    private TestBundles() {
    }

    static Path frameworkBundles() {
        return Path.of(System.getProperty("orrery.framework.bundles", "target/framework-bundles"));
    }

    public static byte[] sampleOperators() throws IOException {
        return Files.readAllBytes(Path.of(System.getProperty("orrery.test.bundles", "target/test-bundles"))
                .resolve("org.orrery.sample.operators.jar"));
    }

    /** A domain's context for a test: its framework's storage below {@code dir}, the framework bundles of the build. */
    public static DomainContext domain(String name, Path dir) {
        return DomainContext.of(name, dir.resolve(name), frameworkBundles());
    }

    /** A started framework for {@code context} with the sample operators installed and started. */
    public static DomainFramework frameworkWithSampleOperators(DomainContext context) throws Exception {
        DomainFramework framework = new DomainFramework(context);
        framework.start();
        byte[] bytes = sampleOperators();
        framework.start(framework.install("sample:operators", bytes, Sha256.of(bytes)).id());
        return framework;
    }

    /** A jar with the given manifest headers and class files. */
    public static byte[] jar(Map<String, String> headers, Map<String, byte[]> entries) throws IOException {
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        headers.forEach((name, value) -> manifest.getMainAttributes().putValue(name, value));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (JarOutputStream jar = new JarOutputStream(bytes, manifest)) {
            for (Map.Entry<String, byte[]> entry : entries.entrySet()) {
                jar.putNextEntry(new JarEntry(entry.getKey()));
                jar.write(entry.getValue());
                jar.closeEntry();
            }
        }
        return bytes.toByteArray();
    }

    /** {@code jar} with one more entry, {@code name} holding {@code text}: other bytes, the same bundle. */
    public static byte[] withEntry(byte[] jar, String name, String text) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (JarInputStream in = new JarInputStream(new ByteArrayInputStream(jar));
                JarOutputStream out = new JarOutputStream(bytes, in.getManifest())) {
            for (JarEntry entry = in.getNextJarEntry(); entry != null; entry = in.getNextJarEntry()) {
                out.putNextEntry(new JarEntry(entry.getName()));
                in.transferTo(out);
                out.closeEntry();
            }
            out.putNextEntry(new JarEntry(name));
            out.write(text.getBytes(StandardCharsets.UTF_8));
            out.closeEntry();
        }
        return bytes.toByteArray();
    }

    /** A raw jar whose manifest text is exactly {@code manifestText}, broken or not. */
    public static byte[] jarWithRawManifest(String manifestText) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (JarOutputStream jar = new JarOutputStream(bytes)) {
            jar.putNextEntry(new JarEntry("META-INF/MANIFEST.MF"));
            jar.write(manifestText.getBytes(StandardCharsets.UTF_8));
            jar.closeEntry();
        }
        return bytes.toByteArray();
    }

    /** A bundle whose activator throws from start(), compiled here with the JDK's compiler. */
    public static byte[] bundleWithThrowingActivator(Path workDir) throws IOException {
        return activatorBundle(workDir, "broken.ThrowingActivator",
                "package broken;\n" + "public class ThrowingActivator implements org.osgi.framework.BundleActivator {\n"
                        + "  public void start(org.osgi.framework.BundleContext c) { throw new "
                        + "IllegalStateException(\"activator refuses to start\"); }\n"
                        + "  public void stop(org.osgi.framework.BundleContext c) { }\n" + "}\n",
                "test.throwing.activator", "org.osgi.framework");
    }

    /**
     * A bundle of one class, {@code activator} (its source {@code source}), compiled here with the JDK's compiler
     * against the test's class path, as the bundle's activator, importing {@code imports}.
     */
    public static byte[] activatorBundle(Path workDir, String activator, String source, String symbolicName,
            String imports) throws IOException {
        String path = activator.replace('.', '/');
        Path file = workDir.resolve("src").resolve(path + ".java");
        Files.createDirectories(file.getParent());
        Files.writeString(file, source);
        Path classes = Files.createDirectories(workDir.resolve("classes"));
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        int result = compiler.run(null, null, null, "-d", classes.toString(), "-classpath",
                System.getProperty("java.class.path"), file.toString());
        if (result != 0) {
            throw new IOException("cannot compile " + activator);
        }
        return jar(
                Map.of("Bundle-ManifestVersion", "2", "Bundle-SymbolicName", symbolicName, "Bundle-Version", "1.0.0",
                        "Bundle-Activator", activator, "Import-Package", imports),
                Map.of(path + ".class", Files.readAllBytes(classes.resolve(path + ".class"))));
    }

    public static List<String> names(List<BundleInfo> bundles) {
        return bundles.stream().map(BundleInfo::symbolicName).toList();
    }
}
