package org.orrery.monitor.views;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Locale;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.events.SelectionAdapter;
import org.eclipse.swt.events.SelectionEvent;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.part.ViewPart;
import org.orrery.control.api.DomainApi;
import org.orrery.control.api.DomainApi.TapEvent;
import org.orrery.control.api.DomainApi.TapEvents;
import org.orrery.control.api.DomainApi.TapOpened;
import org.orrery.control.api.DomainApi.TapRequest;
import org.orrery.lab.LabException;
import org.orrery.lab.LabSession;
import org.orrery.lab.StarClient;
import org.orrery.lab.TapText;

/**
 * The events a live connection delivers, as they pass: a tap opened through the Star on the link chosen on the diagram
 * (its context menu's Link &gt; Tap Events), read a few times a second off the UI thread. A predicate and a rate narrow
 * what the domain copies (applied with Enter); Pause freezes the list while the tap goes on counting; the selected
 * event's body shows below as text, JSON, XML or hex. The list keeps the last {@link #MAX_ROWS}; closing the view
 * closes the tap.
 */
public final class TapView extends ViewPart {

    public static final String ID = "org.orrery.monitor.tap";
    /** Events the list keeps; older ones leave it. */
    static final int MAX_ROWS = 1_000;
    private static final long READ_EVERY_MS = 250;

    private Label title;
    private Text where;
    private Spinner rate;
    private Button pause;
    private Combo format;
    private Table table;
    private Text body;
    private Label counts;
    private final Deque<TapEvent> shown = new ArrayDeque<>();
    /** The tap being read and the thread reading it; both replaced when another tap opens. */
    private Reader reader;
    private String source;
    private String target;
    private long notListed;

    @Override
    public void createPartControl(Composite parent) {
        title = ViewTop.title(parent, "Choose Link > Tap Events on a connection of the live diagram.");

        Composite bar = ViewTop.bar(parent, 8);
        new Label(bar, SWT.NONE).setText("Whe&re:");
        where = new Text(bar, SWT.BORDER | SWT.SEARCH);
        where.setMessage("a predicate, e.g. fahrenheit > 80 (Enter applies)");
        where.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        new Label(bar, SWT.NONE).setText("Ra&te:");
        rate = new Spinner(bar, SWT.BORDER);
        rate.setValues(DomainApi.DEFAULT_TAP_PER_SECOND, 1, DomainApi.MAX_TAP_PER_SECOND, 0, 1, 10);
        rate.setToolTipText("the most events the tap copies a second (Enter applies)");
        new Label(bar, SWT.NONE).setText("/s");
        pause = new Button(bar, SWT.TOGGLE);
        pause.setText("&Pause");
        pause.addSelectionListener(new SelectionAdapter() {

            @Override
            public void widgetSelected(SelectionEvent e) {
                pause.setText(pause.getSelection() ? "Res&ume" : "&Pause");
                bar.layout();
            }
        });
        new Label(bar, SWT.NONE).setText("&Body:");
        format = new Combo(bar, SWT.READ_ONLY);
        for (TapText.Format choice : TapText.Format.values()) {
            format.add(choice.name().toLowerCase(Locale.ROOT));
        }
        format.select(0);
        format.addSelectionListener(new SelectionAdapter() {

            @Override
            public void widgetSelected(SelectionEvent e) {
                showBody();
            }
        });
        SelectionAdapter apply = new SelectionAdapter() {

            @Override
            public void widgetDefaultSelected(SelectionEvent e) {
                if (source != null) {
                    tap(source, target);
                }
            }
        };
        where.addSelectionListener(apply);
        rate.addSelectionListener(apply);

        SashForm sash = new SashForm(parent, SWT.VERTICAL);
        sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        table = Tables.table(sash, SWT.SINGLE, new String[]{"Time", "Event", "Source", "Attributes", "Body"},
                new int[]{100, 160, 90, 360, 200});
        table.addSelectionListener(new SelectionAdapter() {

            @Override
            public void widgetSelected(SelectionEvent e) {
                showBody();
            }
        });
        body = new Text(sash, SWT.BORDER | SWT.MULTI | SWT.READ_ONLY | SWT.V_SCROLL | SWT.H_SCROLL);
        body.setFont(parent.getDisplay().getSystemFont());
        sash.setWeights(7, 3);
        counts = new Label(parent, SWT.NONE);
        counts.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
    }

    /**
     * Opens a tap on the live connection from {@code newSource} to {@code newTarget} with the predicate and rate the
     * view shows, closing the one open; a refusal (a predicate that does not parse) is shown and the open tap goes on.
     */
    public void tap(String newSource, String newTarget) {
        TapRequest request = new TapRequest(newSource, newTarget, where.getText(), rate.getSelection());
        Display display = table.getDisplay();
        StarClient star;
        try {
            star = LabSession.get().lab().star();
        } catch (LabException e) {
            refused(newSource, newTarget, e);
            return;
        }
        LabJob.schedule("Tap " + newSource + " -> " + newTarget, false, display, () -> star.openTap(request),
                opened -> {
                    if (table.isDisposed()) {
                        new Reader(star, opened, display).close();
                        return;
                    }
                    stopReading();
                    source = newSource;
                    target = newTarget;
                    title.setText(opened.source() + " \u2192 " + opened.target() + " in " + opened.domain()
                            + (opened.where().isEmpty() ? "" : ", where " + opened.where()) + ", at most "
                            + opened.perSecond() + " a second");
                    counts.setForeground(null);
                    counts.setText("Tapping\u2026");
                    reader = new Reader(star, opened, display);
                    reader.start();
                }, failure -> refused(newSource, newTarget, failure));
    }

    private void refused(String newSource, String newTarget, LabException failure) {
        if (!counts.isDisposed()) {
            counts.setForeground(counts.getDisplay().getSystemColor(SWT.COLOR_RED));
            counts.setText("Could not tap " + newSource + " -> " + newTarget + ": " + failure.getMessage());
        }
    }

    /** Takes what the tap read: listed unless paused (then only counted); its counts below. */
    private void took(TapEvents read) {
        if (table.isDisposed()) {
            return;
        }
        if (pause.getSelection()) {
            notListed += read.events().size();
        } else {
            for (TapEvent event : read.events()) {
                shown.addLast(event);
                TableItem item = new TableItem(table, SWT.NONE);
                item.setText(new String[]{TapText.line(event).substring(0, 12), event.type() + " #" + event.sequence(),
                        event.source(), TapText.attributes(event.attributes()),
                        event.bodyLength() + " B " + event.contentType()});
                if (shown.size() > MAX_ROWS) {
                    shown.removeFirst();
                    table.remove(0);
                }
            }
            if (table.getSelectionCount() == 0 && table.getItemCount() > 0) {
                table.showItem(table.getItem(table.getItemCount() - 1)); // the newest in sight, unless one is chosen
            }
        }
        String text = TapText.counts(read) + (notListed > 0 ? "; " + notListed + " not listed while paused" : "");
        if (!read.closed().isEmpty()) {
            counts.setForeground(counts.getDisplay().getSystemColor(SWT.COLOR_RED));
            text = "The tap was closed: " + read.closed() + ". " + text;
        }
        counts.setText(text);
    }

    private void showBody() {
        int index = table.getSelectionIndex();
        if (index < 0 || index >= shown.size()) {
            body.setText("");
            return;
        }
        TapEvent event = shown.stream().skip(index).findFirst().orElseThrow();
        body.setText(TapText.body(event, TapText.Format.named(format.getText())));
    }

    /** The events listed now (for tests and the curious), oldest first. */
    public List<TapEvent> listed() {
        return List.copyOf(shown);
    }

    /** The line under the list: the tap's counts, or why it could not open or was closed. */
    public String countsText() {
        return counts.getText();
    }

    /** The body of the selected event as it is shown. */
    public String bodyText() {
        return body.getText();
    }

    public Table table() {
        return table;
    }

    /** The tap being read, or null. */
    public TapOpened opened() {
        Reader current = reader;
        return current == null ? null : current.opened;
    }

    private void stopReading() {
        if (reader != null) {
            reader.close();
            reader = null;
        }
    }

    /** Focuses the list, unless the focus is in the view already (a click into Where activates the view too). */
    @Override
    public void setFocus() {
        for (Control at = table.getDisplay().getFocusControl(); at != null; at = at.getParent()) {
            if (at == table.getParent().getParent()) {
                return;
            }
        }
        table.setFocus();
    }

    @Override
    public void dispose() {
        stopReading();
        super.dispose();
    }

    /** Reads one tap a few times a second until closed, then closes it at the domain; off the UI thread. */
    private final class Reader extends Thread {

        private final StarClient star;
        private final TapOpened opened;
        private final Display display;
        private volatile boolean stopped;

        Reader(StarClient star, TapOpened opened, Display display) {
            super("orrery-tap-" + opened.source() + "->" + opened.target());
            setDaemon(true);
            this.star = star;
            this.opened = opened;
            this.display = display;
        }

        @Override
        public void run() {
            while (!stopped) {
                try {
                    TapEvents read = star.readTap(opened);
                    if (!stopped && !display.isDisposed()) {
                        display.asyncExec(() -> {
                            if (reader == this) {
                                took(read);
                            }
                        });
                    }
                    if (!read.closed().isEmpty()) {
                        return;
                    }
                    Thread.sleep(READ_EVERY_MS);
                } catch (LabException e) {
                    if (!stopped && !display.isDisposed()) {
                        display.asyncExec(() -> {
                            if (reader == this && !counts.isDisposed()) {
                                counts.setForeground(counts.getDisplay().getSystemColor(SWT.COLOR_RED));
                                counts.setText("The tap cannot be read: " + e.getMessage());
                            }
                        });
                    }
                    return;
                } catch (@SuppressWarnings("unused") InterruptedException e) {
                    return;
                }
            }
        }

        /** Stops reading and closes the tap at its domain, off the UI thread. */
        void close() {
            stopped = true;
            interrupt();
            Thread closing = new Thread(() -> {
                try {
                    star.closeTap(opened);
                } catch (@SuppressWarnings("unused") LabException e) {
                    // a tap nobody reads is closed by its domain after a while
                }
            }, "orrery-tap-close");
            closing.setDaemon(true);
            closing.start();
        }
    }
}
