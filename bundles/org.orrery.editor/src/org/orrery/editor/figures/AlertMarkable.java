package org.orrery.editor.figures;

import java.util.List;

/** A figure that can show that alerts on its element are firing in the running system. */
public interface AlertMarkable {

    /** Marks the figure with the names of the alerts firing on its element (empty: none), and what they say. */
    void setAlerts(List<String> names, String summary);

    /** The names of the alerts the figure shows as firing. */
    List<String> getAlerts();
}
