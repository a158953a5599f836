package org.orrery.agent.engine;

import java.util.ArrayList;
import java.util.List;

/**
 * What is deployed at one moment: the operators, the sending halves and routes, the receiving halves. The duty thread
 * publishes a new one with every change; readers of the counters take the latest without waiting for the duty thread,
 * which may be busy with a slow operator.
 */
record Published(List<OperatorInstance> operators, List<Outlet> sending, List<RemoteInlet> receiving) {

    static final Published NOTHING = new Published(List.of(), List.of(), List.of());

    /** The receiving end of the connection from {@code source} to {@code target}, or null. */
    Receiver receiver(String source, String target) {
        for (RemoteInlet inlet : receiving) {
            if (inlet.spec().source().equals(source) && inlet.spec().target().equals(target)) {
                return inlet.receiver();
            }
        }
        for (Outlet outlet : sending) {
            if (outlet instanceof Route route && route.spec().source().equals(source)
                    && route.spec().target().equals(target)) {
                return route.receiver();
            }
        }
        return null;
    }

    /** The receiving ends of the connections deployed here: from other domains, then inside this one. */
    List<Receiver> receivers() {
        List<Receiver> receivers = new ArrayList<>();
        for (RemoteInlet inlet : receiving) {
            receivers.add(inlet.receiver());
        }
        for (Outlet outlet : sending) {
            if (outlet instanceof Route route) {
                receivers.add(route.receiver());
            }
        }
        return receivers;
    }

    /** Whether {@code receiver} is the receiving end of a connection deployed here. */
    boolean wires(Receiver receiver) {
        for (RemoteInlet inlet : receiving) {
            if (inlet.receiver() == receiver) {
                return true;
            }
        }
        for (Outlet outlet : sending) {
            if (outlet instanceof Route route && route.receiver() == receiver) {
                return true;
            }
        }
        return false;
    }

    /** The connections this domain sends on whose stream has not connected to its receiver yet. */
    List<String> unconnected() {
        List<String> waiting = new ArrayList<>();
        for (Outlet outlet : sending) {
            if (outlet instanceof RemoteOutlet remote && !remote.stream().isConnected()) {
                waiting.add(remote.spec().label());
            }
        }
        return waiting;
    }
}
