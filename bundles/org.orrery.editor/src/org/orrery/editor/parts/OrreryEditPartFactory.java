package org.orrery.editor.parts;

import org.eclipse.gef.EditPart;
import org.eclipse.gef.EditPartFactory;
import org.eclipse.gef.RootEditPart;
import org.orrery.model.Bundle;
import org.orrery.model.Composite;
import org.orrery.model.Connection;
import org.orrery.model.Domain;
import org.orrery.model.Host;
import org.orrery.model.Operator;
import org.orrery.model.OrrerySystem;

/** Creates the edit part for each element of an Orrery system; refuses anything else. */
public final class OrreryEditPartFactory implements EditPartFactory {

    @Override
    public EditPart createEditPart(EditPart context, Object model) {
        return switch (model) {
            case OrrerySystem system -> new SystemEditPart(system);
            case Host host -> new HostEditPart(host);
            case Domain domain -> new DomainEditPart(domain);
            case Bundle bundle -> new BundleEditPart(bundle);
            case Operator operator -> new OperatorEditPart(operator);
            // a viewer's contents (made without a context) is a composite opened on a canvas of its own
            case Composite composite ->
                context == null || context instanceof RootEditPart ? new CompositeCanvasEditPart(composite)
                        : new CompositeEditPart(composite);
            case PortNode port -> new PortNodeEditPart(port);
            case Connection connection -> new ConnectionEditPart(connection);
            case SubscriptionLink link -> new SubscriptionEditPart(link);
            case null, default -> throw new IllegalArgumentException(
                    "no edit part for " + (model == null ? "null" : model.getClass().getName()));
        };
    }
}
