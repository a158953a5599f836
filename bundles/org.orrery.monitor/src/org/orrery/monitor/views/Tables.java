package org.orrery.monitor.views;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;

/** The tables of the views that list what the Star reports: made alike, read alike by tests. */
final class Tables {

    private Tables() {
    }

    /** A table with a header and lines, a column of each title at its width. */
    static Table table(Composite parent, String[] titles, int[] widths) {
        return table(parent, SWT.NONE, titles, widths);
    }

    /** {@link #table(Composite, String[], int[])} with {@code style} added (such as {@code SWT.SINGLE}). */
    static Table table(Composite parent, int style, String[] titles, int[] widths) {
        Table table = new Table(parent, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL | style);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        for (int i = 0; i < titles.length; i++) {
            TableColumn column = new TableColumn(table, SWT.LEFT);
            column.setText(titles[i]);
            column.setWidth(widths[i]);
        }
        return table;
    }

    /** The rows of {@code table} as shown, each its cells. */
    static List<String[]> rows(Table table) {
        List<String[]> rows = new ArrayList<>();
        for (TableItem item : table.getItems()) {
            String[] row = new String[table.getColumnCount()];
            for (int i = 0; i < row.length; i++) {
                row[i] = item.getText(i);
            }
            rows.add(row);
        }
        return rows;
    }
}
