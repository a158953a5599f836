package org.orrery.predicate.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.orrery.predicate.PredicateLanguage;
import org.orrery.predicate.PredicateLanguage.Compiled;
import org.orrery.predicate.PredicateLanguage.LimitExceeded;

/**
 * Compiled predicates against JEXL's interpreter, the reference: on generated predicates over generated events, each
 * gives the same outcome (accepted, rejected, stopped at a bound, or failed) as the other.
 */
class PredicateCompilerTest {

    private static final String[] NAMES = {"n", "price", "symbol", "flag", "missing"};
    private static final String[] COMPARISONS = {"==", "!=", "<", "<=", ">", ">=", "=~", "!~", "=^", "=$", "!^", "!$"};
    private static final String[] ARITHMETIC = {"+", "-", "*", "/", "%"};

    @Test
    void generatedPredicatesGiveTheInterpretersResultsOnGeneratedEvents() {
        SplittableRandom random = new SplittableRandom(20261123);
        List<Map<String, Object>> events = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            events.add(event(random));
        }
        int compiled = 0;
        int evaluations = 0;
        for (int i = 0; i < 2_000; i++) {
            String predicate = predicate(random, 0);
            if (PredicateLanguage.syntaxError(predicate).isPresent()) {
                continue;
            }
            Compiled fast = PredicateLanguage.compile(predicate);
            Compiled reference = PredicateLanguage.interpret(predicate);
            compiled += PredicateLanguage.isCompiled(predicate) ? 1 : 0;
            for (Map<String, Object> event : events) {
                assertEquals(outcome(reference, event), outcome(fast, event), () -> predicate + " on " + event);
                evaluations++;
            }
        }
        assertTrue(compiled > 1_500, "most generated predicates are compiled, not interpreted: " + compiled);
        assertTrue(evaluations > 80_000, "evaluations compared: " + evaluations);
    }

    @Test
    void anAttributeComparedWithAWholeNumberIsReadAsOneWithoutBeingBoxed() {
        // an event whose n is read only through the unboxed accessors: get(n) would fail the evaluation
        PredicateLanguage.Variables unboxed = new PredicateLanguage.Variables() {

            @Override
            public Object get(String name) {
                throw new AssertionError("read boxed: " + name);
            }

            @Override
            public boolean isWholeNumber(String name) {
                return name.equals("n");
            }

            @Override
            public long wholeNumber(String name) {
                return 7;
            }
        };
        Map<String, Boolean> expected = Map.of("n >= 0", true, "n < 7", false, "n <= 7", true, "7 == n", true, "n != 7",
                false, "8 > n", true, "(n) > 6", true);
        expected.forEach((predicate, accepted) -> assertEquals(accepted,
                PredicateLanguage.compile(predicate).accepts(unboxed), predicate));
        // any other value goes through JEXL's arithmetic, as the interpreter takes it
        Map<String, Object> real = Map.of("n", 7.5);
        assertTrue(PredicateLanguage.compile("n > 7").accepts(real::get));
        assertFalse(PredicateLanguage.compile("n == 7").accepts(real::get));
    }

    @Test
    void theCommonPredicatesAreCompiledAndTheRestInterpretedAlike() {
        for (String predicate : List.of("symbol == 'ACME'", "n % 2 == 0", "price > 100 && symbol =~ 'AC.*'",
                "!(flag) || price * 2 >= 3.5", "symbol =^ 'GL' && n != 7")) {
            assertTrue(PredicateLanguage.isCompiled(predicate), predicate);
        }
        Map<String, Object> event = Map.of("n", 4L, "price", 99.5);
        for (String predicate : List.of("n > 3 ? price < 100 : false", "missing ?? true", "size('abc') == 3")) {
            assertFalse(PredicateLanguage.isCompiled(predicate), predicate + " is left to the interpreter");
            assertEquals(outcome(PredicateLanguage.interpret(predicate), event),
                    outcome(PredicateLanguage.compile(predicate), event));
        }
    }

    @Test
    void theBoundsHoldInTheCompiledForm() {
        Compiled backtracking = PredicateLanguage.compile("symbol =~ '((a+)+)+b'");
        assertTrue(PredicateLanguage.isCompiled("symbol =~ '((a+)+)+b'"));
        String longest = "a".repeat((int) PredicateLanguage.MAX_REGEX_STEPS) + "c";
        assertThrows(LimitExceeded.class, () -> backtracking.accepts(Map.<String, Object>of("symbol", longest)::get),
                "a match that could take more than MAX_REGEX_STEPS steps is refused before it starts");
        // the next evaluation on this thread is not taken for a breach
        assertFalse(backtracking.accepts(Map.<String, Object>of("symbol", "ac")::get));
        Compiled growing = PredicateLanguage.compile("symbol + symbol + symbol == 'x'");
        assertThrows(LimitExceeded.class,
                () -> growing.accepts(Map.<String, Object>of("symbol", "y".repeat(30_000))::get));
    }

    /**
     * Patterns whose matching backtracks without end in a backtracking engine (nested quantifiers, repeated empty
     * groups) are answered, compiled and interpreted alike, not cut short at the bound: RE2/J reads its subject once.
     * (With java.util.regex, each of these stopped at the bound or ran on.)
     */
    @Test
    void patternsThatBacktrackElsewhereAreAnsweredInOnePass() {
        Map<String, Object> event = Map.of("s", "a".repeat(2_000) + "c");
        for (String regex : List.of("((a+)+)+b", "(a|a?)+b", "(a|aa)*b", "a*(()*)*b", "((a*)*|b)*b",
                "(?:a*(?:){0,10}){0,10}b", "(a*){1,50}(a*){1,50}b")) {
            String predicate = "s =~ '" + regex + "'";
            assertEquals(Optional.empty(), PredicateLanguage.syntaxError(predicate), predicate);
            assertEquals("rejected", outcome(PredicateLanguage.compile(predicate), event), predicate);
            assertEquals("rejected", outcome(PredicateLanguage.interpret(predicate), event), predicate);
            assertEquals("accepted",
                    outcome(PredicateLanguage.compile("s =~ '" + regex.replace("b", "c") + "'"), event),
                    predicate + ", ending as the subject does");
        }
    }

    /**
     * What a linear engine cannot do (backreferences, lookaround) is refused when the predicate is checked, and so is a
     * pattern whose counted repetitions expand it past the bound (this one overflowed RE2/J's stack).
     */
    @Test
    void whatNeedsBacktrackingOrExpandsTooFarIsRefusedWhenChecked() {
        for (String predicate : List.of("s =~ '(a)\\1'", "s =~ 'a(?=b)'", "s !~ '(?<!a)b'", "s =~ ~/(a)\\1/")) {
            String why = PredicateLanguage.syntaxError(predicate)
                    .orElseThrow(() -> new AssertionError(predicate + " was taken"));
            assertTrue(why.contains("not a regular expression of the language"), predicate + ": " + why);
        }
        for (String predicate : List.of("s =~ '(?:a*(?:){0,1000}){0,1000}b'", "s =~ '(a{1000}){2}'",
                "s !~ '((x|y){30}){40}'")) {
            String why = PredicateLanguage.syntaxError(predicate)
                    .orElseThrow(() -> new AssertionError(predicate + " was taken"));
            assertTrue(why.contains("instructions, more than the 1000 allowed"), predicate + ": " + why);
        }
    }

    private static String outcome(Compiled predicate, Map<String, Object> event) {
        try {
            return predicate.accepts(event::get) ? "accepted" : "rejected";
        } catch (LimitExceeded e) {
            return "bound: " + e.getMessage();
        } catch (@SuppressWarnings("unused") RuntimeException e) {
            return "failed";
        }
    }

    private static Map<String, Object> event(SplittableRandom random) {
        Map<String, Object> event = new HashMap<>();
        for (String name : NAMES) {
            if (name.equals("missing") || random.nextInt(8) == 0) {
                continue;
            }
            event.put(name, value(random));
        }
        return event;
    }

    private static Object value(SplittableRandom random) {
        return switch (random.nextInt(7)) {
            case 0 -> (long) random.nextInt(-3, 12);
            case 1 -> random.nextInt(-2, 5) + random.nextInt(4) / 4.0;
            case 2 -> new String[]{"ACME", "GLOBEX", "AC", "", "3", "2.5", "true"}[random.nextInt(7)];
            case 3 -> random.nextBoolean();
            case 4 -> (long) random.nextInt(0, 3);
            case 5 -> Long.MAX_VALUE - random.nextInt(2);
            default -> random.nextInt(3) * 1.5;
        };
    }

    private static String predicate(SplittableRandom random, int depth) {
        int choice = depth > 3 ? random.nextInt(2) : random.nextInt(8);
        return switch (choice) {
            case 0, 1 -> comparison(random, depth);
            case 2 -> predicate(random, depth + 1) + " && " + predicate(random, depth + 1);
            case 3 -> predicate(random, depth + 1) + " || " + predicate(random, depth + 1);
            case 4 -> "!" + operand(random, depth + 1);
            case 5 -> "(" + predicate(random, depth + 1) + ")";
            case 6 -> operand(random, depth + 1);
            default -> predicate(random, depth + 1) + " && " + predicate(random, depth + 1) + " || "
                    + comparison(random, depth);
        };
    }

    private static String comparison(SplittableRandom random, int depth) {
        return operand(random, depth + 1) + " " + COMPARISONS[random.nextInt(COMPARISONS.length)] + " "
                + operand(random, depth + 1);
    }

    private static String operand(SplittableRandom random, int depth) {
        int choice = depth > 4 ? random.nextInt(3) : random.nextInt(6);
        return switch (choice) {
            case 0 -> NAMES[random.nextInt(NAMES.length)];
            case 1 -> literal(random);
            case 2 -> NAMES[random.nextInt(NAMES.length)];
            case 3 -> operand(random, depth + 1) + " " + ARITHMETIC[random.nextInt(ARITHMETIC.length)] + " "
                    + operand(random, depth + 1);
            case 4 -> "-" + operand(random, depth + 1);
            default -> "(" + operand(random, depth + 1) + ")";
        };
    }

    private static String literal(SplittableRandom random) {
        return switch (random.nextInt(8)) {
            case 0 -> String.valueOf(random.nextInt(-2, 11));
            case 1 -> random.nextInt(0, 5) + "." + random.nextInt(10);
            case 2 ->
                "'" + new String[]{"ACME", "AC", "A.*", "GL", "", "3", "E$", "[", "true"}[random.nextInt(9)] + "'";
            case 3 -> "null";
            case 4 -> random.nextBoolean() ? "true" : "false";
            case 5 -> "9223372036854775807";
            case 6 -> "0";
            default -> "'" + (char) ('A' + random.nextInt(3)) + "'";
        };
    }
}
