package org.orrery.agent.engine;

import java.util.NoSuchElementException;
import java.util.function.Function;

/** The receiving ends of a domain's connections, as its taps and recordings find and follow them. */
interface ReceivingEnds {

    /** The domain's name. */
    String domain();

    /**
     * Applies {@code use} to the receiving end of the connection from {@code source} to {@code target} in this domain,
     * the deployment held as it is meanwhile; throws {@link NoSuchElementException} when the domain has no such end.
     */
    <T> T holding(String source, String target, Function<Receiver, T> use);

    /** Whether {@code receiver} is the receiving end of a connection deployed now. */
    boolean wired(Receiver receiver);
}
