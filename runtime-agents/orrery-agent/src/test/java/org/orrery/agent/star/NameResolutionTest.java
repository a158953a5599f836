package org.orrery.agent.star;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.orrery.control.api.Delivery;
import org.orrery.control.api.DomainApi.NameBinding;
import org.orrery.control.api.SystemApi.ConnectionSpec;
import org.orrery.control.api.SystemApi.ContextSubscription;
import org.orrery.control.api.SystemApi.OperatorSpec;
import org.orrery.control.api.SystemApi.SystemDeployment;

/** What subscriptions to context-sensitive names resolve to under the bindings operators made. */
class NameResolutionTest {

    private static OperatorSpec operator(String name, String symbolicName) {
        return new OperatorSpec(name, "org.orrery.sample.source", "planet1", symbolicName, Map.of());
    }

    private static String label(ConnectionSpec c) {
        return c.source() + "->" + c.target() + " (" + c.boundTo() + ", " + c.predicate() + ")";
    }

    @Test
    void everyOperatorABoundMemberNamesIsConnectedToEachMatchingSubscriberOnceUnlessWiredAlready() {
        SystemDeployment system = new SystemDeployment("lab", List.of(), List.of(),
                List.of(operator("printer", "/devices/printers/23"), operator("printer2", "/devices/printers/24"),
                        operator("display", "/devices/displays/7"), operator("room", "/rooms/east"),
                        operator("all", ""), operator("wired", "")),
                List.of(new ConnectionSpec("display", "wired", "", Delivery.RELIABLE)), false, List.of(), "",
                List.of(new ContextSubscription("room", "/labs/east/devices", "n > 1", Delivery.BEST_EFFORT),
                        new ContextSubscription("all", "/labs/**", "", Delivery.RELIABLE),
                        new ContextSubscription("wired", "/labs/*/devices", "", Delivery.RELIABLE)));
        List<NameBinding> bindings = List.of(new NameBinding("/labs/east/devices", "/devices/printers/*", "locator"),
                new NameBinding("/labs/west/devices", "/devices/displays/7", "locator"),
                new NameBinding("/labs/east/devices", "/rooms/east", "locator"),
                new NameBinding("/elsewhere", "/devices/**", "locator"));
        assertEquals(
                List.of("printer->room (/labs/east/devices, n > 1)", "printer2->room (/labs/east/devices, n > 1)",
                        "printer->all (/labs/east/devices, )", "printer2->all (/labs/east/devices, )",
                        "display->all (/labs/west/devices, )", "room->all (/labs/east/devices, )",
                        "printer->wired (/labs/east/devices, )", "printer2->wired (/labs/east/devices, )",
                        "room->wired (/labs/east/devices, )"),
                ContextNames.resolve(system, bindings).connections().stream().map(NameResolutionTest::label).toList(),
                "the room is bound to its own name: no connection to itself; display->wired is wired already");
        assertEquals(new ContextNames.Resolution(List.of(), List.of()), ContextNames.resolve(system, List.of()));

        // the display feeds the room: the room's own name bound into the display's subscription would close a loop
        SystemDeployment loop = new SystemDeployment("lab", List.of(), List.of(),
                List.of(operator("display", "/devices/displays/7"), operator("room", "/rooms/east")),
                List.of(new ConnectionSpec("display", "room", "", Delivery.RELIABLE)), false, List.of(), "",
                List.of(new ContextSubscription("display", "/labs/**", "", Delivery.RELIABLE)));
        assertEquals(new ContextNames.Resolution(List.of(), List.of("room -> display for /labs/east/devices")),
                ContextNames.resolve(loop, List.of(new NameBinding("/labs/east/devices", "/rooms/east", "locator"))));
    }
}
