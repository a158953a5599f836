package org.orrery.predicate;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.jaxen.Context;
import org.jaxen.JaxenException;
import org.jaxen.Navigator;
import org.jaxen.XPathSyntaxException;
import org.jaxen.expr.DefaultXPathFactory;
import org.jaxen.expr.Expr;
import org.jaxen.expr.LocationPath;
import org.jaxen.expr.Step;
import org.jaxen.expr.UnionExpr;
import org.jaxen.saxpath.Axis;

/**
 * Jaxen's expressions, but with node sets put in document order by {@link CountingNavigator#position} rather than by
 * Jaxen's own comparison, which walks the following siblings of one node to find the other: on a body with thousands of
 * siblings, {@code /r/e} alone took more steps than any evaluation may. Location paths and unions are the two kinds of
 * expression that sort; the parser makes them through this factory, every other kind as Jaxen does. A path that cannot
 * leave document order is not sorted at all.
 */
final class DocumentOrderPaths extends DefaultXPathFactory {

    @Override
    public LocationPath createRelativeLocationPath() {
        return new Path(false);
    }

    @Override
    public LocationPath createAbsoluteLocationPath() {
        return new Path(true);
    }

    @Override
    public UnionExpr createUnionExpr(Expr lhs, Expr rhs) {
        return new Union(lhs, rhs);
    }

    private static void sort(List<Object> nodes, Navigator navigator) {
        CountingNavigator counting = (CountingNavigator) navigator;
        nodes.sort(Comparator.comparingLong(counting::position)
                .thenComparing(node -> counting.isNamespace(node) ? counting.getNamespacePrefix(node) : ""));
    }

    /** A location path: each step's nodes the context of the next, the last step's in document order. */
    private static final class Path implements LocationPath {

        private static final long serialVersionUID = 1L;

        private final boolean absolute;
        private final ArrayList<Step> steps = new ArrayList<>();

        Path(boolean absolute) {
            this.absolute = absolute;
        }

        @Override
        public void addStep(Step step) {
            steps.add(step);
        }

        @Override
        public List<Step> getSteps() {
            return steps;
        }

        @Override
        public boolean isAbsolute() {
            return absolute;
        }

        @Override
        public String getText() {
            StringBuilder text = new StringBuilder(absolute ? "/" : "");
            for (Step step : steps) {
                text.append(text.length() > (absolute ? 1 : 0) ? "/" : "").append(step.getText());
            }
            return text.toString();
        }

        @Override
        public Expr simplify() {
            steps.forEach(Step::simplify);
            return this;
        }

        @Override
        @SuppressWarnings("unchecked")
        public Object evaluate(Context context) throws JaxenException {
            Navigator navigator = context.getNavigator();
            List<Object> nodes = new ArrayList<>(context.getNodeSet());
            if (absolute) {
                Object document = nodes.isEmpty() ? null : navigator.getDocumentNode(nodes.get(0));
                if (document == null) {
                    return new ArrayList<>();
                }
                nodes = new ArrayList<>(List.of(document));
            }
            int contextNodes = nodes.size();
            Context stepContext = new Context(context.getContextSupport());
            for (Step step : steps) {
                stepContext.setNodeSet(nodes);
                nodes = step.evaluate(stepContext);
            }
            if (contextNodes > 1 || !steps.stream().allMatch(Path::keepsOrder)) {
                sort(nodes, navigator);
            }
            return nodes;
        }

        /**
         * Whether a step keeps a node set in document order: from nodes none of which contains another, in order, the
         * child, attribute and self axes give such nodes again, in order. From a single context node a path of such
         * steps needs no sorting, and builds no order index.
         */
        private static boolean keepsOrder(Step step) {
            int axis = step.getAxis();
            return axis == Axis.CHILD || axis == Axis.ATTRIBUTE || axis == Axis.SELF;
        }

        @Override
        public String toString() {
            return getText();
        }
    }

    /** A union of two node sets, without repeats, in document order. */
    private static final class Union implements UnionExpr {

        private static final long serialVersionUID = 1L;

        private Expr lhs;
        private Expr rhs;

        Union(Expr lhs, Expr rhs) {
            this.lhs = lhs;
            this.rhs = rhs;
        }

        @Override
        public Expr getLHS() {
            return lhs;
        }

        @Override
        public Expr getRHS() {
            return rhs;
        }

        @Override
        public String getOperator() {
            return "|";
        }

        @Override
        public String getText() {
            return "(" + lhs.getText() + " | " + rhs.getText() + ")";
        }

        @Override
        public Expr simplify() {
            lhs = lhs.simplify();
            rhs = rhs.simplify();
            return this;
        }

        @Override
        public Object evaluate(Context context) throws JaxenException {
            Object left = lhs.evaluate(context);
            Object right = rhs.evaluate(context);
            if (!(left instanceof List<?> leftNodes) || !(right instanceof List<?> rightNodes)) {
                throw new XPathSyntaxException(getText(), context.getPosition(),
                        "Unions are only allowed over node-sets");
            }
            Set<Object> union = new LinkedHashSet<>(leftNodes);
            union.addAll(rightNodes);
            List<Object> nodes = new ArrayList<>(union);
            sort(nodes, context.getNavigator());
            return nodes;
        }

        @Override
        public String toString() {
            return getText();
        }
    }
}
