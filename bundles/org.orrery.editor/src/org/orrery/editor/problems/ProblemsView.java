package org.orrery.editor.problems;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.part.ViewPart;
import org.orrery.control.api.AlertApi.AlertView;
import org.orrery.editor.FrontEditor;
import org.orrery.editor.OrreryEditor;
import org.orrery.model.OrrerySystem;
import org.orrery.model.edit.Named;
import org.orrery.model.io.LoadProblem;
import org.orrery.model.validation.ElementLabels;
import org.orrery.model.validation.ValidationProblem;

/**
 * The problems of the system in the active Orrery editor: validation problems, or why the file could not be read, and
 * while it is shown live, the alerts firing in the running system. Double-clicking a problem or an alert selects its
 * element in the diagram.
 */
public class ProblemsView extends ViewPart {

    public static final String ID = OrreryEditor.PROBLEMS_VIEW;

    /**
     * A row of the view: a validation problem, the reason a file could not be read, or an alert firing in the running
     * system (with the element it watches, when the system has it).
     */
    public record Row(ValidationProblem problem, LoadProblem loadProblem, String fileName, AlertView alert,
            EObject alertElement) {

        public Row(ValidationProblem problem, LoadProblem loadProblem, String fileName) {
            this(problem, loadProblem, fileName, null, null);
        }

        public String description() {
            return alert != null ? "alert " + alert.name() + " firing: " + alert.summary()
                    : problem != null ? problem.message() : loadProblem.message();
        }

        public String element() {
            return alert != null ? (alertElement == null ? alert.subject() : ElementLabels.describe(alertElement))
                    : problem != null ? ElementLabels.describe(problem.element()) : "";
        }

        public String rule() {
            return alert != null ? "alert"
                    : problem != null && problem.rule() != null ? problem.rule().id() : "unreadable";
        }

        public String location() {
            return alert != null ? "running system"
                    : loadProblem != null && loadProblem.line() > 0 ? fileName + ":" + loadProblem.line() : fileName;
        }

        /** The element to select in the diagram, or null. */
        public EObject target() {
            return alert != null ? alertElement : problem != null ? problem.element() : null;
        }
    }

    private TableViewer table;

    private FrontEditor front;

    /** The editor whose system is shown, or null. */
    private OrreryEditor editor() {
        return front == null ? null : front.editor();
    }

    @Override
    public void createPartControl(Composite parent) {
        table = new TableViewer(parent, SWT.FULL_SELECTION | SWT.SINGLE | SWT.H_SCROLL | SWT.V_SCROLL | SWT.BORDER);
        table.getTable().setHeaderVisible(true);
        table.getTable().setLinesVisible(true);
        column("Description", 520, Row::description, true);
        column("Element", 200, Row::element, false);
        column("Rule", 140, Row::rule, false);
        column("File", 180, Row::location, false);
        table.setContentProvider(ArrayContentProvider.getInstance());
        table.addDoubleClickListener(event -> {
            Object selected = ((IStructuredSelection) event.getSelection()).getFirstElement();
            OrreryEditor editor = editor();
            if (selected instanceof Row row && row.target() != null && editor != null) {
                getSite().getPage().activate(editor);
                editor.selectElement(row.target());
            }
        });
        getSite().setSelectionProvider(table);
        front = FrontEditor.follow(getSite().getPage(), this::refresh);
        refresh();
    }

    private void column(String title, int width, Function<Row, String> text, boolean icon) {
        TableViewerColumn column = new TableViewerColumn(table, SWT.LEFT);
        column.getColumn().setText(title);
        column.getColumn().setWidth(width);
        column.setLabelProvider(new ColumnLabelProvider() {

            @Override
            public String getText(Object element) {
                return text.apply((Row) element);
            }

            @Override
            public Image getImage(Object element) {
                return !icon ? null
                        : PlatformUI.getWorkbench()
                                .getSharedImages()
                                .getImage(((Row) element).alert() != null ? ISharedImages.IMG_OBJS_WARN_TSK
                                        : ISharedImages.IMG_OBJS_ERROR_TSK);
            }
        });
    }

    private void refresh() {
        if (table == null || table.getControl().isDisposed()) {
            return;
        }
        OrreryEditor editor = editor();
        List<Row> rows = rows();
        table.setInput(rows);
        long alerts = rows.stream().filter(r -> r.alert() != null).count();
        long count = rows.size() - alerts;
        String firing = alerts == 0 ? "" : ", " + alerts + (alerts == 1 ? " alert" : " alerts") + " firing";
        setContentDescription(editor == null ? "No Orrery system open"
                : count == 0 ? "No problems in " + editor.getPartName() + firing
                        : count + (count == 1 ? " problem in " : " problems in ") + editor.getPartName() + firing);
    }

    /** The rows shown for the current editor. */
    public List<Row> rows() {
        List<Row> rows = new ArrayList<>();
        OrreryEditor editor = editor();
        if (editor == null) {
            return rows;
        }
        String fileName = editor.getFile().getFileName().toString();
        if (editor.getLoadProblem() != null) {
            rows.add(new Row(null, editor.getLoadProblem(), fileName));
        }
        for (ValidationProblem problem : editor.getProblems()) {
            rows.add(new Row(problem, null, fileName));
        }
        for (AlertView alert : editor.firingAlerts()) {
            rows.add(new Row(null, null, fileName, alert, watched(editor.getSystem(), alert)));
        }
        return rows;
    }

    /** The element of {@code system} an alert watches, or null when the system has none of its name. */
    private static EObject watched(OrrerySystem system, AlertView alert) {
        return system == null ? null : Named.watched(system, alert.spec()).orElse(null);
    }

    public TableViewer getViewer() {
        return table;
    }

    @Override
    public void setFocus() {
        table.getControl().setFocus();
    }

    @Override
    public void dispose() {
        if (front != null) {
            front.stop();
        }
        super.dispose();
    }
}
