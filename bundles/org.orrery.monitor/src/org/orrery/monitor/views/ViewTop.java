package org.orrery.monitor.views;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;

/** The top of the views that read the running system: a line saying what the view shows, and a bar of controls. */
final class ViewTop {

    private ViewTop() {
    }

    /** Lays {@code parent} out in one column and puts the line at its top, saying {@code text} until it says more. */
    static Label title(Composite parent, String text) {
        parent.setLayout(new GridLayout(1, false));
        Label title = new Label(parent, SWT.NONE);
        title.setText(text);
        title.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        return title;
    }

    /** A bar across {@code parent} whose controls stand in {@code columns} columns. */
    static Composite bar(Composite parent, int columns) {
        Composite bar = new Composite(parent, SWT.NONE);
        bar.setLayout(new GridLayout(columns, false));
        bar.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        return bar;
    }
}
