package org.orrery.control.api;

import java.util.Arrays;
import java.util.List;

/**
 * A name or a pattern in the naming tree: an absolute path of segments ({@code /sensors/temperature/a}), where a
 * segment {@code *} stands for any one segment and a last segment {@code **} for any number of them, none included
 * ({@code /sensors/**} is every name under {@code /sensors} and {@code /sensors} itself).
 */
public final class NamePattern {

    private final List<String> segments;

    private NamePattern(List<String> segments) {
        this.segments = segments;
    }

    /** What is wrong with {@code pattern}, or null when it is a name or a pattern. */
    public static String problem(String pattern) {
        if (pattern == null || pattern.isBlank()) {
            return "a name pattern cannot be empty";
        }
        if (!pattern.startsWith("/")) {
            return "a name pattern starts at the root: /" + pattern.strip();
        }
        if (pattern.length() > 1024) {
            return "a name pattern is at most 1,024 characters";
        }
        List<String> segments = segments(pattern);
        for (int i = 0; i < segments.size(); i++) {
            String segment = segments.get(i);
            if (segment.isEmpty()) {
                return "'" + pattern + "' has an empty segment (//, or a / at the end)";
            }
            if (segment.chars().anyMatch(Character::isWhitespace)) {
                return "'" + pattern + "' has a space in a segment";
            }
            if (segment.contains("*") && !segment.equals("*") && !segment.equals("**")) {
                return "'" + pattern + "': * stands for a whole segment (/a/*/c), ** for every segment below (/a/**)";
            }
            if (segment.equals("**") && i != segments.size() - 1) {
                return "'" + pattern + "': ** is only the last segment";
            }
        }
        return null;
    }

    /** {@code pattern} as a pattern; throws when {@link #problem} says why it is not one. */
    public static NamePattern of(String pattern) {
        String problem = problem(pattern);
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
        return new NamePattern(segments(pattern));
    }

    /** The segments of an absolute name ({@code /a/b} has {@code a} and {@code b}; {@code /} has none). */
    public static List<String> segments(String name) {
        String path = name.strip();
        return path.equals("/") ? List.of() : Arrays.asList(path.substring(1).split("/", -1));
    }

    /** Whether the (absolute) {@code name} is one this pattern stands for. */
    public boolean matches(String name) {
        if (name == null || !name.startsWith("/")) {
            return false;
        }
        List<String> path = segments(name);
        for (int i = 0; i < segments.size(); i++) {
            String segment = segments.get(i);
            if (segment.equals("**")) {
                return true;
            }
            if (i >= path.size() || !segment.equals("*") && !segment.equals(path.get(i))) {
                return false;
            }
        }
        return path.size() == segments.size();
    }
}
