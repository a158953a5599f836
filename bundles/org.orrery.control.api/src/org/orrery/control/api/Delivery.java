package org.orrery.control.api;

import com.fasterxml.jackson.annotation.JsonProperty;

/** How a connection delivers: acknowledged and never dropped, or dropped under pressure and counted exactly. */
public enum Delivery {

    @JsonProperty("reliable") RELIABLE, @JsonProperty("best-effort") BEST_EFFORT;

    /** The name on the wire and in the model: {@code reliable} or {@code best-effort}. */
    public String wireName() {
        return this == RELIABLE ? "reliable" : "best-effort";
    }

    /** The delivery named {@code name} ({@code reliable} or {@code best-effort}); refuses any other name. */
    public static Delivery named(String name) {
        for (Delivery delivery : values()) {
            if (delivery.wireName().equals(name)) {
                return delivery;
            }
        }
        throw new IllegalArgumentException("delivery must be reliable or best-effort, not '" + name + "'");
    }
}
