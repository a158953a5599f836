package org.orrery.monitor.run;

import java.nio.file.Path;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.ui.handlers.HandlerUtil;

/** File > Open Run Description…: a run description (or a run's results) in the run editor. */
public final class OpenRunHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) {
        FileDialog dialog = new FileDialog(HandlerUtil.getActiveShell(event), SWT.OPEN);
        dialog.setText("Open Run Description");
        dialog.setFilterExtensions(new String[]{"*.xml", "*"});
        String chosen = dialog.open();
        if (chosen != null) {
            RunEditor.open(HandlerUtil.getActiveWorkbenchWindow(event).getActivePage(), Path.of(chosen));
        }
        return null;
    }
}
