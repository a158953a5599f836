package org.orrery.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orrery.agent.TestLab.operator;
import static org.orrery.agent.TestLab.solar;

import java.util.Map;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Where a domain's time goes, by operator, in a real lab: an application that works hard on each event uses its
 * domain's event thread more than the filter before it does in theirs, and when it cannot keep up, the reliable link to
 * it fills and the operators that feed the link are held back, while the application itself, which feeds nothing, is
 * not. (Shares are compared, never bounded: a slower machine changes them all alike.)
 */
@Tag(RealLabTest.ALONE)
@Timeout(120)
class OperatorTimeTest extends RealLabTest {

    @Test
    void aSlowConsumerIsTheBusiestAndHoldsBackWhatFeedsIt() throws Exception {
        Map<String, Object> system = solar(0, "n % 2 == 0"); // 1,000 events/s, half of them passed on to display
        TestLab.operators(system)
                .set(2, Map.of("name", "display", "type", "org.orrery.sample.application", "domain", "planet2",
                        "symbolicName", "", "parameters", Map.of("workMicrosPerEvent", "5000")));
        lab.deploy(system);
        JsonNode status = TestLab.awaitStatus(lab.starUrl,
                s -> operator(s, "sensor").get("heldBackPercent").asDouble() > 0
                        && operator(s, "display").get("busyPercent").asDouble() > operator(s, "even").get("busyPercent")
                                .asDouble());
        JsonNode display = operator(status, "display");
        assertEquals(0, display.get("heldBackPercent").asDouble(), "it feeds nothing: " + display);
        for (String name : new String[]{"sensor", "even", "display"}) {
            double busy = operator(status, name).get("busyPercent").asDouble();
            assertTrue(busy >= 0 && busy <= 100, name + ": " + busy);
        }
        passed = true;
    }
}
