package org.orrery.editor.parts;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.orrery.control.api.LiveStatus;
import org.orrery.control.api.NamePattern;
import org.orrery.control.api.SystemApi.ConnectionView;
import org.orrery.model.Operator;
import org.orrery.model.OrrerySystem;
import org.orrery.model.Subscription;
import org.orrery.model.edit.Named;
import org.orrery.model.naming.Subscriptions;

/**
 * What a subscription by name resolved to, drawn on the diagram as a connection of its own: from a matching operator to
 * the subscriber. {@code boundTo} is empty for what the model's names resolve to, and names the context-sensitive name
 * for a connection the Star made while the system runs, because an operator bound the source to that name. Equal links
 * are the same link, so the diagram keeps its edit part while the system changes.
 */
record SubscriptionLink(Operator source, Operator subscriber, Subscription subscription, String boundTo) {

    /** The links the subscriptions of {@code system} add (one already wired is drawn as its wire). */
    static List<SubscriptionLink> of(OrrerySystem system) {
        return system == null ? List.of()
                : Subscriptions.added(system)
                        .stream()
                        .map(r -> new SubscriptionLink(r.source(), r.subscriber(), r.subscription(), ""))
                        .toList();
    }

    /**
     * The connections the Star made for context-sensitive names in the running system {@code status} shows, each with
     * the subscription of {@code system} whose pattern matches its name (none for one the system cannot draw).
     */
    static List<SubscriptionLink> bound(OrrerySystem system, LiveStatus status) {
        if (system == null || status == null) {
            return List.of();
        }
        List<SubscriptionLink> links = new ArrayList<>();
        for (ConnectionView connection : status.links().values()) {
            if (connection.boundTo().isEmpty()) {
                continue;
            }
            Optional<Operator> source = Named.operator(system, connection.source());
            Optional<Operator> subscriber = Named.operator(system, connection.target());
            if (source.isEmpty() || subscriber.isEmpty()) {
                continue;
            }
            subscriber.get()
                    .getSubscriptions()
                    .stream()
                    .filter(s -> NamePattern.problem(s.getPattern()) == null
                            && NamePattern.of(s.getPattern()).matches(connection.boundTo()))
                    .findFirst()
                    .ifPresent(s -> links
                            .add(new SubscriptionLink(source.get(), subscriber.get(), s, connection.boundTo())));
        }
        return links;
    }
}
