package org.orrery.monitor;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IEditorReference;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.orrery.editor.CompositeEditor;
import org.orrery.editor.OrreryEditor;

/** What the deploy and monitor parts share: view IDs and finding editors and views on the UI thread. */
public final class Monitor {

    public static final String METRICS_VIEW = "org.orrery.monitor.metrics";
    public static final String LATENCY_VIEW = "org.orrery.monitor.latency";
    public static final String DOMAINS_VIEW = "org.orrery.monitor.domains";
    public static final String LABS_VIEW = "org.orrery.monitor.labs";
    public static final String DEPLOY_LOG_VIEW = "org.orrery.monitor.deployLog";
    public static final String ALERTS_VIEW = "org.orrery.monitor.alerts";
    public static final String DEPLOY_HISTORY_VIEW = "org.orrery.monitor.deployHistory";

    private Monitor() {
    }

    public static IWorkbenchPage page() {
        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        if (window == null && PlatformUI.getWorkbench().getWorkbenchWindowCount() > 0) {
            window = PlatformUI.getWorkbench().getWorkbenchWindows()[0];
        }
        return window == null ? null : window.getActivePage();
    }

    /** The Orrery editor in front, or null. */
    public static OrreryEditor activeEditor() {
        IWorkbenchPage page = page();
        IEditorPart editor = page == null ? null : page.getActiveEditor();
        return CompositeEditor.systemEditor(editor);
    }

    /** Every open Orrery editor whose system has been read. */
    public static List<OrreryEditor> openEditors() {
        List<OrreryEditor> editors = new ArrayList<>();
        IWorkbenchPage page = page();
        if (page == null) {
            return editors;
        }
        for (IEditorReference reference : page.getEditorReferences()) {
            if (reference.getEditor(false) instanceof OrreryEditor editor && editor.getSystem() != null) {
                editors.add(editor);
            }
        }
        return editors;
    }

    /** Shows a view without taking the focus from the editor; returns it, or null when it cannot be shown. */
    @SuppressWarnings("unchecked")
    public static <T extends IViewPart> T showView(String id) {
        IWorkbenchPage page = page();
        if (page == null) {
            return null;
        }
        try {
            T view = (T) page.showView(id, null, IWorkbenchPage.VIEW_VISIBLE);
            // in front of the views it shares a stack with (the Labs, Domains and Deploy Log views share one)
            page.bringToTop(view);
            return view;
        } catch (@SuppressWarnings("unused") PartInitException e) {
            return null;
        }
    }
}
