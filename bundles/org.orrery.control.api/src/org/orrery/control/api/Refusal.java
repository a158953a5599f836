package org.orrery.control.api;

/** The answer of every control API to a request it refuses (status 400 or more): the reason, for a person. */
public record Refusal(String error) {
}
