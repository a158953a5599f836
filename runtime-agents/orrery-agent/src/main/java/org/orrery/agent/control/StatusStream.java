package org.orrery.agent.control;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;

/**
 * The subscribers of a live stream: each connected WebSocket gets every published message (a JSON text frame). A
 * subscriber that cannot keep up or has gone is dropped; the others carry on.
 */
public final class StatusStream {

    private final Set<Session> sessions = ConcurrentHashMap.newKeySet();

    /** A new endpoint for one WebSocket connection. */
    public Object newEndpoint() {
        return new Subscriber(sessions);
    }

    /** The endpoint of one subscriber; public because Jetty binds to its methods reflectively. */
    public static final class Subscriber implements Session.Listener.AutoDemanding {

        private final Set<Session> sessions;
        private Session session;

        Subscriber(Set<Session> sessions) {
            this.sessions = sessions;
        }

        @Override
        public void onWebSocketOpen(Session opened) {
            session = opened;
            sessions.add(opened);
        }

        @Override
        public void onWebSocketClose(int statusCode, String reason, Callback callback) {
            sessions.remove(session);
            callback.succeed();
        }

        @Override
        public void onWebSocketError(Throwable cause) {
            sessions.remove(session);
        }
    }

    public int subscribers() {
        return sessions.size();
    }

    public void publish(String json) {
        for (Session session : sessions) {
            if (!session.isOpen()) {
                sessions.remove(session);
                continue;
            }
            session.sendText(json, Callback.from(() -> {
            }, failure -> sessions.remove(session)));
        }
    }
}
