package org.orrery.predicate;

import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.Map;

import org.jaxen.FunctionCallException;
import org.jaxen.UnsupportedAxisException;
import org.jaxen.dom.DocumentNavigator;
import org.w3c.dom.Document;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;

/**
 * Jaxen's DOM navigator with a budget: every node an axis yields, every node walked to build a string value and every
 * {@value XPathPredicate#CHARACTERS_PER_STEP} characters of text read is a step, and an evaluation that has taken all
 * its steps is stopped ({@link StepsExhausted}). It also knows each node's place in document order (an index built once
 * per document, its nodes counted as steps), so that sorting a node set costs no walk among siblings, and it reads no
 * document from outside the body.
 */
final class CountingNavigator extends DocumentNavigator {

    private static final long serialVersionUID = 1L;
    /** The key under which a document keeps its order index (DOM user data), so that predicates share it. */
    private static final String ORDER = "org.orrery.xpath.order";

    /** Thrown from inside an evaluation that has taken all its steps. */
    static final class StepsExhausted extends RuntimeException {

        private static final long serialVersionUID = 1L;

        StepsExhausted() {
            super(null, null, false, false);
        }
    }

    private long stepsLeft;

    /** Gives the next evaluation its whole budget of {@code steps}. */
    void budget(long steps) {
        stepsLeft = steps;
    }

    private void charge(long steps) {
        stepsLeft -= steps;
        if (stepsLeft < 0) {
            throw new StepsExhausted();
        }
    }

    private void chargeText(String text) {
        charge(1 + (text == null ? 0 : text.length() / XPathPredicate.CHARACTERS_PER_STEP));
    }

    /**
     * Where {@code node} stands in its document's order: nodes in the order XPath gives them, an element before its
     * namespace nodes, those before its attributes and those before its children.
     */
    long position(Object node) {
        if (isNamespace(node)) {
            return 2 * index(getParentNode(node)) + 1;
        }
        return 2 * index(node);
    }

    private int index(Object node) {
        Node domNode = (Node) node;
        Document document = domNode.getNodeType() == Node.DOCUMENT_NODE ? (Document) domNode
                : domNode.getOwnerDocument();
        @SuppressWarnings("unchecked")
        Map<Node, Integer> order = (Map<Node, Integer>) document.getUserData(ORDER);
        if (order == null) {
            order = new IdentityHashMap<>();
            number(document, order);
            document.setUserData(ORDER, order, null);
        }
        Integer index = order.get(domNode);
        if (index == null) {
            throw new IllegalStateException("a node outside the evaluated document: " + domNode.getNodeName());
        }
        return index;
    }

    private void number(Node node, Map<Node, Integer> order) {
        charge(1);
        order.put(node, order.size());
        NamedNodeMap attributes = node.getAttributes();
        if (attributes != null) {
            for (int i = 0; i < attributes.getLength(); i++) {
                charge(1);
                order.put(attributes.item(i), order.size());
            }
        }
        for (Node child = node.getFirstChild(); child != null; child = child.getNextSibling()) {
            number(child, order);
        }
    }

    private Iterator<?> counted(Iterator<?> nodes) {
        return new Iterator<>() {

            @Override
            public boolean hasNext() {
                return nodes.hasNext();
            }

            @Override
            public Object next() {
                charge(1);
                return nodes.next();
            }
        };
    }

    @Override
    public Iterator<?> getChildAxisIterator(Object node) {
        return counted(super.getChildAxisIterator(node));
    }

    @Override
    public Iterator<?> getDescendantAxisIterator(Object node) throws UnsupportedAxisException {
        return counted(super.getDescendantAxisIterator(node));
    }

    @Override
    public Iterator<?> getParentAxisIterator(Object node) {
        return counted(super.getParentAxisIterator(node));
    }

    @Override
    public Iterator<?> getAncestorAxisIterator(Object node) throws UnsupportedAxisException {
        return counted(super.getAncestorAxisIterator(node));
    }

    @Override
    public Iterator<?> getFollowingSiblingAxisIterator(Object node) {
        return counted(super.getFollowingSiblingAxisIterator(node));
    }

    @Override
    public Iterator<?> getPrecedingSiblingAxisIterator(Object node) {
        return counted(super.getPrecedingSiblingAxisIterator(node));
    }

    @Override
    public Iterator<?> getFollowingAxisIterator(Object node) {
        return counted(super.getFollowingAxisIterator(node));
    }

    @Override
    public Iterator<?> getPrecedingAxisIterator(Object node) throws UnsupportedAxisException {
        return counted(super.getPrecedingAxisIterator(node));
    }

    @Override
    public Iterator<?> getAttributeAxisIterator(Object node) {
        return counted(super.getAttributeAxisIterator(node));
    }

    @Override
    public Iterator<?> getNamespaceAxisIterator(Object node) {
        return counted(super.getNamespaceAxisIterator(node));
    }

    @Override
    public Iterator<?> getSelfAxisIterator(Object node) throws UnsupportedAxisException {
        return counted(super.getSelfAxisIterator(node));
    }

    @Override
    public Iterator<?> getDescendantOrSelfAxisIterator(Object node) throws UnsupportedAxisException {
        return counted(super.getDescendantOrSelfAxisIterator(node));
    }

    @Override
    public Iterator<?> getAncestorOrSelfAxisIterator(Object node) throws UnsupportedAxisException {
        return counted(super.getAncestorOrSelfAxisIterator(node));
    }

    /** The text beneath an element, built by a walk whose every node is a step. */
    @Override
    public String getElementStringValue(Object node) {
        if (!isElement(node)) {
            return null;
        }
        StringBuilder text = new StringBuilder();
        appendText((Node) node, text);
        return text.toString();
    }

    private void appendText(Node node, StringBuilder text) {
        if (isText(node)) {
            String value = node.getNodeValue();
            chargeText(value);
            text.append(value);
            return;
        }
        charge(1);
        for (Node child = node.getFirstChild(); child != null; child = child.getNextSibling()) {
            appendText(child, text);
        }
    }

    @Override
    public String getTextStringValue(Object node) {
        String value = super.getTextStringValue(node);
        chargeText(value);
        return value;
    }

    @Override
    public String getAttributeStringValue(Object node) {
        String value = super.getAttributeStringValue(node);
        chargeText(value);
        return value;
    }

    @Override
    public String getCommentStringValue(Object node) {
        String value = super.getCommentStringValue(node);
        chargeText(value);
        return value;
    }

    @Override
    public Object getDocument(String uri) throws FunctionCallException {
        throw new FunctionCallException("no document is read from outside the body");
    }
}
