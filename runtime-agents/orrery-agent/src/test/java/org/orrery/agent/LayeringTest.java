package org.orrery.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * The map in docs/architecture.md, kept true by the build: the runtime's packages import only packages below them (and
 * {@code control}, beside all, imports none), and the bundles require only bundles below them. A source file or a
 * manifest that imports upward, or across within one layer, fails the build and is named.
 */
class LayeringTest {

    /** The runtime's packages by layer, lowest first; a package imports only from lower layers and {@code control}. */
    static final List<Set<String>> AGENT_LAYERS = List.of(Set.of("host"), Set.of("transport"), Set.of("engine"),
            Set.of("star"), Set.of("domain"), Set.of("node", "lab"), Set.of("cli", "bench"));
    /** Beside every layer: anyone may import them, and they import nothing of the runtime's. */
    static final Set<String> BESIDE = Set.of("control", "log");

    /** The bundles by layer, lowest first (their tests, fragments and compatibility shims apart). */
    static final List<Set<String>> BUNDLE_LAYERS = List.of(Set.of("org.orrery.control.api"),
            Set.of("org.orrery.predicate", "org.orrery.lab"), Set.of("org.orrery.model"), Set.of("org.orrery.deploy"),
            Set.of("org.orrery.run"), Set.of("org.orrery.cli", "org.orrery.editor"), Set.of("org.orrery.monitor"),
            Set.of("org.orrery.app"));

    private static final Pattern AGENT_IMPORT = Pattern
            .compile("^import (?:static )?org\\.orrery\\.agent\\.([a-z]+)\\.", Pattern.MULTILINE);

    @Test
    void theRuntimesPackagesImportOnlyDownward() throws IOException {
        Path sources = root().resolve("runtime-agents/orrery-agent/src/main/java/org/orrery/agent");
        List<String> upward = new ArrayList<>();
        try (Stream<Path> files = Files.walk(sources)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
                String from = sources.relativize(file).getName(0).toString();
                Matcher imported = AGENT_IMPORT.matcher(Files.readString(file));
                while (imported.find()) {
                    String to = imported.group(1);
                    if (!allowed(AGENT_LAYERS, from, to) && !(BESIDE.contains(to) && !BESIDE.contains(from))) {
                        upward.add(sources.relativize(file) + " imports " + to);
                    }
                }
            }
        }
        assertEquals(List.of(), upward, "imports against the layers of docs/architecture.md");
    }

    @Test
    void theBundlesRequireOnlyDownward() throws IOException {
        Map<String, Set<String>> requires = new TreeMap<>();
        Map<String, String> exporterOf = new TreeMap<>();
        Map<String, String> manifests = new TreeMap<>();
        try (Stream<Path> bundles = Files.list(root().resolve("bundles"))) {
            for (Path bundle : bundles.sorted().toList()) {
                Path manifest = bundle.resolve("META-INF/MANIFEST.MF");
                if (Files.isRegularFile(manifest)) {
                    // continuation lines begin with a space
                    String text = Files.readString(manifest).replace("\r", "").replace("\n ", "");
                    manifests.put(bundle.getFileName().toString(), text);
                    for (String exported : header(text, "Export-Package")) {
                        exporterOf.put(exported, bundle.getFileName().toString());
                    }
                }
            }
        }
        manifests.forEach((bundle, text) -> {
            Set<String> needed = new TreeSet<>(header(text, "Require-Bundle"));
            header(text, "Import-Package").stream().map(exporterOf::get).filter(b -> b != null).forEach(needed::add);
            needed.removeIf(b -> !b.startsWith("org.orrery.") || b.equals(bundle));
            requires.put(bundle, needed);
        });
        List<String> upward = new ArrayList<>();
        requires.forEach((bundle, needed) -> {
            if (layer(BUNDLE_LAYERS, bundle) >= 0) {
                needed.stream()
                        .filter(other -> !allowed(BUNDLE_LAYERS, bundle, other))
                        .forEach(other -> upward.add(bundle + " requires " + other));
            }
        });
        assertEquals(List.of(), upward, "bundle dependencies against the layers of docs/architecture.md");
    }

    /** The names a manifest header lists (its attributes and directives dropped). */
    private static List<String> header(String manifest, String name) {
        Matcher line = Pattern.compile("^" + name + ":(.*)$", Pattern.MULTILINE).matcher(manifest);
        if (!line.find()) {
            return List.of();
        }
        // commas inside quoted version ranges are not separators
        return Stream.of(line.group(1).replaceAll("\"[^\"]*\"", "\"\"").split(","))
                .map(part -> part.split(";")[0].trim())
                .filter(part -> !part.isEmpty())
                .toList();
    }

    /** Whether {@code from} may depend on {@code to}: {@code to} lies in a lower layer. */
    private static boolean allowed(List<Set<String>> layers, String from, String to) {
        int below = layer(layers, to);
        return from.equals(to) || below >= 0 && below < layer(layers, from);
    }

    private static int layer(List<Set<String>> layers, String name) {
        for (int i = 0; i < layers.size(); i++) {
            if (layers.get(i).contains(name)) {
                return i;
            }
        }
        return -1;
    }

    private static Path root() {
        Path dir = Path.of("").toAbsolutePath();
        while (!Files.isDirectory(dir.resolve("runtime-agents/orrery-agent"))) {
            dir = dir.getParent();
        }
        return dir;
    }
}
