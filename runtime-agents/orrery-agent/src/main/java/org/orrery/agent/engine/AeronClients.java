package org.orrery.agent.engine;

import java.util.HashMap;
import java.util.Map;

import io.aeron.Aeron;

/**
 * Where a domain gets its client of the host's media driver: a client of its own ({@link #OWN}, a domain in a process
 * of its own), or one client that every domain of a shared domain host uses ({@link #shared()}): each client has a
 * conductor thread and buffers of its own, and Aeron's client is made to be shared by the threads of a process.
 */
public interface AeronClients {

    /** A client of the media driver in {@code directory}, to be given back through {@link #release}. */
    Aeron acquire(String directory);

    /** Gives back a client {@link #acquire} gave, after closing what the domain opened with it. */
    void release(Aeron aeron);

    /** A client per domain, closed with it. */
    AeronClients OWN = new AeronClients() {

        @Override
        public Aeron acquire(String directory) {
            return Aeron.connect(new Aeron.Context().aeronDirectoryName(directory));
        }

        @Override
        public void release(Aeron aeron) {
            aeron.close();
        }
    };

    /** One client per media driver for every domain of this process, closed when the last gives it back. */
    static AeronClients shared() {
        return new AeronClients() {

            private final Map<String, Aeron> clients = new HashMap<>();
            private final Map<Aeron, Integer> users = new HashMap<>();

            @Override
            public synchronized Aeron acquire(String directory) {
                Aeron client = clients.get(directory);
                if (client == null || client.isClosed()) {
                    client = OWN.acquire(directory);
                    clients.put(directory, client);
                }
                users.merge(client, 1, Integer::sum);
                return client;
            }

            @Override
            public synchronized void release(Aeron aeron) {
                Integer left = users.merge(aeron, -1, Integer::sum);
                if (left != null && left <= 0) {
                    users.remove(aeron);
                    clients.values().remove(aeron);
                    aeron.close();
                }
            }
        };
    }
}
