package org.orrery.sample.operators;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.orrery.operator.api.Attributes;

/** The index finds exactly what a linear scan of the subscriptions finds, in the same order. */
class SubscriptionIndexTest {

    @Test
    void theIndexMatchesWhatTheScanMatchesForEverySchemaAndSize() {
        for (String schema : List.of("mixed", "ato", "basic", "xmlxpath")) {
            for (int count : new int[]{1, 250, 2_000}) {
                List<JbiWorkload.Subscription> subscriptions = JbiWorkload.subscriptions(count, schema, 2);
                SubscriptionIndex index = new SubscriptionIndex(subscriptions);
                SplittableRandom random = new SplittableRandom(7);
                long matches = 0;
                for (int n = 0; n < 2_000; n++) {
                    Attributes object = JbiWorkload.object(schema, random, n);
                    List<JbiWorkload.Subscription> scanned = subscriptions.stream()
                            .filter(s -> s.matches(object))
                            .toList();
                    assertEquals(scanned, index.matches(object),
                            () -> schema + ", " + count + " subscriptions: " + object);
                    matches += scanned.size();
                }
                if (count == 2_000) {
                    assertTrue(matches > 500, schema + ": the comparison covers objects that match (" + matches + ")");
                }
            }
        }
    }

    @Test
    void boundsAtTheEdgesOfTheValuesHold() {
        // subscriptions whose only clause is a bound: the object's value equal to the bound matches both ways
        JbiWorkload.Field beginDay = JbiWorkload.fields("basic")
                .stream()
                .filter(f -> f.name().equals("beginDay"))
                .findFirst()
                .orElseThrow();
        JbiWorkload.Field endDay = JbiWorkload.fields("basic")
                .stream()
                .filter(f -> f.name().equals("endDay"))
                .findFirst()
                .orElseThrow();
        List<JbiWorkload.Subscription> subscriptions = List.of(
                new JbiWorkload.Subscription(0, "basic", List.of(new JbiWorkload.Clause(beginDay, 10L))),
                new JbiWorkload.Subscription(1, "basic", List.of(new JbiWorkload.Clause(endDay, 10L))),
                new JbiWorkload.Subscription(2, "basic", List.of(new JbiWorkload.Clause(beginDay, 11L))));
        SubscriptionIndex index = new SubscriptionIndex(subscriptions);
        Attributes ten = Attributes.builder().put("schema", "basic").put("beginDay", 10L).put("endDay", 10L).build();
        assertEquals(List.of(subscriptions.get(0), subscriptions.get(1)), index.matches(ten));
        Attributes eleven = Attributes.builder().put("schema", "basic").put("beginDay", 11L).put("endDay", 11L).build();
        assertEquals(List.of(subscriptions.get(0), subscriptions.get(2)), index.matches(eleven));
        assertEquals(List.of(), index.matches(Attributes.builder().put("schema", "ato").build()));
    }
}
