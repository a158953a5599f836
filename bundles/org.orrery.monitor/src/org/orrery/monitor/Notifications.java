package org.orrery.monitor;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.IEclipsePreferences.IPreferenceChangeListener;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.notifications.NotificationPopup;
import org.eclipse.swt.SWT;
import org.eclipse.swt.events.MouseAdapter;
import org.eclipse.swt.events.MouseEvent;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.orrery.control.api.AlertApi.AlertView;
import org.orrery.control.api.LiveStatus;
import org.orrery.lab.LabSession;
import org.orrery.lab.LabSession.DeployReport;

/**
 * A notification popup (Eclipse's) when an alert of the followed system fires or a deployment fails while the workbench
 * window is not in front: another application has the focus, or the window is minimised. In front, the diagram, the
 * Alerts view and the Deploy Log say so already. A click on the popup brings the window forward with the view that
 * tells more; a newer popup replaces an older one, so that a burst of alerts never piles popups up. The Alerts view's
 * Notify button turns the popups off (a preference kept across sessions).
 */
public final class Notifications implements LabSession.Listener {

    /**
     * What was noticed: its number (counting from 1 since the workbench started), title and text, the view that tells
     * more, and whether a popup showed it (not when the window was in front or popups are off; for tests).
     */
    public record Notice(long number, String title, String text, String view, boolean shown) {
    }

    private static final Notifications INSTANCE = new Notifications();
    /** The preference that turns the popups off. */
    private static final String NOTIFY = "notifyWhenNotInFront";
    /** The notices kept for {@link #notices()}. */
    private static final int KEPT = 50;
    /** The most characters of a popup's text (a deployment's cause may be long; the Deploy Log has it whole). */
    private static final int MAX_TEXT = 400;
    /** The width the text wraps at, in pixels. */
    private static final int TEXT_WIDTH = 320;
    /** How long a popup stays. */
    private static final long SHOWN_MILLIS = 20_000;

    private final Deque<Notice> notices = new ArrayDeque<>();
    private long noticed;
    /** Each alert's firings in the last status of the followed deployment; null: the next status is the baseline. */
    private Map<String, Integer> firings;
    private String system;
    /** The popup showing, on the UI thread. */
    private NotificationPopup popup;

    public static Notifications get() {
        return INSTANCE;
    }

    public static void install() {
        LabSession.get().addListener(INSTANCE);
    }

    /** Whether popups are shown (the Alerts view's Notify button; on unless turned off). */
    public static boolean isOn() {
        return InstanceScope.INSTANCE.getNode(MonitorStartup.PREFERENCES).getBoolean(NOTIFY, true);
    }

    /** Turns popups on or off, for this and later sessions. */
    public static void setOn(boolean on) {
        InstanceScope.INSTANCE.getNode(MonitorStartup.PREFERENCES).putBoolean(NOTIFY, on);
    }

    /**
     * Calls {@code listener} (on the thread that turned them) whenever popups are turned on or off; the answer stops
     * that.
     */
    public static Runnable whenTurned(Runnable listener) {
        IEclipsePreferences preferences = InstanceScope.INSTANCE.getNode(MonitorStartup.PREFERENCES);
        IPreferenceChangeListener onNotify = event -> {
            if (NOTIFY.equals(event.getKey())) {
                listener.run();
            }
        };
        preferences.addPreferenceChangeListener(onNotify);
        return () -> preferences.removePreferenceChangeListener(onNotify);
    }

    @Override
    public void status(LiveStatus status) {
        List<AlertView> fired = fired(status);
        if (fired.isEmpty()) {
            return;
        }
        String title = fired.size() == 1 ? "Alert " + fired.get(0).name() + " fired" : fired.size() + " alerts fired";
        notice(title + " in " + status.system(),
                fired.stream().map(alert -> alert.name() + ": " + alert.summary()).collect(Collectors.joining("\n")),
                Monitor.ALERTS_VIEW);
    }

    /**
     * The alerts that fired since the last status: firing now and fired more often than then. The first status of a
     * deployment the workbench started following is the baseline (what fired before is in the Alerts view); after a
     * deployment, its alerts count from none.
     */
    synchronized List<AlertView> fired(LiveStatus status) {
        boolean baseline = firings == null || !Objects.equals(system, status.system());
        Map<String, Integer> now = new HashMap<>();
        List<AlertView> fired = new ArrayList<>();
        for (AlertView alert : status.alerts()) {
            now.put(alert.name(), alert.firings());
            int before = baseline ? alert.firings() : firings.getOrDefault(alert.name(), 0);
            if (alert.firing() && alert.firings() > before) {
                fired.add(alert);
            }
        }
        firings = now;
        system = status.system();
        return fired;
    }

    @Override
    public void deployed(DeployReport report) {
        if (report.ok()) {
            synchronized (this) {
                firings = new HashMap<>();
                system = report.action().equals("deploy") ? report.system() : null;
            }
            return;
        }
        notice((report.action().equals("deploy") ? "Deploying " : "Undeploying ") + report.system() + " failed",
                report.error(), Monitor.DEPLOY_LOG_VIEW);
    }

    private void notice(String title, String text, String view) {
        Display display = Display.getDefault();
        if (display.isDisposed()) {
            return;
        }
        display.asyncExec(() -> {
            IWorkbenchWindow window = PlatformUI.isWorkbenchRunning()
                    && PlatformUI.getWorkbench().getWorkbenchWindowCount() > 0
                            ? PlatformUI.getWorkbench().getWorkbenchWindows()[0]
                            : null;
            boolean inFront = window == null || display.getActiveShell() != null && !window.getShell().getMinimized();
            boolean shown = !inFront && isOn();
            remember(title, text, view, shown);
            if (shown) {
                show(display, window.getShell(), title, text, view);
            }
        });
    }

    private void show(Display display, Shell workbench, String title, String text, String view) {
        if (popup != null && popup.getShell() != null && !popup.getShell().isDisposed()) {
            popup.close();
        }
        NotificationPopup[] shown = new NotificationPopup[1];
        shown[0] = NotificationPopup.forDisplay(display).title(title, true).content(parent -> {
            Label label = new Label(parent, SWT.WRAP);
            label.setLayoutData(
                    GridDataFactory.fillDefaults().grab(true, false).hint(TEXT_WIDTH, SWT.DEFAULT).create());
            label.setText((text.length() > MAX_TEXT ? text.substring(0, MAX_TEXT) + "…" : text)
                    + "\n\nClick to see it in Orrery.");
            label.addMouseListener(new MouseAdapter() {

                @Override
                public void mouseUp(MouseEvent event) {
                    shown[0].close();
                    workbench.setMinimized(false);
                    workbench.forceActive();
                    Monitor.showView(view);
                }
            });
            return label;
        }).delay(SHOWN_MILLIS).build();
        popup = shown[0];
        popup.open();
    }

    private synchronized void remember(String title, String text, String view, boolean shown) {
        if (notices.size() == KEPT) {
            notices.removeFirst();
        }
        notices.addLast(new Notice(++noticed, title, text, view, shown));
    }

    /** How many notices there have been since the workbench started. */
    public synchronized long noticed() {
        return noticed;
    }

    /** What was noticed, oldest first (the last {@value #KEPT}). */
    public synchronized List<Notice> notices() {
        return List.copyOf(notices);
    }

    /** The popup showing, or null (on the UI thread; for tests). */
    public NotificationPopup popup() {
        return popup != null && popup.getShell() != null && !popup.getShell().isDisposed() ? popup : null;
    }
}
