package org.orrery.predicate;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;

import com.google.re2j.Pattern;
import com.google.re2j.PatternSyntaxException;

/**
 * The regular expressions of predicates ({@code =~}, {@code !~}), matched by RE2/J: it never backtracks, so a match
 * takes at most one step per instruction of the compiled pattern and character of the subject, whether a backtracking
 * engine's work would come from nested quantifiers or from repeating empty groups, which read nothing. Both factors are
 * bounded: a pattern expands to at most {@value #MAX_SIZE} instructions (counted repetitions multiply what they
 * repeat), and a match whose subject is so long that the product passes {@value PredicateLanguage#MAX_REGEX_STEPS} is
 * refused before it starts. What needs backtracking (backreferences, lookaround) is not a regular expression of the
 * language. Compiled patterns are kept, the 256 used last.
 */
final class LinearRegex {

    /** The most instructions a pattern may expand to. */
    static final int MAX_SIZE = 1_000;

    /** A pattern and how many instructions it expands to at most. */
    record Compiled(Pattern pattern, int size) {

        /** Whether {@code subject} matches as a whole; a match that could pass the bound on steps is refused first. */
        boolean matches(CharSequence subject) {
            long steps = (long) subject.length() * size;
            if (steps > PredicateLanguage.MAX_REGEX_STEPS) {
                throw PredicateLanguage.breach("a regular expression match of up to " + steps + " steps (" + size
                        + " instructions over " + subject.length() + " characters)");
            }
            return pattern.matcher(subject).matches();
        }
    }

    private static final Map<String, Compiled> COMPILED = new LinkedHashMap<>(64, 0.75f, true) {

        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Compiled> eldest) {
            return size() > 256;
        }
    };

    private static final java.util.regex.Pattern COUNTED = java.util.regex.Pattern
            .compile("\\{(\\d{1,4})(,(\\d{0,4}))?}");

    private LinearRegex() {
    }

    /**
     * {@code regex} compiled; one too long, too large or not a regular expression RE2/J takes is refused with the
     * reason.
     */
    static Compiled compile(String regex) {
        if (regex.length() > PredicateLanguage.MAX_LENGTH) {
            throw new IllegalArgumentException("a regular expression of " + regex.length()
                    + " characters, more than the " + PredicateLanguage.MAX_LENGTH + " allowed");
        }
        synchronized (COMPILED) {
            Compiled compiled = COMPILED.get(regex);
            if (compiled == null) {
                // measured before RE2/J compiles it: RE2/J expands counted repetitions recursively, and one nested
                // this far could exhaust the stack first, depending on how much of it the compiled code takes
                long size = new SizeOf(regex).alternation();
                if (size > MAX_SIZE) {
                    throw new IllegalArgumentException("a regular expression that expands to " + size
                            + " instructions, more than the " + MAX_SIZE + " allowed (counted repetitions multiply)");
                }
                Pattern pattern;
                try {
                    pattern = Pattern.compile(regex);
                } catch (PatternSyntaxException e) {
                    throw new IllegalArgumentException("not a regular expression of the language (RE2 syntax: no "
                            + "backreferences or lookaround): " + e.getMessage(), e);
                }
                compiled = new Compiled(pattern, (int) Math.max(1, size));
                COMPILED.put(regex, compiled);
            }
            return compiled;
        }
    }

    /**
     * The pattern an operand stands for: one compiled already, a JEXL regex literal ({@code ~/.../}, which JEXL gives
     * as a {@code java.util.regex.Pattern}) compiled again here, or text; null when the operand is none of these.
     */
    static Compiled of(Object operand) {
        if (operand instanceof Compiled compiled) {
            return compiled;
        }
        if (operand instanceof java.util.regex.Pattern jdk) {
            return compile(jdk.pattern());
        }
        return operand instanceof CharSequence text ? compile(text.toString()) : null;
    }

    /**
     * An upper bound on the instructions a pattern RE2 has parsed expands to: one for each character, class or escape,
     * at least one for any group, one more for each quantifier, and a counted repetition's maximum times what it
     * repeats. Sizes saturate at a value above {@link #MAX_SIZE}, so that no nesting overflows.
     */
    private static final class SizeOf {

        private static final long CAP = 1L << 40;
        private final String regex;
        private int at;

        SizeOf(String regex) {
            this.regex = regex;
        }

        long alternation() {
            long size = branch();
            while (at < regex.length() && regex.charAt(at) == '|') {
                at++;
                size = Math.min(CAP, size + 1 + branch());
            }
            return size;
        }

        private long branch() {
            long size = 0;
            while (at < regex.length() && regex.charAt(at) != '|' && regex.charAt(at) != ')') {
                size = Math.min(CAP, size + quantified(atom()));
            }
            return size;
        }

        private long atom() {
            char c = regex.charAt(at++);
            switch (c) {
                case '(' -> {
                    if (at < regex.length() && regex.charAt(at) == '?') {
                        // a flag group (?i) is nothing; (?i:...), (?:...), (?P<name>...) and (?<name>...) are groups
                        int close = regex.indexOf(')', at);
                        int colon = regex.indexOf(':', at);
                        int name = regex.indexOf('>', at);
                        boolean named = regex.startsWith("?P<", at) || regex.startsWith("?<", at);
                        if (named && name > 0) {
                            at = name + 1;
                        } else if (colon > 0 && (close < 0 || colon < close)) {
                            at = colon + 1;
                        } else {
                            at = close < 0 ? regex.length() : close + 1;
                            return 0;
                        }
                    }
                    long inner = alternation();
                    if (at < regex.length()) {
                        at++; // ')'
                    }
                    return Math.max(1, inner) + 2;
                }
                case '[' -> {
                    // a class: its first ']' (after an optional '^') is a member; escapes skip a character
                    if (at < regex.length() && regex.charAt(at) == '^') {
                        at++;
                    }
                    if (at < regex.length() && regex.charAt(at) == ']') {
                        at++;
                    }
                    while (at < regex.length() && regex.charAt(at) != ']') {
                        at += regex.charAt(at) == '\\' ? 2 : 1;
                    }
                    at = Math.min(regex.length(), at + 1);
                    return 1;
                }
                case '\\' -> {
                    if (at < regex.length() && "pPx".indexOf(regex.charAt(at)) >= 0 && at + 1 < regex.length()
                            && regex.charAt(at + 1) == '{') {
                        int close = regex.indexOf('}', at);
                        at = close < 0 ? regex.length() : close + 1;
                    } else {
                        at = Math.min(regex.length(), at + 1);
                    }
                    return 1;
                }
                default -> {
                    return 1;
                }
            }
        }

        private long quantified(long size) {
            long total = size;
            while (at < regex.length()) {
                char c = regex.charAt(at);
                if (c == '*' || c == '+' || c == '?') {
                    at++;
                    total = Math.min(CAP, total + 1);
                } else if (c == '{') {
                    Matcher counted = COUNTED.matcher(regex).region(at, regex.length());
                    if (!counted.lookingAt()) {
                        return total;
                    }
                    at = counted.end();
                    long least = Long.parseLong(counted.group(1));
                    String most = counted.group(3);
                    long times = counted.group(2) == null ? least : most.isEmpty() ? least + 1 : Long.parseLong(most);
                    total = Math.min(CAP, Math.max(1, total) * Math.max(1, times) + 1);
                } else {
                    return total;
                }
                if (at < regex.length() && regex.charAt(at) == '?') {
                    at++; // a lazy quantifier
                }
            }
            return total;
        }
    }
}
