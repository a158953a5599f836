package org.orrery.predicate;

import java.math.MathContext;
import java.util.Optional;

import org.apache.commons.jexl3.JexlArithmetic;
import org.apache.commons.jexl3.JexlBuilder;
import org.apache.commons.jexl3.JexlContext;
import org.apache.commons.jexl3.JexlEngine;
import org.apache.commons.jexl3.JexlException;
import org.apache.commons.jexl3.JexlExpression;
import org.apache.commons.jexl3.JexlFeatures;
import org.apache.commons.jexl3.introspection.JexlPermissions;
import org.apache.commons.jexl3.parser.ASTERNode;
import org.apache.commons.jexl3.parser.ASTNRNode;
import org.apache.commons.jexl3.parser.ASTRegexLiteral;
import org.apache.commons.jexl3.parser.ASTStringLiteral;
import org.apache.commons.jexl3.parser.JexlNode;
import org.apache.commons.jexl3.parser.Parser;

/**
 * The language of connection and filter predicates, one definition for the model's validation and the agents'
 * evaluation, so that what validates also runs: JEXL 3 expressions over event attributes in a sandbox without side
 * effects, loops, lambdas, method calls, object creation, pragmas, annotations or scripts, and with JEXL's restricted
 * permissions. An attribute an event lacks reads as null; a result that is not {@code true} rejects the event. <p>
 * Every predicate is bounded, so that none can hold a domain's event thread: at most {@value #MAX_LENGTH} characters
 * and {@value #MAX_NESTING} levels of brackets or prefix operators (deeper would exhaust the parser's stack); a regular
 * expression match ({@code =~}, {@code !~}) is matched without backtracking in at most {@value #MAX_REGEX_STEPS} steps
 * ({@link LinearRegex}: a pattern RE2 does not take, or one that expands too far, is refused when the predicate is
 * checked); a string built with {@code +} holds at most {@value #MAX_STRING_CHARS} characters. An evaluation that would
 * pass a bound stops with {@link LimitExceeded}, which rejects the event and is counted where it happened.
 */
public final class PredicateLanguage {

    /** The longest predicate, in characters. */
    public static final int MAX_LENGTH = 4_096;
    /** The deepest nesting of brackets. */
    public static final int MAX_NESTING = 64;
    /**
     * How many steps one regular expression match may take: the instructions its pattern expands to times the
     * characters of its subject (RE2/J takes at most one step per instruction and character).
     */
    public static final long MAX_REGEX_STEPS = 2_000_000;
    /** The longest string a predicate may build. */
    public static final int MAX_STRING_CHARS = 65_536;

    private static final JexlFeatures FEATURES = new JexlFeatures().sideEffect(false)
            .sideEffectGlobal(false)
            .loops(false)
            .lambda(false)
            .methodCall(false)
            .newInstance(false)
            .structuredLiteral(false)
            .pragma(false)
            .annotation(false)
            .script(false)
            .register(false);

    private static final JexlEngine ENGINE = new JexlBuilder().features(FEATURES)
            .permissions(JexlPermissions.RESTRICTED)
            .arithmetic(new BoundedArithmetic(false, null, Integer.MIN_VALUE))
            .strict(false)
            .silent(false)
            .safe(true)
            .cache(512)
            .create();

    private static final PredicateCompiler COMPILER = new PredicateCompiler(ENGINE.getArithmetic());

    /** Reads the attributes of one event by name (null for one it lacks). */
    @FunctionalInterface
    public interface Variables {

        Object get(String name);

        /**
         * Whether attribute {@code name} is a whole number (a {@code Long}), which {@link #wholeNumber} then reads
         * without boxing it: a compiled comparison of an attribute with a whole number asks this first. Added in 1.1;
         * the default asks {@link #get}.
         */
        default boolean isWholeNumber(String name) {
            return get(name) instanceof Long;
        }

        /** The whole number attribute {@code name} holds, {@link #isWholeNumber} having said so. Added in 1.1. */
        default long wholeNumber(String name) {
            return (Long) get(name);
        }
    }

    /** A predicate ready to evaluate. */
    @FunctionalInterface
    public interface Compiled {

        /** Whether the event passes; throws {@link LimitExceeded} when evaluating it would pass a bound. */
        boolean accepts(Variables event);
    }

    /** An evaluation stopped at one of the language's bounds. */
    public static final class LimitExceeded extends RuntimeException {

        private static final long serialVersionUID = 1L;

        LimitExceeded(String message) {
            super(message, null, false, false);
        }
    }

    /**
     * The bound an evaluation on this thread passed, if it did: JEXL turns a failing operator into a false result when
     * not strict, so the breach is noted here as well as thrown.
     */
    private static final ThreadLocal<LimitExceeded> BREACH = new ThreadLocal<>();

    static LimitExceeded breach(String what) {
        LimitExceeded breach = new LimitExceeded(what);
        BREACH.set(breach);
        return breach;
    }

    private PredicateLanguage() {
    }

    /** The features predicates may use. */
    public static JexlFeatures features() {
        return FEATURES;
    }

    /**
     * The reason {@code predicate} does not parse or passes a bound, or empty when it is fine (a blank one always is);
     * a predicate starting {@value XPathPredicate#PREFIX} is checked as an {@link XPathPredicate}.
     */
    public static Optional<String> syntaxError(String predicate) {
        if (predicate == null || predicate.isBlank()) {
            return Optional.empty();
        }
        if (XPathPredicate.isXPath(predicate)) {
            return XPathPredicate.syntaxError(predicate);
        }
        try {
            parse(predicate);
            return Optional.empty();
        } catch (IllegalArgumentException e) {
            return Optional.of(e.getMessage());
        }
    }

    /**
     * Compiles {@code expression}; one that does not parse or passes a bound is refused with the reason. The result is
     * a tree of Java lambdas over the same arithmetic when every node of the predicate is one {@link PredicateCompiler}
     * compiles (the common case), else the interpreter; both give the same results, {@link #interpret} being the
     * reference.
     */
    public static Compiled compile(String expression) {
        JexlExpression interpreted = parsed(expression);
        PredicateCompiler.Value value;
        try {
            value = COMPILER.compile(expression, FEATURES);
        } catch (@SuppressWarnings("unused") PredicateCompiler.Unsupported | RuntimeException e) {
            return interpreter(interpreted);
        }
        return event -> {
            try {
                return Boolean.TRUE.equals(value.of(event));
            } catch (LimitExceeded breach) {
                BREACH.remove();
                throw breach;
            }
        };
    }

    /** Whether {@code expression} is compiled to Java rather than interpreted (after it parses). */
    public static boolean isCompiled(String expression) {
        parsed(expression);
        try {
            COMPILER.compile(expression, FEATURES);
            return true;
        } catch (@SuppressWarnings("unused") PredicateCompiler.Unsupported | RuntimeException e) {
            return false;
        }
    }

    /** {@code expression} evaluated by JEXL's interpreter: the reference for the compiled form, and its baseline. */
    public static Compiled interpret(String expression) {
        return interpreter(parsed(expression));
    }

    private static JexlExpression parsed(String expression) {
        if (XPathPredicate.isXPath(expression)) {
            throw new IllegalArgumentException("predicate '" + abbreviated(expression)
                    + "' is XPath, over an event's body: " + "compile it with XPathPredicate");
        }
        try {
            return parse(expression);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(
                    "predicate '" + abbreviated(expression) + "' does not parse: " + e.getMessage(), e);
        }
    }

    private static Compiled interpreter(JexlExpression compiled) {
        return event -> {
            BREACH.remove();
            boolean accepted;
            try {
                accepted = Boolean.TRUE.equals(compiled.evaluate(new ReadOnly(event)));
            } finally {
                // whether JEXL turned the breach into false or into its own exception, the breach is what is thrown
                LimitExceeded breach = BREACH.get();
                if (breach != null) {
                    BREACH.remove();
                    throw breach;
                }
            }
            return accepted;
        };
    }

    /** Parses within the bounds; the message of a refusal says what is wrong, without the predicate itself. */
    private static JexlExpression parse(String expression) {
        if (expression.length() > MAX_LENGTH) {
            throw new IllegalArgumentException(
                    expression.length() + " characters, more than the " + MAX_LENGTH + " allowed");
        }
        int nesting = nesting(expression);
        if (nesting > MAX_NESTING) {
            throw new IllegalArgumentException(
                    "nested " + nesting + " deep, more than the " + MAX_NESTING + " allowed");
        }
        try {
            JexlExpression parsed = ENGINE.createExpression(expression);
            checkRegularExpressions(new Parser(expression).parse(null, FEATURES, expression, null));
            return parsed;
        } catch (JexlException e) {
            String detail = e.getMessage();
            int space = detail == null ? -1 : detail.indexOf(' ');
            throw new IllegalArgumentException(
                    detail == null ? e.getClass().getSimpleName() : detail.substring(space + 1).strip(), e);
        } catch (@SuppressWarnings("unused") StackOverflowError tooDeep) {
            // a long run of prefix operators recurses like brackets; the parse is abandoned whole
            throw new IllegalArgumentException("nested too deeply to parse");
        }
    }

    /** Compiles every regular expression written in the predicate, so that one RE2 does not take is refused here. */
    private static void checkRegularExpressions(JexlNode node) {
        if ((node instanceof ASTERNode || node instanceof ASTNRNode) && node.jjtGetNumChildren() == 2) {
            JexlNode right = node.jjtGetChild(1);
            if (right instanceof ASTStringLiteral text) {
                LinearRegex.compile(text.getLiteral());
            } else if (right instanceof ASTRegexLiteral regex) {
                LinearRegex.of(regex.getLiteral());
            }
        }
        for (int i = 0; i < node.jjtGetNumChildren(); i++) {
            checkRegularExpressions(node.jjtGetChild(i));
        }
    }

    /**
     * The deepest nesting outside string literals: of brackets, and of prefix operators in a row ({@code !!!x} nests
     * three deep), which the parser and the evaluation each recurse into.
     */
    static int nesting(String expression) {
        int depth = 0;
        int deepest = 0;
        int prefixes = 0;
        char quote = 0;
        for (int i = 0; i < expression.length(); i++) {
            char c = expression.charAt(i);
            if (quote == 0 && (c == '!' || c == '-' || c == '~')
                    && (i + 1 >= expression.length() || expression.charAt(i + 1) != '=')) {
                deepest = Math.max(deepest, depth + ++prefixes);
                continue;
            }
            if (!Character.isWhitespace(c)) {
                prefixes = 0;
            }
            if (quote != 0) {
                if (c == '\\') {
                    i++;
                } else if (c == quote) {
                    quote = 0;
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
            } else if (c == '(' || c == '[' || c == '{') {
                deepest = Math.max(deepest, ++depth);
            } else if (c == ')' || c == ']' || c == '}') {
                depth--;
            }
        }
        return deepest;
    }

    private static String abbreviated(String expression) {
        return expression.length() <= 80 ? expression : expression.substring(0, 77) + "...";
    }

    /** JEXL's arithmetic with the language's bounds on regular expressions and built strings. */
    private static final class BoundedArithmetic extends JexlArithmetic {

        BoundedArithmetic(boolean strict, MathContext context, int scale) {
            super(strict, context, scale);
        }

        @Override
        protected JexlArithmetic createWithOptions(boolean strict, MathContext context, int scale) {
            return new BoundedArithmetic(strict, context, scale);
        }

        /**
         * {@code value =~ container}: a regular expression (text, or a JEXL regex literal) is matched by RE2/J
         * ({@link LinearRegex}) in a bounded number of steps.
         */
        @Override
        public Boolean contains(Object container, Object value) {
            LinearRegex.Compiled regex = value == null ? null : LinearRegex.of(container);
            if (regex == null) {
                return super.contains(container, value);
            }
            return regex.matches(value.toString());
        }

        @Override
        public Object add(Object left, Object right) {
            Object sum = super.add(left, right);
            if (sum instanceof CharSequence text && text.length() > MAX_STRING_CHARS) {
                throw breach("a string of " + text.length() + " characters");
            }
            return sum;
        }
    }

    /** Exposes an event's attributes as JEXL variables, read-only. */
    private record ReadOnly(Variables variables) implements JexlContext {

        @Override
        public Object get(String name) {
            return variables.get(name);
        }

        @Override
        public void set(String name, Object value) {
            throw new UnsupportedOperationException("predicates cannot assign variables");
        }

        @Override
        public boolean has(String name) {
            return true;
        }
    }
}
