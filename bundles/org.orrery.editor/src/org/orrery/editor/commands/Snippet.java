package org.orrery.editor.commands;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.orrery.model.Connection;
import org.orrery.model.Domain;
import org.orrery.model.Host;
import org.orrery.model.Operator;

/**
 * What Copy puts on the clipboard: detached copies of hosts, domains and operators (a host brings its domains, a domain
 * its bundles and the operators placed on it), the connections among the copied operators, and for each copied element
 * whose container was not copied the name of that container, so that Paste can put it back there.
 */
public final class Snippet {

    /** Hosts, domains and operators whose container was not copied with them; then the connections among them all. */
    private final List<EObject> roots;
    private final Map<EObject, String> homes;

    private Snippet(List<EObject> roots, Map<EObject, String> homes) {
        this.roots = roots;
        this.homes = homes;
    }

    /** Whether {@link #copy} would copy anything of {@code selection}, without copying it. */
    public static boolean canCopy(Collection<?> selection) {
        return selection.stream().anyMatch(Snippet::copyable);
    }

    /** Whether {@code selected} is what Copy copies: a host, a domain or an operator. */
    public static boolean copyable(Object selected) {
        return selected instanceof Host || selected instanceof Domain || selected instanceof Operator;
    }

    /** Copies what is selected; what cannot be copied (bundles, connections alone, the system) is left out. */
    public static Snippet copy(Collection<?> selection) {
        Set<EObject> originals = new LinkedHashSet<>();
        for (Object selected : selection) {
            if (copyable(selected)) {
                originals.add((EObject) selected);
            }
        }
        // a copied host or domain brings the operators placed in it; a copied host brings its domains anyway
        for (EObject original : new ArrayList<>(originals)) {
            List<Domain> domains = original instanceof Host host ? host.getDomains()
                    : original instanceof Domain domain ? List.of(domain) : List.of();
            for (Domain domain : domains) {
                originals.addAll(domain.getOperators());
            }
        }
        // keep only the outermost: a domain inside a copied host travels with the host
        originals.removeIf(e -> e instanceof Domain domain && originals.contains(domain.getHost()));
        List<EObject> ordered = new ArrayList<>();
        originals.stream().filter(Host.class::isInstance).forEach(ordered::add);
        originals.stream().filter(Domain.class::isInstance).forEach(ordered::add);
        originals.stream().filter(Operator.class::isInstance).forEach(ordered::add);
        Set<Operator> copiedOperators = new LinkedHashSet<>();
        ordered.stream().filter(Operator.class::isInstance).map(Operator.class::cast).forEach(copiedOperators::add);
        for (Operator operator : copiedOperators) {
            for (Connection out : operator.getOutgoing()) {
                if (copiedOperators.contains(out.getTarget())) {
                    ordered.add(out);
                }
            }
        }
        return detach(ordered, originals);
    }

    private static Snippet detach(List<EObject> originals, Set<EObject> copiedSet) {
        EcoreUtil.Copier copier = new EcoreUtil.Copier();
        List<EObject> copies = new ArrayList<>(copier.copyAll(originals));
        copier.copyReferences();
        Map<EObject, String> homes = new LinkedHashMap<>();
        for (int i = 0; i < originals.size(); i++) {
            EObject original = originals.get(i);
            if (original instanceof Domain domain && !copiedSet.contains(domain.getHost())
                    && domain.getHost() != null) {
                homes.put(copies.get(i), domain.getHost().getName());
            } else if (original instanceof Operator operator && operator.getPlacement() != null
                    && !copier.containsKey(operator.getPlacement())) {
                homes.put(copies.get(i), operator.getPlacement().getName());
            }
        }
        return new Snippet(copies, homes);
    }

    public boolean isEmpty() {
        return roots.stream().noneMatch(e -> !(e instanceof Connection));
    }

    /** A fresh set of copies to paste, each time a new one. */
    Snippet instantiate() {
        EcoreUtil.Copier copier = new EcoreUtil.Copier();
        List<EObject> copies = new ArrayList<>(copier.copyAll(roots));
        copier.copyReferences();
        Map<EObject, String> newHomes = new LinkedHashMap<>();
        homes.forEach((copy, home) -> newHomes.put(copier.get(copy), home));
        return new Snippet(copies, newHomes);
    }

    List<EObject> roots() {
        return roots;
    }

    /** The name of the container {@code root} was copied from, when that container was not copied with it. */
    String home(EObject root) {
        return homes.get(root);
    }
}
