package org.orrery.monitor.deploy;

import java.util.List;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.orrery.control.api.SystemApi;
import org.orrery.lab.LabException;
import org.orrery.lab.LabSession;

/** Undeploy: removes the deployed system from the lab; the lab keeps running. */
public final class UndeployHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) {
        Job job = Job.create("Undeploy", monitor -> {
            LabSession session = LabSession.get();
            try {
                session.undeploy();
            } catch (LabException e) {
                session.record(new LabSession.DeployReport(session.latest().system(), "undeploy", false,
                        List.of(new SystemApi.Step("undeploy", "", false, e.getMessage())), e.getMessage(),
                        System.currentTimeMillis(), 0));
            }
            return Status.OK_STATUS;
        });
        job.setUser(true);
        job.schedule();
        return null;
    }
}
