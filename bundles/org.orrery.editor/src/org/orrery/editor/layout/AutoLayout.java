package org.orrery.editor.layout;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

import org.eclipse.elk.alg.layered.LayeredLayoutProvider;
import org.eclipse.elk.alg.layered.options.LayeredMetaDataProvider;
import org.eclipse.elk.alg.layered.options.LayeredOptions;
import org.eclipse.elk.core.data.LayoutMetaDataService;
import org.eclipse.elk.core.math.ElkPadding;
import org.eclipse.elk.core.options.CoreOptions;
import org.eclipse.elk.core.options.Direction;
import org.eclipse.elk.core.util.BasicProgressMonitor;
import org.eclipse.elk.graph.ElkNode;
import org.eclipse.elk.graph.util.ElkGraphUtil;
import org.eclipse.gef.commands.CompoundCommand;
import org.orrery.editor.commands.SetBendpointsCommand;
import org.orrery.editor.commands.SetBoundsCommand;
import org.orrery.model.Bounds;
import org.orrery.model.Composite;
import org.orrery.model.Connection;
import org.orrery.model.DiagramNode;
import org.orrery.model.Domain;
import org.orrery.model.Host;
import org.orrery.model.Operator;
import org.orrery.model.OrrerySystem;
import org.orrery.model.PortDirection;
import org.orrery.model.edit.Composites;

/**
 * Lays a system out with the Eclipse Layout Kernel's layered algorithm, from the inside out: the operator graph inside
 * each domain, then the domains of each host (ordered by the connections between their operators), then the hosts on
 * the canvas. The result is one undoable command; bend points are dropped since they no longer fit.
 */
public final class AutoLayout {

    /** Space a container's figure takes around its content: header on top, borders elsewhere, least width. */
    public record Frame(int top, int left, int bottom, int right, int minWidth) {
    }

    /** A composite's header (its name and line of detail) and a row of a collapsed one's ports. */
    private static final int COMPOSITE_HEADER = 44;
    private static final int PORT_ROW = 18;

    /** Frames as drawn by the editor's figures when no figures are at hand (a header line and a bundle list). */
    public static final Function<DiagramNode, Frame> DEFAULT_FRAMES = node -> node instanceof Domain domain
            ? new Frame(34 + 17 * Math.min(domain.getBundles().size(), 8) + (domain.getBundles().isEmpty() ? 0 : 6), 5,
                    6, 5, 180)
            : node instanceof Composite ? new Frame(COMPOSITE_HEADER + 4, 4, 4, 4, 150) : new Frame(46, 5, 6, 5, 200);

    static final int OPERATOR_WIDTH = 135;
    static final int OPERATOR_HEIGHT = 48;
    private static final double SPACING = 20;
    private static final double LAYER_SPACING = 40;
    /** Between domains and between hosts: room for the predicate labels of the connections that cross them. */
    private static final double CONTAINER_LAYER_SPACING = 110;
    private static final double PADDING = 10;

    static {
        // the layered algorithm's options and their value types must be known before the first layout; outside a
        // running Eclipse IDE nothing registers them
        LayoutMetaDataService.getInstance().registerLayoutMetaDataProviders(new LayeredMetaDataProvider());
    }

    private final Function<DiagramNode, Frame> frames;

    public AutoLayout(Function<DiagramNode, Frame> frames) {
        this.frames = frames;
    }

    /** The command that lays out all of {@code system}. */
    public CompoundCommand layout(OrrerySystem system) {
        Map<DiagramNode, Bounds> result = new LinkedHashMap<>();
        Map<Domain, int[]> domainSizes = new IdentityHashMap<>();
        for (Host host : system.getHosts()) {
            for (Domain domain : host.getDomains()) {
                domainSizes.put(domain, layoutDomain(domain, system, result));
            }
        }
        Map<Host, int[]> hostSizes = new IdentityHashMap<>();
        for (Host host : system.getHosts()) {
            hostSizes.put(host, layoutHost(host, system, domainSizes, result));
        }
        layoutCanvas(system, hostSizes, result);

        CompoundCommand command = new CompoundCommand("Auto Layout");
        result.forEach((node, bounds) -> {
            if (!same(node.getBounds(), bounds)) {
                command.add(new SetBoundsCommand(node, bounds));
            }
        });
        CompoundCommand straighten = SetBendpointsCommand.straighten(system.getConnections());
        if (!straighten.isEmpty()) {
            command.add(straighten);
        }
        return command;
    }

    /**
     * Lays out what is drawn in {@code domain}: its operators that stand alone and its composites (each composite's
     * operators and nested composites first, inside it: a collapsed composite keeps the size it has expanded and is
     * placed by the size its ports take).
     */
    private int[] layoutDomain(Domain domain, OrrerySystem system, Map<DiagramNode, Bounds> result) {
        List<Operator> alone = system.getOperators()
                .stream()
                .filter(o -> o.getPlacement() == domain && o.getComposite() == null)
                .toList();
        List<Composite> outermost = system.getComposites()
                .stream()
                .filter(c -> c.getParent() == null && Composites.placement(c) == domain)
                .toList();
        return layoutLevel(domain, null, alone, outermost, system, result);
    }

    /**
     * Lays out {@code operators} and {@code composites} in {@code container}, a domain or the composite {@code level}
     * (null: the domain), each composite's inside first.
     */
    private int[] layoutLevel(DiagramNode container, Composite level, List<Operator> operators,
            List<Composite> composites, OrrerySystem system, Map<DiagramNode, Bounds> result) {
        List<DiagramNode> children = new ArrayList<>(operators);
        List<int[]> sizes = new ArrayList<>(operators.stream().map(AutoLayout::size).toList());
        Map<Composite, int[]> expandedSizes = new IdentityHashMap<>();
        for (Composite composite : composites) {
            int[] expanded = layoutLevel(composite, composite, List.copyOf(composite.getOperators()),
                    List.copyOf(composite.getNested()), system, result);
            children.add(composite);
            int ports = (int) Math.max(
                    composite.getPorts().stream().filter(p -> p.getDirection() == PortDirection.IN).count(),
                    composite.getPorts().stream().filter(p -> p.getDirection() == PortDirection.OUT).count());
            sizes.add(composite.isCollapsed() ? new int[]{220, COMPOSITE_HEADER + ports * PORT_ROW + 10} : expanded);
            expandedSizes.put(composite, expanded);
        }
        int[] size = place(container, children, sizes, between(system, children, o -> drawnAs(o, level)), result);
        // a collapsed composite's bounds keep the size it takes expanded
        expandedSizes.forEach((composite, expanded) -> {
            Bounds placed = result.get(composite);
            if (placed != null) {
                placed.setWidth(expanded[0]);
                placed.setHeight(expanded[1]);
            }
        });
        return size;
    }

    /**
     * What stands for {@code operator} among the children of {@code level} (null: a domain): itself, or the composite
     * it is inside that {@code level} holds; null when it is not inside {@code level}.
     */
    private static Object drawnAs(Operator operator, Composite level) {
        Object child = operator;
        for (Composite composite : Composites.enclosing(operator.getComposite())) {
            if (composite == level) {
                return child;
            }
            child = composite;
        }
        return level == null ? child : null;
    }

    private static int[] size(Operator operator) {
        Bounds bounds = operator.getBounds();
        return new int[]{bounds != null && bounds.getWidth() > 0 ? bounds.getWidth() : OPERATOR_WIDTH,
                bounds != null && bounds.getHeight() > 0 ? bounds.getHeight() : OPERATOR_HEIGHT};
    }

    private int[] layoutHost(Host host, OrrerySystem system, Map<Domain, int[]> domainSizes,
            Map<DiagramNode, Bounds> result) {
        List<Domain> domains = host.getDomains();
        List<int[]> sizes = new ArrayList<>();
        domains.forEach(d -> sizes.add(domainSizes.get(d)));
        Set<int[]> edges = between(system, domains, operator -> operator.getPlacement());
        return place(host, domains, sizes, edges, result);
    }

    private void layoutCanvas(OrrerySystem system, Map<Host, int[]> hostSizes, Map<DiagramNode, Bounds> result) {
        List<Host> hosts = system.getHosts();
        List<int[]> sizes = new ArrayList<>();
        hosts.forEach(h -> sizes.add(hostSizes.get(h)));
        Set<int[]> edges = between(system, hosts,
                operator -> operator.getPlacement() == null ? null : operator.getPlacement().getHost());
        ElkNode graph = graph(hosts, sizes, edges, CONTAINER_LAYER_SPACING);
        for (int i = 0; i < hosts.size(); i++) {
            ElkNode node = graph.getChildren().get(i);
            result.put(hosts.get(i), SetBoundsCommand.bounds(10 + (int) Math.round(node.getX()),
                    10 + (int) Math.round(node.getY()), sizes.get(i)[0], sizes.get(i)[1]));
        }
    }

    /** One edge per ordered pair of containers with a connection between operators inside them. */
    private static <C> Set<int[]> between(OrrerySystem system, List<C> containers,
            Function<Operator, Object> containerOf) {
        Map<String, int[]> edges = new LinkedHashMap<>();
        for (Connection connection : system.getConnections()) {
            if (connection.getSource() == null || connection.getTarget() == null) {
                continue;
            }
            int from = containers.indexOf(containerOf.apply(connection.getSource()));
            int to = containers.indexOf(containerOf.apply(connection.getTarget()));
            if (from >= 0 && to >= 0 && from != to) {
                edges.putIfAbsent(from + ">" + to, new int[]{from, to});
            }
        }
        return new LinkedHashSet<>(edges.values());
    }

    /** Lays out {@code children} inside {@code container}; returns the container's new size. */
    private int[] place(DiagramNode container, List<? extends DiagramNode> children, List<int[]> sizes,
            Set<int[]> edges, Map<DiagramNode, Bounds> result) {
        Frame frame = frames.apply(container);
        int width;
        int height;
        if (children.isEmpty()) {
            Bounds current = container.getBounds();
            width = Math.max(frame.minWidth(),
                    current != null && current.getWidth() > 0 ? Math.min(current.getWidth(), 260) : 0);
            height = frame.top() + frame.bottom() + 60;
            return new int[]{width, height};
        }
        ElkNode graph = graph(children, sizes, edges,
                container instanceof Domain ? LAYER_SPACING : CONTAINER_LAYER_SPACING);
        for (int i = 0; i < children.size(); i++) {
            ElkNode node = graph.getChildren().get(i);
            result.put(children.get(i), SetBoundsCommand.bounds((int) Math.round(node.getX()),
                    (int) Math.round(node.getY()), sizes.get(i)[0], sizes.get(i)[1]));
        }
        width = Math.max(frame.minWidth(), (int) Math.ceil(graph.getWidth()) + frame.left() + frame.right());
        height = (int) Math.ceil(graph.getHeight()) + frame.top() + frame.bottom();
        return new int[]{width, height};
    }

    private static ElkNode graph(List<?> children, List<int[]> sizes, Set<int[]> edges, double layerSpacing) {
        ElkNode graph = ElkGraphUtil.createGraph();
        graph.setProperty(CoreOptions.DIRECTION, Direction.RIGHT);
        graph.setProperty(CoreOptions.SPACING_NODE_NODE, SPACING);
        graph.setProperty(LayeredOptions.SPACING_NODE_NODE_BETWEEN_LAYERS, layerSpacing);
        graph.setProperty(CoreOptions.PADDING, new ElkPadding(PADDING));
        List<ElkNode> nodes = new ArrayList<>();
        for (int i = 0; i < children.size(); i++) {
            ElkNode node = ElkGraphUtil.createNode(graph);
            node.setDimensions(sizes.get(i)[0], sizes.get(i)[1]);
            nodes.add(node);
        }
        for (int[] edge : edges) {
            ElkGraphUtil.createSimpleEdge(nodes.get(edge[0]), nodes.get(edge[1]));
        }
        new LayeredLayoutProvider().layout(graph, new BasicProgressMonitor());
        return graph;
    }

    private static boolean same(Bounds a, Bounds b) {
        return a != null && a.getX() == b.getX() && a.getY() == b.getY() && a.getWidth() == b.getWidth()
                && a.getHeight() == b.getHeight();
    }
}
