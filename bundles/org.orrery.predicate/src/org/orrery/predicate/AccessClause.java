package org.orrery.predicate;

import java.util.Optional;

import org.apache.commons.jexl3.parser.ASTAndNode;
import org.apache.commons.jexl3.parser.ASTEQNode;
import org.apache.commons.jexl3.parser.ASTIdentifier;
import org.apache.commons.jexl3.parser.ASTJexlScript;
import org.apache.commons.jexl3.parser.ASTNumberLiteral;
import org.apache.commons.jexl3.parser.ASTReference;
import org.apache.commons.jexl3.parser.ASTReferenceExpression;
import org.apache.commons.jexl3.parser.ASTStringLiteral;
import org.apache.commons.jexl3.parser.JexlNode;
import org.apache.commons.jexl3.parser.Parser;

/**
 * The equality a predicate starts with, {@code attribute == 'text'} or {@code attribute == 42} alone or as the first
 * operand of a chain of {@code &&}: when an event's attribute has a value of the literal's kind (a string for a string,
 * a whole number for a whole number) that differs, the predicate is false without evaluating anything else and without
 * error (JEXL's {@code &&} stops at its first false operand). An index of a source's connections by these clauses
 * evaluates only the predicates filed under the event's value.
 *
 * @param attribute the attribute compared
 * @param value the literal: a {@code String} or a {@code Long}
 */
public record AccessClause(String attribute, Object value) {

    /** The access clause of {@code predicate}, if it starts with one (an empty or unparsable predicate has none). */
    public static Optional<AccessClause> of(String predicate) {
        if (predicate == null || predicate.isBlank() || XPathPredicate.isXPath(predicate)
                || PredicateLanguage.syntaxError(predicate).isPresent()) {
            return Optional.empty();
        }
        try {
            ASTJexlScript script = new Parser(predicate).parse(null, PredicateLanguage.features(), predicate, null);
            if (script.jjtGetNumChildren() != 1) {
                return Optional.empty();
            }
            JexlNode node = unwrapped(script.jjtGetChild(0));
            while (node instanceof ASTAndNode && node.jjtGetNumChildren() > 0) {
                node = unwrapped(node.jjtGetChild(0));
            }
            if (!(node instanceof ASTEQNode) || node.jjtGetNumChildren() != 2) {
                return Optional.empty();
            }
            JexlNode left = unwrapped(node.jjtGetChild(0));
            JexlNode right = unwrapped(node.jjtGetChild(1));
            return clause(left, right).or(() -> clause(right, left));
        } catch (@SuppressWarnings("unused") RuntimeException unparsable) {
            return Optional.empty();
        }
    }

    private static Optional<AccessClause> clause(JexlNode attribute, JexlNode literal) {
        if (!(attribute instanceof ASTIdentifier identifier) || identifier.getSymbol() >= 0) {
            return Optional.empty();
        }
        if (literal instanceof ASTStringLiteral text) {
            return Optional.of(new AccessClause(identifier.getName(), text.getLiteral()));
        }
        if (literal instanceof ASTNumberLiteral number
                && (number.getLiteral() instanceof Integer || number.getLiteral() instanceof Long)) {
            return Optional.of(new AccessClause(identifier.getName(), number.getLiteral().longValue()));
        }
        return Optional.empty();
    }

    private static JexlNode unwrapped(JexlNode node) {
        JexlNode inner = node;
        while ((inner instanceof ASTReferenceExpression || inner instanceof ASTReference)
                && inner.jjtGetNumChildren() == 1) {
            inner = inner.jjtGetChild(0);
        }
        return inner;
    }

    /**
     * Whether an event whose attribute has {@code eventValue} certainly fails the predicate: the value is of the
     * literal's kind and differs. Any other value (absent, another kind) decides nothing: the predicate is evaluated.
     */
    public boolean excludes(Object eventValue) {
        if (value instanceof String text) {
            return eventValue instanceof String other && !other.equals(text);
        }
        return eventValue instanceof Long other && other.longValue() != ((Long) value).longValue();
    }

    /** The key an event's value is filed under when it is of the literal's kind, else null. */
    public static Object key(Object eventValue) {
        return eventValue instanceof String || eventValue instanceof Long ? eventValue : null;
    }
}
