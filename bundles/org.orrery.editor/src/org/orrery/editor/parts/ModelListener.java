package org.orrery.editor.parts;

import java.util.function.Consumer;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.impl.AdapterImpl;
import org.eclipse.emf.ecore.EObject;

/** Calls back an edit part when its model element changes; attached in activate(), detached in deactivate(). */
final class ModelListener extends AdapterImpl {

    private final EObject element;
    private final Consumer<Notification> onChange;

    ModelListener(EObject element, Consumer<Notification> onChange) {
        this.element = element;
        this.onChange = onChange;
    }

    void attach() {
        if (!element.eAdapters().contains(this)) {
            element.eAdapters().add(this);
        }
    }

    void detach() {
        element.eAdapters().remove(this);
    }

    @Override
    public void notifyChanged(Notification notification) {
        if (!notification.isTouch()) {
            onChange.accept(notification);
        }
    }
}
