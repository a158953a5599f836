package org.orrery.model.naming;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.orrery.control.api.NamePattern;
import org.orrery.model.Operator;
import org.orrery.model.OrrerySystem;

/** The naming tree of a system: its operators' symbolic names as a tree of segments, each node with its operators. */
public final class NameTree {

    /** A node: its segment, its path from the root, the operators named by it, the nodes below it by segment. */
    public record Node(String segment, String path, List<Operator> operators, Map<String, Node> children) {

        Node child(String segment) {
            return children.computeIfAbsent(segment,
                    s -> new Node(s, (path.equals("/") ? "" : path) + "/" + s, new ArrayList<>(), new TreeMap<>()));
        }
    }

    private NameTree() {
    }

    /** The tree of {@code system}'s names; operators without a name (or with one not from the root) are left out. */
    public static Node of(OrrerySystem system) {
        Node root = new Node("/", "/", new ArrayList<>(), new TreeMap<>());
        for (Operator operator : system.getOperators()) {
            String name = operator.getSymbolicName();
            if (name == null || !name.startsWith("/")) {
                continue;
            }
            Node node = root;
            for (String segment : NamePattern.segments(name)) {
                if (!segment.isEmpty()) {
                    node = node.child(segment);
                }
            }
            node.operators().add(operator);
        }
        return root;
    }
}
