package org.orrery.model.io;

import org.orrery.control.api.NodeApi;
import org.orrery.model.Domain;
import org.orrery.model.DomainRole;
import org.orrery.model.Isolation;

/**
 * Which shared domain host a domain runs in: the group a shared Planet names, its host's one group when it names none,
 * and none for a domain in a process of its own (and for the Star, which always has one).
 */
public final class DomainGroups {

    /** The group of a shared domain that names none: its host's one group. */
    public static final String DEFAULT = "shared";
    /** What a group may be called (it names a process's log on the lab host). */
    public static final String NAME = NodeApi.NAME;

    private DomainGroups() {
    }

    /** The group {@code domain} runs in, or null when it runs in a process of its own. */
    public static String of(Domain domain) {
        if (domain.getIsolation() != Isolation.SHARED || domain.getRole() == DomainRole.STAR) {
            return null;
        }
        String group = domain.getGroup();
        return group == null || group.isBlank() ? DEFAULT : group.strip();
    }

    /**
     * What is wrong with {@code domain}'s isolation, or null: a Star that shares a domain host or names a group (it
     * runs in a process of its own, since it starts a group that fails again), or a group no host could be named.
     */
    public static String problem(Domain domain) {
        if (domain.getRole() == DomainRole.STAR && (domain.getIsolation() == Isolation.SHARED
                || domain.getGroup() != null && !domain.getGroup().isEmpty())) {
            return "the Star runs in a process of its own, since it starts a group that fails again: it cannot share "
                    + "a domain host or name a group";
        }
        String group = problem(domain.getGroup());
        return group == null ? null : "group '" + domain.getGroup() + "': " + group;
    }

    /** What is wrong with {@code group} as a domain's group, or null when it may be taken (empty: the default). */
    public static String problem(String group) {
        return group == null || group.isEmpty() || group.matches(NAME) ? null
                : "a group is named by a letter or digit and then up to 63 letters, digits, '.', '_' or '-'";
    }
}
