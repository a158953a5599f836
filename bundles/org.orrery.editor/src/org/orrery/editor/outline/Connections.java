package org.orrery.editor.outline;

import org.orrery.model.OrrerySystem;

/** The outline's node for the connections of {@code system}, listed under it rather than beside the hosts. */
record Connections(OrrerySystem system) {
}
