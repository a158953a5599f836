package org.orrery.editor.parts;

import org.orrery.control.api.LiveStatus;

/** An edit part that shows live figures of the running system beside the design (see {@link LiveFigures}). */
interface LivePart {

    /** Shows {@code status} (null: the design view, without live figures). */
    void refreshLive(LiveStatus status);
}
