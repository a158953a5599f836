package org.orrery.model.validation;

/** The validation rules of an Orrery system; each message starts with the rule's id. */
public enum Rule {

    ACYCLIC_GRAPH("acyclic-graph"),
    ONE_STAR("one-star"),
    OPERATOR_PLACEMENT("operator-placement"),
    UNIQUE_NAMES("unique-names"),
    UNIQUE_PORTS("unique-ports"),
    CONNECTION_DIRECTION("connection-direction"),
    PREDICATE_SYNTAX("predicate-syntax"),
    OPERATOR_TYPE("operator-type"),
    PARAMETER_VALUES("parameter-values"),
    DOMAIN_COLOUR("domain-colour"),
    SELF_CONTAINED("self-contained"),
    WIRE_FORMAT("wire-format"),
    DOMAIN_ISOLATION("domain-isolation"),
    ALERTS("alerts"),
    LINKS("links"),
    COMPOSITES("composites"),
    NAMES("names");

    private final String id;

    Rule(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    /** The diagnostic code of the rule in EMF diagnostics. */
    public int code() {
        return ordinal() + 1;
    }

    public static Rule ofCode(int code) {
        return code >= 1 && code <= values().length ? values()[code - 1] : null;
    }
}
