package org.orrery.agent.star;

import org.orrery.agent.control.ControlServer;
import org.orrery.agent.engine.Comparisons;
import org.orrery.control.api.DomainApi.DomainStatus;
import org.orrery.control.client.LabTls;

/** What a Star's coordinator needs of the domain agent it runs in. */
public interface StarHost {

    /** The agent's control server, to which the coordinator adds its routes. */
    ControlServer server();

    /** The port the agent answers on. */
    int port();

    /** The lab's TLS material for the coordinator's own calls, or null on a loopback lab. */
    LabTls tls();

    /** The agent's own domain status, which the coordinator reports beside its Planets'. */
    DomainStatus status();

    /** The optimizations the Star's domain was configured with; its planner takes {@link Comparisons#sharedStreams}. */
    Comparisons comparisons();
}
