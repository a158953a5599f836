package org.orrery.model.diff;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.orrery.model.Alert;
import org.orrery.model.Bendpoint;
import org.orrery.model.Bounds;
import org.orrery.model.Bundle;
import org.orrery.model.Connection;
import org.orrery.model.DeliveryMode;
import org.orrery.model.DiagramNode;
import org.orrery.model.Domain;
import org.orrery.model.Host;
import org.orrery.model.Link;
import org.orrery.model.NamedElement;
import org.orrery.model.Operator;
import org.orrery.model.OrrerySystem;
import org.orrery.model.Parameter;
import org.orrery.model.Subscription;
import org.orrery.model.edit.Composites;
import org.orrery.model.edit.Links;

/**
 * What changed from one system to another, element by element (each change holding the element as it was and as it is):
 * hosts, the links between them, domains (and the host they are on), the bundles of each domain, operators (type,
 * placement, every parameter), connections (by their ends: predicate, delivery, priority, wire format, link) and
 * alerts, each added, removed or changed with every attribute that differs, old and new. Elements are matched by their
 * names (a bundle by its domain and symbolic name, a connection by its two operators), so a renamed element is one
 * removed and one added. Where things are drawn (bounds, bendpoints) is layout: counted apart, listed only when asked.
 * Every attribute the model has is compared, so an attribute added to the model later is compared too.
 */
public final class SystemDiff {

    /** What happened to an element. */
    public enum Kind {

        ADDED("+"), REMOVED("-"), CHANGED("~");

        private final String mark;

        Kind(String mark) {
            this.mark = mark;
        }

        public String mark() {
            return mark;
        }
    }

    /**
     * One element added, removed or changed: what it is ({@code host}, {@code link}, {@code domain}, {@code bundle},
     * {@code operator}, {@code connection}, {@code alert}), its key (its name; {@code domain/symbolicName} for a
     * bundle; {@code source->target} for a connection), and for a change each difference ("delivery: reliable ->
     * best-effort"), for an addition what it is.
     */
    public record Change(Kind kind, String element, String key, List<String> details, EObject before, EObject after) {

        public Change {
            details = List.copyOf(details);
        }

        /** "~ connection a->b: delivery: reliable -> best-effort; priority: 0 -> 2". */
        @Override
        public String toString() {
            return kind.mark() + " " + element + " " + key
                    + (details.isEmpty() ? "" : ": " + String.join("; ", details));
        }
    }

    private final List<Change> changes;
    private final List<Change> layout;

    private SystemDiff(List<Change> changes, List<Change> layout) {
        this.changes = List.copyOf(changes);
        this.layout = List.copyOf(layout);
    }

    /**
     * The changes that matter to what runs, in the order hosts, links, domains, bundles, operators, connections,
     * alerts.
     */
    public List<Change> changes() {
        return changes;
    }

    /** Elements drawn elsewhere (bounds, bendpoints), kept in both. */
    public List<Change> layout() {
        return layout;
    }

    public boolean isEmpty() {
        return changes.isEmpty();
    }

    /** The differences from {@code before} to {@code after}. */
    public static SystemDiff of(OrrerySystem before, OrrerySystem after) {
        List<Change> changes = new ArrayList<>();
        List<Change> layout = new ArrayList<>();
        List<String> system = new ArrayList<>();
        same(system, "name", text(before.getName()), text(after.getName()));
        system.addAll(attributes(before, after));
        if (!system.isEmpty()) {
            changes.add(new Change(Kind.CHANGED, "system", String.valueOf(after.getName()), system, before, after));
        }
        compare("host", hosts(before), hosts(after), changes, layout);
        compare("link", links(before), links(after), changes, layout);
        compare("domain", domains(before), domains(after), changes, layout);
        compare("bundle", bundles(before), bundles(after), changes, layout);
        compare("operator", keyed(before.getOperators(), Operator::getName),
                keyed(after.getOperators(), Operator::getName), changes, layout);
        compare("connection", keyed(before.getConnections(), SystemDiff::connectionKey),
                keyed(after.getConnections(), SystemDiff::connectionKey), changes, layout);
        compare("alert", keyed(before.getAlerts(), Alert::getName), keyed(after.getAlerts(), Alert::getName), changes,
                layout);
        return new SystemDiff(changes, layout);
    }

    /** Compares the elements of one kind, each map keyed as the elements are matched. */
    private static <T extends EObject> void compare(String element, Map<String, T> before, Map<String, T> after,
            List<Change> changes, List<Change> layout) {
        before.forEach((name, old) -> {
            if (!after.containsKey(name)) {
                changes.add(new Change(Kind.REMOVED, element, name, List.of(), old, null));
            }
        });
        after.forEach((name, now) -> {
            T old = before.get(name);
            if (old == null) {
                changes.add(new Change(Kind.ADDED, element, name, List.of(describe(now)), null, now));
                return;
            }
            List<String> details = attributes(old, now);
            details.addAll(references(old, now));
            if (!details.isEmpty()) {
                changes.add(new Change(Kind.CHANGED, element, name, details, old, now));
            }
            List<String> moved = layout(old, now);
            if (!moved.isEmpty()) {
                layout.add(new Change(Kind.CHANGED, element, name, moved, old, now));
            }
        });
    }

    /** Each attribute of the two (of one class) whose values differ, "name: old -> new"; names are keys, not shown. */
    private static List<String> attributes(EObject before, EObject after) {
        List<String> details = new ArrayList<>();
        for (EAttribute attribute : after.eClass().getEAllAttributes()) {
            if (attribute.getName().equals("name")) {
                continue;
            }
            Object old = before.eGet(attribute);
            Object now = after.eGet(attribute);
            if (!Objects.equals(text(old), text(now))) {
                details.add(attribute.getName() + ": " + text(old) + " -> " + text(now));
            }
        }
        return details;
    }

    /** What an element refers to that is part of it: a domain's host, an operator's placement and parameters. */
    private static List<String> references(EObject before, EObject after) {
        List<String> details = new ArrayList<>();
        if (before instanceof Domain old && after instanceof Domain now) {
            same(details, "host", name(old.getHost()), name(now.getHost()));
        }
        if (before instanceof Operator old && after instanceof Operator now) {
            same(details, "placement", name(old.getPlacement()), name(now.getPlacement()));
            same(details, "subscriptions", subscriptions(old), subscriptions(now));
            Map<String, Parameter> was = keyed(old.getParameters(), Parameter::getName);
            Map<String, Parameter> is = keyed(now.getParameters(), Parameter::getName);
            was.forEach((name, parameter) -> {
                if (!is.containsKey(name)) {
                    details.add("parameter " + name + " removed (was " + Composites.value(parameter) + ")");
                }
            });
            is.forEach((name, parameter) -> {
                Parameter previous = was.get(name);
                if (previous == null) {
                    details.add("parameter " + name + " added: " + Composites.value(parameter));
                } else {
                    same(details, "parameter " + name + " type", text(previous.getType()), text(parameter.getType()));
                    same(details, "parameter " + name + " value", Composites.value(previous),
                            Composites.value(parameter));
                }
            });
        }
        return details;
    }

    /** An operator's subscriptions by name in one line: "/a/* where x > 1 (best-effort), /b". */
    private static String subscriptions(Operator operator) {
        List<String> each = new ArrayList<>();
        for (Subscription subscription : operator.getSubscriptions()) {
            String predicate = subscription.getPredicate() == null || subscription.getPredicate().isBlank() ? ""
                    : " where " + subscription.getPredicate().strip();
            each.add(subscription.getPattern() + predicate
                    + (subscription.getDelivery() == DeliveryMode.RELIABLE ? "" : " (best-effort)"));
        }
        return each.isEmpty() ? "(none)" : String.join(", ", each);
    }

    /**
     * Everything {@code element} says that the comparison looks at, one "name: value" a line: its attributes, a
     * domain's host, an operator's placement and each parameter (what the workbench's compare editor shows side by
     * side).
     */
    public static List<String> properties(EObject element) {
        List<String> lines = new ArrayList<>();
        for (EAttribute attribute : element.eClass().getEAllAttributes()) {
            lines.add(attribute.getName() + ": " + text(element.eGet(attribute)));
        }
        if (element instanceof Domain domain) {
            lines.add("host: " + name(domain.getHost()));
        }
        if (element instanceof Operator operator) {
            lines.add("placement: " + name(operator.getPlacement()));
            lines.add("subscriptions: " + subscriptions(operator));
            operator.getParameters().forEach(p -> lines.add("parameter " + p.getName() + ": " + Composites.value(p)));
        }
        if (element instanceof Connection connection) {
            lines.add("source: " + name(connection.getSource()));
            lines.add("target: " + name(connection.getTarget()));
        }
        return lines;
    }

    /** Where the two are drawn, when it differs: "bounds: 10,30 135x48 -> 20,30 135x48", bendpoints likewise. */
    private static List<String> layout(EObject before, EObject after) {
        List<String> details = new ArrayList<>();
        if (before instanceof DiagramNode old && after instanceof DiagramNode now) {
            same(details, "bounds", bounds(old.getBounds()), bounds(now.getBounds()));
        }
        if (before instanceof Connection old && after instanceof Connection now) {
            same(details, "bendpoints", bendpoints(old.getBendpoints()), bendpoints(now.getBendpoints()));
        }
        return details;
    }

    private static void same(List<String> details, String what, String old, String now) {
        if (!Objects.equals(old, now)) {
            details.add(what + ": " + old + " -> " + now);
        }
    }

    private static String bounds(Bounds bounds) {
        return bounds == null ? "(none)"
                : bounds.getX() + "," + bounds.getY() + " " + bounds.getWidth() + "x" + bounds.getHeight();
    }

    private static String bendpoints(List<Bendpoint> points) {
        return points.isEmpty() ? "(none)"
                : String.join(" ", points.stream().map(p -> p.getX() + "," + p.getY()).toList());
    }

    /** What an added element is, in a few words. */
    private static String describe(EObject element) {
        if (element instanceof Host host) {
            return "at " + host.getAddress();
        }
        if (element instanceof Domain domain) {
            return domain.getRole() + " on " + name(domain.getHost());
        }
        if (element instanceof Bundle bundle) {
            return bundle.getVersion() + " from " + bundle.getLocation();
        }
        if (element instanceof Operator operator) {
            return operator.getType() + " in " + name(operator.getPlacement());
        }
        if (element instanceof Connection connection) {
            return connection.getDelivery()
                    + (connection.getPredicate() == null || connection.getPredicate().isBlank() ? ""
                            : " where " + connection.getPredicate());
        }
        if (element instanceof Alert alert) {
            return alert.getMeasure() + " of " + alert.getSubject() + " above " + alert.getLimit();
        }
        if (element instanceof Link link) {
            return text(link.getProfile());
        }
        return element.eClass().getName();
    }

    private static String text(Object value) {
        return value == null || value.toString().isEmpty() ? "(none)" : value.toString();
    }

    private static String name(NamedElement element) {
        return element == null ? "(none)" : element.getName();
    }

    private static String bundleKey(Bundle bundle) {
        return name((Domain) bundle.eContainer()) + "/" + bundle.getSymbolicName();
    }

    private static String connectionKey(Connection connection) {
        return name(connection.getSource()) + "->" + name(connection.getTarget());
    }

    private static Map<String, Host> hosts(OrrerySystem system) {
        return keyed(system.getHosts(), Host::getName);
    }

    /** The links between hosts, each keyed by its two hosts' names in order ({@code alpha-beta}), whoever holds it. */
    private static Map<String, Link> links(OrrerySystem system) {
        return keyed(system.getHosts().stream().flatMap(h -> h.getLinks().stream()).toList(), link -> {
            String holder = name(Links.host(link));
            String peer = name(link.getPeer());
            return holder.compareTo(peer) <= 0 ? holder + "-" + peer : peer + "-" + holder;
        });
    }

    private static Map<String, Domain> domains(OrrerySystem system) {
        return keyed(system.getHosts().stream().flatMap(h -> h.getDomains().stream()).toList(), Domain::getName);
    }

    private static Map<String, Bundle> bundles(OrrerySystem system) {
        return keyed(system.getHosts()
                .stream()
                .flatMap(h -> h.getDomains().stream())
                .flatMap(d -> d.getBundles().stream())
                .toList(), SystemDiff::bundleKey);
    }

    /** The elements by key, in their order (a second element of one key, which validation refuses, is left out). */
    private static <T> Map<String, T> keyed(List<T> elements, Function<T, String> key) {
        Map<String, T> keyed = new LinkedHashMap<>();
        elements.forEach(element -> keyed.putIfAbsent(String.valueOf(key.apply(element)), element));
        return keyed;
    }
}
