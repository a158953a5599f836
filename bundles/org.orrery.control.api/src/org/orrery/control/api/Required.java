package org.orrery.control.api;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A part of a request that must be there: {@link ControlJson#readRequest} refuses a request without it and names where
 * it is missing. The OpenAPI documents list the same parts as {@code required}.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.RECORD_COMPONENT)
public @interface Required {
}
