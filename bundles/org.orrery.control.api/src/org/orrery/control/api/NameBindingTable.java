package org.orrery.control.api;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.orrery.control.api.DomainApi.NameBinding;

/**
 * The context-sensitive names the operators of a domain bind at run time, each binding a name, a member (a symbolic
 * name or a pattern of them) and the operator that made it, at most {@link #MAX_BINDINGS}. Operators bind and unbind on
 * their event thread; the status reads the table from another, so every method holds this object's lock.
 */
public final class NameBindingTable {

    /** The most bindings a domain keeps: one more is refused. */
    public static final int MAX_BINDINGS = 10_000;

    private final Set<NameBinding> bindings = new LinkedHashSet<>();

    /**
     * Binds {@code member} to {@code name} for {@code operator}; binding what is bound already changes nothing.
     *
     * @throws IllegalArgumentException when {@code name} is not a name from the root (no {@code *}) or {@code member}
     * not a name or pattern
     * @throws IllegalStateException when the table is full
     */
    public synchronized void bind(String operator, String name, String member) {
        NameBinding binding = new NameBinding(check(name, "name"), check(member, "member"), operator);
        if (name.contains("*")) {
            throw new IllegalArgumentException("bound name '" + name + "' is a pattern; a binding names one name");
        }
        if (!bindings.contains(binding) && bindings.size() >= MAX_BINDINGS) {
            throw new IllegalStateException("the domain keeps " + MAX_BINDINGS + " bindings at most; '" + member
                    + "' to '" + name + "' is one more");
        }
        bindings.add(binding);
    }

    /** Ends {@code operator}'s binding of {@code member} to {@code name}; what is not bound changes nothing. */
    public synchronized void unbind(String operator, String name, String member) {
        bindings.remove(
                new NameBinding(name == null ? "" : name.strip(), member == null ? "" : member.strip(), operator));
    }

    /** Ends every binding {@code operator} made (it closed, or is made again). */
    public synchronized void forget(String operator) {
        bindings.removeIf(b -> b.operator().equals(operator));
    }

    /** Ends the bindings of every operator but {@code operators} (those the domain runs). */
    public synchronized void keepOnly(Set<String> operators) {
        bindings.removeIf(b -> !operators.contains(b.operator()));
    }

    /** The bindings, oldest first. */
    public synchronized List<NameBinding> bindings() {
        return new ArrayList<>(bindings);
    }

    private static String check(String text, String what) {
        String problem = NamePattern.problem(text);
        if (problem != null) {
            throw new IllegalArgumentException("bound " + what + ": " + problem);
        }
        return text.strip();
    }
}
