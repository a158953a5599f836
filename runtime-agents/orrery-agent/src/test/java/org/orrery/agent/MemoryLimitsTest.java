package org.orrery.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orrery.agent.TestLab.call;
import static org.orrery.agent.TestLab.domain;
import static org.orrery.agent.TestLab.json;
import static org.orrery.agent.TestLab.solar;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.orrery.control.api.ControlJson;
import org.orrery.control.api.Limits;
import org.orrery.control.util.Sha256;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The documented size limits hold against real agents with their real heaps (256 MB): the largest requests they accept
 * are carried out even when several arrive at once, larger ones are refused by their size, and an operator that would
 * take a domain's memory is refused without taking the domain down.
 */
@Timeout(300)
class MemoryLimitsTest extends RealLabTest {

    @Test
    void threeConcurrentSystemsOfTheLargestSizeAreTakenInTurnAndTheStarKeepsItsMemory() throws Exception {
        long starPid = json(call("GET", lab.starUrl + "/v1/health", null)).get("pid").asLong();
        List<byte[]> bodies = new ArrayList<>();
        for (int system = 0; system < 3; system++) {
            bodies.add(ControlJson.write(withLargeBundles(solar(100, "n > 1"), system)));
        }
        long largest = bodies.stream().mapToLong(b -> b.length).max().orElseThrow();
        assertTrue(largest > Limits.MAX_UPLOAD_BODY_BYTES * 8 / 10 && largest <= Limits.MAX_UPLOAD_BODY_BYTES,
                "each system is near the largest request the Star takes: " + largest);

        ExecutorService senders = Executors.newFixedThreadPool(3);
        try {
            List<Future<String>> answers = new ArrayList<>();
            for (byte[] body : bodies) {
                answers.add(
                        senders.submit(() -> call("PUT", lab.starUrl + "/v1/system", body, Duration.ofSeconds(200))));
            }
            for (Future<String> answer : answers) {
                assertTrue(json(answer.get()).get("deployed").asBoolean(), answer.get());
            }
        } finally {
            senders.shutdownNow();
        }

        JsonNode health = json(call("GET", lab.starUrl + "/v1/health", null));
        assertEquals(starPid, health.get("pid").asLong(), "the Star is the same process");
        JsonNode status = TestLab.awaitStatus(lab.starUrl, s -> domain(s, "planet2").get("up").asBoolean()
                && TestLab.operator(s, "display").get("eventsIn").asLong() == 98);
        assertTrue(domain(status, "star").get("up").asBoolean(), status.toString());
        try (Stream<Path> logs = Files.walk(lab.dir)) {
            for (Path log : logs.filter(p -> p.toString().endsWith(".log")).toList()) {
                assertFalse(Files.readString(log).contains("OutOfMemoryError"), log + " reports running out of memory");
            }
        }
        passed = true;
    }

    @Test
    void aBundleOverTheLimitIsRefusedByItsSize() throws Exception {
        byte[] jar = padBundle("org.orrery.test.toolarge", Limits.MAX_BUNDLE_BYTES + (32 << 10), 7);
        String refused = call("POST", lab.starUrl + "/v1/bundles", ControlJson.write(Map.of("location", "toolarge",
                "sha256", Sha256.of(jar), "bytesBase64", Base64.getEncoder().encodeToString(jar))), 413);
        assertTrue(refused.contains("larger than the limit of 16 MiB"), refused);

        byte[] fits = padBundle("org.orrery.test.fits", Limits.MAX_BUNDLE_BYTES - (32 << 10), 8);
        JsonNode installed = json(call("POST", lab.starUrl + "/v1/bundles", ControlJson.write(Map.of("location", "fits",
                "sha256", Sha256.of(fits), "bytesBase64", Base64.getEncoder().encodeToString(fits)))));
        assertEquals("org.orrery.test.fits", installed.get("symbolicName").asText(), installed.toString());
        passed = true;
    }

    @Test
    void aContentRouterBeyondWhatAHeapHoldsIsRefusedAndTheDomainStaysUp() throws Exception {
        Map<String, Object> system = solar(100, "n > 1");
        TestLab.operators(system)
                .set(1, Map.of("name", "even", "type", "org.orrery.sample.router", "domain", "planet1", "symbolicName",
                        "", "parameters", Map.of("subscriptions", "1000000")));
        TestLab.assertRefusedAndTheLabTakesTheNext(lab.starUrl, system, "subscriptions must be within 0..100,000");
        passed = true;
    }

    @Test
    void operatorsThatTogetherNeedMoreThanTheHeapAreRefusedAndTheDomainTakesTheNextSystem() throws Exception {
        Map<String, Object> system = solar(100, "n > 1");
        for (int i = 0; i < 20; i++) {
            // each holds a payload of 16 MiB: twenty are more than planet1's heap of 256 MB
            TestLab.operators(system)
                    .add(Map.of("name", "heavy" + i, "type", "org.orrery.sample.source", "domain", "planet1",
                            "symbolicName", "/heavy/" + i, "parameters",
                            Map.of("count", "1", "payloadBytes", String.valueOf(16 << 20))));
        }
        TestLab.assertRefusedAndTheLabTakesTheNext(lab.starUrl, system, "ran out of memory while being created");
        JsonNode status = TestLab.awaitStatus(lab.starUrl,
                s -> TestLab.operator(s, "display").get("eventsIn").asLong() == 98);
        assertTrue(domain(status, "planet1").get("up").asBoolean(), status.toString());
        passed = true;
    }

    /** Gives planet1 and planet2 a bundle each of almost the largest size, different for each {@code seed}. */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> withLargeBundles(Map<String, Object> system, int seed) throws Exception {
        List<Map<String, Object>> bundles = new ArrayList<>((List<Map<String, Object>>) system.get("bundles"));
        Map<String, Object> host = ((List<Map<String, Object>>) system.get("hosts")).get(0);
        List<Map<String, Object>> domains = new ArrayList<>();
        for (Map<String, Object> domain : (List<Map<String, Object>>) host.get("domains")) {
            Map<String, Object> copy = new LinkedHashMap<>(domain);
            if (!domain.get("role").equals("star")) {
                String name = "org.orrery.test.pad" + seed + domain.get("name");
                byte[] jar = padBundle(name, Limits.MAX_BUNDLE_BYTES - (64 << 10), seed * 10L + domains.size());
                String sha = Sha256.of(jar);
                bundles.add(Map.of("symbolicName", name, "version", "1.0.0", "sha256", sha, "expectedState", "resolved",
                        "bytesBase64", Base64.getEncoder().encodeToString(jar)));
                List<String> shas = new ArrayList<>((List<String>) domain.get("bundles"));
                shas.add(sha);
                copy.put("bundles", shas);
            }
            domains.add(copy);
        }
        system.put("hosts",
                List.of(Map.of("name", host.get("name"), "address", host.get("address"), "domains", domains)));
        system.put("bundles", bundles);
        return system;
    }

    /** A bundle of {@code size} bytes (give or take its manifest), most of them an incompressible resource. */
    private static byte[] padBundle(String symbolicName, long size, long seed) throws Exception {
        byte[] pad = new byte[(int) size - 512];
        new SplittableRandom(seed).nextBytes(pad);
        byte[] jar = TestBundles.jar(
                Map.of("Bundle-ManifestVersion", "2", "Bundle-SymbolicName", symbolicName, "Bundle-Version", "1.0.0"),
                Map.of("pad.bin", pad));
        assertTrue(Math.abs(jar.length - size) < (16 << 10),
                "the bundle has " + jar.length + " bytes, not about " + size);
        return jar;
    }
}
