package org.eclipse.jface.util;

/**
 * The assertion helper that JFace removed and GEF/Draw2D 3.2 still call. It keeps the old signatures and delegates to
 * {@link org.eclipse.core.runtime.Assert}, which throws {@link org.eclipse.core.runtime.AssertionFailedException} when
 * an assertion fails.
 */
public final class Assert {

    private Assert() {
    }

    public static void isNotNull(Object object) {
        org.eclipse.core.runtime.Assert.isNotNull(object);
    }

    public static void isNotNull(Object object, String message) {
        org.eclipse.core.runtime.Assert.isNotNull(object, message);
    }

    public static boolean isTrue(boolean expression) {
        return org.eclipse.core.runtime.Assert.isTrue(expression);
    }

    public static boolean isTrue(boolean expression, String message) {
        return org.eclipse.core.runtime.Assert.isTrue(expression, message);
    }
}
