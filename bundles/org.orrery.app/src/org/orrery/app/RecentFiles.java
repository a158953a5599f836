package org.orrery.app;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.osgi.service.prefs.BackingStoreException;

/** The systems opened most recently, newest first, kept in the workspace's preferences. */
public final class RecentFiles {

    public static final int LIMIT = 8;
    private static final String KEY = "recentFiles";
    private static final RecentFiles INSTANCE = new RecentFiles();

    public static RecentFiles instance() {
        return INSTANCE;
    }

    private RecentFiles() {
    }

    private IEclipsePreferences preferences() {
        return InstanceScope.INSTANCE.getNode("org.orrery.app");
    }

    public List<Path> list() {
        List<Path> files = new ArrayList<>();
        for (String line : preferences().get(KEY, "").split("\n")) {
            if (!line.isBlank()) {
                files.add(Path.of(line));
            }
        }
        return files;
    }

    void add(Path file) {
        List<Path> files = list();
        Path normalized = file.toAbsolutePath().normalize();
        files.remove(normalized);
        files.add(0, normalized);
        while (files.size() > LIMIT) {
            files.remove(files.size() - 1);
        }
        StringBuilder text = new StringBuilder();
        files.forEach(f -> text.append(f).append('\n'));
        preferences().put(KEY, text.toString());
        try {
            preferences().flush();
        } catch (BackingStoreException e) {
            ILog.of(RecentFiles.class).log(Status.warning("cannot store the list of recent files", e));
        }
    }
}
