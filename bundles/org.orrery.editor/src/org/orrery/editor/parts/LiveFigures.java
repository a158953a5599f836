package org.orrery.editor.parts;

import java.util.List;
import java.util.stream.Collectors;

import org.eclipse.gef.EditPartViewer;
import org.eclipse.jface.action.IStatusLineManager;
import org.orrery.control.api.AlertApi.AlertView;
import org.orrery.control.api.LiveStatus;
import org.orrery.editor.figures.AlertMarkable;

/**
 * Puts a running system's live figures on a diagram: the viewer holds the latest {@link LiveStatus}, and every part
 * that shows live figures ({@link LivePart}) reads it when it refreshes.
 */
public final class LiveFigures {

    /** The viewer property holding the latest status; absent while the system is not shown live. */
    static final String VIEWER_PROPERTY = "org.orrery.editor.live";

    private LiveFigures() {
    }

    /** The status {@code viewer} shows, or null in the design view. */
    public static LiveStatus of(EditPartViewer viewer) {
        return viewer == null ? null : (LiveStatus) viewer.getProperty(VIEWER_PROPERTY);
    }

    /** Shows {@code status} (null: the design view) on every part of {@code viewer} that shows live figures. */
    public static void show(EditPartViewer viewer, LiveStatus status) {
        viewer.setProperty(VIEWER_PROPERTY, status);
        if (NamedLinks.updateLive(viewer, status)) {
            NamedLinks.redraw(viewer);
        }
        for (Object part : viewer.getEditPartRegistry().values().toArray()) {
            if (part instanceof LivePart live) {
                live.refreshLive(status);
            }
        }
        HotSpots.show(viewer, status);
    }

    /** Marks {@code figure} with the alerts {@code firing} on its element (none: no mark). */
    static void markAlerts(AlertMarkable figure, List<AlertView> firing) {
        figure.setAlerts(firing.stream().map(AlertView::name).toList(), alertLines(firing));
    }

    /** What the alerts {@code firing} say, a line each ("" for none). */
    static String alertLines(List<AlertView> firing) {
        return firing.stream()
                .map(a -> "\u26a0 alert " + a.name() + " firing: " + a.summary())
                .collect(Collectors.joining("\n"));
    }

    /**
     * Shows {@code status} on the diagram ({@code status} null: back to the design view), and the state of the
     * connection to the lab in {@code line} ({@code problem} empty when connected).
     */
    public static void show(EditPartViewer viewer, IStatusLineManager line, LiveStatus status, String problem) {
        show(viewer, status);
        boolean paused = problem != null && !problem.isBlank();
        String message = status == null ? null
                : paused ? "Live view paused \u2014 " + problem + " (retrying)"
                        : "Live: " + status.system() + " \u00b7 " + status.domains().size() + " domains, "
                                + status.operators().size() + " operators, " + status.links().size() + " connections";
        if (paused && status != null) {
            line.setErrorMessage(message);
        } else {
            line.setErrorMessage(null);
            line.setMessage(message);
        }
    }
}
