package org.orrery.agent.star;

import java.net.URI;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

import org.orrery.agent.control.ApiException;
import org.orrery.control.api.SystemApi.Trace;
import org.orrery.control.api.SystemApi.TraceHop;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.context.Context;
import io.opentelemetry.exporter.otlp.http.trace.OtlpHttpSpanExporter;
import io.opentelemetry.sdk.resources.Resource;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.export.BatchSpanProcessor;

/**
 * The system's traces exported over OTLP/HTTP with the OpenTelemetry SDK, so that Jaeger, Tempo or any collector shows
 * them: once a second, the traces the Star assembles that started at least {@link #SETTLE_NS} ago (their hops have come
 * in) and were not exported yet, each as a span for the traced event (from its source's call to the last target's
 * call's end) with a child span a hop, under its parent hop's span. Times are lab time (the hosts' clocks corrected by
 * their measured offsets) turned into the Star's wall clock. What the collector cannot take in time is dropped by the
 * SDK's bounded queue; the traces remembered as exported are bounded too.
 */
final class TraceExport implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(TraceExport.class);

    /** How old a trace is before it is exported: its hops, recorded by their Planets, have all come in. */
    static final long SETTLE_NS = 1_000_000_000L;
    /** The traces remembered as exported, the last ones; a trace is assembled from Planets' last 4,096 hops. */
    static final int REMEMBERED = 20_000;
    /** The spans the SDK holds for the collector at most; more are dropped. */
    static final int QUEUE = 16_384;

    private final Supplier<List<Trace>> traces;
    private final LongSupplier labNow;
    private final Supplier<String> system;
    private final ScheduledExecutorService thread = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "orrery-trace-export");
        t.setDaemon(true);
        return t;
    });
    private final Map<Long, Boolean> exported = new LinkedHashMap<>(16, 0.75f, false) {

        @Override
        protected boolean removeEldestEntry(Map.Entry<Long, Boolean> eldest) {
            return size() > REMEMBERED;
        }
    };
    private String endpoint = "";
    private SdkTracerProvider provider;
    private Tracer tracer;

    TraceExport(Supplier<List<Trace>> traces, LongSupplier labNow, Supplier<String> system) {
        this.traces = traces;
        this.labNow = labNow;
        this.system = system;
        thread.scheduleWithFixedDelay(this::exportSafely, 1, 1, TimeUnit.SECONDS);
    }

    /** The endpoint traces go to, "" none. */
    synchronized String endpoint() {
        return endpoint;
    }

    /**
     * Exports to {@code url} (an http or https URL, the collector's {@code /v1/traces}) from now on, "" to no endpoint;
     * the spans still queued for the endpoint before are sent to it first.
     */
    synchronized void exportTo(String url) {
        String next = url.strip();
        if (!next.isEmpty()) {
            URI uri;
            try {
                uri = URI.create(next);
            } catch (IllegalArgumentException e) {
                throw new ApiException(422, "otlp is not a URL: " + e.getMessage());
            }
            if (!("http".equals(uri.getScheme()) || "https".equals(uri.getScheme())) || uri.getHost() == null) {
                throw new ApiException(422, "otlp must be an http or https URL of an OTLP traces endpoint, such as "
                        + "http://127.0.0.1:4318/v1/traces, not " + next);
            }
        }
        if (next.equals(endpoint)) {
            return;
        }
        closeProvider();
        endpoint = next;
        if (!next.isEmpty()) {
            provider = SdkTracerProvider.builder()
                    .setResource(Resource.create(Attributes.of(AttributeKey.stringKey("service.name"), "orrery")))
                    .addSpanProcessor(
                            BatchSpanProcessor.builder(OtlpHttpSpanExporter.builder().setEndpoint(next).build())
                                    .setMaxQueueSize(QUEUE)
                                    .build())
                    .build();
            tracer = provider.get("org.orrery.agent.star");
            LOG.info("exporting traces over OTLP to {}", next);
        }
    }

    private void exportSafely() {
        try {
            export();
        } catch (RuntimeException e) {
            LOG.warn("traces could not be exported: {}", e.toString());
        }
    }

    /** Exports the settled traces not exported yet; answers how many. */
    synchronized int export() {
        if (tracer == null) {
            return 0;
        }
        long now = labNow.getAsLong();
        long wallMinusLab = epochNanos(Instant.now()) - now;
        int count = 0;
        for (Trace trace : traces.get()) {
            if (now - trace.startedAtNs() >= SETTLE_NS && !exported.containsKey(trace.traceId())) {
                exported.put(trace.traceId(), Boolean.TRUE);
                export(trace, trace.startedAtNs() + wallMinusLab);
                count++;
            }
        }
        return count;
    }

    /** One trace: its event's span, and a span a hop under its parent's; {@code startNs} its start, wall clock. */
    private void export(Trace trace, long startNs) {
        List<TraceHop> hops = trace.hops();
        long endNs = startNs;
        for (TraceHop hop : hops) {
            endNs = Math.max(endNs, at(startNs, hop.processedUs()));
        }
        Span event = tracer.spanBuilder(trace.eventSource() + " " + trace.eventType() + " #" + trace.sequence())
                .setNoParent()
                .setSpanKind(SpanKind.PRODUCER)
                .setStartTimestamp(startNs, TimeUnit.NANOSECONDS)
                .setAttribute("orrery.system", system.get())
                .setAttribute("orrery.trace_id", trace.traceId())
                .setAttribute("orrery.event.source", trace.eventSource())
                .setAttribute("orrery.event.type", trace.eventType())
                .setAttribute("orrery.event.sequence", trace.sequence())
                .setAttribute("orrery.latency_us", trace.totalUs())
                .setAttribute("orrery.clock_uncertainty_us", trace.clockUncertaintyUs())
                .startSpan();
        Span[] spans = new Span[hops.size()];
        for (int i = 0; i < hops.size(); i++) {
            hopSpan(i, hops, spans, event, startNs, 0);
        }
        event.end(endNs, TimeUnit.NANOSECONDS);
    }

    /**
     * The span of hop {@code i}, made after its parent's (a parent is found by times, so may come later in the list).
     */
    private Span hopSpan(int i, List<TraceHop> hops, Span[] spans, Span event, long startNs, int depth) {
        if (spans[i] != null) {
            return spans[i];
        }
        TraceHop hop = hops.get(i);
        Span parent = hop.parent() < 0 || depth > hops.size() ? event
                : hopSpan(hop.parent(), hops, spans, event, startNs, depth + 1);
        Span span = tracer.spanBuilder(hop.source() + " → " + hop.target())
                .setParent(Context.root().with(parent))
                .setSpanKind(SpanKind.CONSUMER)
                .setStartTimestamp(at(startNs, hop.handOffUs()), TimeUnit.NANOSECONDS)
                .setAttribute("orrery.source", hop.source())
                .setAttribute("orrery.target", hop.target())
                .setAttribute("orrery.domain", hop.domain())
                .setAttribute("orrery.path", hop.path().wireName())
                .setAttribute("orrery.clock_uncertainty_us", hop.clockUncertaintyUs())
                .startSpan();
        span.addEvent("emitted", at(startNs, hop.emittedUs()), TimeUnit.NANOSECONDS);
        span.addEvent("sent", at(startNs, hop.sentUs()), TimeUnit.NANOSECONDS);
        span.addEvent("received", at(startNs, hop.receivedUs()), TimeUnit.NANOSECONDS);
        span.end(at(startNs, hop.processedUs()), TimeUnit.NANOSECONDS);
        spans[i] = span;
        return span;
    }

    private static long at(long startNs, double us) {
        return startNs + Math.round(us * 1_000);
    }

    private static long epochNanos(Instant instant) {
        return instant.getEpochSecond() * 1_000_000_000L + instant.getNano();
    }

    private void closeProvider() {
        if (provider != null) {
            provider.close(); // sends what it holds, then shuts down
            provider = null;
            tracer = null;
        }
    }

    @Override
    public synchronized void close() {
        thread.shutdownNow();
        closeProvider();
    }
}
