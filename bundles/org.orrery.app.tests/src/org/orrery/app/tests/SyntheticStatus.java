package org.orrery.app.tests;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.orrery.control.api.DomainApi.LinkCounts;
import org.orrery.control.api.DomainApi.LinkLatency;
import org.orrery.control.api.DomainApi.ProcessFigures;
import org.orrery.control.api.LinkPath;
import org.orrery.control.api.LiveStatus;
import org.orrery.control.api.OperatorState;
import org.orrery.control.api.SystemApi.ConnectionView;
import org.orrery.control.api.SystemApi.DomainView;
import org.orrery.control.api.SystemApi.LinkRates;
import org.orrery.control.api.SystemApi.OperatorView;
import org.orrery.model.Connection;
import org.orrery.model.Domain;
import org.orrery.model.Host;
import org.orrery.model.Operator;
import org.orrery.model.OrrerySystem;
import org.orrery.model.io.ProtocolEnums;

/**
 * Statuses of a system that is not running, for what a real lab of its size cannot give on a test machine (the
 * 1,000-operator sample takes 40 agent processes): every domain up, the operators of {@code streaming} connections
 * running, rates around 1,000 events a second that change with every tick. They enter the workbench where a Star's
 * stream does ({@code LabSession.offer}).
 */
final class SyntheticStatus {

    private SyntheticStatus() {
    }

    static LiveStatus of(OrrerySystem system, List<Connection> streaming, int tick) {
        Map<String, DomainView> domains = new LinkedHashMap<>();
        for (Host host : system.getHosts()) {
            for (Domain domain : host.getDomains()) {
                domains.put(domain.getName(),
                        new DomainView(domain.getName(), host.getName(), ProtocolEnums.toProtocol(domain.getRole()),
                                true, 0, 1000 + domains.size(), "", List.of(),
                                new ProcessFigures(10 + tick % 7, 200_000_000L + tick * 1000L, 50_000_000L,
                                        256_000_000L, 20, "balanced", 1_000)));
            }
        }
        Map<String, OperatorView> operators = new LinkedHashMap<>();
        Map<String, ConnectionView> links = new LinkedHashMap<>();
        int i = 0;
        for (Connection connection : streaming) {
            double rate = 1_000 + 500 * Math.sin((tick + i++) / 3.0);
            for (Operator end : List.of(connection.getSource(), connection.getTarget())) {
                operators.put(end.getName(), new OperatorView(end.getName(), end.getPlacement().getName(),
                        end.getType(), OperatorState.RUNNING, tick * 250L, tick * 250L, 0, "", 0, 0, "", rate, rate));
            }
            ConnectionView link = new ConnectionView(connection.getSource().getName(), connection.getTarget().getName(),
                    LinkPath.IPC, new LinkCounts(tick * 250L, tick * 250L, 0, 0, 0, tick * 25_000L, 0, tick * 26_500L),
                    new LinkRates(rate, rate * 100, 0, rate * 106), new LinkLatency(40, 90, 90, 90, 40, 90), tick % 5,
                    "binary", connection.getPriority());
            links.put(LiveStatus.linkKey(link.source(), link.target()), link);
        }
        return new LiveStatus(system.getName(), System.currentTimeMillis(), domains, operators, links);
    }
}
