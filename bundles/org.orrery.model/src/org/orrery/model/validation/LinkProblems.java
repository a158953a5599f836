package org.orrery.model.validation;

import java.util.ArrayList;
import java.util.List;

import org.orrery.control.api.LinkProfile;
import org.orrery.model.Connection;
import org.orrery.model.Host;
import org.orrery.model.Link;
import org.orrery.model.OrrerySystem;
import org.orrery.model.edit.Links;

/** What is wrong with a host pair's link or a connection's link profile (rule {@link Rule#LINKS}). */
final class LinkProblems {

    private LinkProblems() {
    }

    static List<String> of(Connection connection) {
        String problem = LinkProfile.problem(connection.getLink());
        return problem == null ? List.of()
                : List.of("the link profile of " + ElementLabels.describe(connection) + ": " + problem);
    }

    static List<String> of(Link link) {
        List<String> problems = new ArrayList<>();
        String label = ElementLabels.describe(link);
        Host holder = Links.host(link);
        Host peer = link.getPeer();
        if (peer == null) {
            problems.add(label + " needs the peer host it leads to");
        } else if (peer == holder) {
            problems.add(label + " leads from a host to itself; a link joins two hosts");
        } else if (peer.getSystem() != holder.getSystem()) {
            problems.add(label + " leads to a host of another system");
        } else if (given(holder.getSystem(), holder, peer) > 1) {
            problems.add(label + " is given more than once (a link serves both ways)");
        }
        if (link.getProfile() == null || link.getProfile().isBlank()) {
            problems.add(label + " needs a profile, such as wan-eu-us or delay=20ms loss=1%");
        } else {
            String problem = LinkProfile.problem(link.getProfile());
            if (problem != null) {
                problems.add("the profile of " + label + ": " + problem);
            }
        }
        return problems;
    }

    private static long given(OrrerySystem system, Host first, Host second) {
        return system == null ? 1
                : system.getHosts()
                        .stream()
                        .flatMap(h -> h.getLinks().stream())
                        .filter(l -> Links.joins(l, first, second))
                        .count();
    }
}
