package org.orrery.agent.star;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.agent.control.ApiException;
import org.orrery.control.api.SystemApi.DeployRecord;
import org.orrery.control.api.SystemApi.SystemDeployment;

/**
 * The Star's deploy history on disk: the last ten deployed systems kept whole and the older ones' files deleted (its
 * own files only, a stranger's left alone), taken up again by a Star started later, and a damaged file refused without
 * stopping the Star.
 */
class DeployHistoryKeepingTest {

    @TempDir
    Path dir;

    private static SystemDeployment system(int n) {
        return new SystemDeployment("s" + n, List.of(), List.of(), List.of(), List.of(), true).by("ada@pc");
    }

    @Test
    void theLastTenDeployedAreKeptWholeAndTakenUpAgain() throws Exception {
        Path folder = dir.resolve("deploy-history");
        Files.createDirectories(folder);
        Files.writeString(folder.resolve("notes.json"), "someone else's");
        DeployHistory history = new DeployHistory(folder);
        for (int n = 1; n <= 12; n++) {
            history.add(system(n), true, "deployed", List.of("add operator x" + n));
        }
        history.add(system(13), false, "failed: no", List.of());
        List<DeployRecord> records = history.newestFirst();
        assertEquals(13, records.size());
        assertEquals(13, records.get(0).number());
        assertFalse(records.get(0).returnable(), "a failed deployment is nothing to return to");
        assertEquals(List.of(12, 11, 10, 9, 8, 7, 6, 5, 4, 3),
                records.stream().filter(DeployRecord::returnable).map(DeployRecord::number).toList());
        assertFalse(Files.exists(folder.resolve("1.json")) || Files.exists(folder.resolve("2.json")));
        assertTrue(Files.exists(folder.resolve("3.json")) && Files.exists(folder.resolve("notes.json")));
        assertEquals("s5", history.system(5).system());
        assertEquals(409, assertThrows(ApiException.class, () -> history.system(2)).status());

        DeployHistory again = new DeployHistory(folder);
        assertEquals(records, again.newestFirst(), "a Star started again takes the history up");
        assertEquals("s12", again.system(12).system());
        assertEquals(14, again.add(null, false, "undeployed s12", List.of()).number());

        Files.writeString(folder.resolve("history.json"), "{not json");
        assertEquals(List.of(), new DeployHistory(folder).newestFirst(), "a damaged history starts anew");
        assertEquals("{not json", Files.readString(folder.resolve("history.json.damaged")), "and is kept aside");
    }

    /**
     * However often the Star acts on alerts, the clients' last ten deployments stay returnable and their records stay;
     * the Star's own are kept, fewer.
     */
    @Test
    void theStarsOwnDeploymentsNeverPushTheClientsOut() throws Exception {
        Path folder = dir.resolve("deploy-history");
        Files.createDirectories(folder);
        DeployHistory history = new DeployHistory(folder);
        for (int n = 1; n <= 10; n++) {
            history.add(system(n), true, "deployed", List.of());
        }
        for (int n = 0; n < 500; n++) {
            history.add(system(n).by(DeployHistory.STAR_BY), true, "deployed", List.of("change the priority"));
        }
        List<DeployRecord> records = history.newestFirst();
        assertEquals(10 + DeployHistory.KEPT_BY_STAR, records.size());
        assertEquals(List.of(10, 9, 8, 7, 6, 5, 4, 3, 2, 1),
                records.stream()
                        .filter(r -> r.returnable() && !DeployHistory.byStar(r.by()))
                        .map(DeployRecord::number)
                        .toList());
        assertEquals(DeployHistory.RETURNABLE_BY_STAR,
                records.stream().filter(r -> r.returnable() && DeployHistory.byStar(r.by())).count());
        try (var files = Files.list(folder)) {
            assertEquals(10 + DeployHistory.RETURNABLE_BY_STAR + 1, files.count(), "kept systems and history.json");
        }
        assertEquals("s1", history.system(1).system());
    }

    /** What a client sends is stored within bounds, and a file larger than any history writes is set aside unread. */
    @Test
    void clientTextIsStoredWithinBounds() throws Exception {
        Path folder = dir.resolve("deploy-history");
        Files.createDirectories(folder);
        DeployHistory history = new DeployHistory(folder);
        String huge = "x".repeat(5_000_000);
        List<String> changes = new java.util.ArrayList<>();
        for (int i = 0; i < 10_000; i++) {
            changes.add("change " + i + " " + "y".repeat(1_000));
        }
        for (int n = 0; n < DeployHistory.KEPT + 20; n++) {
            history.add(new SystemDeployment(huge, List.of(), List.of(), List.of(), List.of(), true).by(huge), false,
                    "refused: " + huge, changes);
        }
        DeployRecord last = history.newestFirst().get(0);
        assertTrue(last.by().length() < DeployHistory.MAX_NAME + 40, last.by().length() + "");
        assertTrue(last.system().length() < DeployHistory.MAX_NAME + 40);
        assertTrue(last.result().length() < DeployHistory.MAX_RESULT + 40);
        assertEquals(DeployHistory.MAX_CHANGES + 1, last.changes().size());
        assertEquals("… and 9900 more changes", last.changes().get(DeployHistory.MAX_CHANGES));
        assertTrue(Files.size(folder.resolve("history.json")) < 4L * 1024 * 1024,
                Files.size(folder.resolve("history.json")) + " bytes");

        Files.write(folder.resolve("history.json"), new byte[(int) DeployHistory.MAX_FILE_BYTES + 1]);
        assertEquals(List.of(), new DeployHistory(folder).newestFirst(), "set aside unread");
        assertTrue(Files.exists(folder.resolve("history.json.damaged")));
    }
}
