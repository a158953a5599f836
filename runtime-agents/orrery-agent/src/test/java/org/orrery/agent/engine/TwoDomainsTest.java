package org.orrery.agent.engine;

import java.nio.file.Path;
import java.util.function.BooleanSupplier;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

import io.aeron.Aeron;
import io.aeron.Publication;

/** A test of the event path between domains, each of its methods on {@link TwoDomains} started afresh. */
abstract class TwoDomainsTest {

    @TempDir
    Path temp;

    TwoDomains domains;
    DomainEngine planet1;
    DomainEngine planet2;

    @BeforeEach
    void startDomains() throws Exception {
        domains = new TwoDomains(temp);
        planet1 = domains.planet1();
        planet2 = domains.planet2();
    }

    @AfterEach
    void stopDomains() {
        domains.close();
    }

    /** A publication of the test's own on IPC stream {@code streamId}, read by a display deployed on planet2. */
    Publication peerOfDisplay(Aeron aeron, int streamId) throws DeploymentException {
        return domains.peerOfDisplay(aeron, streamId);
    }

    void await(String what, BooleanSupplier condition) {
        domains.await(what, condition);
    }

    /** The media driver's directory, for a client of the test's own. */
    String mediaDriver() {
        return domains.driver().directory();
    }
}
