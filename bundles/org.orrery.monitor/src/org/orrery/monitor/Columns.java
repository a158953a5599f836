package org.orrery.monitor;

import java.util.function.Function;

import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.jface.viewers.TreeViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;

/** Adds a column to a view's tree or table: its title, width, text and (optionally) text colour per element. */
public final class Columns {

    private Columns() {
    }

    public static void add(TreeViewer viewer, String title, int width, Function<Object, String> text, Function<Object, Color> colour) {
        TreeViewerColumn column = new TreeViewerColumn(viewer, SWT.LEFT);
        column.getColumn().setText(title);
        column.getColumn().setWidth(width);
        column.setLabelProvider(labels(text, colour));
    }

    public static void add(TableViewer viewer, String title, int width, Function<Object, String> text) {
        TableViewerColumn column = new TableViewerColumn(viewer, SWT.LEFT);
        column.getColumn().setText(title);
        column.getColumn().setWidth(width);
        column.setLabelProvider(labels(text, element -> null));
    }

    private static ColumnLabelProvider labels(Function<Object, String> text, Function<Object, Color> colour) {
        return new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return text.apply(element);
            }

            @Override
            public Color getForeground(Object element) {
                return colour.apply(element);
            }
        };
    }
}
