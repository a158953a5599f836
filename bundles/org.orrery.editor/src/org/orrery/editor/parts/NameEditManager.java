package org.orrery.editor.parts;

import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.gef.tools.CellEditorLocator;
import org.eclipse.gef.tools.DirectEditManager;
import org.eclipse.jface.viewers.CellEditor;
import org.eclipse.jface.viewers.TextCellEditor;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Text;
import org.orrery.editor.commands.Names;
import org.orrery.model.NamedElement;

/** Renames a host, domain or operator in place: a text field over its name label, checked as the user types. */
final class NameEditManager extends DirectEditManager {

    private final Label label;
    private final NamedElement element;

    NameEditManager(GraphicalEditPart part, Label label, NamedElement element) {
        super(part, TextCellEditor.class, new CellEditorLocator() {

            @Override
            public void relocate(CellEditor editor) {
                Text text = (Text) editor.getControl();
                Rectangle bounds = label.getTextBounds().getCopy();
                label.translateToAbsolute(bounds);
                Point preferred = text.computeSize(SWT.DEFAULT, SWT.DEFAULT);
                text.setBounds(bounds.x - 2, bounds.y - 2, Math.max(preferred.x, bounds.width) + 24, preferred.y + 2);
            }
        });
        this.label = label;
        this.element = element;
    }

    @Override
    protected void initCellEditor() {
        CellEditor editor = getCellEditor();
        editor.setValue(element.getName() == null ? "" : element.getName());
        editor.setValidator(value -> {
            String name = String.valueOf(value);
            return name.equals(element.getName()) ? null : Names.problem(element, name);
        });
        Text text = (Text) editor.getControl();
        text.setFont(label.getFont());
        text.selectAll();
    }
}
