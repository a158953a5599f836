package org.orrery.sample.operators;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.orrery.operator.api.Emitter;
import org.orrery.operator.api.Event;
import org.orrery.operator.api.EventPredicate;
import org.orrery.operator.api.Operator;
import org.orrery.operator.api.OperatorContext;
import org.orrery.operator.api.Parameters;

/**
 * A content-based router in the manner of the JBI report: it holds {@code subscriptions} predicate subscriptions
 * generated from {@code seed} over the {@code schema}'s fields, matches every object it receives against all of them,
 * and sends one copy per match on (with the attribute {@code subscription} naming it), so that what leaves it is the
 * report's "objects delivered". With {@code matching=indexed} (the default) an object is tested only against the
 * subscriptions a {@link SubscriptionIndex} finds for it; {@code matching=scan} tests it against every subscription, as
 * the report's router did, for comparison; {@code matching=xpath} tests each subscription written as an XPath predicate
 * against the object's XML body (a source's {@code objectFormat=xml}), as the report's XPath router did. All three
 * deliver the same copies in the same order. <p> Named subscriptions come on top: a parameter {@code subscription.NAME}
 * holds a predicate in the shared language (over attributes, or {@code xpath:} over the XML body); a copy of each
 * object it accepts leaves with the attribute {@code subscription} set to NAME (an object it cannot be evaluated on
 * does not match it). They are added, changed and removed (an empty predicate) while the router runs.
 */
final class ContentRouter implements Operator {

    /**
     * About 20 MB of subscriptions, within a domain's 256 MB heap beside the rest of a system (a million took all of
     * it).
     */
    static final long MAX_SUBSCRIPTIONS = 100_000;
    /** What the parameter of a named subscription starts with. */
    static final String NAMED = "subscription.";

    private final OperatorContext context;
    private final List<JbiWorkload.Subscription> subscriptions;
    private final SubscriptionIndex index;
    /** With {@code matching=xpath}: each generated subscription as an XPath predicate, in the same order. */
    private final EventPredicate[] xpaths;
    /** The named subscriptions by name, in the order they were added; replaced whole by a change. */
    private Map<String, EventPredicate> named;

    ContentRouter(OperatorContext context) {
        this.context = context;
        Parameters parameters = context.parameters();
        long count = parameters.longValue("subscriptions", 250);
        if (count < 0 || count > MAX_SUBSCRIPTIONS) {
            throw new IllegalArgumentException("subscriptions must be within 0..100,000, not " + count);
        }
        this.subscriptions = JbiWorkload.subscriptions((int) count,
                JbiWorkload.schema(parameters.string("schema", "mixed")), parameters.longValue("seed", 2));
        String matching = parameters.string("matching", "indexed").strip();
        this.index = matching.equals("indexed") ? new SubscriptionIndex(subscriptions) : null;
        this.xpaths = matching.equals("xpath")
                ? subscriptions.stream()
                        .map(s -> context.compilePredicate("xpath:" + s.xpath()))
                        .toArray(EventPredicate[]::new)
                : null;
        if (!List.of("indexed", "scan", "xpath").contains(matching)) {
            throw new IllegalArgumentException("matching must be indexed, scan or xpath, not '" + matching + "'");
        }
        this.named = named(parameters, Map.of());
    }

    /**
     * The named subscriptions after {@code parameters}: each {@code subscription.NAME} set, added or replaced; empty
     * removes.
     */
    private Map<String, EventPredicate> named(Parameters parameters, Map<String, EventPredicate> before) {
        Map<String, EventPredicate> after = new LinkedHashMap<>(before);
        for (String parameter : parameters.names()) {
            if (!parameter.startsWith(NAMED)) {
                continue;
            }
            String name = parameter.substring(NAMED.length());
            if (name.isBlank()) {
                throw new IllegalArgumentException("a named subscription needs a name after '" + NAMED + "'");
            }
            String predicate = parameters.string(parameter, "").strip();
            if (predicate.isEmpty()) {
                after.remove(name);
            } else {
                try {
                    after.put(name, context.compilePredicate(predicate));
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException("subscription '" + name + "': " + e.getMessage(), e);
                }
            }
        }
        return after;
    }

    /**
     * Adds, changes or removes named subscriptions in place ({@code subscription.NAME}); all of a change's predicates
     * compile, or none is taken. Refuses every other parameter: the generated subscriptions need a restart.
     */
    @Override
    public boolean reconfigure(Parameters changed) {
        for (String parameter : changed.names()) {
            if (!parameter.startsWith(NAMED)) {
                throw new IllegalArgumentException("'" + parameter + "' is not changed while running (only named "
                        + "subscriptions, " + NAMED + "NAME); redeploy to restart the router with it");
            }
        }
        named = named(changed, named);
        return true;
    }

    @Override
    public void onEvent(Event event, Emitter emitter) {
        if (index != null) {
            for (JbiWorkload.Subscription subscription : index.matches(event.attributes())) {
                emit(event, (long) subscription.id(), emitter);
            }
        } else if (xpaths != null) {
            for (int i = 0; i < xpaths.length; i++) {
                if (xpaths[i].test(event)) {
                    emit(event, (long) subscriptions.get(i).id(), emitter);
                }
            }
        } else {
            for (JbiWorkload.Subscription subscription : subscriptions) {
                if (subscription.matches(event.attributes())) {
                    emit(event, (long) subscription.id(), emitter);
                }
            }
        }
        if (!named.isEmpty()) {
            List<String> accepted = new ArrayList<>(2);
            named.forEach((name, predicate) -> {
                try {
                    if (predicate.test(event)) {
                        accepted.add(name);
                    }
                } catch (RuntimeException e) {
                    // a subscription that cannot be evaluated on this object (not XML, past a bound) does not match it
                }
            });
            for (String name : accepted) {
                emit(event, name, emitter);
            }
        }
    }

    private static void emit(Event event, Object subscription, Emitter emitter) {
        emitter.emit(event.toBuilder()
                .attributes(event.attributes().toBuilder().putValue("subscription", subscription).build())
                .build());
    }
}
