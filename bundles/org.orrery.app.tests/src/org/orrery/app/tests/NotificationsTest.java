package org.orrery.app.tests;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orrery.app.tests.LiveSolar.LIVE_TIMEOUT_MS;
import static org.orrery.app.tests.LiveSolar.editor;
import static org.orrery.app.tests.LiveSolar.page;
import static org.orrery.app.tests.LiveSolar.planet1sOperators;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

import org.eclipse.jface.notifications.NotificationPopup;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.orrery.control.api.ControlJson;
import org.orrery.control.api.SystemApi.OperatorSpec;
import org.orrery.control.api.SystemApi.SystemDeployment;
import org.orrery.deploy.DeploymentExport;
import org.orrery.lab.LabRuntime;
import org.orrery.lab.LabSession;
import org.orrery.lab.LabSession.DeployReport;
import org.orrery.monitor.Monitor;
import org.orrery.monitor.Notifications;
import org.orrery.monitor.Notifications.Notice;
import org.orrery.monitor.views.AlertsView;

/**
 * An alert firing and a deployment failing while another application's window (xmessage) has the focus: each shows a
 * notification popup that takes no focus, the newer replacing the older, and a click on it brings the workbench forward
 * with the view that tells more. The same alert firing while the workbench is in front, or with the Alerts view's
 * Notify button off, shows none.
 */
@ExtendWith(LiveSolar.class)
class NotificationsTest {

    private Process other;

    @BeforeAll
    static void theSample() throws Exception {
        LiveSolar.deployed();
    }

    @Test
    void anAlertOrAFailedDeploymentIsToldInAPopupOnlyWhileTheWindowIsNotInFront() throws Exception {
        Display display = Display.getCurrent();
        Shell workbench = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();

        // in front: planet1's operators stopped by real input; merge-silent fires and is noticed, no popup
        long before = Notifications.get().noticed();
        planet1sOperators("Stop");
        Ui.waitUntil("merge-silent noticed", LIVE_TIMEOUT_MS, () -> noticeSince(before, "merge-silent") != null);
        assertFalse(noticeSince(before, "merge-silent").shown(), "the window was in front: no popup");
        assertTrue(Notifications.get().popup() == null, "no popup");
        planet1sOperators("Start");
        Ui.waitUntil("merge-silent resolved", LIVE_TIMEOUT_MS, () -> mergeSilentResolved());

        // popups off (the Alerts view's Notify button, by real input); another application takes the focus and
        // planet1 is stopped through the Star, not through the workbench: noticed, no popup
        AlertsView alertsView = assertInstanceOf(AlertsView.class, Monitor.showView(Monitor.ALERTS_VIEW));
        Ui.clickToolItem(Ui.toolBarOf(alertsView), "Notify");
        Ui.waitUntil("popups off", 5_000, () -> !Notifications.isOn());
        away(display);
        long off = Notifications.get().noticed();
        LabSession.get().lab().star().domainAction("planet1", "stop");
        Ui.waitUntil("merge-silent noticed with popups off", LIVE_TIMEOUT_MS,
                () -> noticeSince(off, "merge-silent") != null);
        assertFalse(noticeSince(off, "merge-silent").shown(), "popups off: none shown");
        assertTrue(Notifications.get().popup() == null, "no popup");
        LabSession.get().lab().star().domainAction("planet1", "start");
        Ui.waitUntil("merge-silent resolved", LIVE_TIMEOUT_MS, () -> mergeSilentResolved());

        // popups on again by real input, a click that leaves the focus with the other application; planet1
        // stopped: a popup
        Ui.clickToolItemWhereItIs(Ui.toolBarOf(alertsView), "Notify");
        Ui.waitUntil("popups on", 5_000, Notifications::isOn);
        assertTrue(display.getActiveShell() == null, "the other application still in front");
        long away = Notifications.get().noticed();
        LabSession.get().lab().star().domainAction("planet1", "stop");
        Ui.waitUntil("a popup telling merge-silent fired", LIVE_TIMEOUT_MS,
                () -> noticeSince(away, "merge-silent") != null && Notifications.get().popup() != null);
        assertTrue(noticeSince(away, "merge-silent").shown());
        Label text = label(Notifications.get().popup().getShell());
        assertTrue(text != null, "the popup's text");
        assertTrue(text.getText().contains("merge-silent: merge: "), text.getText());
        assertTrue(display.getActiveShell() == null, "the popup takes no focus");
        Ui.saveScreenshot("notification-alert");

        // still away: planet1 started again, and a deployment the Star refuses (an operator no bundle provides) is
        // told in a popup that replaces the alert's
        NotificationPopup alertPopup = Notifications.get().popup();
        LabSession.get().lab().star().domainAction("planet1", "start");
        SystemDeployment solar = DeploymentExport.deployment(editor().getSystem(), editor().getFile(),
                List.of(LabRuntime.configured().bundles()), true);
        List<OperatorSpec> withGhost = new ArrayList<>(solar.operators());
        withGhost.add(new OperatorSpec("ghost", "org.example.ghost", "planet2", "", Map.of()));
        long deploying = Notifications.get().noticed();
        CompletableFuture<DeployReport> refused = CompletableFuture.supplyAsync(() -> {
            try {
                return LabSession.get()
                        .deploy(LabSession.get().lab().star(), "solar",
                                ControlJson.write(solar.withOperators(withGhost)), List.of(), step -> {
                                });
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        Ui.waitUntil("the Star's answer", LIVE_TIMEOUT_MS, refused::isDone);
        assertFalse(refused.get().ok(), refused.get().toString());
        Ui.waitUntil("a popup telling the deployment failed", 10_000,
                () -> noticeSince(deploying, "Deploying solar failed") != null && Notifications.get().popup() != null);
        Label failed = label(Notifications.get().popup().getShell());
        assertTrue(failed != null, "the popup's text");
        assertTrue(failed.getText().contains("org.example.ghost"), failed.getText());
        assertTrue(alertPopup.getShell() == null || alertPopup.getShell().isDisposed(), "one popup at a time");
        assertTrue(display.getActiveShell() == null, "the popup takes no focus");
        Ui.saveScreenshot("notification-deploy");

        // a click on it: the workbench in front, the Deploy Log shown, the popup gone
        Ui.clickWhereItIs(failed, new Point(20, 8));
        Ui.waitUntil("the workbench in front with the Deploy Log", 10_000, () -> display.getActiveShell() == workbench
                && Notifications.get().popup() == null && visible(Monitor.DEPLOY_LOG_VIEW));
        page().activate(editor());
    }

    private static boolean mergeSilentResolved() {
        return LabSession.get()
                .latest()
                .alerts()
                .stream()
                .anyMatch(alert -> alert.name().equals("merge-silent") && !alert.firing());
    }

    @AfterEach
    void endTheOtherApplication() throws Exception {
        Notifications.setOn(true);
        endOther();
        // the workbench in front again, with the X server's keyboard focus, for the tests after this one, which type
        // into it
        Shell workbench = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
        Ui.waitUntil("the workbench in front again", 10_000, () -> {
            Ui.giveXFocus(workbench);
            workbench.forceActive();
            Ui.settle(300);
            return workbench.getDisplay().getActiveShell() == workbench;
        });
        if (LabSession.get().lab().isRunning()
                && !LabSession.get().lab().star().status().domains().get("planet1").up()) {
            LabSession.get().lab().star().domainAction("planet1", "start");
        }
    }

    private void endOther() throws InterruptedException {
        if (other != null) {
            other.destroy();
            other.waitFor();
            other = null;
        }
    }

    /**
     * Starts another application (a new xmessage window, above the workbench, the pointer on it) and gives it the
     * keyboard focus until the workbench has no active shell. A window of its own each time: once real input has
     * brought the workbench forward, focusing a window that was there before does not always take the focus from it.
     */
    private void away(Display display) throws Exception {
        endOther();
        other = new ProcessBuilder("xmessage", "-geometry", "+40+40", "-name", "orrery-other", "another application")
                .redirectErrorStream(true)
                .start();
        try {
            Ui.waitUntil("the workbench not in front", 10_000, () -> {
                Ui.xdotool("search", "--sync", "--classname", "orrery-other", "mousemove", "--window", "%1", "20", "10",
                        "windowfocus", "--sync", "%1");
                Ui.settle(300);
                return display.getActiveShell() == null;
            });
        } catch (AssertionError e) {
            Shell active = display.getActiveShell();
            throw new AssertionError(e.getMessage() + "; active: " + active + " "
                    + (active == null ? "" : active.getText() + " " + active.getBounds() + " " + active.isVisible()),
                    e);
        }
    }

    /** The first notice after the first {@code count} whose title or text names {@code what}, or null. */
    private static Notice noticeSince(long count, String what) {
        return Notifications.get()
                .notices()
                .stream()
                .filter(notice -> notice.number() > count
                        && (notice.title().contains(what) || notice.text().contains(what)))
                .findFirst()
                .orElse(null);
    }

    private static boolean visible(String viewId) {
        IViewPart view = page().findView(viewId);
        return view != null && page().isPartVisible(view);
    }

    /** The popup's text: the label whose text ends with what a click does. */
    private static Label label(Control control) {
        if (control instanceof Label label && label.getText().endsWith("Click to see it in Orrery.")) {
            return label;
        }
        if (control instanceof org.eclipse.swt.widgets.Composite composite) {
            for (Control child : composite.getChildren()) {
                Label found = label(child);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }
}
