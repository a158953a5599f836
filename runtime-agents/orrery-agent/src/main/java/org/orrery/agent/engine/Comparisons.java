package org.orrery.agent.engine;

import java.util.Properties;

/**
 * Which of the runtime's optimizations a domain uses: all of them, unless a benchmark turns one off to measure it
 * against its absence in the same run. Part of a domain's configuration ({@link DomainContext#comparisons()}), read
 * when the domain deploys; a benchmark changes it between deployments ({@link DomainEngine#compare}). A domain agent
 * takes it from its system properties named below ({@link #of(Properties)}: an agent started with
 * {@code -Dorrery.predicates=interpreted}, say, interprets its predicates); nothing in the engine reads a property.
 *
 * @param compiledPredicates predicates run compiled, not interpreted by JEXL ({@value #PREDICATES})
 * @param connectBeforeSend reliable connections hold their sources back until their receivers have connected
 * ({@value #CONNECT_BEFORE_SEND})
 * @param connectionIndex an operator's connections are indexed by their predicates' access clauses
 * ({@value #CONNECTION_INDEX})
 * @param clockPerBatch a domain reads its clock once for each poll of a stream and each batch it reads (the batch's
 * events all taken from the log at that moment), not for every event it takes from another domain
 * ({@value #CLOCK_PER_BATCH})
 * @param hopLatency a sender gives its events' hand-off times, so receivers measure each hop's latency beside the
 * latency from the source ({@value #HOP_LATENCY})
 * @param sharedStreams a Star plans the connections from one operator to one domain onto one stream, so an event
 * several of them accept crosses once ({@value #SHARED_STREAMS})
 * @param batches a stream sends the small events an operator call or duty cycle gathered as one transport message
 * ({@value #BATCHES})
 */
public record Comparisons(boolean compiledPredicates, boolean connectBeforeSend, boolean connectionIndex,
        boolean clockPerBatch, boolean hopLatency, boolean sharedStreams, boolean batches) {

    /** Every optimization on: what a domain runs with. */
    public static final Comparisons ALL_ON = new Comparisons(true, true, true, true, true, true, true);

    /** {@code interpreted}: predicates are interpreted. */
    public static final String PREDICATES = "orrery.predicates";
    /** {@code false}: reliable connections send without waiting for their receivers. */
    public static final String CONNECT_BEFORE_SEND = "orrery.connectBeforeSend";
    /** {@code false}: every predicate of an operator's connections is evaluated. */
    public static final String CONNECTION_INDEX = "orrery.connectionIndex";
    /** {@code false}: the clock is read for every event received. */
    public static final String CLOCK_PER_BATCH = "orrery.clockPerBatch";
    /** {@code false}: no hand-off times, no hop latency. */
    public static final String HOP_LATENCY = "orrery.hopLatency";
    /** {@code false}, on a Star: every connection between domains gets a stream of its own. */
    public static final String SHARED_STREAMS = "orrery.sharedStreams";
    /** {@code false}: every event goes in a transport message of its own. */
    public static final String BATCHES = "orrery.batches";

    /** The optimizations {@code properties} leave on (each named property turns one off, as said above). */
    public static Comparisons of(Properties properties) {
        return new Comparisons(!"interpreted".equals(properties.getProperty(PREDICATES)),
                on(properties, CONNECT_BEFORE_SEND), on(properties, CONNECTION_INDEX), on(properties, CLOCK_PER_BATCH),
                on(properties, HOP_LATENCY), on(properties, SHARED_STREAMS), on(properties, BATCHES));
    }

    /** These comparisons with the property {@code name} set to {@code value} (a benchmark's way to turn one off). */
    public Comparisons with(String name, String value) {
        Properties properties = new Properties();
        properties.setProperty(PREDICATES, compiledPredicates ? "compiled" : "interpreted");
        properties.setProperty(CONNECT_BEFORE_SEND, String.valueOf(connectBeforeSend));
        properties.setProperty(CONNECTION_INDEX, String.valueOf(connectionIndex));
        properties.setProperty(CLOCK_PER_BATCH, String.valueOf(clockPerBatch));
        properties.setProperty(HOP_LATENCY, String.valueOf(hopLatency));
        properties.setProperty(SHARED_STREAMS, String.valueOf(sharedStreams));
        properties.setProperty(BATCHES, String.valueOf(batches));
        properties.setProperty(name, value);
        return of(properties);
    }

    private static boolean on(Properties properties, String name) {
        return !"false".equals(properties.getProperty(name));
    }
}
