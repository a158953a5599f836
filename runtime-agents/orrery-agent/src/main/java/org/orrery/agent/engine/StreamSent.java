package org.orrery.agent.engine;

/**
 * What a stream to another domain has sent so far, as its tests and benchmarks read it.
 *
 * @param events the events it sent, each once however many lanes took it
 * @param messages the transport messages they went in: a batch once, a names announcement not at all
 * @param inPlace the frames that went into a batch where a claim wrote them, with no copy
 */
record StreamSent(long events, long messages, long inPlace) {
}
