package org.orrery.editor.commands;

import java.util.HashSet;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;
import org.orrery.model.NamedElement;
import org.orrery.model.OrrerySystem;
import org.orrery.model.validation.ElementLabels;

/** Names of hosts, domains and operators are one namespace per system; this finds free ones. */
public final class Names {

    private Names() {
    }

    /** What is wrong with {@code name} as the new name of {@code element}, or null when it may have it. */
    public static String problem(EObject element, String name) {
        if (name == null || name.isBlank()) {
            return "a name cannot be empty";
        }
        if (!name.equals(name.strip()) || name.chars().anyMatch(Character::isWhitespace)) {
            return "a name cannot contain spaces: it is how the file refers to the element";
        }
        OrrerySystem system = CreateNodeCommand.systemOf(element);
        if (system == null) {
            return null;
        }
        for (var it = system.eAllContents(); it.hasNext();) {
            EObject other = it.next();
            if (other != element && other instanceof NamedElement named && name.equals(named.getName())) {
                return "'" + name + "' is already the name of " + ElementLabels.describe(other);
            }
        }
        return null;
    }

    /** Every name an element of {@code system} has. */
    public static Set<String> taken(OrrerySystem system) {
        Set<String> taken = new HashSet<>();
        if (system.getName() != null) {
            taken.add(system.getName());
        }
        system.eAllContents().forEachRemaining(e -> {
            if (e instanceof NamedElement named && named.getName() != null) {
                taken.add(named.getName());
            }
        });
        return taken;
    }

    /**
     * {@code name} itself when it is not in {@code taken}, else its stem (the name without a trailing number) followed
     * by the first of 2, 3, … that gives a free name; the result is added to {@code taken}.
     */
    public static String fresh(String name, Set<String> taken) {
        String base = name == null || name.isBlank() ? "element" : name;
        if (taken.add(base)) {
            return base;
        }
        int end = base.length();
        while (end > 0 && Character.isDigit(base.charAt(end - 1))) {
            end--;
        }
        String stem = end == 0 ? base : base.substring(0, end);
        int n = 2;
        while (taken.contains(stem + n)) {
            n++;
        }
        String result = stem + n;
        taken.add(result);
        return result;
    }
}
