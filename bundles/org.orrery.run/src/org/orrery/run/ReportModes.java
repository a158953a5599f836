package org.orrery.run;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.function.Consumer;

/** The report modes available: those of this bundle and any {@code loader} finds through its service entries. */
public final class ReportModes {

    private ReportModes() {
    }

    /** By name, in the order found (this bundle's first); a mode that cannot be loaded is reported, not fatal. */
    public static Map<String, ReportMode> available(ClassLoader loader, Consumer<String> warnings) {
        Map<String, ReportMode> modes = new LinkedHashMap<>();
        for (ClassLoader where : new ClassLoader[]{ReportMode.class.getClassLoader(), loader}) {
            if (where == null) {
                continue;
            }
            var iterator = ServiceLoader.load(ReportMode.class, where).iterator();
            while (true) {
                try {
                    if (!iterator.hasNext()) {
                        break;
                    }
                    ReportMode mode = iterator.next();
                    modes.putIfAbsent(mode.name(), mode);
                } catch (ServiceConfigurationError e) {
                    warnings.accept("a report mode cannot be loaded: " + e.getMessage());
                }
            }
        }
        return modes;
    }
}
