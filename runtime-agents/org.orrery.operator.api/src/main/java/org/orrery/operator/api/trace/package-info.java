/**
 * Recorded traffic: the trace file format ({@link org.orrery.operator.api.trace.TraceFile}) a domain records a
 * connection's events in and a replaying source reads them back from.
 */
package org.orrery.operator.api.trace;
