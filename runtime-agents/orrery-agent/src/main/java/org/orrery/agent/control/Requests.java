package org.orrery.agent.control;

import org.orrery.control.api.ControlJson;

/** Reads request bodies for the control API's routes: the protocol's strict JSON, a refusal answered with 400. */
public final class Requests {

    private Requests() {
    }

    /** Parses a request body; throws {@link ApiException} 400 with a message that names what is wrong. */
    public static <T> T read(byte[] body, Class<T> type) {
        try {
            return ControlJson.readRequest(body, type);
        } catch (IllegalArgumentException e) {
            throw new ApiException(400, e.getMessage());
        }
    }
}
