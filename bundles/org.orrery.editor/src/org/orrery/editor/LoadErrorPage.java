package org.orrery.editor;

import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.orrery.model.io.LoadProblem;

/** What the editor shows instead of a diagram when a file cannot be read: which file, where, and why. */
final class LoadErrorPage extends Composite {

    LoadErrorPage(Composite parent, LoadProblem problem) {
        super(parent, SWT.NONE);
        setLayout(new GridLayout(2, false));
        setBackground(getDisplay().getSystemColor(SWT.COLOR_LIST_BACKGROUND));

        Label icon = new Label(this, SWT.NONE);
        icon.setImage(Display.getCurrent().getSystemImage(SWT.ICON_ERROR));
        icon.setLayoutData(new GridData(SWT.BEGINNING, SWT.BEGINNING, false, false, 1, 2));

        Label title = new Label(this, SWT.WRAP);
        title.setFont(JFaceResources.getHeaderFont());
        title.setText("Cannot open " + problem.file().getFileName());
        title.setLayoutData(new GridData(SWT.FILL, SWT.BEGINNING, true, false));

        Text details = new Text(this, SWT.READ_ONLY | SWT.WRAP | SWT.MULTI);
        details.setData("org.orrery.editor.loadError", Boolean.TRUE);
        details.setText((problem.line() > 0 ? "Line " + problem.line() + ": " : "") + problem.message() + "\n\n"
                + problem.file()
                + "\n\nThe file was not changed. Fix it in a text editor, or restore it, and open it again.");
        details.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
    }
}
