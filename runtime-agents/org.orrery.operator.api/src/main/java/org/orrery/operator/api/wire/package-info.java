/**
 * Wire formats as plug-ins: the {@link org.orrery.operator.api.wire.WireCodec} a connection between domains writes its
 * events with.
 */
package org.orrery.operator.api.wire;
