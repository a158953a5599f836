package org.orrery.predicate;

import java.util.Arrays;
import java.util.function.BinaryOperator;

import org.apache.commons.jexl3.JexlArithmetic;
import org.apache.commons.jexl3.JexlFeatures;
import org.apache.commons.jexl3.parser.ASTAddNode;
import org.apache.commons.jexl3.parser.ASTAndNode;
import org.apache.commons.jexl3.parser.ASTDivNode;
import org.apache.commons.jexl3.parser.ASTEQNode;
import org.apache.commons.jexl3.parser.ASTERNode;
import org.apache.commons.jexl3.parser.ASTEWNode;
import org.apache.commons.jexl3.parser.ASTFalseNode;
import org.apache.commons.jexl3.parser.ASTGENode;
import org.apache.commons.jexl3.parser.ASTGTNode;
import org.apache.commons.jexl3.parser.ASTIdentifier;
import org.apache.commons.jexl3.parser.ASTJexlScript;
import org.apache.commons.jexl3.parser.ASTLENode;
import org.apache.commons.jexl3.parser.ASTLTNode;
import org.apache.commons.jexl3.parser.ASTModNode;
import org.apache.commons.jexl3.parser.ASTMulNode;
import org.apache.commons.jexl3.parser.ASTNENode;
import org.apache.commons.jexl3.parser.ASTNEWNode;
import org.apache.commons.jexl3.parser.ASTNRNode;
import org.apache.commons.jexl3.parser.ASTNSWNode;
import org.apache.commons.jexl3.parser.ASTNotNode;
import org.apache.commons.jexl3.parser.ASTNullLiteral;
import org.apache.commons.jexl3.parser.ASTNumberLiteral;
import org.apache.commons.jexl3.parser.ASTOrNode;
import org.apache.commons.jexl3.parser.ASTReference;
import org.apache.commons.jexl3.parser.ASTReferenceExpression;
import org.apache.commons.jexl3.parser.ASTSWNode;
import org.apache.commons.jexl3.parser.ASTStringLiteral;
import org.apache.commons.jexl3.parser.ASTSubNode;
import org.apache.commons.jexl3.parser.ASTTrueNode;
import org.apache.commons.jexl3.parser.ASTUnaryMinusNode;
import org.apache.commons.jexl3.parser.JexlNode;
import org.apache.commons.jexl3.parser.Parser;
import org.orrery.predicate.PredicateLanguage.Variables;

/**
 * Turns the syntax tree JEXL's own parser makes of a predicate into a tree of Java lambdas, for the nodes predicates
 * use most: attributes, literals, comparisons, regular expression and prefix/suffix matches, arithmetic, {@code !},
 * {@code &&} and {@code ||}. Every operator is the same call on the same {@link JexlArithmetic} the interpreter makes
 * (so the language's bounds and JEXL's coercions hold unchanged); what goes is the interpreter's per-evaluation set-up,
 * its node visiting and its exception translation. A tree with any other node is not compiled: the interpreter
 * evaluates it, as it does every predicate when asked to (it is the reference the compiled form is tested against).
 */
final class PredicateCompiler {

    /** One node, compiled: its value for one event. */
    @FunctionalInterface
    interface Value {

        Object of(Variables event);
    }

    /** A node the compiler leaves to the interpreter. */
    static final class Unsupported extends Exception {

        private static final long serialVersionUID = 1L;

        Unsupported(JexlNode node) {
            super(node.getClass().getSimpleName(), null, false, false);
        }
    }

    private static final Double ZERO = 0.0d;

    private final JexlArithmetic arithmetic;

    PredicateCompiler(JexlArithmetic arithmetic) {
        this.arithmetic = arithmetic;
    }

    /**
     * {@code expression} (already accepted by the engine) as a tree of lambdas; {@link Unsupported} if it cannot be.
     */
    Value compile(String expression, JexlFeatures features) throws Unsupported {
        ASTJexlScript script = new Parser(expression).parse(null, features, expression, null);
        if (script.jjtGetNumChildren() != 1) {
            throw new Unsupported(script);
        }
        return value(script.jjtGetChild(0));
    }

    private Value value(JexlNode node) throws Unsupported {
        JexlArithmetic a = arithmetic;
        if (node instanceof ASTIdentifier identifier) {
            if (identifier.getSymbol() >= 0) {
                throw new Unsupported(node);
            }
            String name = identifier.getName();
            return event -> event.get(name);
        }
        if (node instanceof ASTNumberLiteral literal) {
            Object constant = literal.getLiteral();
            return event -> constant;
        }
        if (node instanceof ASTStringLiteral literal) {
            Object constant = literal.getLiteral();
            return event -> constant;
        }
        if (node instanceof ASTTrueNode) {
            return event -> Boolean.TRUE;
        }
        if (node instanceof ASTFalseNode) {
            return event -> Boolean.FALSE;
        }
        if (node instanceof ASTNullLiteral) {
            return event -> null;
        }
        if ((node instanceof ASTReferenceExpression || node instanceof ASTReference) && node.jjtGetNumChildren() == 1) {
            return value(node.jjtGetChild(0));
        }
        if (node instanceof ASTAndNode || node instanceof ASTOrNode) {
            // as JEXL: the first operand that decides the result (false for &&, true for ||) is the value, else the
            // last
            Value[] operands = children(node);
            boolean decidesOn = node instanceof ASTOrNode;
            return event -> {
                Object last = null;
                for (Value operand : operands) {
                    last = operand.of(event);
                    if (a.testPredicate(last) == decidesOn) {
                        return last;
                    }
                }
                return last;
            };
        }
        if (node instanceof ASTNotNode && node.jjtGetNumChildren() == 1) {
            Value operand = value(node.jjtGetChild(0));
            return event -> a.not(operand.of(event));
        }
        if (node instanceof ASTUnaryMinusNode && node.jjtGetNumChildren() == 1) {
            Value operand = value(node.jjtGetChild(0));
            return event -> a.negate(operand.of(event));
        }
        if (node.jjtGetNumChildren() != 2) {
            throw new Unsupported(node);
        }
        Value wholeNumbers = wholeNumberComparison(node);
        if (wholeNumbers != null) {
            return wholeNumbers;
        }
        Value left = value(node.jjtGetChild(0));
        Value right = (node instanceof ASTERNode || node instanceof ASTNRNode)
                && node.jjtGetChild(1) instanceof ASTStringLiteral regex ? pattern(regex.getLiteral())
                        : value(node.jjtGetChild(1));
        BinaryOperator<Object> operator = operator(node);
        if (operator == null) {
            throw new Unsupported(node);
        }
        // the left operand first, as the interpreter evaluates them
        return event -> {
            Object l = left.of(event);
            return operator.apply(l, right.of(event));
        };
    }

    /**
     * An attribute compared with a whole-number literal ({@code n >= 0}, {@code 5 == n}), or null for any other node:
     * when the event's value is a whole number too, the two are compared as longs, which is what JEXL's arithmetic does
     * with two integers, without the value being boxed; any other value goes through the arithmetic's call, as in every
     * other comparison.
     */
    private Value wholeNumberComparison(JexlNode node) throws Unsupported {
        int kind = node instanceof ASTEQNode ? 0
                : node instanceof ASTNENode ? 1
                        : node instanceof ASTLTNode ? 2
                                : node instanceof ASTLENode ? 3
                                        : node instanceof ASTGTNode ? 4 : node instanceof ASTGENode ? 5 : -1;
        JexlNode first = unwrapped(node.jjtGetChild(0));
        JexlNode second = unwrapped(node.jjtGetChild(1));
        boolean literalFirst = wholeLiteral(first) != null;
        JexlNode attribute = literalFirst ? second : first;
        Long literal = wholeLiteral(literalFirst ? first : second);
        if (kind < 0 || literal == null || !(attribute instanceof ASTIdentifier identifier)
                || identifier.getSymbol() >= 0) {
            return null;
        }
        String name = identifier.getName();
        long constant = literal;
        Value left = value(node.jjtGetChild(0));
        Value right = value(node.jjtGetChild(1));
        BinaryOperator<Object> operator = operator(node);
        return event -> {
            if (!event.isWholeNumber(name)) {
                Object l = left.of(event);
                return operator.apply(l, right.of(event));
            }
            long value = event.wholeNumber(name);
            int order = literalFirst ? Long.compare(constant, value) : Long.compare(value, constant);
            return switch (kind) {
                case 0 -> order == 0;
                case 1 -> order != 0;
                case 2 -> order < 0;
                case 3 -> order <= 0;
                case 4 -> order > 0;
                default -> order >= 0;
            };
        };
    }

    private static JexlNode unwrapped(JexlNode node) {
        JexlNode at = node;
        while ((at instanceof ASTReferenceExpression || at instanceof ASTReference) && at.jjtGetNumChildren() == 1) {
            at = at.jjtGetChild(0);
        }
        return at;
    }

    /** The value of a literal whole number that JEXL reads as an {@code Integer} or a {@code Long}, or null. */
    private static Long wholeLiteral(JexlNode node) {
        if (node instanceof ASTNumberLiteral literal
                && (literal.getLiteral() instanceof Integer || literal.getLiteral() instanceof Long)) {
            return literal.getLiteral().longValue();
        }
        return null;
    }

    /** The operation of a binary node, the same arithmetic call the interpreter makes; null for one not compiled. */
    private BinaryOperator<Object> operator(JexlNode node) {
        JexlArithmetic a = arithmetic;
        if (node instanceof ASTEQNode) {
            return (l, r) -> a.equals(l, r);
        }
        if (node instanceof ASTNENode) {
            return (l, r) -> !a.equals(l, r);
        }
        if (node instanceof ASTLTNode) {
            return a::lessThan;
        }
        if (node instanceof ASTLENode) {
            return a::lessThanOrEqual;
        }
        if (node instanceof ASTGTNode) {
            return a::greaterThan;
        }
        if (node instanceof ASTGENode) {
            return a::greaterThanOrEqual;
        }
        // x =~ y: is x in (or matched by) y
        if (node instanceof ASTERNode) {
            return (l, r) -> matches(Match.CONTAINS, r, l);
        }
        if (node instanceof ASTNRNode) {
            return (l, r) -> !matches(Match.CONTAINS, r, l);
        }
        if (node instanceof ASTSWNode) {
            return (l, r) -> matches(Match.STARTS, l, r);
        }
        if (node instanceof ASTNSWNode) {
            return (l, r) -> !matches(Match.STARTS, l, r);
        }
        if (node instanceof ASTEWNode) {
            return (l, r) -> matches(Match.ENDS, l, r);
        }
        if (node instanceof ASTNEWNode) {
            return (l, r) -> !matches(Match.ENDS, l, r);
        }
        if (node instanceof ASTAddNode) {
            return a::add;
        }
        if (node instanceof ASTSubNode) {
            return a::subtract;
        }
        if (node instanceof ASTMulNode) {
            return a::multiply;
        }
        if (node instanceof ASTDivNode) {
            return zeroOnError(a::divide);
        }
        if (node instanceof ASTModNode) {
            return zeroOnError(a::mod);
        }
        return null;
    }

    /**
     * A regular expression written in the predicate, compiled once ({@link LinearRegex}, as the interpreter's
     * arithmetic does); one that is not a regular expression of the language fails every evaluation, as it does there.
     */
    private static Value pattern(String regex) {
        try {
            LinearRegex.Compiled pattern = LinearRegex.compile(regex);
            return event -> pattern;
        } catch (IllegalArgumentException e) {
            String why = e.getMessage();
            return event -> {
                throw new IllegalArgumentException(why);
            };
        }
    }

    /** A division or remainder as the interpreter has it: one by zero is 0.0 unless the arithmetic is strict. */
    private BinaryOperator<Object> zeroOnError(BinaryOperator<Object> operation) {
        return (dividend, divisor) -> {
            try {
                return operation.apply(dividend, divisor);
            } catch (ArithmeticException e) {
                if (arithmetic.isStrict()) {
                    throw e;
                }
                return ZERO;
            }
        };
    }

    private enum Match {
        CONTAINS, STARTS, ENDS
    }

    /**
     * {@code =~}, {@code =^} and {@code =$} as JEXL's operators evaluate them: the arithmetic's answer, else (for
     * operands it has no answer for, such as numbers) equality; a failure is false, except a breach of a bound.
     */
    private boolean matches(Match match, Object left, Object right) {
        try {
            Boolean answer = switch (match) {
                case CONTAINS -> arithmetic.contains(left, right);
                case STARTS -> arithmetic.startsWith(left, right);
                case ENDS -> arithmetic.endsWith(left, right);
            };
            return answer != null ? answer : arithmetic.equals(left, right);
        } catch (PredicateLanguage.LimitExceeded breach) {
            throw breach;
        } catch (@SuppressWarnings("unused") RuntimeException e) {
            return false;
        }
    }

    private Value[] children(JexlNode node) throws Unsupported {
        Value[] values = new Value[node.jjtGetNumChildren()];
        for (int i = 0; i < values.length; i++) {
            values[i] = value(node.jjtGetChild(i));
        }
        return Arrays.copyOf(values, values.length);
    }
}
