package org.orrery.predicate;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

import javax.xml.parsers.DocumentBuilder;

import org.jaxen.Context;
import org.jaxen.ContextSupport;
import org.jaxen.JaxenException;
import org.jaxen.JaxenHandler;
import org.jaxen.SimpleFunctionContext;
import org.jaxen.SimpleNamespaceContext;
import org.jaxen.SimpleVariableContext;
import org.jaxen.expr.Expr;
import org.jaxen.function.BooleanFunction;
import org.jaxen.function.CeilingFunction;
import org.jaxen.function.ConcatFunction;
import org.jaxen.function.ContainsFunction;
import org.jaxen.function.CountFunction;
import org.jaxen.function.FalseFunction;
import org.jaxen.function.FloorFunction;
import org.jaxen.function.IdFunction;
import org.jaxen.function.LangFunction;
import org.jaxen.function.LastFunction;
import org.jaxen.function.LocalNameFunction;
import org.jaxen.function.NameFunction;
import org.jaxen.function.NamespaceUriFunction;
import org.jaxen.function.NormalizeSpaceFunction;
import org.jaxen.function.NotFunction;
import org.jaxen.function.NumberFunction;
import org.jaxen.function.PositionFunction;
import org.jaxen.function.RoundFunction;
import org.jaxen.function.StartsWithFunction;
import org.jaxen.function.StringFunction;
import org.jaxen.function.StringLengthFunction;
import org.jaxen.function.SubstringAfterFunction;
import org.jaxen.function.SubstringBeforeFunction;
import org.jaxen.function.SubstringFunction;
import org.jaxen.function.SumFunction;
import org.jaxen.function.TranslateFunction;
import org.jaxen.function.TrueFunction;
import org.jaxen.saxpath.SAXPathException;
import org.jaxen.saxpath.XPathReader;
import org.jaxen.saxpath.helpers.XPathReaderFactory;
import org.orrery.control.util.SecureXml;
import org.w3c.dom.Document;
import org.xml.sax.SAXException;

/**
 * Predicates over an event's XML body, as the JBI report's router used: a predicate written {@code xpath:EXPR} is an
 * XPath 1.0 expression (evaluated by Jaxen over the body's DOM) whose boolean value decides; a node set is true when it
 * is not empty. It takes the place of a JEXL predicate wherever one is accepted (a connection, a filter, a subscription
 * of the content router), with the same kind of bounds, so that none can hold a domain's event thread: <ul> <li>the
 * work of one evaluation: at most {@value #MAX_STEPS} steps, a step being a node that an axis yields or
 * {@value #CHARACTERS_PER_STEP} characters of a string value read (each node walked to build it counts as a step too).
 * An expression whose cost multiplies per step (absolute paths inside nested predicates, axes stacked on axes) is
 * stopped there, and the event is rejected, rather than holding the thread for minutes;</li> <li>the expression: at
 * most {@value #MAX_LENGTH} characters, no variables, no functions outside XPath's core library (no {@code document()}:
 * nothing is read from outside the body), and inside a predicate ({@code [...]}) only the child, attribute and self
 * axes, nested at most 8 deep, so that the usual forms stay far below the bound;</li> <li>the document: at most
 * {@value #MAX_DOCUMENT_BYTES} bytes, no DOCTYPE (so no entities, external or expanding), at most {@value #MAX_DEPTH}
 * elements deep.</li> </ul> A body that is not such a document, an evaluation that fails or one stopped at the bound
 * throws {@link IllegalArgumentException}: the event is rejected and counted as a predicate error where it happened.
 */
public final class XPathPredicate {

    /** What a predicate starts with when it is an XPath expression. */
    public static final String PREFIX = "xpath:";
    /** The longest XPath expression, in characters. */
    public static final int MAX_LENGTH = 1_024;
    /** The largest XML body evaluated, in bytes. */
    public static final int MAX_DOCUMENT_BYTES = 1 << 20;
    /** The deepest nesting of elements in an evaluated body. */
    public static final int MAX_DEPTH = 64;
    /** The most steps one evaluation may take (see the class comment for what a step is). */
    public static final long MAX_STEPS = 1_000_000;
    /** How many characters of a string value count as one step. */
    public static final int CHARACTERS_PER_STEP = 16;

    /** Functions of XPath 1.0's core library; a name outside it is refused. */
    private static final Set<String> CORE_FUNCTIONS = Set.of("last", "position", "count", "id", "local-name",
            "namespace-uri", "name", "string", "concat", "starts-with", "contains", "substring-before",
            "substring-after", "substring", "string-length", "normalize-space", "translate", "boolean", "not", "true",
            "false", "lang", "number", "sum", "floor", "ceiling", "round", "node", "text", "comment",
            "processing-instruction");

    /** Axes a step inside a predicate may take. */
    private static final Set<String> AXES_IN_PREDICATES = Set.of("child", "attribute", "self");

    private static final SimpleFunctionContext CORE_LIBRARY = coreLibrary();

    private static final ThreadLocal<DocumentBuilder> BUILDERS = ThreadLocal.withInitial(XPathPredicate::builder);
    /**
     * The body this thread parsed last and its document: an event tested against many XPath predicates (a router's
     * subscriptions, several connections) is parsed once. The body is kept as a copy and compared whole, so that a
     * buffer reused with other contents is parsed again.
     */
    private static final ThreadLocal<Parsed> LAST = new ThreadLocal<>();

    private record Parsed(byte[] body, Document document) {
    }

    private final String expression;
    /** This thread's compiled expression and the navigator that counts its steps. */
    private final ThreadLocal<Evaluator> evaluators;

    private XPathPredicate(String expression) {
        this.expression = expression;
        this.evaluators = ThreadLocal.withInitial(() -> {
            try {
                return new Evaluator(expression);
            } catch (JaxenException e) {
                throw new IllegalStateException("checked XPath no longer compiles: " + e, e);
            }
        });
    }

    /** Whether {@code predicate} is written in XPath (starts with {@value #PREFIX}). */
    public static boolean isXPath(String predicate) {
        return predicate != null && predicate.stripLeading().startsWith(PREFIX);
    }

    /**
     * Compiles the XPath predicate {@code predicate} (with or without its prefix); refused with the reason when it does
     * not compile or passes a bound.
     */
    public static XPathPredicate compile(String predicate) {
        String expression = withoutPrefix(predicate);
        syntaxError(expression).ifPresent(error -> {
            throw new IllegalArgumentException(
                    "XPath predicate '" + abbreviated(expression) + "' is refused: " + error);
        });
        return new XPathPredicate(expression);
    }

    /** The reason the XPath predicate (with or without its prefix) is refused, or empty when it is fine. */
    public static Optional<String> syntaxError(String predicate) {
        String expression = withoutPrefix(predicate);
        if (expression.isBlank()) {
            return Optional.of("the expression after '" + PREFIX + "' is empty");
        }
        if (expression.length() > MAX_LENGTH) {
            return Optional.of(expression.length() + " characters, more than the " + MAX_LENGTH + " allowed");
        }
        Optional<String> restricted = restriction(expression);
        if (restricted.isPresent()) {
            return restricted;
        }
        try {
            Evaluator.parse(expression);
            return Optional.empty();
        } catch (JaxenException e) {
            return Optional.of(message(e));
        } catch (RuntimeException | StackOverflowError e) {
            return Optional.of("does not compile: " + e);
        }
    }

    /** The expression, without its prefix. */
    public String expression() {
        return expression;
    }

    /** Whether the XML body {@code body} satisfies the predicate. */
    public boolean accepts(byte[] body) {
        Parsed last = LAST.get();
        if (last == null || !Arrays.equals(last.body(), body)) {
            last = new Parsed(body.clone(), parse(body));
            LAST.set(last);
        }
        return accepts(last.document());
    }

    /** Whether the parsed document satisfies the predicate: parse a body once to test it against many predicates. */
    public boolean accepts(Document document) {
        try {
            return evaluators.get().accepts(document);
        } catch (JaxenException | RuntimeException e) {
            String reason = e instanceof CountingNavigator.StepsExhausted
                    ? "it was stopped after " + MAX_STEPS + " steps, the most one "
                            + "evaluation may take (a step is a node read or " + CHARACTERS_PER_STEP
                            + " characters of text)"
                    : message(e);
            throw new IllegalArgumentException("XPath predicate '" + abbreviated(expression) + "' failed: " + reason,
                    e);
        }
    }

    /** One thread's compiled expression over a navigator that counts the steps of each evaluation. */
    private static final class Evaluator {

        private final CountingNavigator navigator = new CountingNavigator();
        private final Context context = new Context(
                new ContextSupport(new SimpleNamespaceContext(), CORE_LIBRARY, new SimpleVariableContext(), navigator));
        private final Expr expression;

        Evaluator(String text) throws JaxenException {
            expression = parse(text);
        }

        /** The expression {@code text} as Jaxen's tree, its paths and unions sorted by {@link DocumentOrderPaths}. */
        static Expr parse(String text) throws JaxenException {
            JaxenHandler handler = new JaxenHandler();
            handler.setXPathFactory(new DocumentOrderPaths());
            try {
                XPathReader reader = XPathReaderFactory.createReader();
                reader.setXPathHandler(handler);
                reader.parse(text);
            } catch (SAXPathException e) {
                throw new JaxenException(e);
            }
            return handler.getXPathExpr().getRootExpr();
        }

        boolean accepts(Document document) throws JaxenException {
            navigator.budget(MAX_STEPS);
            context.setNodeSet(List.of(document));
            return BooleanFunction.evaluate(expression.evaluate(context), navigator);
        }
    }

    private static SimpleFunctionContext coreLibrary() {
        SimpleFunctionContext library = new SimpleFunctionContext();
        library.registerFunction(null, "boolean", new BooleanFunction());
        library.registerFunction(null, "ceiling", new CeilingFunction());
        library.registerFunction(null, "concat", new ConcatFunction());
        library.registerFunction(null, "contains", new ContainsFunction());
        library.registerFunction(null, "count", new CountFunction());
        library.registerFunction(null, "false", new FalseFunction());
        library.registerFunction(null, "floor", new FloorFunction());
        library.registerFunction(null, "id", new IdFunction());
        library.registerFunction(null, "lang", new LangFunction());
        library.registerFunction(null, "last", new LastFunction());
        library.registerFunction(null, "local-name", new LocalNameFunction());
        library.registerFunction(null, "name", new NameFunction());
        library.registerFunction(null, "namespace-uri", new NamespaceUriFunction());
        library.registerFunction(null, "normalize-space", new NormalizeSpaceFunction());
        library.registerFunction(null, "not", new NotFunction());
        library.registerFunction(null, "number", new NumberFunction());
        library.registerFunction(null, "position", new PositionFunction());
        library.registerFunction(null, "round", new RoundFunction());
        library.registerFunction(null, "starts-with", new StartsWithFunction());
        library.registerFunction(null, "string", new StringFunction());
        library.registerFunction(null, "string-length", new StringLengthFunction());
        library.registerFunction(null, "substring-after", new SubstringAfterFunction());
        library.registerFunction(null, "substring-before", new SubstringBeforeFunction());
        library.registerFunction(null, "substring", new SubstringFunction());
        library.registerFunction(null, "sum", new SumFunction());
        library.registerFunction(null, "translate", new TranslateFunction());
        library.registerFunction(null, "true", new TrueFunction());
        return library;
    }

    /** Parses an XML body within the bounds; one that is not such a document is refused with the reason. */
    public static Document parse(byte[] body) {
        if (body.length > MAX_DOCUMENT_BYTES) {
            throw new IllegalArgumentException(
                    "an XML body of " + body.length + " bytes, more than the " + MAX_DOCUMENT_BYTES + " evaluated");
        }
        DocumentBuilder builder = BUILDERS.get();
        try {
            return builder.parse(new ByteArrayInputStream(body));
        } catch (SAXException e) {
            throw new IllegalArgumentException("the body is not an XML document: " + e.getMessage(), e);
        } catch (IOException e) {
            throw new IllegalArgumentException("the body cannot be read as XML: " + e.getMessage(), e);
        } finally {
            builder.reset();
        }
    }

    private static String withoutPrefix(String predicate) {
        String text = predicate == null ? "" : predicate.strip();
        return text.startsWith(PREFIX) ? text.substring(PREFIX.length()).strip() : text;
    }

    /**
     * What the language leaves out, found by reading the expression's tokens: variables, functions outside the core
     * library, and inside a predicate any axis but child, attribute and self (including the abbreviations {@code //}
     * and {@code ..}).
     */
    static Optional<String> restriction(String expression) {
        int depth = 0;
        char quote = 0;
        int length = expression.length();
        for (int i = 0; i < length; i++) {
            char c = expression.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                }
                continue;
            }
            switch (c) {
                case '\'', '"' -> quote = c;
                case '[' -> {
                    if (++depth > 8) {
                        return Optional.of("predicates nested more than 8 deep");
                    }
                }
                case ']' -> depth--;
                case '$' -> {
                    return Optional.of("variables ($...) are not available");
                }
                case '/' -> {
                    if (depth > 0 && i + 1 < length && expression.charAt(i + 1) == '/') {
                        return Optional.of("'//' inside a predicate would read the document again for every node;"
                                + " inside [...] only the child, attribute and self axes");
                    }
                }
                case '.' -> {
                    if (depth > 0 && i + 1 < length && expression.charAt(i + 1) == '.') {
                        return Optional
                                .of("'..' inside a predicate; inside [...] only the child, attribute and self axes");
                    }
                }
                default -> {
                    if (Character.isLetter(c) || c == '_') {
                        int end = i;
                        while (end < length && isNameChar(expression.charAt(end))) {
                            end++;
                        }
                        String name = expression.substring(i, end);
                        int next = end;
                        while (next < length && Character.isWhitespace(expression.charAt(next))) {
                            next++;
                        }
                        boolean axis = next + 1 < length && expression.charAt(next) == ':'
                                && expression.charAt(next + 1) == ':';
                        boolean call = next < length && expression.charAt(next) == '(' && !isOperatorName(i, name);
                        if (axis && depth > 0 && !AXES_IN_PREDICATES.contains(name)) {
                            return Optional.of("the " + name + " axis inside a predicate; inside [...] only the child, "
                                    + "attribute and self axes");
                        }
                        if (call && !CORE_FUNCTIONS.contains(name)) {
                            return Optional.of("function " + name + "() is not in XPath 1.0's core library");
                        }
                        i = (axis ? next + 1 : end) - 1;
                    }
                }
            }
        }
        return quote != 0 ? Optional.of("a string literal is not closed") : Optional.empty();
    }

    private static boolean isNameChar(char c) {
        return Character.isLetterOrDigit(c) || c == '-' || c == '_' || c == '.';
    }

    /** {@code and}, {@code or}, {@code div}, {@code mod} before a bracket are operators, not calls. */
    private static boolean isOperatorName(int start, String name) {
        return switch (name.toLowerCase(Locale.ROOT)) {
            case "and", "or", "div", "mod" -> start > 0;
            default -> false;
        };
    }

    private static DocumentBuilder builder() {
        return SecureXml.documentBuilder(null, MAX_DEPTH);
    }

    private static String message(Exception e) {
        Throwable cause = e;
        while (cause.getCause() != null && cause.getMessage() == null) {
            cause = cause.getCause();
        }
        return cause.getMessage() == null ? cause.toString() : cause.getMessage();
    }

    private static String abbreviated(String expression) {
        return expression.length() <= 80 ? expression : expression.substring(0, 77) + "...";
    }

    @Override
    public String toString() {
        return PREFIX + expression;
    }
}
