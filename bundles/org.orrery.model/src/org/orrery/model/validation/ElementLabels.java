package org.orrery.model.validation;

import org.eclipse.emf.ecore.EObject;
import org.orrery.model.Alert;
import org.orrery.model.Bundle;
import org.orrery.model.Composite;
import org.orrery.model.Connection;
import org.orrery.model.Domain;
import org.orrery.model.Host;
import org.orrery.model.Link;
import org.orrery.model.Operator;
import org.orrery.model.OrrerySystem;
import org.orrery.model.Parameter;

/** Short labels that name a model element in messages, such as {@code operator 'threshold'}. */
public final class ElementLabels {

    private ElementLabels() {
    }

    public static String describe(EObject element) {
        if (element instanceof OrrerySystem system) {
            return "system " + quote(system.getName());
        }
        if (element instanceof Host host) {
            return "host " + quote(host.getName());
        }
        if (element instanceof Domain domain) {
            return "domain " + quote(domain.getName());
        }
        if (element instanceof Operator operator) {
            return "operator " + quote(operator.getName());
        }
        if (element instanceof Link link) {
            return "link " + (link.eContainer() instanceof Host host ? quote(host.getName()) : "?") + " \u2013 "
                    + (link.getPeer() == null ? "?" : quote(link.getPeer().getName()));
        }
        if (element instanceof Connection connection) {
            return "connection " + endName(connection.getSource()) + " \u2192 " + endName(connection.getTarget());
        }
        if (element instanceof Bundle bundle) {
            String domain = bundle.eContainer() instanceof Domain d ? " in domain " + quote(d.getName()) : "";
            return "bundle " + quote(bundle.getSymbolicName())
                    + (bundle.getVersion() == null ? "" : " " + bundle.getVersion()) + domain;
        }
        if (element instanceof Composite composite) {
            return "composite " + quote(composite.getName());
        }
        if (element instanceof Alert alert) {
            return "alert " + quote(alert.getName());
        }
        if (element instanceof Parameter parameter) {
            String owner = parameter.eContainer() == null ? "" : " of " + describe(parameter.eContainer());
            return "parameter " + quote(parameter.getName()) + owner;
        }
        return element == null ? "nothing" : element.eClass().getName();
    }

    private static String endName(Operator operator) {
        return operator == null ? "(none)" : quote(operator.getName());
    }

    static String quote(String name) {
        return name == null || name.isEmpty() ? "(unnamed)" : "'" + name + "'";
    }
}
