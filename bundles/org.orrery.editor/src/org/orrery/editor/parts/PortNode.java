package org.orrery.editor.parts;

import org.orrery.model.Port;

/**
 * A composite's port drawn as a node of its own where the composite is opened on a canvas of its own: the end, inside
 * that canvas, of the connections that cross the composite's boundary at the port.
 */
public record PortNode(Port port) {
}
