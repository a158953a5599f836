package org.orrery.editor.parts;

import java.util.List;

import org.orrery.model.Operator;
import org.orrery.model.OrrerySystem;
import org.orrery.model.Subscription;
import org.orrery.model.naming.Subscriptions;

/**
 * What a subscription by name resolved to, drawn on the diagram as a connection of its own: from a matching operator to
 * the subscriber. Equal links are the same link, so the diagram keeps its edit part while the system changes.
 */
record SubscriptionLink(Operator source, Operator subscriber, Subscription subscription) {

    /** The links the subscriptions of {@code system} add (one already wired is drawn as its wire). */
    static List<SubscriptionLink> of(OrrerySystem system) {
        return system == null ? List.of()
                : Subscriptions.added(system)
                        .stream()
                        .map(r -> new SubscriptionLink(r.source(), r.subscriber(), r.subscription()))
                        .toList();
    }
}
