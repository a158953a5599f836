package org.orrery.model.edit;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.orrery.control.api.AlertApi;
import org.orrery.model.Alert;
import org.orrery.model.AlertMeasure;
import org.orrery.model.OrreryFactory;
import org.orrery.model.io.ProtocolEnums;

/**
 * An alert in one line, as the workbench asks for one and shows it: {@code NAME: MEASURE > LIMIT [for N s] [then
 * ACTION]}, such as {@code drops: dropped-per-second > 10 for 3 s then set sensorA pacing=adaptive}; its subject is the
 * element it is added to.
 */
public final class AlertLines {

    private static final Pattern LINE = Pattern.compile(
            "\\s*([^:\\s]+)\\s*:\\s*([a-z0-9-]+)\\s*>\\s*([0-9][0-9,_]*(?:\\.[0-9]+)?)\\s*(?:for\\s+(\\d{1,5})\\s*s)?"
                    + "\\s*(?:then\\s+(.+?))?\\s*");

    private AlertLines() {
    }

    /**
     * The line's alert on {@code subject}, a connection, an operator or a domain as {@code kind} says; refused, saying
     * why, when the line or the alert it makes is not right (its measure not a figure of such a subject, say).
     */
    public static Alert parse(String line, AlertApi.Subject kind, String subject) {
        Matcher matcher = LINE.matcher(line == null ? "" : line);
        if (!matcher.matches()) {
            throw new IllegalArgumentException("write NAME: MEASURE > LIMIT [for N s] [then ACTION]");
        }
        AlertMeasure measure = AlertMeasure.get(matcher.group(2));
        if (measure == null) {
            throw new IllegalArgumentException(
                    "'" + matcher.group(2) + "' is none of the measures: " + AlertApi.Measure.names());
        }
        AlertApi.Measure figure = ProtocolEnums.toProtocol(measure);
        if (!figure.subjects().contains(kind)) {
            throw new IllegalArgumentException(figure.notOf(kind));
        }
        Alert alert = OrreryFactory.eINSTANCE.createAlert();
        alert.setName(matcher.group(1));
        alert.setSubject(subject);
        alert.setMeasure(measure);
        alert.setLimit(Double.parseDouble(matcher.group(3).replace(",", "").replace("_", "")));
        alert.setForSeconds(matcher.group(4) == null ? 0 : Integer.parseInt(matcher.group(4)));
        alert.setAction(matcher.group(5) == null ? "" : matcher.group(5));
        String problem = ProtocolEnums.toProtocol(alert).problem();
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
        return alert;
    }

    /** The alert as one line that {@link #parse} reads back. */
    public static String line(Alert alert) {
        double limit = alert.getLimit();
        String shown = limit == Math.rint(limit) ? String.valueOf((long) limit) : String.valueOf(limit);
        return alert.getName() + ": " + alert.getMeasure().getLiteral() + " > " + shown
                + (alert.getForSeconds() > 0 ? " for " + alert.getForSeconds() + " s" : "")
                + (alert.getAction() == null || alert.getAction().isBlank() ? "" : " then " + alert.getAction());
    }
}
