package org.orrery.agent.engine;

import java.util.NoSuchElementException;
import java.util.function.Function;
import java.util.function.Supplier;

/** The receiving ends of a domain's deployment as its engine publishes it, found while the deployment cannot change. */
record DeployedEnds(String domain, Object changes, Supplier<Published> published) implements ReceivingEnds {

    @Override
    public <T> T holding(String source, String target, Function<Receiver, T> use) {
        synchronized (changes) {
            Receiver receiver = published.get().receiver(source, target);
            if (receiver == null) {
                throw new NoSuchElementException(
                        "domain '" + domain + "' receives no connection " + source + " -> " + target);
            }
            return use.apply(receiver);
        }
    }

    @Override
    public boolean wired(Receiver receiver) {
        return published.get().wires(receiver);
    }
}
