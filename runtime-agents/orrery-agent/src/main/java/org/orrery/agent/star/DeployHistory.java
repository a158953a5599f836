package org.orrery.agent.star;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.orrery.agent.control.ApiException;
import org.orrery.control.api.ControlJson;
import org.orrery.control.api.SystemApi.DeployRecord;
import org.orrery.control.api.SystemApi.SystemDeployment;

/**
 * The lab's deployments, as the Star took them: each one's number, time, who asked, system, outcome and changes, the
 * last {@link #KEPT} of them; the last {@link #RETURNABLE} deployed ones are kept whole, so that the lab can return to
 * any of them. Kept in a folder of the Star's (beside its saved state) so that they outlive the Star and the lab: the
 * list in {@code history.json}, each whole system in {@code N.json}, each written whole ({@link StarState#writeWhole}).
 * The only files it deletes are the {@code N.json} it wrote itself, once they are no longer returnable. Without a
 * folder (a coordinator embedded in a test) it keeps them in memory.
 */
final class DeployHistory {

    static final int KEPT = 100;
    static final int RETURNABLE = 10;

    /** What {@code history.json} holds. */
    record Saved(List<DeployRecord> deployments) {
    }

    private final Path dir;
    private final List<DeployRecord> records = new ArrayList<>();
    private final Map<Integer, SystemDeployment> inMemory = new HashMap<>();

    /** A history kept in {@code dir} (null: in memory), taking up what is there; one it cannot read starts anew. */
    DeployHistory(Path dir) {
        this.dir = dir;
        if (dir == null || !Files.isRegularFile(dir.resolve("history.json"))) {
            return;
        }
        try {
            records.addAll(
                    ControlJson.readAnswer(Files.readAllBytes(dir.resolve("history.json")), Saved.class).deployments());
        } catch (IOException | RuntimeException e) {
            System.err.println("orrery-star: the deploy history in " + dir + " cannot be read (" + e.getMessage()
                    + "); it starts anew");
        }
    }

    /**
     * Records a deployment of {@code system} (null for an undeployment), asked for by {@code by}, with its outcome and
     * the changes it was to make; a deployed system is kept whole, to return to.
     */
    synchronized DeployRecord add(SystemDeployment system, boolean deployed, String result, List<String> changes) {
        int number = records.isEmpty() ? 1 : records.get(records.size() - 1).number() + 1;
        boolean returnable = deployed && system != null;
        if (returnable) {
            try {
                keep(number, system);
            } catch (IOException e) {
                System.err.println("orrery-star: deployment " + number + " cannot be kept to return to: " + e);
                returnable = false;
            }
        }
        DeployRecord record = new DeployRecord(number, System.currentTimeMillis(),
                system == null || system.by().isEmpty() ? "unknown" : system.by(),
                system == null ? "" : system.system(), deployed, result, changes, returnable);
        records.add(record);
        forgetOld();
        save();
        return record;
    }

    /** The deployments, newest first. */
    synchronized List<DeployRecord> newestFirst() {
        List<DeployRecord> newest = new ArrayList<>(records);
        Collections.reverse(newest);
        return newest;
    }

    /** The system deployment {@code number} deployed; 404 for no such deployment, 409 for one not kept whole. */
    synchronized SystemDeployment system(int number) {
        DeployRecord record = records.stream().filter(r -> r.number() == number).findFirst().orElse(null);
        if (record == null) {
            throw new ApiException(404, "the lab's history has no deployment " + number);
        }
        if (!record.returnable()) {
            throw new ApiException(409,
                    "deployment " + number + " is not kept whole ("
                            + (record.deployed() ? "only the last " + RETURNABLE + " deployed systems are"
                                    : "it was not deployed")
                            + ")");
        }
        if (dir == null) {
            return inMemory.get(number);
        }
        try {
            return ControlJson.readAnswer(Files.readAllBytes(kept(number)), SystemDeployment.class);
        } catch (IOException e) {
            throw new ApiException(500, "deployment " + number + " cannot be read back: " + e.getMessage());
        }
    }

    private Path kept(int number) {
        return dir.resolve(number + ".json");
    }

    private void keep(int number, SystemDeployment system) throws IOException {
        if (dir == null) {
            inMemory.put(number, system);
            return;
        }
        StarState.writeWhole(kept(number), ControlJson.write(system));
    }

    /** Drops the records past {@link #KEPT} and the whole systems past {@link #RETURNABLE}, its own files only. */
    private void forgetOld() {
        while (records.size() > KEPT) {
            records.remove(0);
        }
        int returnable = 0;
        for (int i = records.size() - 1; i >= 0; i--) {
            DeployRecord record = records.get(i);
            if (record.returnable() && ++returnable > RETURNABLE) {
                records.set(i, new DeployRecord(record.number(), record.atMillis(), record.by(), record.system(),
                        record.deployed(), record.result(), record.changes(), false));
                inMemory.remove(record.number());
                if (dir != null) {
                    try {
                        Files.deleteIfExists(kept(record.number())); // a file this history wrote, by its number
                    } catch (IOException e) {
                        System.err.println("orrery-star: " + kept(record.number()) + " is no longer needed and cannot "
                                + "be deleted: " + e);
                    }
                }
            }
        }
        inMemory.keySet().removeIf(number -> records.stream().noneMatch(r -> r.number() == number));
    }

    private void save() {
        if (dir == null) {
            return;
        }
        try {
            StarState.writeWhole(dir.resolve("history.json"), ControlJson.write(new Saved(records)));
        } catch (IOException e) {
            System.err.println("orrery-star: the deploy history cannot be saved in " + dir + ": " + e);
        }
    }
}
