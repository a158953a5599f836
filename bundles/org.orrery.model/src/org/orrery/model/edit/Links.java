package org.orrery.model.edit;

import java.util.Objects;
import java.util.Optional;

import org.orrery.model.Connection;
import org.orrery.model.Domain;
import org.orrery.model.Host;
import org.orrery.model.Link;
import org.orrery.model.Operator;

/**
 * The link profiles of a system: a host pair's {@link Link} (held by either host, both ways) and a connection's own
 * profile, which takes the place of its hosts' for that connection.
 */
public final class Links {

    /** A connection's profile and where it comes from: the connection itself, or the link of its two hosts. */
    public record Applied(String profile, Link hostLink) {

        /** {@code wan-eu-us}, or {@code wan-eu-us (link alpha–beta)} when the hosts' link gives it. */
        public String label() {
            return hostLink == null ? profile
                    : profile + " (link " + host(hostLink).getName() + "\u2013" + hostLink.getPeer().getName() + ")";
        }
    }

    private Links() {
    }

    /** The link between hosts {@code first} and {@code second}, held by either; empty for one host or none. */
    public static Optional<Link> between(Host first, Host second) {
        if (first == null || second == null || first == second) {
            return Optional.empty();
        }
        return first.getLinks()
                .stream()
                .filter(l -> l.getPeer() == second)
                .findFirst()
                .or(() -> second.getLinks().stream().filter(l -> l.getPeer() == first).findFirst());
    }

    /** The host that holds {@code link}. */
    public static Host host(Link link) {
        return (Host) link.eContainer();
    }

    /**
     * The profile {@code connection}'s events cross: its own when it has one, else that of the link between the hosts
     * of its two operators' domains; empty when neither has one.
     */
    public static Optional<Applied> applied(Connection connection) {
        String own = connection.getLink();
        if (own != null && !own.isBlank()) {
            return Optional.of(new Applied(own.strip(), null));
        }
        return applied(connection.getSource(), connection.getTarget());
    }

    /** The profile of the link between the hosts of {@code source}'s and {@code target}'s domains, if any. */
    public static Optional<Applied> applied(Operator source, Operator target) {
        return between(host(source), host(target))
                .filter(link -> link.getProfile() != null && !link.getProfile().isBlank())
                .map(link -> new Applied(link.getProfile().strip(), link));
    }

    private static Host host(Operator operator) {
        Domain domain = operator == null ? null : operator.getPlacement();
        return domain == null ? null : domain.getHost();
    }

    /** Whether {@code link} joins the hosts {@code first} and {@code second}, either way round. */
    public static boolean joins(Link link, Host first, Host second) {
        Host holder = host(link);
        return holder == first && Objects.equals(link.getPeer(), second)
                || holder == second && Objects.equals(link.getPeer(), first);
    }
}
