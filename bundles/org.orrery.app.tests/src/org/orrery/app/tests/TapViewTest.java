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
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Text;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.orrery.control.api.DomainApi.TapEvent;
import org.orrery.control.api.DomainApi.TapOpened;
import org.orrery.editor.parts.HotSpots;
import org.orrery.lab.LabException;
import org.orrery.lab.LabSession;
import org.orrery.monitor.views.TapView;

/** A tap on a connection of the running Solar sample ({@link LiveSolar}) in the Tap view, with real input. */
@ExtendWith(LiveSolar.class)
class TapViewTest {

    @BeforeAll
    static void theSample() throws LabException {
        LiveSolar.deployed();
    }

    @Test
    void aTapOnALiveConnectionShowsItsEventsFilteredPausedAndDecoded() throws Exception {
        page().activate(editor());
        editor().viewer()
                .reveal((EditPart) editor().viewer().getEditPartRegistry().get(connection("fahrenheitA", "merge")));
        Ui.settle(300);
        Ui.click(editor().viewer().getControl(), onLine(connection("fahrenheitA", "merge"), 4));
        Ui.waitUntil("fahrenheitA -> merge selected", 5_000,
                () -> editor().viewer().getSelectedEditParts().size() == 1
                        && ((EditPart) editor().viewer().getSelectedEditParts().get(0))
                                .getModel() == connection("fahrenheitA", "merge"));
        Ui.settle(500);

        // the hot spots over the live diagram (which let the click above through): the busiest first
        Ui.waitUntil("hot spots listed", LIVE_TIMEOUT_MS, () -> !HotSpots.shown(editor().viewer()).isEmpty());
        List<Double> busy = HotSpots.shown(editor().viewer())
                .stream()
                .filter(shown -> shown.endsWith(" % busy"))
                .map(shown -> Double.parseDouble(shown.replaceAll(".* \u00b7 ([0-9.]+) % busy$", "$1")))
                .toList();
        for (int i = 1; i < busy.size(); i++) {
            assertTrue(busy.get(i - 1) >= busy.get(i), "busiest first: " + HotSpots.shown(editor().viewer()));
        }

        Ui.contextMenu(editor().viewer().getControl(), "k", "t"); // Lin&k > &Tap Events
        Ui.waitUntil("the Tap view", 5_000, () -> page().findView(TapView.ID) != null);
        TapView tap = (TapView) page().findView(TapView.ID);
        Ui.waitUntil("events listed as they pass", LIVE_TIMEOUT_MS, () -> tap.listed().size() >= 3);
        for (TapEvent event : tap.listed()) {
            assertEquals("temperature-f", event.type());
            assertTrue(event.attributes().containsKey("fahrenheit"), event.toString());
        }

        // a predicate typed and applied with Enter: what is listed from then on satisfies it
        Text where = Hand.find(tap.table().getParent().getParent(), Text.class, t -> (t.getStyle() & SWT.SEARCH) != 0);
        Ui.key(tap.table(), "alt+r"); // Whe&re
        Ui.type("fahrenheit > 85");
        Ui.waitUntil("the predicate typed", 5_000, () -> where.getText().equals("fahrenheit > 85"));
        Ui.keyToFocus("Return");
        Ui.waitUntil("the tap applied again with the predicate", LIVE_TIMEOUT_MS,
                () -> tap.opened() != null && tap.opened().where().equals("fahrenheit > 85"));
        int before = tap.listed().size();
        Ui.waitUntil("events that satisfy it listed", LIVE_TIMEOUT_MS, () -> tap.listed().size() >= before + 3);
        for (TapEvent event : tap.listed().subList(before, tap.listed().size())) {
            assertTrue(((Number) event.attributes().get("fahrenheit")).doubleValue() > 85, event.toString());
        }

        // paused: the tap goes on counting, the list stays; resumed: it grows again
        Button pause = Hand.button(tap.table().getParent().getParent(), "&Pause");
        Ui.click(pause, new Point(5, 5));
        Ui.waitUntil("paused", 5_000, () -> pause.getText().equals("Res&ume"));
        int frozen = tap.listed().size();
        Ui.waitUntil("events counted but not listed while paused", LIVE_TIMEOUT_MS,
                () -> tap.countsText().matches(".*; ([3-9]|[1-9][0-9]+) not listed while paused"));
        assertEquals(frozen, tap.listed().size(), "nothing listed while paused");
        Ui.click(pause, new Point(5, 5));
        Ui.waitUntil("listing again", LIVE_TIMEOUT_MS, () -> tap.listed().size() > frozen);

        // an event chosen in the list (the newest are kept in sight): its body below, as its content type says
        // (hex), then as text
        Rectangle row = tap.table().getItem(tap.table().getTopIndex()).getBounds(1);
        Ui.click(tap.table(), new Point(row.x + 5, row.y + row.height / 2));
        Ui.waitUntil("the first event's body in hex", 5_000, () -> tap.bodyText().startsWith("0000  "));
        Combo format = Hand.find(tap.table().getParent().getParent(), Combo.class, c -> true);
        Ui.key(format, "Down");
        Ui.waitUntil("the body as text, which it is not", 5_000, () -> tap.bodyText().startsWith("(not UTF-8 text)"));
        Ui.saveScreenshot("tap-view");

        // the view closed: its tap is closed at the domain
        TapOpened opened = tap.opened();
        page().hideView(tap);
        Ui.waitUntil("the tap closed at its domain", LIVE_TIMEOUT_MS, () -> {
            try {
                LabSession.get().lab().star().readTap(opened);
                return false;
            } catch (LabException e) {
                return e.status() == 404;
            }
        });
    }
}
