package org.orrery.editor.commands;

import org.orrery.model.Alert;
import org.orrery.model.OrrerySystem;

/** Adds an alert to a system, or removes one from it; the Star watches a system's alerts while it runs. */
public final class AlertCommand extends ListEntryCommand<Alert> {

    private AlertCommand(String label, OrrerySystem system, Alert alert, boolean adding) {
        super(label, system.getAlerts(), alert, adding);
    }

    /** Adds {@code alert}; refused when the system has an alert of its name. */
    public static AlertCommand add(OrrerySystem system, Alert alert) {
        if (system.getAlerts().stream().anyMatch(a -> a.getName().equals(alert.getName()))) {
            throw new IllegalArgumentException("the system has an alert named '" + alert.getName() + "' already");
        }
        return new AlertCommand("Add alert " + alert.getName(), system, alert, true);
    }

    /** Removes {@code alert}, one of {@code system}'s. */
    public static AlertCommand remove(OrrerySystem system, Alert alert) {
        if (!system.getAlerts().contains(alert)) {
            throw new IllegalArgumentException("alert '" + alert.getName() + "' is not the system's");
        }
        return new AlertCommand("Remove alert " + alert.getName(), system, alert, false);
    }
}
