package org.orrery.editor;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.eclipse.jface.action.IMenuManager;

/**
 * Entries other plug-ins add to the diagram's context menu, for what the editor itself does not know about: the monitor
 * adds a live domain's start, stop and restart, say. A contributor is asked each time the menu opens.
 */
public final class DiagramMenus {

    /** Adds entries for the selected model elements to a diagram's context menu as it opens. */
    @FunctionalInterface
    public interface Contributor {

        /**
         * @param menu the menu, with GEF's standard groups
         * @param editor the editor whose diagram it is
         * @param selected the model elements selected on the diagram
         */
        void contribute(IMenuManager menu, OrreryEditor editor, List<Object> selected);
    }

    private static final List<Contributor> CONTRIBUTORS = new CopyOnWriteArrayList<>();

    private DiagramMenus() {
    }

    public static void add(Contributor contributor) {
        CONTRIBUTORS.add(contributor);
    }

    public static void remove(Contributor contributor) {
        CONTRIBUTORS.remove(contributor);
    }

    static void contribute(IMenuManager menu, OrreryEditor editor, List<Object> selected) {
        for (Contributor contributor : CONTRIBUTORS) {
            try {
                contributor.contribute(menu, editor, selected);
            } catch (RuntimeException e) {
                // one contributor's failure costs its entries, never the menu
                System.err.println("orrery: a diagram menu contributor failed: " + e);
            }
        }
    }
}
