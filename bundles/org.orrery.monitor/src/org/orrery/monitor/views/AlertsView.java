package org.orrery.monitor.views;

import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.part.ViewPart;
import org.orrery.control.api.AlertApi.AlertEvent;
import org.orrery.control.api.AlertApi.AlertReport;
import org.orrery.control.api.AlertApi.AlertView;
import org.orrery.monitor.Notifications;

/**
 * The running system's alerts, as its Star watches them: each alert's state, since when, how often it fired, its figure
 * against its limit and what its action did last; below, every firing, action and resolution with its time, newest
 * first. Read through the Star every two seconds while the lab is live. Its Notify button turns the popups of
 * {@link Notifications} on and off.
 */
public final class AlertsView extends ViewPart {

    public static final String ID = "org.orrery.monitor.alerts";
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss")
            .withZone(ZoneId.systemDefault());

    private Label title;
    private Table alerts;
    private Table log;
    private StarReader<AlertReport> reader;
    private Runnable stopFollowingNotify;

    @Override
    public void createPartControl(Composite parent) {
        title = ViewTop.title(parent, "The alerts of the running system (none read yet).");
        SashForm split = new SashForm(parent, SWT.VERTICAL);
        split.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        alerts = Tables.table(split,
                new String[]{"Alert", "State", "Since", "Firings", "Subject: figure (limit)", "Action"},
                new int[]{150, 80, 80, 70, 420, 300});
        log = Tables.table(split, new String[]{"Time", "Alert", "Event", "Detail"}, new int[]{80, 150, 110, 700});
        split.setWeights(1, 1);
        reader = StarReader.start("orrery-alerts-view", star -> star.alerts(), this::show);
        Action notify = new Action("Notify", IAction.AS_CHECK_BOX) {

            @Override
            public void run() {
                Notifications.setOn(isChecked());
            }
        };
        notify.setToolTipText(
                "Tell alerts firing and deployments failing in a popup while the workbench is not in front");
        notify.setChecked(Notifications.isOn());
        getViewSite().getActionBars().getToolBarManager().add(notify);
        // the button follows the preference however it is turned (another window's Alerts view, a test)
        stopFollowingNotify = Notifications.whenTurned(() -> parent.getDisplay().asyncExec(() -> {
            if (!parent.isDisposed()) {
                notify.setChecked(Notifications.isOn());
            }
        }));
    }

    /** Shows a report of the Star's (on the UI thread). */
    void show(AlertReport report) {
        if (alerts.isDisposed()) {
            return;
        }
        long firing = report.alerts().stream().filter(AlertView::firing).count();
        title.setText(report.alerts().isEmpty() ? "The running system carries no alerts."
                : report.alerts().size() + " alerts, " + firing + " firing; their events newest first below.");
        fill(alerts,
                report.alerts()
                        .stream()
                        .map(a -> new String[]{a.name(), a.state().toUpperCase(Locale.ROOT),
                                TIME.format(Instant.ofEpochMilli(a.sinceMillis())), String.valueOf(a.firings()),
                                a.summary(), a.lastAction().isEmpty() ? a.action() : a.lastAction()})
                        .toList());
        List<AlertEvent> events = new ArrayList<>(report.log());
        Collections.reverse(events);
        fill(log,
                events.stream()
                        .map(e -> new String[]{TIME.format(Instant.ofEpochMilli(e.atMillis())), e.alert(), e.event(),
                                e.detail()})
                        .toList());
    }

    private static void fill(Table table, List<String[]> rows) {
        table.setRedraw(false);
        table.removeAll();
        for (String[] row : rows) {
            new TableItem(table, SWT.NONE).setText(row);
        }
        table.setRedraw(true);
    }

    /** The rows of the alerts' table, as shown (for tests). */
    public List<String[]> alertRows() {
        return Tables.rows(alerts);
    }

    /** The rows of the log's table, newest first, as shown (for tests). */
    public List<String[]> logRows() {
        return Tables.rows(log);
    }

    @Override
    public void setFocus() {
        alerts.setFocus();
    }

    @Override
    public void dispose() {
        if (reader != null) {
            reader.stop();
        }
        if (stopFollowingNotify != null) {
            stopFollowingNotify.run();
        }
        super.dispose();
    }
}
