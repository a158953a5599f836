package org.orrery.monitor.views;

import java.util.ArrayDeque;
import java.util.Deque;

import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Text;
import org.orrery.control.api.LogApi.LogEntry;
import org.orrery.control.api.LogApi.LogPage;
import org.orrery.control.api.LogApi.LogRequest;
import org.orrery.lab.LabSession;

/**
 * The log of the domain selected in the Domains view, as its host's node daemon keeps it: its last {@value #SHOWN}
 * entries, then what it writes, read through the Star every {@value #EVERY_MS} ms while it is shown. Each entry shows
 * its time (UTC), level, thread and logger, and an error its stack.
 */
final class DomainLogPane {

    /** The most entries shown: the oldest go as new ones come. */
    static final int SHOWN = 500;
    private static final int EVERY_MS = 1_000;

    private final Text text;
    private final Deque<String> shown = new ArrayDeque<>();
    /** The domain shown, or null; and where its log was read up to. */
    private String domain;
    private String cursor;
    /** Counts the domains shown, so that a read for one shown before is dropped. */
    private long showing;

    DomainLogPane(Composite parent) {
        text = new Text(parent, SWT.MULTI | SWT.READ_ONLY | SWT.V_SCROLL | SWT.H_SCROLL);
        text.setFont(JFaceResources.getTextFont());
    }

    Control control() {
        return text;
    }

    /** Shows {@code name}'s log from its last entries on, and follows it; nothing changes when it is shown already. */
    void show(String name) {
        if (name.equals(domain)) {
            return;
        }
        domain = name;
        cursor = null;
        shown.clear();
        text.setText("reading the log of " + name + "\u2026");
        read(++showing);
    }

    /** Stops following the log shown. */
    void hide() {
        domain = null;
        showing++;
    }

    /** The text shown, for tests. */
    String text() {
        return text.getText();
    }

    private void read(long asked) {
        if (text.isDisposed() || asked != showing) {
            return;
        }
        String name = domain;
        LogRequest request = cursor == null ? LogRequest.last(SHOWN) : LogRequest.from(null, cursor);
        LabJob.schedule("Read the log of " + name, false, text.getDisplay(),
                () -> LabSession.get().lab().star().log(name, request), page -> {
                    if (asked == showing && !text.isDisposed()) {
                        append(page);
                        text.getDisplay().timerExec(page.more() ? 0 : EVERY_MS, () -> read(asked));
                    }
                }, failure -> {
                    if (asked == showing && !text.isDisposed()) {
                        text.setText("the log of " + name + " cannot be read: " + failure.getMessage());
                        text.getDisplay().timerExec(5 * EVERY_MS, () -> read(asked));
                    }
                });
    }

    /**
     * An entry as the pane shows it, shorter than the log's text form where the pane says it already: the time of day
     * (UTC), the level, the thread, the logger's class name, the message and an error's stack.
     */
    static String line(LogEntry entry) {
        String time = entry.time().length() > 11 ? entry.time().substring(11).replace("Z", "") : entry.time();
        String logger = entry.logger() == null ? "" : entry.logger().substring(entry.logger().lastIndexOf('.') + 1);
        return String.format("%s %-5s [%s] %s: %s%n", time, entry.level(), entry.thread(), logger, entry.message())
                + (entry.error() == null ? "" : entry.error());
    }

    private void append(LogPage page) {
        boolean first = cursor == null;
        cursor = page.cursor();
        if (!first && page.entries().isEmpty()) {
            return;
        }
        for (LogEntry entry : page.entries()) {
            shown.addLast(line(entry));
            if (shown.size() > SHOWN) {
                shown.removeFirst();
            }
        }
        StringBuilder all = new StringBuilder();
        shown.forEach(all::append);
        text.setText(shown.isEmpty() ? "the log of " + domain + " holds no entry yet" : all.toString());
        text.setTopIndex(text.getLineCount() - 1);
    }
}
