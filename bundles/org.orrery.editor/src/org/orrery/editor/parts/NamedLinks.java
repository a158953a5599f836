package org.orrery.editor.parts;

import java.util.List;

import org.eclipse.gef.EditPart;
import org.eclipse.gef.EditPartViewer;
import org.orrery.model.Composite;
import org.orrery.model.OrrerySystem;

/**
 * The links a viewer's system's subscriptions by name resolve to, worked out once for every part that draws them and
 * again after a change that may move them.
 */
final class NamedLinks {

    private static final String PROPERTY = "org.orrery.editor.namedLinks";

    private NamedLinks() {
    }

    /** The links of the system {@code part} is drawn in (none while it is not in a viewer). */
    @SuppressWarnings("unchecked")
    static List<SubscriptionLink> of(EditPart part) {
        EditPartViewer viewer = part.getViewer();
        Object shown = viewer == null || viewer.getContents() == null ? null : viewer.getContents().getModel();
        if (!((shown instanceof Composite composite ? composite.eContainer() : shown) instanceof OrrerySystem system)) {
            return List.of();
        }
        List<SubscriptionLink> links = (List<SubscriptionLink>) viewer.getProperty(PROPERTY);
        if (links == null) {
            links = SubscriptionLink.of(system);
            viewer.setProperty(PROPERTY, links);
        }
        return links;
    }

    /** Works the links out again; true when they changed. */
    static boolean update(EditPartViewer viewer, OrrerySystem system) {
        Object before = viewer.getProperty(PROPERTY);
        List<SubscriptionLink> now = SubscriptionLink.of(system);
        viewer.setProperty(PROPERTY, now);
        return !now.equals(before == null ? List.of() : before);
    }
}
