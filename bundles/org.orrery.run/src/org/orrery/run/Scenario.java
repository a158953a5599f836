package org.orrery.run;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.orrery.control.api.DomainApi.CpuLoad;
import org.orrery.control.api.LinkProfile;

/**
 * A run's timeline of faults and changes ({@code <scenario>}, {@code orrery scenario}): steps such as
 * {@code at 20s kill planet2}, {@code at 30s partition alpha beta for 5s}, {@code at 40s set sensor
 * eventsPerSecond=2000} or {@code at 60s cpu-hog planet1 1 core for 10s}, counted from the start of the measured
 * window. The steps cut the window into phases, each named by what began it ({@code before} until the first step; a
 * step's name while it lasts; {@code NAME ended} once a fault with a duration is over), and expectations may be judged
 * on one phase.
 */
public record Scenario(List<Step> steps) {

    /** The phase before the first step. */
    public static final String BEFORE = "before";
    /** What is added to a fault's name for the phase after it ended. */
    public static final String ENDED = " ended";
    /** The most steps a scenario has. */
    public static final int MAX_STEPS = 100;

    public Scenario {
        steps = steps.stream().sorted(Comparator.comparingLong(Step::atMillis)).toList();
    }

    /** What a step does. */
    public enum Action {

        /** Ends a Planet's process at once, as a crash would; its node daemon and the Star recover it. */
        KILL("kill DOMAIN"),
        /** Stops a Planet (it stays down until started, or for the step's duration). */
        STOP("stop DOMAIN [for TIME]"),
        /** Starts a stopped Planet again, with its part. */
        START("start DOMAIN"),
        /** Cuts two hosts of a lab of network namespaces apart, both ways (for the step's duration, or to the end). */
        PARTITION("partition HOST HOST [for TIME]"),
        /**
         * Shapes what crosses between two hosts of a lab of network namespaces, both ways (for the step's duration, or
         * to the end): bandwidth, delay, jitter, loss.
         */
        LINK("link HOST HOST [rate=R] [delay=D] [jitter=J] [loss=L%] [for TIME]"),
        /** Sets operator parameters on the running system. */
        SET("set OPERATOR NAME=VALUE [NAME=VALUE...]"),
        /**
         * Loads a Planet's CPU: N threads of its process spin, as another busy program on its host would (for the
         * step's duration, or to the end).
         */
        CPU_HOG("cpu-hog DOMAIN N core[s] [for TIME]");

        private final String form;

        Action(String form) {
            this.form = form;
        }

        public String word() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }

        /** How a step of this action is written, after {@code at TIME}. */
        public String form() {
            return form;
        }
    }

    /**
     * One step: at {@code atMillis} into the window, {@code action} on {@code subjects} (a domain; two hosts; an
     * operator followed by its {@code name=value} settings), lasting {@code forMillis} (0: until undone or the end),
     * with the phase {@code name} it begins.
     */
    public record Step(long atMillis, Action action, List<String> subjects, long forMillis, String name) {

        public Step {
            subjects = List.copyOf(subjects);
        }

        private static final Pattern FORM = Pattern
                .compile("\\s*at\\s+(\\S+)\\s+([a-z-]+)((?:\\s+(?!for\\s)\\S+)*)(?:\\s+for\\s+(\\S+))?\\s*");

        /**
         * Reads a step as written ({@code at 20s kill planet2}), with the phase name given ({@code null} or blank: what
         * the step says after its time); throws with what is wrong.
         */
        public static Step parse(String text, String name) {
            Matcher matcher = FORM.matcher(text == null ? "" : text);
            if (!matcher.matches()) {
                throw new IllegalArgumentException(
                        "step '" + text + "': a step reads 'at TIME ACTION ...', one of " + forms());
            }
            Action action = null;
            for (Action candidate : Action.values()) {
                if (candidate.word().equals(matcher.group(2))) {
                    action = candidate;
                }
            }
            if (action == null) {
                throw new IllegalArgumentException(
                        "step '" + text.strip() + "': no action '" + matcher.group(2) + "'; one of " + forms());
            }
            List<String> subjects = matcher.group(3).isBlank() ? List.of()
                    : List.of(matcher.group(3).strip().split("\\s+"));
            long at = millis(matcher.group(1), text);
            long lasting = matcher.group(4) == null ? 0 : millis(matcher.group(4), text);
            String what = action.word() + (subjects.isEmpty() ? "" : " " + String.join(" ", subjects));
            Step step = new Step(at, action, subjects, lasting, name == null || name.isBlank() ? what : name.strip());
            String problem = step.shapeProblem();
            if (problem != null) {
                throw new IllegalArgumentException("step '" + text.strip() + "': " + problem);
            }
            return step;
        }

        /** What is wrong with the step's subjects and duration for its action; null if nothing. */
        private String shapeProblem() {
            int expected = switch (action) {
                case KILL, STOP, START -> 1;
                case PARTITION -> 2;
                case CPU_HOG -> 3;
                case SET -> -2;
                case LINK -> -3;
            };
            if (expected > 0 && subjects.size() != expected || expected < 0 && subjects.size() < -expected) {
                return "it reads '" + action.form() + "'";
            }
            if (forMillis > 0 && action != Action.STOP && action != Action.PARTITION && action != Action.LINK
                    && action != Action.CPU_HOG) {
                return "a " + action.word() + " has no duration ('for'); it reads '" + action.form() + "'";
            }
            if ((action == Action.PARTITION || action == Action.LINK) && subjects.get(0).equals(subjects.get(1))) {
                return "a " + action.word() + " is between two hosts, not host '" + subjects.get(0) + "' and itself";
            }
            if (action == Action.SET || action == Action.LINK) {
                for (String setting : settings().keySet()) {
                    if (setting.isEmpty()) {
                        return "a setting reads NAME=VALUE";
                    }
                }
            }
            if (action == Action.LINK) {
                try {
                    profile();
                } catch (IllegalArgumentException e) {
                    return e.getMessage();
                }
            }
            if (action == Action.CPU_HOG) {
                if (!subjects.get(2).equals("core") && !subjects.get(2).equals("cores")
                        || !subjects.get(1).matches("[0-9]{1,2}") || cores() < 1 || cores() > CpuLoad.MAX_CORES) {
                    return "it reads '" + action.form() + "', N from 1 to " + CpuLoad.MAX_CORES;
                }
                if (forMillis > CpuLoad.MAX_SECONDS * 1_000L) {
                    return "a cpu-hog lasts at most " + CpuLoad.MAX_SECONDS + " s";
                }
            }
            return null;
        }

        /** For a {@code cpu-hog}: how many cores it takes. */
        public int cores() {
            return action == Action.CPU_HOG && subjects.get(1).matches("[0-9]{1,2}") ? Integer.parseInt(subjects.get(1))
                    : 0;
        }

        /**
         * For a {@code set}: its parameters, for a {@code link}: its profile (name → value), in the order written;
         * empty for another action.
         */
        public Map<String, String> settings() {
            Map<String, String> settings = new LinkedHashMap<>();
            if (action == Action.SET || action == Action.LINK) {
                for (String pair : subjects.subList(action == Action.SET ? 1 : 2, subjects.size())) {
                    int equals = pair.indexOf('=');
                    settings.put(equals <= 0 ? "" : pair.substring(0, equals), pair.substring(equals + 1));
                }
            }
            return settings;
        }

        /** For a {@code link}: the profile it applies; throws naming what does not read. */
        public LinkProfile profile() {
            return LinkProfile.parse(null, settings());
        }

        /** The step as written: {@code at 30s partition alpha beta for 5s}. */
        public String text() {
            return "at " + time(atMillis) + " " + action.word() + " " + String.join(" ", subjects)
                    + (forMillis > 0 ? " for " + time(forMillis) : "");
        }

        /** When it is undone: its end for a fault with a duration, else -1. */
        public long endMillis() {
            return forMillis > 0 ? atMillis + forMillis : -1;
        }
    }

    /** A stretch of the window between two steps (or a step and a fault's end), {@code [fromMillis, toMillis)}. */
    public record Phase(String name, long fromMillis, long toMillis) {

        public double seconds() {
            return (toMillis - fromMillis) / 1000.0;
        }
    }

    /** Reads each written step, with the phase names given where not null (names: by index, or empty). */
    public static Scenario parse(List<String> texts, List<String> names) {
        List<Step> steps = new ArrayList<>();
        for (int i = 0; i < texts.size(); i++) {
            steps.add(Step.parse(texts.get(i), i < names.size() ? names.get(i) : null));
        }
        return new Scenario(steps);
    }

    /**
     * The phases of a window of {@code durationMillis}: {@code before} until the first step, then one from each step
     * and each end of a fault with a duration, each named by what began it, the last to the window's end. Steps at the
     * same moment begin one phase, named by the last of them.
     */
    public List<Phase> phases(long durationMillis) {
        Map<Long, String> starts = new TreeMap<>();
        starts.put(0L, BEFORE);
        for (Step step : steps) {
            starts.put(step.atMillis(), step.name());
        }
        for (Step step : steps) {
            if (step.endMillis() > 0 && step.endMillis() < durationMillis) {
                starts.putIfAbsent(step.endMillis(), step.name() + ENDED);
            }
        }
        List<Phase> phases = new ArrayList<>();
        List<Map.Entry<Long, String>> entries = new ArrayList<>(starts.entrySet());
        for (int i = 0; i < entries.size(); i++) {
            long from = entries.get(i).getKey();
            long to = i + 1 < entries.size() ? entries.get(i + 1).getKey() : durationMillis;
            if (to > from) {
                phases.add(new Phase(entries.get(i).getValue(), from, to));
            }
        }
        return phases;
    }

    /**
     * What is wrong with the scenario for a window of {@code durationMillis}: too many steps, a step outside the window
     * (or at its very start, where nothing has been measured to compare with), two phases of one name.
     */
    public List<String> problems(long durationMillis) {
        List<String> problems = new ArrayList<>();
        if (steps.size() > MAX_STEPS) {
            problems.add("a scenario has at most " + MAX_STEPS + " steps, not " + steps.size());
        }
        for (Step step : steps) {
            if (step.atMillis() <= 0 || step.atMillis() >= durationMillis) {
                problems.add("step '" + step.text() + "' is not inside the measured window (after 0 s and before "
                        + time(durationMillis) + ")");
            }
        }
        Set<String> names = new LinkedHashSet<>();
        Set<String> twice = new LinkedHashSet<>();
        for (Phase phase : phases(durationMillis)) {
            if (!names.add(phase.name())) {
                twice.add(phase.name());
            }
        }
        twice.forEach(
                name -> problems.add("two phases are called '" + name + "'; name the steps (<step name=\"...\">)"));
        return problems;
    }

    /** The phase called {@code name} in a window of {@code durationMillis}; null if there is none. */
    public Phase phase(String name, long durationMillis) {
        return phases(durationMillis).stream().filter(p -> p.name().equals(name)).findFirst().orElse(null);
    }

    private static String forms() {
        List<String> forms = new ArrayList<>();
        for (Action action : Action.values()) {
            forms.add("'" + action.form() + "'");
        }
        return String.join(", ", forms);
    }

    private static final Pattern TIME = Pattern.compile("([0-9]+(?:\\.[0-9]+)?)(ms|s|m)");

    /** {@code 250ms}, {@code 20s}, {@code 1.5s}, {@code 2m} in milliseconds; throws naming {@code text}. */
    static long millis(String time, String text) {
        Matcher matcher = TIME.matcher(time);
        if (!matcher.matches()) {
            throw new IllegalArgumentException(
                    "step '" + text.strip() + "': '" + time + "' is not a time (such as 500ms, 20s, 1.5s or 2m)");
        }
        double value = Double.parseDouble(matcher.group(1));
        double millis = switch (matcher.group(2)) {
            case "ms" -> value;
            case "s" -> value * 1000;
            default -> value * 60_000;
        };
        if (millis > 24 * 3_600_000.0) {
            throw new IllegalArgumentException("step '" + text.strip() + "': " + time + " is more than a day");
        }
        return Math.round(millis);
    }

    /** {@code millis} as a step writes it: {@code 20s}, {@code 1.5s}, {@code 250ms}. */
    static String time(long millis) {
        if (millis % 1000 == 0) {
            return millis / 1000 + "s";
        }
        return millis > 1000 ? Statistics.text(millis / 1000.0) + "s" : millis + "ms";
    }
}
