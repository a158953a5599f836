package org.orrery.model.naming;

import java.util.ArrayList;
import java.util.List;

import org.orrery.control.api.NamePattern;
import org.orrery.model.Connection;
import org.orrery.model.Operator;
import org.orrery.model.OrrerySystem;
import org.orrery.model.Subscription;
import org.orrery.model.validation.ConnectionRules;

/**
 * What the subscriptions by name of a system resolve to: for each subscription, a connection from every other operator
 * that sends and whose symbolic name the pattern matches. Where a wired connection already joins the two, the
 * subscription reuses it and adds nothing (the runtime carries every connection between two domains on the one stream
 * between them, so a resolved connection rides on the path already there).
 */
public final class Subscriptions {

    /** A subscription resolved: from {@code source} to {@code subscriber}, or already wired ({@code reused}). */
    public record Resolved(Operator source, Operator subscriber, Subscription subscription, boolean reused) {
    }

    private Subscriptions() {
    }

    /**
     * The subscriptions of {@code system} that can deliver, in the order of the operators: those whose pattern is one
     * and whose operator takes input (validation names the others). Each is to the names operators have in the model
     * ({@link #resolve}) and to those bound at run time (context-sensitive names, which the Star resolves as they
     * change).
     */
    public static List<Subscription> deliverable(OrrerySystem system) {
        List<Subscription> deliverable = new ArrayList<>();
        for (Operator subscriber : system.getOperators()) {
            for (Subscription subscription : subscriber.getSubscriptions()) {
                if (NamePattern.problem(subscription.getPattern()) == null
                        && ConnectionRules.acceptsIncoming(subscriber)) {
                    deliverable.add(subscription);
                }
            }
        }
        return deliverable;
    }

    /** Every subscription of {@code system} resolved, subscriber by subscriber, in the order of the operators. */
    public static List<Resolved> resolve(OrrerySystem system) {
        List<Resolved> resolved = new ArrayList<>();
        List<Resolved> added = new ArrayList<>();
        for (Subscription subscription : deliverable(system)) {
            Operator subscriber = (Operator) subscription.eContainer();
            NamePattern pattern = NamePattern.of(subscription.getPattern());
            for (Operator source : system.getOperators()) {
                if (source == subscriber || !ConnectionRules.sendsOn(source)
                        || !pattern.matches(source.getSymbolicName())) {
                    continue;
                }
                boolean wired = wired(source, subscriber)
                        || added.stream().anyMatch(r -> r.source() == source && r.subscriber() == subscriber);
                Resolved one = new Resolved(source, subscriber, subscription, wired);
                resolved.add(one);
                if (!wired) {
                    added.add(one);
                }
            }
        }
        return resolved;
    }

    /** The subscriptions that add a connection: those not wired already, each pair once. */
    public static List<Resolved> added(OrrerySystem system) {
        return resolve(system).stream().filter(r -> !r.reused()).toList();
    }

    private static boolean wired(Operator source, Operator subscriber) {
        for (Connection connection : source.getOutgoing()) {
            if (connection.getTarget() == subscriber) {
                return true;
            }
        }
        return false;
    }
}
