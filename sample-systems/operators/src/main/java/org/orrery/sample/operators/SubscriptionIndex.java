package org.orrery.sample.operators;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.orrery.operator.api.Attributes;

/**
 * The content router's subscriptions indexed by attribute and value, so that an object is tested only against the
 * subscriptions it can match rather than all of them. Each subscription is filed under one of its clauses, its access
 * clause, the one least likely to hold: an equality on the field with the most distinct values among the subscriptions
 * (a serial number rather than a month), else a bound. An object looks up, per field it carries, the subscriptions
 * filed under that field's value (a hash lookup) or under bounds its value satisfies (a binary search in the sorted
 * bounds), and tests only those in full. That is access-predicate clustering from the publish/subscribe literature
 * (Fabret et al., SIGMOD 2001) without its cost model. The matches are the linear scan's, in the same order.
 */
final class SubscriptionIndex {

    private final List<JbiWorkload.Subscription> subscriptions;
    private final Map<String, SchemaIndex> schemas = new HashMap<>();

    SubscriptionIndex(List<JbiWorkload.Subscription> subscriptions) {
        this.subscriptions = List.copyOf(subscriptions);
        for (int i = 0; i < subscriptions.size(); i++) {
            if (subscriptions.get(i).id() != i) {
                throw new IllegalArgumentException("subscription " + i + " is numbered " + subscriptions.get(i).id());
            }
        }
        Map<String, Set<Object>> distinct = new HashMap<>();
        for (JbiWorkload.Subscription subscription : subscriptions) {
            for (JbiWorkload.Clause clause : subscription.clauses()) {
                distinct.computeIfAbsent(subscription.schema() + '\u0000' + clause.field().name(), f -> new HashSet<>())
                        .add(clause.value());
            }
        }
        Map<String, SchemaBuilder> builders = new HashMap<>();
        for (JbiWorkload.Subscription subscription : subscriptions) {
            JbiWorkload.Clause access = subscription.clauses()
                    .stream()
                    .max(Comparator
                            .comparingInt((JbiWorkload.Clause c) -> c.field().test() == JbiWorkload.Test.EQUALS ? 1 : 0)
                            .thenComparingInt(
                                    c -> distinct.get(subscription.schema() + '\u0000' + c.field().name()).size()))
                    .orElseThrow();
            builders.computeIfAbsent(subscription.schema(), s -> new SchemaBuilder()).add(subscription.id(), access);
        }
        builders.forEach((schema, builder) -> schemas.put(schema, builder.build()));
    }

    /** The subscriptions {@code object} matches, in the order of their numbers (the order of a linear scan). */
    List<JbiWorkload.Subscription> matches(Attributes object) {
        SchemaIndex index = schemas.get(object.getString("schema"));
        if (index == null) {
            return List.of();
        }
        int[] candidates = new int[8];
        int count = 0;
        for (Map.Entry<String, Map<Object, int[]>> field : index.equal.entrySet()) {
            Object value = object.get(field.getKey());
            int[] filed = value == null ? null : field.getValue().get(value);
            if (filed != null) {
                candidates = grow(candidates, count + filed.length);
                System.arraycopy(filed, 0, candidates, count, filed.length);
                count += filed.length;
            }
        }
        for (Map.Entry<String, Bounds> field : index.atLeast.entrySet()) {
            if (object.get(field.getKey()) instanceof Number number) {
                // bounds at or below the value hold: the sorted bounds' beginning
                Bounds bounds = field.getValue();
                int end = bounds.upTo(number.longValue());
                candidates = grow(candidates, count + end);
                System.arraycopy(bounds.ids, 0, candidates, count, end);
                count += end;
            }
        }
        for (Map.Entry<String, Bounds> field : index.atMost.entrySet()) {
            if (object.get(field.getKey()) instanceof Number number) {
                // bounds at or above the value hold: the sorted bounds' end
                Bounds bounds = field.getValue();
                int start = bounds.below(number.longValue());
                candidates = grow(candidates, count + bounds.ids.length - start);
                System.arraycopy(bounds.ids, start, candidates, count, bounds.ids.length - start);
                count += bounds.ids.length - start;
            }
        }
        if (count == 0) {
            return List.of();
        }
        Arrays.sort(candidates, 0, count);
        List<JbiWorkload.Subscription> matched = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            JbiWorkload.Subscription subscription = subscriptions.get(candidates[i]);
            if (subscription.matches(object)) {
                matched.add(subscription);
            }
        }
        return matched;
    }

    private static int[] grow(int[] array, int needed) {
        return needed <= array.length ? array : Arrays.copyOf(array, Math.max(needed, array.length * 2));
    }

    /** One schema's subscriptions by access clause. */
    private record SchemaIndex(Map<String, Map<Object, int[]>> equal, Map<String, Bounds> atLeast,
            Map<String, Bounds> atMost) {
    }

    /** Bounds of one field, ascending, with the subscription filed under each. */
    private record Bounds(long[] bounds, int[] ids) {

        /** How many bounds are at most {@code value}. */
        int upTo(long value) {
            int low = 0;
            int high = bounds.length;
            while (low < high) {
                int middle = (low + high) >>> 1;
                if (bounds[middle] <= value) {
                    low = middle + 1;
                } else {
                    high = middle;
                }
            }
            return low;
        }

        /** How many bounds are below {@code value}. */
        int below(long value) {
            int low = 0;
            int high = bounds.length;
            while (low < high) {
                int middle = (low + high) >>> 1;
                if (bounds[middle] < value) {
                    low = middle + 1;
                } else {
                    high = middle;
                }
            }
            return low;
        }
    }

    private static final class SchemaBuilder {

        private final Map<String, Map<Object, List<Integer>>> equal = new HashMap<>();
        private final Map<String, List<long[]>> atLeast = new HashMap<>();
        private final Map<String, List<long[]>> atMost = new HashMap<>();

        void add(int id, JbiWorkload.Clause access) {
            String field = access.field().name();
            switch (access.field().test()) {
                case EQUALS -> equal.computeIfAbsent(field, f -> new HashMap<>())
                        .computeIfAbsent(access.value(), v -> new ArrayList<>())
                        .add(id);
                case AT_LEAST ->
                    atLeast.computeIfAbsent(field, f -> new ArrayList<>()).add(new long[]{(Long) access.value(), id});
                case AT_MOST ->
                    atMost.computeIfAbsent(field, f -> new ArrayList<>()).add(new long[]{(Long) access.value(), id});
            }
        }

        SchemaIndex build() {
            Map<String, Map<Object, int[]>> equalIndex = new HashMap<>();
            equal.forEach((field, values) -> {
                Map<Object, int[]> byValue = new HashMap<>();
                values.forEach((value, ids) -> byValue.put(value, ids.stream().mapToInt(Integer::intValue).toArray()));
                equalIndex.put(field, byValue);
            });
            return new SchemaIndex(equalIndex, sorted(atLeast), sorted(atMost));
        }

        private static Map<String, Bounds> sorted(Map<String, List<long[]>> byField) {
            Map<String, Bounds> sorted = new HashMap<>();
            byField.forEach((field, entries) -> {
                entries.sort(Comparator.comparingLong(e -> e[0]));
                sorted.put(field, new Bounds(entries.stream().mapToLong(e -> e[0]).toArray(),
                        entries.stream().mapToInt(e -> (int) e[1]).toArray()));
            });
            return sorted;
        }
    }
}
