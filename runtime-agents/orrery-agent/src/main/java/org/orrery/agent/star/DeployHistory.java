package org.orrery.agent.star;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;

import org.orrery.agent.control.ApiException;
import org.orrery.control.api.ControlJson;
import org.orrery.control.api.SystemApi.DeployRecord;
import org.orrery.control.api.SystemApi.SystemDeployment;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The lab's deployments, as the Star took them: each one's number, time, who asked, system, outcome and changes, the
 * last {@link #KEPT} of them; the last {@link #RETURNABLE} deployed ones are kept whole, so that the lab can return to
 * any of them. Kept in a folder of the Star's (beside its saved state) so that they outlive the Star and the lab: the
 * list in {@code history.json}, each whole system in {@code N.json}, each written whole ({@link StarState#writeWhole}).
 * The only files it deletes are the {@code N.json} it wrote itself, once they are no longer returnable. Without a
 * folder (a coordinator embedded in a test) it keeps them in memory. <p> What a client sends is stored within bounds:
 * who, the system's name, the outcome and each change are cut to their lengths and the changes to a number, so that the
 * file stays small (at most about a megabyte) however large the requests; a refusal is recorded without its system. The
 * Star's own deployments (an alert's action) are kept apart from the clients': at most {@link #KEPT_BY_STAR} of their
 * records and {@link #RETURNABLE_BY_STAR} returnable, so that however often alerts act, the clients' last
 * {@link #RETURNABLE} deployments stay returnable. A file that cannot be read (damaged, or larger than any this history
 * writes) is set aside as {@code history.json.damaged}, said in the log, and the history starts anew.
 */
final class DeployHistory {

    private static final Logger LOG = LoggerFactory.getLogger(DeployHistory.class);

    static final int KEPT = 100;
    static final int RETURNABLE = 10;
    static final int KEPT_BY_STAR = 20;
    static final int RETURNABLE_BY_STAR = 3;
    /** Who a deployment the Star makes itself is by, first words. */
    private static final String STAR = "the Star, ";
    /** Who a deployment the Star makes itself, acting on an alert, is by. */
    static final String STAR_BY = STAR + "acting on an alert";
    /** Who a deployment the Star makes itself, connecting what context-sensitive names are bound to, is by. */
    static final String REBINDING_BY = STAR + "rebinding context-sensitive names";
    /** The longest {@code by}, system name and each change stored; the longest outcome; the most changes. */
    static final int MAX_NAME = 200;
    static final int MAX_RESULT = 1_000;
    static final int MAX_CHANGE = 200;
    static final int MAX_CHANGES = 100;
    /** The largest {@code history.json} read: far above what the bounds above let it grow to. */
    static final long MAX_FILE_BYTES = 8L * 1024 * 1024;

    /** What {@code history.json} holds. */
    record Saved(List<DeployRecord> deployments) {
    }

    private final Path dir;
    private final List<DeployRecord> records = new ArrayList<>();
    private final Map<Integer, SystemDeployment> inMemory = new HashMap<>();

    /** When each deployment happened, by the wall clock. */
    private final LongSupplier millis;

    DeployHistory(Path dir) {
        this(dir, System::currentTimeMillis);
    }

    /** A history kept in {@code dir} (null: in memory), taking up what is there; one it cannot read starts anew. */
    DeployHistory(Path dir, LongSupplier millis) {
        this.dir = dir;
        this.millis = millis;
        Path file = dir == null ? null : dir.resolve("history.json");
        if (file == null || !Files.isRegularFile(file)) {
            return;
        }
        try {
            if (Files.size(file) > MAX_FILE_BYTES) {
                throw new IOException("it has " + Files.size(file) + " bytes, more than any deploy history holds");
            }
            for (DeployRecord record : ControlJson.readAnswer(Files.readAllBytes(file), Saved.class).deployments()) {
                records.add(bounded(record));
            }
        } catch (IOException | RuntimeException | OutOfMemoryError e) {
            records.clear();
            Path aside = dir.resolve("history.json.damaged");
            try {
                Files.move(file, aside, StandardCopyOption.REPLACE_EXISTING);
                LOG.warn(
                        "the deploy history {} cannot be read ({}); it is kept aside as {} and the history starts anew",
                        file, e.getMessage(), aside);
            } catch (IOException moved) {
                LOG.warn("the deploy history {} cannot be read ({}) nor set aside ({}); the history starts anew", file,
                        e.getMessage(), moved.getMessage());
            }
        }
    }

    /** Whether a deployment by {@code by} is the Star's own (an alert's action, a rebinding). */
    static boolean byStar(String by) {
        return by != null && by.startsWith(STAR);
    }

    /** {@code text} cut to {@code max} characters, saying so. */
    static String cut(String text, int max) {
        if (text == null) {
            return "";
        }
        return text.length() <= max ? text : text.substring(0, max) + "… (" + (text.length() - max) + " more)";
    }

    /** {@code record} with every field a client could grow within its bound. */
    private static DeployRecord bounded(DeployRecord record) {
        List<String> changes = record.changes() == null ? List.of() : record.changes();
        List<String> kept = new ArrayList<>();
        for (String change : changes.subList(0, Math.min(changes.size(), MAX_CHANGES))) {
            kept.add(cut(change, MAX_CHANGE));
        }
        if (changes.size() > MAX_CHANGES) {
            kept.add("… and " + (changes.size() - MAX_CHANGES) + " more changes");
        }
        return new DeployRecord(record.number(), record.atMillis(), cut(record.by(), MAX_NAME),
                cut(record.system(), MAX_NAME), record.deployed(), cut(record.result(), MAX_RESULT), kept,
                record.returnable());
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
                LOG.warn("deployment {} cannot be kept to return to: {}", number, e.toString());
                returnable = false;
            }
        }
        DeployRecord record = bounded(new DeployRecord(number, millis.getAsLong(),
                system == null || system.by().isEmpty() ? "unknown" : system.by(),
                system == null ? "" : system.system(), deployed, result, changes, returnable));
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

    /** The bytes deployment {@code number}'s kept system takes on disk (0 when in memory or not kept). */
    synchronized long systemBytes(int number) {
        if (dir == null) {
            return 0;
        }
        try {
            return Files.size(kept(number));
        } catch (IOException e) {
            return 0;
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

    /**
     * Drops the records past {@link #KEPT} (the Star's own past {@link #KEPT_BY_STAR} first) and the whole systems past
     * {@link #RETURNABLE} of the clients' and {@link #RETURNABLE_BY_STAR} of the Star's, its own files only.
     */
    private void forgetOld() {
        long byStar = records.stream().filter(r -> byStar(r.by())).count();
        for (int i = 0; i < records.size() && byStar > KEPT_BY_STAR; i++) {
            if (byStar(records.get(i).by())) {
                forgetSystem(records.remove(i--));
                byStar--;
            }
        }
        while (records.size() > KEPT) {
            forgetSystem(records.remove(0));
        }
        int returnable = 0;
        int returnableByStar = 0;
        for (int i = records.size() - 1; i >= 0; i--) {
            DeployRecord record = records.get(i);
            if (!record.returnable()) {
                continue;
            }
            boolean star = byStar(record.by());
            if (star ? ++returnableByStar > RETURNABLE_BY_STAR : ++returnable > RETURNABLE) {
                records.set(i, new DeployRecord(record.number(), record.atMillis(), record.by(), record.system(),
                        record.deployed(), record.result(), record.changes(), false));
                forgetSystem(record);
            }
        }
    }

    /** Forgets the whole system of {@code record}, if it was kept: a file this history wrote, by its number. */
    private void forgetSystem(DeployRecord record) {
        inMemory.remove(record.number());
        if (dir != null && record.returnable()) {
            try {
                Files.deleteIfExists(kept(record.number()));
            } catch (IOException e) {
                LOG.warn("{} is no longer needed and cannot be deleted: {}", kept(record.number()), e.toString());
            }
        }
    }

    private void save() {
        if (dir == null) {
            return;
        }
        try {
            StarState.writeWhole(dir.resolve("history.json"), ControlJson.write(new Saved(records)));
        } catch (IOException e) {
            LOG.warn("the deploy history cannot be saved in {}: {}", dir, e.toString());
        }
    }
}
