package org.orrery.agent;

import java.nio.file.Path;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.io.TempDir;

/**
 * A system test against a real lab of its own ({@link TestLab}: a node daemon and its Star in a fresh directory),
 * started before each test and stopped after it, with the agents' logs printed unless the test set {@link #passed}.
 */
abstract class RealLabTest {

    /**
     * The tag of a class whose tests need what a domain can take on this machine (priorities shed, a source paced,
     * every window moving): the build runs these one at a time after the others, which run two at once, so that no
     * other test's lab takes the CPU they measure against.
     */
    static final String ALONE = "alone";

    @TempDir
    Path dir;

    TestLab lab;
    /** Set by a test as its last step; until then a failure prints the lab's logs. */
    boolean passed;

    @BeforeEach
    void startLab() throws Exception {
        lab = TestLab.start(dir);
    }

    @AfterEach
    void stopLab(TestInfo test) throws Exception {
        lab.close();
        if (!passed) {
            lab.printLogs(test.getDisplayName());
        }
    }
}
