package org.orrery.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;
import org.orrery.model.Connection;
import org.orrery.model.DeliveryMode;
import org.orrery.model.Domain;
import org.orrery.model.DomainRole;
import org.orrery.model.Operator;
import org.orrery.model.OrreryFactory;
import org.orrery.model.OrrerySystem;
import org.orrery.model.Parameter;
import org.orrery.model.diff.SystemDiff;
import org.orrery.model.diff.SystemDiff.Change;
import org.orrery.model.io.OrreryFiles;

/**
 * What changed between two systems: the two shipped Solar samples (the live one and the one that replays its merged
 * stream) differ by exactly the known changes; each kind of change to a copy of Solar is listed once, with its old and
 * new values; layout is kept apart; a system compared with itself has no changes.
 */
class SystemDiffTest {

    private static List<String> lines(List<Change> changes) {
        return changes.stream().map(Change::toString).toList();
    }

    @Test
    void theTwoSolarSamplesDifferByExactlyTheKnownChanges() throws Exception {
        OrrerySystem solar = OrreryFiles.load(Samples.model("solar.orrery"));
        OrrerySystem replay = OrreryFiles.load(Samples.model("solar-replay.orrery"));
        SystemDiff diff = SystemDiff.of(solar, replay);
        assertEquals(List.of(
                "~ system solar-replay: name: solar -> solar-replay; description: " + solar.getDescription() + " -> "
                        + replay.getDescription(),
                "- operator sensorA", "- operator sensorB", "- operator thresholdA", "- operator thresholdB",
                "- operator fahrenheitA", "- operator fahrenheitB", "- operator merge",
                "+ operator replay: org.orrery.sample.replay in planet1",
                "+ operator archive: org.orrery.sample.application in planet2", "- connection sensorA->thresholdA",
                "- connection sensorB->thresholdB", "- connection thresholdA->fahrenheitA",
                "- connection thresholdB->fahrenheitB", "- connection fahrenheitA->merge",
                "- connection fahrenheitB->merge", "- connection merge->dailyHigh",
                "+ connection replay->dailyHigh: reliable", "+ connection replay->archive: reliable",
                "- alert merge-silent", "- alert merge-latency", "- alert display-drops"), lines(diff.changes()));
        assertEquals(
                List.of("~ host lab: bounds: 20,20 1285x540 -> 20,20 900x330",
                        "~ domain planet1: bounds: 260,10 470x490 -> 260,10 200x280",
                        "~ domain planet2: bounds: 745,10 510x490 -> 475,10 400x280",
                        "~ operator dailyHigh: bounds: 180,120 135x48 -> 10,40 135x48",
                        "~ operator display: bounds: 350,120 135x48 -> 220,40 135x48"),
                lines(diff.layout()), "where the kept elements are drawn, apart");
        assertTrue(SystemDiff.of(solar, EcoreUtil.copy(solar)).isEmpty());
    }

    @Test
    void eachKindOfChangeIsListedWithItsOldAndNewValues() throws Exception {
        OrrerySystem before = OrreryFiles.load(Samples.model("solar.orrery"));
        OrrerySystem after = EcoreUtil.copy(before);
        after.getHosts().get(0).setAddress("192.0.2.7");
        Domain planet2 = after.getHosts().get(0).getDomains().get(2);
        planet2.setRole(DomainRole.STAR);
        planet2.setControlPort(7200);
        planet2.getBundles().get(0).setVersion("0.2.0");
        Domain planet3 = OrreryFactory.eINSTANCE.createDomain();
        planet3.setName("planet3");
        after.getHosts().get(0).getDomains().add(planet3);
        Operator merge = after.getOperators()
                .stream()
                .filter(o -> o.getName().equals("merge"))
                .findFirst()
                .orElseThrow();
        merge.setPlacement(planet3);
        Operator sensorA = after.getOperators().get(0);
        sensorA.getParameters().removeIf(p -> p.getName().equals("seed"));
        sensorA.getParameters().get(0).setValue("500");
        Parameter pacing = OrreryFactory.eINSTANCE.createParameter();
        pacing.setName("pacing");
        pacing.setValue("adaptive");
        sensorA.getParameters().add(pacing);
        sensorA.getBounds().setX(999);
        Connection link = after.getConnections().get(6);
        link.setDelivery(DeliveryMode.BEST_EFFORT);
        link.setPriority(2);
        after.getAlerts().get(0).setLimit(9.0);

        SystemDiff diff = SystemDiff.of(before, after);
        assertEquals(List.of("~ host lab: address: 127.0.0.1 -> 192.0.2.7",
                "~ domain planet2: role: planet -> star; controlPort: 7102 -> 7200", "+ domain planet3: planet on lab",
                "~ bundle planet2/org.orrery.sample.operators: version: 0.1.0 -> 0.2.0",
                "~ operator sensorA: parameter seed removed (was 11); parameter eventsPerSecond value: 200 -> 500; "
                        + "parameter pacing added: adaptive",
                "~ operator merge: placement: planet2 -> planet3",
                "~ connection merge->dailyHigh: delivery: reliable -> best-effort; priority: 0 -> 2",
                "~ alert merge-silent: limit: 5.0 -> 9.0"), lines(diff.changes()));
        assertEquals(List.of("~ operator sensorA: bounds: 10,30 135x48 -> 999,30 135x48"), lines(diff.layout()));
    }
}
