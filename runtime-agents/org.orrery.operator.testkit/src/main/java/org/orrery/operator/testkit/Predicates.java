package org.orrery.operator.testkit;

import org.orrery.operator.api.Event;
import org.orrery.operator.api.EventPredicate;
import org.orrery.operator.api.EventView;
import org.orrery.predicate.PredicateLanguage;
import org.orrery.predicate.XPathPredicate;

/**
 * Predicates compiled as a domain compiles those an operator asks for: the shared language over attributes (its bounds
 * included), or XPath over an XML body after {@code xpath:}.
 */
final class Predicates {

    private Predicates() {
    }

    /** The predicate {@code expression}; throws {@link IllegalArgumentException} saying why when it does not parse. */
    static EventPredicate compile(String expression) {
        if (XPathPredicate.isXPath(expression)) {
            XPathPredicate xpath = XPathPredicate.compile(expression);
            return event -> xpath.accepts(event.body());
        }
        PredicateLanguage.Compiled language = PredicateLanguage.compile(expression);
        return new EventPredicate() {

            @Override
            public boolean test(Event event) {
                return language.accepts(event.attributes()::get);
            }

            @Override
            public boolean test(EventView view) {
                return language.accepts(view::attribute);
            }
        };
    }
}
