package org.orrery.lab;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import org.orrery.control.api.LiveStatus;
import org.orrery.control.api.SystemApi.ConnectionView;
import org.orrery.control.api.SystemApi.DomainView;
import org.orrery.control.api.SystemApi.OperatorView;

/**
 * The recent past of a running system in memory: for each connection, operator and domain, a time series of each of its
 * measures, as many points as {@link #capacity} (15 minutes at four statuses a second by default); the oldest points
 * make room for new ones. Thread-safe: the status feed records, the charts read.
 */
public final class MetricsHistory {

    /** What a series measures, and of which kind of subject. */
    public enum Measure {

        EVENTS_PER_SECOND("events/s", "throughput", ChartScale.Kind.EVENT_RATE),
        BYTES_PER_SECOND("bytes/s", "volume", ChartScale.Kind.BYTE_RATE),
        /** From the source's timestamp: every hop before the connection's target. */
        LATENCY_P50_US("latency p50 (\u00b5s)", "from source p50", ChartScale.Kind.LATENCY),
        LATENCY_P99_US("latency p99 (\u00b5s)", "from source p99", ChartScale.Kind.LATENCY),
        /** The connection's own hop, from its sender's hand-off. */
        HOP_LATENCY_P50_US("hop latency p50 (\u00b5s)", "this hop p50", ChartScale.Kind.LATENCY),
        HOP_LATENCY_P99_US("hop latency p99 (\u00b5s)", "this hop p99", ChartScale.Kind.LATENCY),
        BACKLOG("backlog (events)", "backlog", ChartScale.Kind.BACKLOG_AND_DROPS),
        DROPS_PER_SECOND("drops/s", "drops", ChartScale.Kind.BACKLOG_AND_DROPS),
        IN_PER_SECOND("in events/s", "in", ChartScale.Kind.EVENT_RATE),
        OUT_PER_SECOND("out events/s", "out", ChartScale.Kind.EVENT_RATE),
        BUSY_PERCENT("busy (% of its domain's event thread)", "busy", ChartScale.Kind.SHARE),
        HELD_BACK_PERCENT("held back (% of the time)", "held back", ChartScale.Kind.SHARE),
        CPU_PERCENT("CPU (%)", "CPU", ChartScale.Kind.CPU),
        RESIDENT_MB("memory (MB)", "memory", ChartScale.Kind.MEMORY);

        private final String label;
        private final String shortName;
        private final ChartScale.Kind kind;

        Measure(String label, String shortName, ChartScale.Kind kind) {
            this.label = label;
            this.shortName = shortName;
            this.kind = kind;
        }

        /** The measure with its recorded unit, as the CSV export's columns name it. */
        public String label() {
            return label;
        }

        /** The measure without a unit, for a legend whose axis names the unit. */
        public String shortName() {
            return shortName;
        }

        /** The kind of chart axis its values belong on. */
        public ChartScale.Kind kind() {
            return kind;
        }
    }

    /** The measures recorded for connections, operators and domains. */
    public static final List<Measure> LINK_MEASURES = List.of(Measure.EVENTS_PER_SECOND, Measure.BYTES_PER_SECOND,
            Measure.LATENCY_P50_US, Measure.LATENCY_P99_US, Measure.HOP_LATENCY_P50_US, Measure.HOP_LATENCY_P99_US,
            Measure.BACKLOG, Measure.DROPS_PER_SECOND);
    public static final List<Measure> OPERATOR_MEASURES = List.of(Measure.IN_PER_SECOND, Measure.OUT_PER_SECOND,
            Measure.BUSY_PERCENT, Measure.HELD_BACK_PERCENT);
    public static final List<Measure> DOMAIN_MEASURES = List.of(Measure.CPU_PERCENT, Measure.RESIDENT_MB);

    /** A series copied out: times in milliseconds since the epoch and the values at them, oldest first. */
    public record Series(String subject, Measure measure, long[] times, double[] values) {

        public int size() {
            return times.length;
        }
    }

    private static final class Ring {

        final long[] times;
        final double[] values;
        int start;
        int size;

        Ring(int capacity) {
            times = new long[capacity];
            values = new double[capacity];
        }

        void add(long time, double value) {
            int index = (start + size) % times.length;
            if (size == times.length) {
                start = (start + 1) % times.length;
            } else {
                size++;
            }
            times[index] = time;
            values[index] = value;
        }

        Series copy(String subject, Measure measure, long since) {
            int first = 0;
            while (first < size && times[(start + first) % times.length] < since) {
                first++;
            }
            long[] t = new long[size - first];
            double[] v = new double[size - first];
            for (int i = first; i < size; i++) {
                t[i - first] = times[(start + i) % times.length];
                v[i - first] = values[(start + i) % times.length];
            }
            return new Series(subject, measure, t, v);
        }
    }

    private final int capacity;
    private final Map<String, Map<Measure, Ring>> series = new LinkedHashMap<>();
    private long lastSample;

    /** Keeps 15 minutes at four statuses a second. */
    public MetricsHistory() {
        this(15 * 60 * 4);
    }

    public MetricsHistory(int capacity) {
        this.capacity = capacity;
    }

    public int capacity() {
        return capacity;
    }

    /**
     * The subject of a connection, an operator and a domain: what a series is of, as charts and CSV headers name it.
     */
    public static String linkSubject(String source, String target) {
        return "connection " + source + "\u2192" + target;
    }

    public static String operatorSubject(String name) {
        return "operator " + name;
    }

    public static String domainSubject(String name) {
        return "domain " + name;
    }

    /** Adds one point per measure of everything in {@code status}; a status older than the last one is ignored. */
    public synchronized void record(LiveStatus status) {
        long time = status.sampledAtMillis();
        if (time <= lastSample) {
            return;
        }
        lastSample = time;
        for (ConnectionView link : status.links().values()) {
            String subject = linkSubject(link.source(), link.target());
            add(subject, Measure.EVENTS_PER_SECOND, time, link.rates().eventsPerSecond());
            add(subject, Measure.BYTES_PER_SECOND, time, link.rates().bytesPerSecond());
            add(subject, Measure.LATENCY_P50_US, time, link.latency().p50LastSecond());
            add(subject, Measure.LATENCY_P99_US, time, link.latency().p99LastSecond());
            add(subject, Measure.HOP_LATENCY_P50_US, time, link.hopLatency().p50LastSecond());
            add(subject, Measure.HOP_LATENCY_P99_US, time, link.hopLatency().p99LastSecond());
            add(subject, Measure.BACKLOG, time, link.backlog());
            add(subject, Measure.DROPS_PER_SECOND, time, link.rates().droppedPerSecond());
        }
        for (OperatorView operator : status.operators().values()) {
            add(operatorSubject(operator.name()), Measure.IN_PER_SECOND, time, operator.inPerSecond());
            add(operatorSubject(operator.name()), Measure.OUT_PER_SECOND, time, operator.outPerSecond());
            add(operatorSubject(operator.name()), Measure.BUSY_PERCENT, time, operator.busyPercent());
            add(operatorSubject(operator.name()), Measure.HELD_BACK_PERCENT, time, operator.heldBackPercent());
        }
        for (DomainView domain : status.domains().values()) {
            if (domain.up()) {
                add(domainSubject(domain.name()), Measure.CPU_PERCENT, time,
                        Math.max(0, LiveStatus.cpuPercent(domain)));
                add(domainSubject(domain.name()), Measure.RESIDENT_MB, time,
                        Math.max(0, LiveStatus.residentBytes(domain)) / 1e6);
            }
        }
    }

    private void add(String subject, Measure measure, long time, double value) {
        series.computeIfAbsent(subject, s -> new LinkedHashMap<>())
                .computeIfAbsent(measure, m -> new Ring(capacity))
                .add(time, value);
    }

    /** The points of one series at or after {@code since} (0 for all); empty when nothing was recorded. */
    public synchronized Series series(String subject, Measure measure, long since) {
        Map<Measure, Ring> measures = series.get(subject);
        Ring ring = measures == null ? null : measures.get(measure);
        return ring == null ? new Series(subject, measure, new long[0], new double[0])
                : ring.copy(subject, measure, since);
    }

    public synchronized List<String> subjects() {
        return new ArrayList<>(series.keySet());
    }

    public synchronized void clear() {
        series.clear();
        lastSample = 0;
    }

    /**
     * Writes series as CSV: a header {@code time_ms,<subject> <measure>,...} and one row per sample time; a series
     * without a point at that time leaves its cell empty.
     */
    public static void writeCsv(List<Series> shown, Writer out) throws IOException {
        TreeSet<Long> times = new TreeSet<>();
        List<Map<Long, Double>> byTime = new ArrayList<>();
        out.write("time_ms");
        for (Series s : shown) {
            out.write("," + csv(s.subject() + " " + s.measure().label()));
            Map<Long, Double> points = new LinkedHashMap<>();
            for (int i = 0; i < s.size(); i++) {
                points.put(s.times()[i], s.values()[i]);
                times.add(s.times()[i]);
            }
            byTime.add(points);
        }
        out.write("\n");
        for (long time : times) {
            out.write(Long.toString(time));
            for (Map<Long, Double> points : byTime) {
                Double value = points.get(time);
                out.write("," + (value == null ? ""
                        : value % 1 == 0 ? String.valueOf(value.longValue()) : String.valueOf(value)));
            }
            out.write("\n");
        }
    }

    private static String csv(String text) {
        return text.contains(",") || text.contains("\"") ? "\"" + text.replace("\"", "\"\"") + "\"" : text;
    }
}
