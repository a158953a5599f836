package org.orrery.app.tests;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orrery.app.tests.LiveSolar.LIVE_TIMEOUT_MS;
import static org.orrery.app.tests.LiveSolar.page;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.orrery.lab.LabException;
import org.orrery.monitor.Monitor;
import org.orrery.monitor.views.LabsView;

/** The Labs view of the lab running the Solar sample ({@link LiveSolar}): each host's clock offset, runtime and JDK. */
@ExtendWith(LiveSolar.class)
class LabsViewTest {

    @BeforeAll
    static void theSample() throws LabException {
        LiveSolar.deployed();
    }

    @Test
    void theLabsViewShowsEachHostsClockOffsetRuntimeAndJdk() {
        LabsView labs = assertInstanceOf(LabsView.class, Monitor.showView(Monitor.LABS_VIEW));
        page().activate(labs);
        // the Star measures the host's clock when it starts and every 30 s; the view reads the node daemon every 2 s
        Ui.waitUntil("the Labs view showing the host's clock offset", LIVE_TIMEOUT_MS,
                () -> labs.shownRows()
                        .stream()
                        .anyMatch(row -> row.what().contains("node local")
                                && row.figures().matches(".*clock [+-][0-9.]+ ms \u00b1 [0-9.]+ ms.*")));
        LabsView.Row node = labs.shownRows()
                .stream()
                .filter(row -> row.what().contains("node local"))
                .findFirst()
                .orElseThrow();
        assertTrue(
                node.figures()
                        .matches(".*cores.* \u00b7 runtime 0\\.1\\.0-SNAPSHOT \u00b7 .*[0-9]+\\.[0-9]+\\.[0-9]+.*"),
                "cores, runtime and the JDK's version: " + node.figures());
    }
}
