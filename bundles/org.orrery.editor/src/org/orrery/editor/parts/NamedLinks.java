package org.orrery.editor.parts;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.gef.EditPart;
import org.eclipse.gef.EditPartViewer;
import org.orrery.control.api.LiveStatus;
import org.orrery.model.Composite;
import org.orrery.model.OrrerySystem;

/**
 * The links a viewer's system's subscriptions by name resolve to, worked out once for every part that draws them and
 * again after a change that may move them: what the model's names resolve to, and while the system runs, the
 * connections the Star made for the context-sensitive names operators bound.
 */
final class NamedLinks {

    private static final String PROPERTY = "org.orrery.editor.namedLinks";
    private static final String BOUND = "org.orrery.editor.boundLinks";

    private NamedLinks() {
    }

    /** The links of the system {@code part} is drawn in (none while it is not in a viewer). */
    @SuppressWarnings("unchecked")
    static List<SubscriptionLink> of(EditPart part) {
        EditPartViewer viewer = part.getViewer();
        OrrerySystem system = systemOf(viewer);
        if (system == null) {
            return List.of();
        }
        List<SubscriptionLink> links = (List<SubscriptionLink>) viewer.getProperty(PROPERTY);
        if (links == null) {
            links = SubscriptionLink.of(system);
            viewer.setProperty(PROPERTY, links);
        }
        List<SubscriptionLink> bound = (List<SubscriptionLink>) viewer.getProperty(BOUND);
        if (bound == null || bound.isEmpty()) {
            return links;
        }
        List<SubscriptionLink> all = new ArrayList<>(links);
        all.addAll(bound);
        return all;
    }

    /** Works the links out again; true when they changed. */
    static boolean update(EditPartViewer viewer, OrrerySystem system) {
        Object before = viewer.getProperty(PROPERTY);
        List<SubscriptionLink> now = SubscriptionLink.of(system);
        viewer.setProperty(PROPERTY, now);
        return !now.equals(before == null ? List.of() : before);
    }

    /**
     * Takes the connections the Star made for context-sensitive names from {@code status} (null: none, the design
     * view); true when they changed.
     */
    static boolean updateLive(EditPartViewer viewer, LiveStatus status) {
        Object before = viewer.getProperty(BOUND);
        List<SubscriptionLink> now = SubscriptionLink.bound(systemOf(viewer), status);
        viewer.setProperty(BOUND, now);
        return !now.equals(before == null ? List.of() : before);
    }

    /** Draws again the connections of every operator, composite and port of {@code viewer}: the links changed. */
    static void redraw(EditPartViewer viewer) {
        for (Object part : viewer.getEditPartRegistry().values().toArray()) {
            if (part instanceof OperatorEditPart operator && operator.isActive()) {
                operator.refreshConnections();
            } else if ((part instanceof CompositeEditPart || part instanceof PortNodeEditPart)
                    && ((EditPart) part).isActive()) {
                ((EditPart) part).refresh();
            }
        }
    }

    private static OrrerySystem systemOf(EditPartViewer viewer) {
        Object shown = viewer == null || viewer.getContents() == null ? null : viewer.getContents().getModel();
        return (shown instanceof Composite composite ? composite.eContainer() : shown) instanceof OrrerySystem system
                ? system
                : null;
    }
}
