package org.orrery.agent.engine;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.orrery.operator.api.EventView;
import org.orrery.predicate.AccessClause;

/**
 * An operator's outlets filed by the equality their predicates start with ({@link AccessClause}), so that an event is
 * offered only to the outlets filed under its value, and to those whose predicates start otherwise: a source with a
 * thousand connections that each select one symbol evaluates one predicate per event, not a thousand. An outlet not
 * offered an event counts it as filtered, exactly as if its predicate had said no (the clause is false for it, and
 * JEXL's {@code &&} evaluates nothing after a false operand, so no error could have come). An event whose attribute is
 * absent or of another kind than the literals is offered to every outlet of that attribute. Built on the duty thread
 * when the outlets change, used there only.
 */
final class OutletIndex {

    /** Outlets with an access clause below which the plain loop over all of them is as quick. */
    static final int MIN_INDEXED = 8;

    /** The outlets whose predicates compare one attribute, by the literal they compare it with. */
    static final class Group {

        private final String attribute;
        private final Map<Object, Outlet[]> byValue;
        private final Outlet[] members;
        /** Events whose value was of the literals' kind: each member not filed under it took it as filtered. */
        private final Counter decided = new Counter();

        private Group(String attribute, Map<Object, List<Outlet>> byValue) {
            this.attribute = attribute;
            this.byValue = new HashMap<>();
            List<Outlet> all = new ArrayList<>();
            byValue.forEach((value, outlets) -> {
                this.byValue.put(value, outlets.toArray(new Outlet[0]));
                all.addAll(outlets);
            });
            this.members = all.toArray(new Outlet[0]);
        }

        long decided() {
            return decided.get();
        }
    }

    private final Outlet[] unindexed;
    private final Group[] groups;

    private OutletIndex(Outlet[] unindexed, Group[] groups) {
        this.unindexed = unindexed;
        this.groups = groups;
    }

    /**
     * The index of {@code outlets}, or null when fewer than {@link #MIN_INDEXED} have an access clause (or
     * {@code enabled} is false, {@link Comparisons#connectionIndex()}): then every outlet is offered every event. The
     * outlets join its groups; those of an earlier index must have left theirs ({@link #leave}).
     */
    static OutletIndex of(Outlet[] outlets, boolean enabled) {
        if (!enabled) {
            return null;
        }
        Map<String, Map<Object, List<Outlet>>> byAttribute = new LinkedHashMap<>();
        List<Outlet> unindexed = new ArrayList<>();
        int indexed = 0;
        for (Outlet outlet : outlets) {
            AccessClause clause = outlet.accessClause();
            if (clause == null) {
                unindexed.add(outlet);
            } else {
                byAttribute.computeIfAbsent(clause.attribute(), a -> new LinkedHashMap<>())
                        .computeIfAbsent(clause.value(), v -> new ArrayList<>())
                        .add(outlet);
                indexed++;
            }
        }
        if (indexed < MIN_INDEXED) {
            return null;
        }
        List<Group> groups = new ArrayList<>();
        byAttribute.forEach((attribute, byValue) -> groups.add(new Group(attribute, byValue)));
        for (Group group : groups) {
            for (Outlet member : group.members) {
                member.join(group);
            }
        }
        return new OutletIndex(unindexed.toArray(new Outlet[0]), groups.toArray(new Group[0]));
    }

    /** Every outlet leaves its group, keeping what the group decided for it as its own filtered count. */
    void leave() {
        for (Group group : groups) {
            for (Outlet member : group.members) {
                member.leave(group);
            }
        }
    }

    /**
     * Offers {@code event}, handed off as {@code from} says, to the outlets that may accept it; the others count it as
     * filtered.
     */
    void offer(EventView event, HandOff from) {
        for (Outlet outlet : unindexed) {
            outlet.offer(event, from);
        }
        for (Group group : groups) {
            Object key = AccessClause.key(event.attribute(group.attribute));
            if (key == null) {
                for (Outlet member : group.members) {
                    member.offer(event, from);
                }
                continue;
            }
            Outlet[] filed = group.byValue.get(key);
            if (filed != null) {
                for (Outlet outlet : filed) {
                    outlet.offerFiled(event, from);
                }
            }
            group.decided.increment();
        }
    }
}
