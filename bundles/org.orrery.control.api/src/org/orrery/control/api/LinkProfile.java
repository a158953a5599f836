package org.orrery.control.api;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a link does to the events that cross it: bandwidth in bits a second (0: not limited), one-way delay and jitter
 * in milliseconds with the jitter's distribution, loss in percent with its correlation to the previous event's, and the
 * share of events reordered (each 0: none). Written as text, a name from the {@link #LIBRARY} and/or settings that
 * override it: {@code wan-eu-us}, {@code delay=20ms jitter=5ms distribution=normal loss=5% loss-correlation=25%
 * rate=10mbit reorder=1%}, {@code lossy-wifi loss=10%}. A model's profile, a host pair's or a connection's, is applied
 * by the network where the lab may shape a host's interface, else by the sending domain: everything but reordering (its
 * stream delivers in order).
 */
public record LinkProfile(String name, long rateBitsPerSecond, double delayMillis, double jitterMillis,
        String distribution, double lossPercent, double lossCorrelationPercent, double reorderPercent) {

    /** The distributions jitter may follow, as {@code netem} names them; uniform when none is given. */
    public static final List<String> DISTRIBUTIONS = List.of("uniform", "normal", "pareto", "paretonormal");

    /**
     * The profiles a link may be named by: a switched LAN, a path between Europe and the east of the United States
     * (about half of a 90 ms round trip, a little loss, a shared 100 Mbit/s), and a busy Wi-Fi cell (bursts of loss).
     */
    public static final Map<String, String> LIBRARY = Map.of("lan", "delay=0.2ms jitter=0.05ms rate=1gbit", "wan-eu-us",
            "delay=45ms jitter=2ms distribution=normal loss=0.1% rate=100mbit", "lossy-wifi",
            "delay=3ms jitter=4ms distribution=pareto loss=2% loss-correlation=25% rate=20mbit");

    /** The longest delay or jitter a profile may give. */
    public static final double MAX_MILLIS = 60_000;
    /** The longest text of a profile. */
    public static final int MAX_TEXT = 240;

    private static final Pattern RATE = Pattern.compile("([0-9]+(?:\\.[0-9]+)?)(bit|kbit|mbit|gbit)");
    private static final Pattern MILLIS = Pattern.compile("([0-9]+(?:\\.[0-9]+)?)(ms|s)");
    private static final Pattern PERCENT = Pattern.compile("([0-9]+(?:\\.[0-9]+)?)%");
    private static final Pattern SETTING = Pattern.compile("([a-z-]+)=(\\S+)");

    public LinkProfile {
        name = name == null || name.isBlank() ? null : name;
        distribution = distribution == null || distribution.isBlank() ? "uniform" : distribution;
    }

    /** Reads a profile's text; throws naming what does not read. */
    public static LinkProfile parse(String text) {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException(
                    "a link profile is a name (" + String.join(", ", LIBRARY.keySet().stream().sorted().toList())
                            + ") or settings such as delay=20ms loss=1%, not nothing");
        }
        if (text.length() > MAX_TEXT) {
            throw new IllegalArgumentException("a link profile is at most " + MAX_TEXT + " characters long");
        }
        String[] words = text.strip().toLowerCase(Locale.ROOT).split("\\s+");
        String name = null;
        Map<String, String> settings = new LinkedHashMap<>();
        for (int i = 0; i < words.length; i++) {
            Matcher setting = SETTING.matcher(words[i]);
            if (setting.matches()) {
                settings.put(setting.group(1), setting.group(2));
            } else if (i == 0 && LIBRARY.containsKey(words[i])) {
                name = words[i];
            } else if (i == 0 && !words[i].contains("=")) {
                throw new IllegalArgumentException("no link profile is named '" + words[i] + "'; the library has "
                        + String.join(", ", LIBRARY.keySet().stream().sorted().toList()));
            } else {
                throw new IllegalArgumentException(
                        "a link profile's setting is written name=value, such as delay=20ms, not '" + words[i] + "'");
            }
        }
        Map<String, String> all = new LinkedHashMap<>();
        if (name != null) {
            for (String word : LIBRARY.get(name).split(" ")) {
                Matcher setting = SETTING.matcher(word);
                setting.matches();
                all.put(setting.group(1), setting.group(2));
            }
        }
        all.putAll(settings);
        return parse(name, all);
    }

    /**
     * Reads {@code name=value} settings (rate, delay, jitter, distribution, loss, loss-correlation, reorder) as the
     * profile named {@code name} (null: none); throws naming what does not read.
     */
    public static LinkProfile parse(String name, Map<String, String> settings) {
        Reading reading = new Reading();
        settings.forEach(reading::read);
        if (reading.jitter > 0 && reading.delay == 0) {
            throw new IllegalArgumentException("jitter varies a delay; give the delay too");
        }
        if (reading.reorder > 0 && reading.delay == 0) {
            throw new IllegalArgumentException("reordering sends some events ahead of a delay; give the delay too");
        }
        if (reading.rate == 0 && reading.delay == 0 && reading.loss == 0) {
            throw new IllegalArgumentException("a link's profile sets at least one of rate, delay and loss");
        }
        return new LinkProfile(name, reading.rate, reading.delay, reading.jitter, reading.distribution, reading.loss,
                reading.correlation, reading.reorder);
    }

    /**
     * Why {@code value} is no value of the setting {@code setting} ({@code rate}, {@code delay} ...), or null when it
     * is one: the setting alone, not the profile it goes into.
     */
    public static String settingProblem(String setting, String value) {
        try {
            new Reading().read(setting, value);
            return null;
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }

    /** The settings read so far. */
    private static final class Reading {

        long rate;
        double delay;
        double jitter;
        String distribution;
        double loss;
        double correlation;
        double reorder;

        void read(String setting, String text) {
            String value = text.toLowerCase(Locale.ROOT);
            switch (setting) {
                case "rate" -> rate = rate(value);
                case "delay" -> delay = millis(value, "delay");
                case "jitter" -> jitter = millis(value, "jitter");
                case "distribution" -> {
                    if (!DISTRIBUTIONS.contains(value)) {
                        throw new IllegalArgumentException("jitter's distribution is one of "
                                + String.join(", ", DISTRIBUTIONS) + ", not '" + text + "'");
                    }
                    distribution = value;
                }
                case "loss" -> loss = percent(value, "loss");
                case "loss-correlation" -> correlation = percent(value, "loss-correlation");
                case "reorder" -> reorder = percent(value, "reorder");
                default -> throw new IllegalArgumentException("a link has rate, delay, jitter, distribution, loss, "
                        + "loss-correlation and reorder, not '" + setting + "'");
            }
        }
    }

    /**
     * Whether it asks for what only {@code netem} does among queueing disciplines (delay, jitter, loss, reordering).
     */
    public boolean needsNetem() {
        return delayMillis > 0 || lossPercent > 0;
    }

    /** This profile without its loss; null if nothing else is left. */
    public LinkProfile withoutLoss() {
        LinkProfile rest = new LinkProfile(null, rateBitsPerSecond, delayMillis, jitterMillis, distribution, 0, 0,
                reorderPercent);
        return rest.settings().isEmpty() ? null : rest;
    }

    /** Its loss alone (with its correlation); null if it loses nothing. */
    public LinkProfile lossOnly() {
        return lossPercent > 0 ? new LinkProfile(null, 0, 0, 0, null, lossPercent, lossCorrelationPercent, 0) : null;
    }

    /** Its settings as text values, those not zero, in the order the text form writes them. */
    public Map<String, String> settings() {
        Map<String, String> settings = new LinkedHashMap<>();
        if (delayMillis > 0) {
            settings.put("delay", number(delayMillis) + "ms");
        }
        if (jitterMillis > 0) {
            settings.put("jitter", number(jitterMillis) + "ms");
            if (!distribution.equals("uniform")) {
                settings.put("distribution", distribution);
            }
        }
        if (lossPercent > 0) {
            settings.put("loss", number(lossPercent) + "%");
            if (lossCorrelationPercent > 0) {
                settings.put("loss-correlation", number(lossCorrelationPercent) + "%");
            }
        }
        if (reorderPercent > 0) {
            settings.put("reorder", number(reorderPercent) + "%");
        }
        if (rateBitsPerSecond > 0) {
            settings.put("rate", rateText(rateBitsPerSecond));
        }
        return settings;
    }

    /** Its name when it has one and no setting differs from the library's, else its settings. */
    @Override
    public String toString() {
        if (name != null && parse(name).equals(this)) {
            return name;
        }
        StringBuilder text = new StringBuilder();
        settings().forEach(
                (setting, value) -> text.append(text.isEmpty() ? "" : " ").append(setting).append('=').append(value));
        return text.toString();
    }

    /** Why {@code text} is not a profile, or null when it is one (or is blank: no profile). */
    public static String problem(String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            parse(text);
            return null;
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }

    /** The profile {@code text} writes, or null when it is null or blank. */
    public static LinkProfile parseOrNone(String text) {
        return text == null || text.isBlank() ? null : parse(text);
    }

    private static long rate(String value) {
        Matcher matcher = RATE.matcher(value);
        if (!matcher.matches()) {
            throw new IllegalArgumentException("rate is bits a second, such as 512kbit or 10mbit, not '" + value + "'");
        }
        double factor = switch (matcher.group(2)) {
            case "bit" -> 1;
            case "kbit" -> 1e3;
            case "mbit" -> 1e6;
            default -> 1e9;
        };
        double bits = Double.parseDouble(matcher.group(1)) * factor;
        if (bits < 8_000 || bits > 100e9) {
            throw new IllegalArgumentException("rate is from 8kbit to 100gbit, not '" + value + "'");
        }
        return Math.round(bits);
    }

    private static double millis(String value, String what) {
        Matcher matcher = MILLIS.matcher(value);
        if (!matcher.matches()) {
            throw new IllegalArgumentException(what + " is a time, such as 20ms or 0.5s, not '" + value + "'");
        }
        double millis = Double.parseDouble(matcher.group(1)) * (matcher.group(2).equals("s") ? 1000 : 1);
        if (millis > MAX_MILLIS) {
            throw new IllegalArgumentException(what + " is at most 60 s, not '" + value + "'");
        }
        return millis;
    }

    private static double percent(String value, String what) {
        Matcher matcher = PERCENT.matcher(value);
        if (!matcher.matches() || Double.parseDouble(matcher.group(1)) > 100) {
            throw new IllegalArgumentException(what + " is a percentage up to 100%, such as 5%, not '" + value + "'");
        }
        return Double.parseDouble(matcher.group(1));
    }

    private static String rateText(long bits) {
        for (String[] unit : new String[][]{{"gbit", "1000000000"}, {"mbit", "1000000"}, {"kbit", "1000"}}) {
            long factor = Long.parseLong(unit[1]);
            if (bits % factor == 0) {
                return bits / factor + unit[0];
            }
        }
        return bits + "bit";
    }

    private static String number(double value) {
        return value == Math.rint(value) ? String.valueOf((long) value) : String.valueOf(value);
    }
}
