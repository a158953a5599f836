package org.orrery.editor;

import java.util.List;

import org.orrery.control.api.DomainApi.BundleInfo;
import org.orrery.control.api.SystemApi.DomainView;
import org.orrery.model.Bundle;
import org.orrery.model.Domain;

/**
 * The bundles a live domain runs that its model does not name: installed at run time (from the Domains view, the Star's
 * API or another workbench), shown on the live diagram as not in the model, with an action to add them.
 */
public final class RuntimeBundles {

    private RuntimeBundles() {
    }

    /** The live domain's bundles, the framework's own (ID 0) left out, that no bundle of {@code domain} names. */
    public static List<BundleInfo> notInModel(Domain domain, DomainView live) {
        if (live == null || live.bundles() == null) {
            return List.of();
        }
        return live.bundles().stream().filter(b -> b.id() != 0 && !inModel(domain, b)).toList();
    }

    private static boolean inModel(Domain domain, BundleInfo live) {
        for (Bundle bundle : domain.getBundles()) {
            if (live.symbolicName().equals(bundle.getSymbolicName()) && live.version().equals(bundle.getVersion())) {
                return true;
            }
        }
        return false;
    }
}
