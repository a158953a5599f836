package org.orrery.operator.api;

import java.util.Map;
import java.util.Set;

/**
 * The parameters of an operator. Each accessor returns the default when the parameter is absent and throws
 * {@link IllegalArgumentException}, naming the parameter, when its text does not parse as the requested type.
 */
public interface Parameters {

    /**
     * Parameters over text values, as the domain gives an operator those of its model: the test kit and an operator's
     * own tests make them this way. Added in version 1.3 of the SPI.
     */
    static Parameters of(Map<String, String> values) {
        return new TextParameters(values);
    }

    Set<String> names();

    boolean has(String name);

    String string(String name, String defaultValue);

    long longValue(String name, long defaultValue);

    double doubleValue(String name, double defaultValue);

    boolean booleanValue(String name, boolean defaultValue);

    /** The parameter's text; throws {@link IllegalArgumentException} naming it when it is absent or blank. */
    String required(String name);
}
