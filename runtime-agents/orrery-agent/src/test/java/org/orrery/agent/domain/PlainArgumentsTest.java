package org.orrery.agent.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Arrays;

import org.junit.jupiter.api.Test;
import org.orrery.control.api.Role;

/**
 * The domain agent's arguments as its node daemon gives them, filled without picocli; anything else left to picocli.
 */
class PlainArgumentsTest {

    @Test
    void theNodeDaemonsArgumentsFillTheCommandAndItsMixin() {
        DomainAgentCommand launch = new DomainAgentCommand();
        assertTrue(PlainArguments.fill(launch,
                new String[]{"--name", "planet7", "--role", "planet", "--token-file", "/lab/token", "--storage",
                        "/lab/osgi", "--framework-bundles", "/rt/framework", "--port", "7101", "--bind", "127.0.0.2",
                        "--quarantine-after", "3", "--test-clock-skew-ns", "250000000", "--rehearse"}));
        assertEquals("planet7", launch.name);
        assertEquals(Role.PLANET, launch.role);
        assertEquals(Path.of("/lab/osgi"), launch.storage);
        assertEquals("127.0.0.2", launch.bind);
        assertEquals(3, launch.quarantineAfter);
        assertEquals(250_000_000L, launch.clockSkewNs);
        assertTrue(launch.rehearse);
        assertEquals(Path.of("/lab/token"), launch.launch.tokenFile, "an option of the mixin");
        assertEquals(7101, launch.launch.port);
        assertEquals("", launch.launch.bundleHosts, "a default kept");
        assertEquals("backoff", launch.idleStrategy);
        assertNull(launch.clockFile);
    }

    @Test
    void helpUnknownOptionsMissingRequiredOnesAndBadValuesAreLeftToPicocli() {
        String[] required = {"--name", "p", "--role", "planet", "--token-file", "t", "--storage", "s",
                "--framework-bundles", "f"};
        assertTrue(PlainArguments.fill(new DomainAgentCommand(), required));
        assertFalse(PlainArguments.fill(new DomainAgentCommand(), new String[]{"--help"}));
        assertFalse(PlainArguments.fill(new DomainAgentCommand(), append(required, "--frob", "1")), "unknown option");
        assertFalse(PlainArguments.fill(new DomainAgentCommand(), new String[]{"--name", "p", "--role", "planet"}),
                "required missing");
        assertFalse(PlainArguments.fill(new DomainAgentCommand(), append(required, "--port", "seventy")),
                "not a number");
        assertFalse(PlainArguments.fill(new DomainAgentCommand(), append(required, "--port")), "no value");
        DomainAgentCommand untouched = new DomainAgentCommand();
        assertFalse(PlainArguments.fill(untouched, append(required, "--role", "comet")), "not a role");
        assertNull(untouched.name, "nothing set when picocli is to parse");
        // picocli answers those as before: the usage and exit code 2
        assertEquals(2, PlainArguments.execute(DomainAgentCommand::new, new String[]{"--name", "p"}));
    }

    private static String[] append(String[] first, String... more) {
        String[] all = Arrays.copyOf(first, first.length + more.length);
        System.arraycopy(more, 0, all, first.length, more.length);
        return all;
    }
}
