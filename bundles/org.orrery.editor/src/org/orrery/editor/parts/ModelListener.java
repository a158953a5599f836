package org.orrery.editor.parts;

import java.util.function.Consumer;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.impl.AdapterImpl;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.gef.EditPart;
import org.eclipse.gef.EditPartListener;

/** Calls back an edit part when its model element changes, for as long as the edit part is active. */
final class ModelListener extends AdapterImpl {

    private final EditPart part;
    private final Consumer<Notification> onChange;

    private ModelListener(EditPart part, Consumer<Notification> onChange) {
        this.part = part;
        this.onChange = onChange;
    }

    /** Follows {@code element} from each time {@code part} is activated until it is deactivated. */
    static void follow(EditPart part, EObject element, Consumer<Notification> onChange) {
        ModelListener listener = new ModelListener(part, onChange);
        part.addEditPartListener(new EditPartListener.Stub() {

            @Override
            public void partActivated(EditPart activated) {
                if (!element.eAdapters().contains(listener)) {
                    element.eAdapters().add(listener);
                }
            }

            @Override
            public void partDeactivated(EditPart deactivated) {
                element.eAdapters().remove(listener);
            }
        });
    }

    @Override
    public void notifyChanged(Notification notification) {
        // a change that removed the part (an operator moved into a composite) still reaches it in the same dispatch
        if (!notification.isTouch() && part.isActive()) {
            onChange.accept(notification);
        }
    }
}
