package org.orrery.editor.parts;

import org.eclipse.gef.EditPart;
import org.eclipse.gef.EditPartFactory;
import org.orrery.model.Bundle;
import org.orrery.model.Connection;
import org.orrery.model.Domain;
import org.orrery.model.Host;
import org.orrery.model.Operator;
import org.orrery.model.OrrerySystem;

/** Creates the edit part for each element of an Orrery system; refuses anything else. */
public final class OrreryEditPartFactory implements EditPartFactory {

    @Override
    public EditPart createEditPart(EditPart context, Object model) {
        if (model instanceof OrrerySystem system) {
            return new SystemEditPart(system);
        }
        if (model instanceof Host host) {
            return new HostEditPart(host);
        }
        if (model instanceof Domain domain) {
            return new DomainEditPart(domain);
        }
        if (model instanceof Bundle bundle) {
            return new BundleEditPart(bundle);
        }
        if (model instanceof Operator operator) {
            return new OperatorEditPart(operator);
        }
        if (model instanceof Connection connection) {
            return new ConnectionEditPart(connection);
        }
        throw new IllegalArgumentException("no edit part for " + (model == null ? "null" : model.getClass().getName()));
    }
}
