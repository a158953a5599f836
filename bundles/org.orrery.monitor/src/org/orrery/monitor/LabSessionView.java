package org.orrery.monitor;

import org.eclipse.jface.viewers.Viewer;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.part.ViewPart;
import org.orrery.lab.LabSession;

/**
 * A view that follows the lab session: it hears the session from the end of {@link #createPartControl} until it is
 * disposed, and gives the focus to its main viewer.
 */
public abstract class LabSessionView extends ViewPart {

    private LabSession.Listener following;

    /** Starts hearing the session; call once the view's controls exist. */
    protected final void follow(LabSession.Listener listener) {
        following = listener;
        LabSession.get().addListener(listener);
    }

    /** Runs {@code update} in the UI thread, unless the view is gone by then. */
    protected final void inUi(Runnable update) {
        Control control = mainViewer() == null ? null : mainViewer().getControl();
        if (control != null && !control.isDisposed()) {
            control.getDisplay().asyncExec(() -> {
                if (!control.isDisposed()) {
                    update.run();
                }
            });
        }
    }

    /** The viewer that takes the focus. */
    protected abstract Viewer mainViewer();

    @Override
    public void setFocus() {
        mainViewer().getControl().setFocus();
    }

    @Override
    public void dispose() {
        if (following != null) {
            LabSession.get().removeListener(following);
        }
        super.dispose();
    }
}
