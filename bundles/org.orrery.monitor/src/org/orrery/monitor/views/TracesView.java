package org.orrery.monitor.views;

import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.events.PaintEvent;
import org.eclipse.swt.events.SelectionAdapter;
import org.eclipse.swt.events.SelectionEvent;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.part.ViewPart;
import org.orrery.control.api.DomainApi;
import org.orrery.control.api.SystemApi;
import org.orrery.control.api.SystemApi.Trace;
import org.orrery.control.api.SystemApi.TraceHop;
import org.orrery.lab.LabException;
import org.orrery.lab.LabSession;
import org.orrery.lab.TraceText;

/**
 * Where single events' latency went: the running system's latest traces (read through the Star every two seconds, off
 * the UI thread), optionally only those through one link (the diagram's Link &gt; Traces), each with its latency by
 * cause; the chosen one drawn below as a timeline along its path, a row per hop: a bar from the start of the call that
 * emitted it to the end of its target's call, in the emitting operator, queued, in transport and in the target's call,
 * each in its colour, the hops of the path that ended last in bold. "Trace one in" sets how many of the sources' events
 * the system traces (0: none).
 */
public final class TracesView extends ViewPart {

    public static final String ID = "org.orrery.monitor.traces";
    /** The causes of a hop's time, in the order its bar shows them, and their colours. */
    static final List<String> CAUSES = List.of("operator", "queued", "transport", "target's call");
    private static final Color[] CAUSE_COLOURS = {new Color(38, 110, 200), new Color(230, 150, 30),
            new Color(150, 150, 150), new Color(40, 160, 80)};
    private static final int ROW_HEIGHT = 22;
    private static final int LABEL_WIDTH = 300;

    private Label title;
    private Spinner oneIn;
    private Table table;
    private Canvas timeline;
    private Label breakdown;
    private List<Trace> traces = List.of();
    private Trace shown;
    private String source;
    private String target;
    private StarReader<SystemApi.Traces> reader;

    @Override
    public void createPartControl(Composite parent) {
        title = ViewTop.title(parent, "The latest traces of the running system.");

        Composite bar = ViewTop.bar(parent, 4);
        new Label(bar, SWT.NONE).setText("Trace &one in:");
        oneIn = new Spinner(bar, SWT.BORDER);
        oneIn.setValues(0, 0, DomainApi.MAX_TRACE_ONE_IN, 0, 1, 10);
        oneIn.setToolTipText("how many of the sources' events make one trace; 0 traces none (Enter applies)");
        Button apply = new Button(bar, SWT.PUSH);
        apply.setText("&Apply");
        Button all = new Button(bar, SWT.PUSH);
        all.setText("All &Links");
        all.setToolTipText("show the traces through every link");
        SelectionAdapter setTracing = new SelectionAdapter() {

            @Override
            public void widgetSelected(SelectionEvent e) {
                trace(oneIn.getSelection());
            }

            @Override
            public void widgetDefaultSelected(SelectionEvent e) {
                trace(oneIn.getSelection());
            }
        };
        apply.addSelectionListener(setTracing);
        oneIn.addSelectionListener(new SelectionAdapter() {

            @Override
            public void widgetDefaultSelected(SelectionEvent e) {
                trace(oneIn.getSelection());
            }
        });
        all.addSelectionListener(new SelectionAdapter() {

            @Override
            public void widgetSelected(SelectionEvent e) {
                through(null, null);
            }
        });

        SashForm sash = new SashForm(parent, SWT.VERTICAL);
        sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        table = Tables.table(sash, SWT.SINGLE,
                new String[]{"Event", "Source", "Latency", "Operators", "Queued", "Transport", "Hops"},
                new int[]{180, 90, 90, 90, 90, 90, 50});
        table.addSelectionListener(new SelectionAdapter() {

            @Override
            public void widgetSelected(SelectionEvent e) {
                int index = table.getSelectionIndex();
                show(index >= 0 && index < traces.size() ? traces.get(index) : null);
            }
        });
        Composite lower = new Composite(sash, SWT.NONE);
        lower.setLayout(new GridLayout(1, false));
        breakdown = new Label(lower, SWT.WRAP);
        breakdown.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        timeline = new Canvas(lower, SWT.DOUBLE_BUFFERED | SWT.BORDER);
        timeline.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        timeline.addPaintListener(this::paint);
        sash.setWeights(4, 6);
        show(null);
        reader = StarReader.start("orrery-traces", star -> star.traces(), this::read);
    }

    /** Shows only the traces with a hop over {@code from} → {@code to}; both null: every trace. */
    public void through(String from, String to) {
        source = from;
        target = to;
        title.setText(from == null ? "The latest traces of the running system."
                : "The latest traces through " + from + " \u2192 " + to + ".");
        list(traces);
    }

    /** Has the system trace one in {@code everyNth} of its sources' events, off the UI thread. */
    void trace(int everyNth) {
        Display display = table.getDisplay();
        Thread setter = new Thread(() -> {
            String outcome;
            try {
                SystemApi.Tracing tracing = LabSession.get().lab().star().trace(everyNth);
                outcome = tracing.oneIn() == 0 ? "Tracing nothing."
                        : "Tracing one event in " + tracing.oneIn() + " of the sources'.";
                if (!tracing.unreached().isEmpty()) {
                    outcome += " Not told: " + String.join(", ", tracing.unreached().keySet()) + ".";
                }
            } catch (LabException | RuntimeException e) {
                outcome = "Tracing could not be set: " + e.getMessage();
            }
            String said = outcome;
            display.asyncExec(() -> {
                if (!breakdown.isDisposed() && shown == null) {
                    breakdown.setText(said);
                }
            });
        }, "orrery-traces-set");
        setter.setDaemon(true);
        setter.start();
    }

    /** Shows what the Star read (on the UI thread): the traces, and how many it traces when this view does not say. */
    private void read(SystemApi.Traces read) {
        if (!table.isDisposed()) {
            if (oneIn.getSelection() == 0 && read.oneIn() != 0 && !oneIn.isFocusControl()) {
                oneIn.setSelection(read.oneIn());
            }
            list(read.traces());
        }
    }

    /** Lists {@code read} (those through the chosen link), keeping the chosen trace chosen while it is listed. */
    private void list(List<Trace> read) {
        List<Trace> through = read.stream().filter(this::passes).toList();
        traces = through;
        table.setRedraw(false);
        table.removeAll();
        int keep = -1;
        for (Trace trace : through) {
            TableItem item = new TableItem(table, SWT.NONE);
            item.setText(new String[]{trace.eventType() + " #" + trace.sequence(), trace.eventSource(),
                    TraceText.micros(trace.totalUs()), TraceText.micros(trace.operatorUs()),
                    TraceText.micros(trace.queuedUs()), TraceText.micros(trace.transportUs()),
                    String.valueOf(trace.hops().size())});
            if (shown != null && trace.traceId() == shown.traceId()) {
                keep = table.getItemCount() - 1;
            }
        }
        if (keep >= 0) {
            table.setSelection(keep);
        }
        table.setRedraw(true);
    }

    private boolean passes(Trace trace) {
        return source == null
                || trace.hops().stream().anyMatch(h -> h.source().equals(source) && h.target().equals(target));
    }

    /** Draws {@code trace} as a timeline (none: says how to get one). */
    private void show(Trace trace) {
        shown = trace;
        breakdown.setText(
                trace == null
                        ? "Choose a trace to see its way along its path. The system traces one event "
                                + "in \"Trace one in\" of its sources' (0: none)."
                        : TraceText.heading(trace));
        breakdown.getParent().layout();
        timeline.redraw();
    }

    /** The trace drawn, for tests. */
    public Trace shownTrace() {
        return shown;
    }

    /** The traces listed, for tests. */
    public List<Trace> listedTraces() {
        return traces;
    }

    /** The list, for tests that choose a trace by real input. */
    public Table table() {
        return table;
    }

    /** The line above the timeline: the chosen trace's latency by cause, or what to do. */
    public String breakdownText() {
        return breakdown.getText();
    }

    private void paint(PaintEvent event) {
        Trace trace = shown;
        GC gc = event.gc;
        Rectangle area = timeline.getClientArea();
        if (trace == null || trace.hops().isEmpty()) {
            return;
        }
        double end = trace.hops().stream().mapToDouble(TraceHop::processedUs).max().orElse(1);
        int left = LABEL_WIDTH;
        int width = Math.max(50, area.width - left - 10);
        gc.setForeground(timeline.getDisplay().getSystemColor(SWT.COLOR_WIDGET_FOREGROUND));
        String scale = "0 \u2192 " + TraceText.micros(end) + "; " + String.join(", ",
                CAUSES.stream().map(cause -> cause + " " + colourName(CAUSES.indexOf(cause))).toList());
        gc.drawText(scale, 4, 2, true);
        for (int i = 0; i < trace.hops().size(); i++) {
            TraceHop hop = trace.hops().get(i);
            int y = 4 + (i + 1) * ROW_HEIGHT;
            boolean onPath = trace.path().contains(i);
            gc.setFont(onPath ? boldFont() : timeline.getFont());
            String label = hop.source() + " \u2192 " + hop.target() + " (" + hop.path().wireName() + ")";
            gc.drawText(shorten(gc, label, LABEL_WIDTH - 8), 4, y, true);
            double[] bounds = {hop.handOffUs(), hop.emittedUs(), hop.sentUs(), hop.receivedUs(), hop.processedUs()};
            for (int cause = 0; cause < CAUSES.size(); cause++) {
                int x0 = left + (int) Math.round(bounds[cause] / end * width);
                int x1 = left + (int) Math.round(bounds[cause + 1] / end * width);
                gc.setBackground(CAUSE_COLOURS[cause]);
                gc.fillRectangle(x0, y + 3, Math.max(1, x1 - x0), ROW_HEIGHT - 8);
            }
        }
    }

    private Font bold;

    private Font boldFont() {
        if (bold == null) {
            FontData data = timeline.getFont().getFontData()[0];
            bold = new Font(timeline.getDisplay(), data.getName(), data.getHeight(), SWT.BOLD);
        }
        return bold;
    }

    private static String colourName(int cause) {
        return switch (cause) {
            case 0 -> "(blue)";
            case 1 -> "(amber)";
            case 2 -> "(grey)";
            default -> "(green)";
        };
    }

    private static String shorten(GC gc, String text, int width) {
        if (gc.textExtent(text).x <= width) {
            return text;
        }
        String cut = text;
        while (cut.length() > 1 && gc.textExtent(cut + "\u2026").x > width) {
            cut = cut.substring(0, cut.length() - 1);
        }
        return cut + "\u2026";
    }

    @Override
    public void setFocus() {
        table.setFocus();
    }

    @Override
    public void dispose() {
        if (reader != null) {
            reader.stop();
        }
        if (bold != null) {
            bold.dispose();
        }
        super.dispose();
    }
}
