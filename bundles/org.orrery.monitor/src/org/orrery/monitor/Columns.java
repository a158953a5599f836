package org.orrery.monitor;

import java.util.function.Function;

import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.jface.viewers.TreeViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.widgets.Composite;

/**
 * The trees and tables of the views: a viewer with headers and lines, and columns with a title, width, text and
 * (optionally) text colour per element.
 */
public final class Columns {

    private Columns() {
    }

    public static void add(TreeViewer viewer, String title, int width, Function<Object, String> text,
            Function<Object, Color> colour) {
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

    /** A tree viewer of full-width rows, scrolling both ways, with its headers and lines shown. */
    public static TreeViewer tree(Composite parent) {
        TreeViewer viewer = new TreeViewer(parent, SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
        viewer.getTree().setHeaderVisible(true);
        viewer.getTree().setLinesVisible(true);
        return viewer;
    }

    /** A table viewer of full-width rows with its headers and lines shown. */
    public static TableViewer table(Composite parent, int scrolling) {
        TableViewer viewer = new TableViewer(parent, SWT.FULL_SELECTION | scrolling);
        viewer.getTable().setHeaderVisible(true);
        viewer.getTable().setLinesVisible(true);
        return viewer;
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
