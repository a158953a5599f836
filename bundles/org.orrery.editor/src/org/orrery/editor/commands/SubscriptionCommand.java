package org.orrery.editor.commands;

import org.orrery.control.api.NamePattern;
import org.orrery.model.Operator;
import org.orrery.model.OrreryFactory;
import org.orrery.model.Subscription;
import org.orrery.model.validation.ConnectionRules;
import org.orrery.predicate.PredicateLanguage;

/** Subscribes an operator to a name or a pattern of the naming tree, or takes a subscription away. */
public final class SubscriptionCommand extends ListEntryCommand<Subscription> {

    private SubscriptionCommand(String label, Operator subscriber, Subscription subscription, boolean adding) {
        super(label, subscriber.getSubscriptions(), subscription, adding);
    }

    /**
     * What is wrong with {@code line} as a subscription of {@code subscriber} ({@code PATTERN [where PREDICATE]}), or
     * null when it is one.
     */
    public static String problem(Operator subscriber, String line) {
        if (!ConnectionRules.acceptsIncoming(subscriber)) {
            return ConnectionRules.NO_INCOMING;
        }
        String[] parts = split(line);
        String pattern = NamePattern.problem(parts[0]);
        return pattern != null ? pattern
                : PredicateLanguage.syntaxError(parts[1]).map(e -> "the predicate does not parse: " + e).orElse(null);
    }

    /** Subscribes {@code subscriber} to {@code line}: {@code PATTERN [where PREDICATE]}. */
    public static SubscriptionCommand add(Operator subscriber, String line) {
        String problem = problem(subscriber, line);
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
        String[] parts = split(line);
        Subscription subscription = OrreryFactory.eINSTANCE.createSubscription();
        subscription.setPattern(parts[0]);
        if (!parts[1].isEmpty()) {
            subscription.setPredicate(parts[1]);
        }
        return new SubscriptionCommand("Subscribe " + subscriber.getName() + " to " + parts[0], subscriber,
                subscription, true);
    }

    /** Takes {@code subscription} away from its operator. */
    public static SubscriptionCommand remove(Subscription subscription) {
        if (!(subscription.eContainer() instanceof Operator subscriber)) {
            throw new IllegalArgumentException("the subscription is not an operator's");
        }
        return new SubscriptionCommand("Unsubscribe " + subscriber.getName() + " from " + subscription.getPattern(),
                subscriber, subscription, false);
    }

    /** The pattern and the predicate (empty when none) of {@code line}. */
    private static String[] split(String line) {
        String text = line == null ? "" : line.strip();
        int where = text.indexOf(" where ");
        return where < 0 ? new String[]{text, ""}
                : new String[]{text.substring(0, where).strip(), text.substring(where + 7).strip()};
    }
}
