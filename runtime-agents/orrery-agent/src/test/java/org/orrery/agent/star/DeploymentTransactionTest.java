package org.orrery.agent.star;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.orrery.agent.star.DeploymentTransaction.ClearDeployment;
import org.orrery.agent.star.DeploymentTransaction.RestoreDeployment;
import org.orrery.agent.star.DeploymentTransaction.StopDomain;
import org.orrery.agent.star.DeploymentTransaction.Undo;
import org.orrery.agent.star.DeploymentTransaction.UninstallBundle;
import org.orrery.control.api.DomainApi.DeploymentRequest;
import org.orrery.control.api.DomainApi.OperatorDeployment;
import org.orrery.control.api.SystemApi.Step;

/** The undo log of a deployment and its rollback, without a lab: the undoer records what it is asked. */
class DeploymentTransactionTest {

    private static final Planet P1 = new Planet("p1", "alpha", "http://node", "127.0.0.1", 7001, 11);
    private static final Planet P2 = new Planet("p2", "alpha", "http://node", "127.0.0.1", 7002, 12);
    private static final DeploymentRequest BEFORE = new DeploymentRequest(
            List.of(new OperatorDeployment("sensor", "t", "", Map.of())), List.of());

    @Test
    void aRollbackUndoesChangedPlanetsThenBundlesThenDomainsStarted() {
        DeploymentTransaction transaction = new DeploymentTransaction();
        transaction.started(P2);
        transaction.installed(P1, 4);
        transaction.installed(P2, 5);
        transaction.deployed(P1, BEFORE);
        transaction.deployed(P2, null);
        List<Undo> expected = List.of(new RestoreDeployment(P1, BEFORE), new ClearDeployment(P2),
                new UninstallBundle(P1, 4), new UninstallBundle(P2, 5), new StopDomain(P2));
        assertEquals(expected, transaction.undoLog());
        List<Undo> done = new ArrayList<>();
        List<Step> steps = transaction.rollback(done::add);
        assertEquals(expected, done);
        assertEquals(List.of("restore previous", "rollback operators", "rollback bundle", "rollback bundle",
                "rollback domain"), steps.stream().map(Step::step).toList());
        assertEquals("p1 [4]", steps.get(2).target());
        assertTrue(steps.stream().allMatch(Step::ok));
    }

    @Test
    void aStepThatFailsIsReportedAndTheRestStillRuns() {
        DeploymentTransaction transaction = new DeploymentTransaction();
        transaction.started(P1);
        transaction.installed(P1, 4);
        List<Undo> done = new ArrayList<>();
        List<Step> steps = transaction.rollback(undo -> {
            done.add(undo);
            if (undo instanceof UninstallBundle) {
                throw new IOException("the domain does not answer");
            }
        });
        assertEquals(2, done.size(), "the domain is still stopped after the bundle failed");
        assertFalse(steps.get(0).ok());
        assertEquals("the domain does not answer", steps.get(0).detail());
        assertTrue(steps.get(1).ok());
    }

    @Test
    void anInterruptedRollbackReportsTheRestAsNotDoneAndKeepsTheInterrupt() {
        DeploymentTransaction transaction = new DeploymentTransaction();
        transaction.started(P1);
        transaction.started(P2);
        List<Step> steps = transaction.rollback(undo -> {
            throw new InterruptedException();
        });
        assertTrue(Thread.interrupted(), "the interrupt is kept for the caller");
        assertEquals(List.of("interrupted", "interrupted"), steps.stream().map(Step::detail).toList());
    }
}
