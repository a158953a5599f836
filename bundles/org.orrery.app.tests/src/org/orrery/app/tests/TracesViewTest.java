package org.orrery.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orrery.app.tests.LiveSolar.LIVE_TIMEOUT_MS;
import static org.orrery.app.tests.LiveSolar.connection;
import static org.orrery.app.tests.LiveSolar.editor;
import static org.orrery.app.tests.LiveSolar.onLine;
import static org.orrery.app.tests.LiveSolar.page;

import java.util.List;

import org.eclipse.gef.EditPart;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.orrery.control.api.SystemApi.Trace;
import org.orrery.lab.LabException;
import org.orrery.lab.LabSession;
import org.orrery.model.Connection;
import org.orrery.monitor.views.TracesView;

/** Traces through a connection of the running Solar sample ({@link LiveSolar}) in the Traces view, with real input. */
@ExtendWith(LiveSolar.class)
class TracesViewTest {

    @BeforeAll
    static void theSample() throws LabException {
        LiveSolar.deployed();
    }

    @Test
    void aTraceThroughALiveConnectionIsDrawnAlongItsPathWithItsLatencyByCause() throws Exception {
        page().activate(editor());
        Connection link = connection("fahrenheitA", "merge");
        editor().viewer().reveal((EditPart) editor().viewer().getEditPartRegistry().get(link));
        Ui.settle(300);
        Ui.click(editor().viewer().getControl(), onLine(link, 4));
        Ui.waitUntil("fahrenheitA -> merge selected", 5_000, () -> editor().viewer().getSelectedEditParts().size() == 1
                && ((EditPart) editor().viewer().getSelectedEditParts().get(0)).getModel() == link);
        Ui.settle(500);
        Ui.contextMenu(editor().viewer().getControl(), "k", "r"); // Lin&k > T&races
        Ui.waitUntil("the Traces view", 5_000, () -> page().findView(TracesView.ID) != null);
        TracesView view = (TracesView) page().findView(TracesView.ID);

        // one event in 20 traced, typed and applied with Enter
        Spinner oneIn = Hand.find(view.table().getParent().getParent(), Spinner.class, s -> true);
        Ui.key(view.table(), "alt+o"); // Trace &one in
        Ui.keyToFocus("ctrl+a");
        Ui.type("20");
        Ui.waitUntil("one in 20 typed", 5_000, () -> oneIn.getSelection() == 20);
        Ui.keyToFocus("Return");
        Ui.waitUntil("the system tracing one in 20", LIVE_TIMEOUT_MS, () -> {
            try {
                return LabSession.get().lab().star().traces().oneIn() == 20;
            } catch (@SuppressWarnings("unused") LabException e) {
                return false;
            }
        });
        Ui.waitUntil("traces through the link listed", LIVE_TIMEOUT_MS, () -> !view.listedTraces().isEmpty());
        for (Trace trace : view.listedTraces()) {
            assertTrue(
                    trace.hops().stream().anyMatch(h -> h.source().equals("fahrenheitA") && h.target().equals("merge")),
                    "only traces through the link: " + trace);
        }

        // a trace chosen in the list (the view maximized, as a user would to read a timeline): drawn along its path,
        // from its source to merge and on, its latency by cause
        page().setPartState(page().getReference(view), IWorkbenchPage.STATE_MAXIMIZED);
        Ui.settle(1_000);
        Rectangle row = view.table().getItem(0).getBounds(0);
        Ui.click(view.table(), new Point(row.x + 5, row.y + row.height / 2));
        Ui.waitUntil("the trace drawn", 5_000, () -> view.shownTrace() != null);
        Trace shown = view.shownTrace();
        List<String> path = shown.path()
                .stream()
                .map(i -> shown.hops().get(i).source() + "->" + shown.hops().get(i).target())
                .toList();
        assertEquals("sensorA->thresholdA", path.get(0), "from the source: " + path);
        assertTrue(path.contains("fahrenheitA->merge"), "through the link: " + path);
        for (int i = 1; i < shown.path().size(); i++) {
            assertEquals(shown.path().get(i - 1), shown.hops().get(shown.path().get(i)).parent(), "a chain: " + path);
        }
        assertEquals(shown.totalUs(), shown.operatorUs() + shown.queuedUs() + shown.transportUs(), 0.01,
                "its latency is its causes'");
        assertTrue(view.breakdownText().startsWith("trace "), view.breakdownText());
        Ui.saveScreenshot("traces-view");
        page().setPartState(page().getReference(view), IWorkbenchPage.STATE_RESTORED);

        LabSession.get().lab().star().trace(0);
        page().hideView(view);
    }
}
