package org.orrery.cli;

import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;

import org.orrery.control.api.DomainApi;
import org.orrery.control.api.DomainApi.TapEvent;
import org.orrery.control.api.DomainApi.TapEvents;
import org.orrery.control.api.DomainApi.TapOpened;
import org.orrery.control.api.DomainApi.TapRequest;
import org.orrery.lab.Lab;
import org.orrery.lab.LabException;
import org.orrery.lab.StarClient;
import org.orrery.lab.TapText;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code orrery tap SOURCE->TARGET}: the events a running connection delivers, as they pass. */
@Command(name = "tap", mixinStandardHelpOptions = true,
        description = {"Show the events a running connection delivers, as they pass.",
                "The domain of the connection's target copies those that satisfy --where, at most --rate a second (the",
                "rest are counted, so the link pays little), and this command prints them until --count events or",
                "--seconds have gone by, or Ctrl+C; then it closes the tap and prints its counts. Exit 1 when the",
                "connection is removed or redeployed meanwhile. With --json, a JSON object a line: {\"opened\": ...},",
                "{\"event\": ...} for each event (its body in base64), {\"closed\": ...} with the counts."})
final class TapCommand extends LabCalls {

    /** How often the tap is read. */
    private static final long READ_EVERY_MS = 200;

    @Parameters(index = "0", paramLabel = "SOURCE->TARGET", description = "the connection, by its operators' names")
    String connection;

    @Option(names = "--where", paramLabel = "PREDICATE",
            description = "only events it accepts (a predicate as a connection's, or xpath:...)")
    String where;

    @Option(names = "--rate", paramLabel = "N", description = "at most N events a second (1 to 1000; default 10)")
    int rate = DomainApi.DEFAULT_TAP_PER_SECOND;

    @Option(names = "--as", paramLabel = "FORMAT",
            description = "the bodies as auto (by content type), text, json, xml or hex (default auto)")
    String format = "auto";

    @Option(names = "--count", paramLabel = "N", description = "stop after N events")
    int count;

    @Option(names = "--seconds", paramLabel = "S", description = "stop after S seconds")
    int seconds;

    @Mixin
    JsonOption answer;

    /**
     * The counts {@code --json} prints last, as {@code {"closed": ...}}: the events printed, why the tap closed, and
     * its counts since it opened (as {@link TapEvents}).
     */
    record Closed(long printed, String why, long matched, long shown, long overRate, long refused, long lost) {
    }

    @Override
    int call(Lab lab) throws Exception {
        int arrow = connection.indexOf("->");
        if (arrow <= 0 || arrow + 2 >= connection.length()) {
            err.println("orrery tap: '" + connection + "' is not SOURCE->TARGET");
            return 2;
        }
        TapText.Format bodies;
        try {
            bodies = TapText.Format.named(format);
        } catch (IllegalArgumentException e) {
            err.println("orrery tap: " + e.getMessage());
            return 2;
        }
        StarClient star = star(lab);
        TapOpened tap;
        try {
            tap = star.openTap(new TapRequest(connection.substring(0, arrow).strip(),
                    connection.substring(arrow + 2).strip(), where, rate));
        } catch (LabException e) {
            err.println("orrery tap: " + e.getMessage());
            return e.status() / 100 == 4 ? 2 : 1;
        }
        if (!answer.print(out, Map.of("opened", tap))) {
            out.println("tap on " + tap.source() + " -> " + tap.target() + " in " + tap.domain()
                    + (tap.where().isEmpty() ? "" : ", where " + tap.where()) + ", at most " + tap.perSecond()
                    + " a second");
        }
        AtomicBoolean closed = new AtomicBoolean();
        Thread closeOnExit = new Thread(() -> close(star, tap, closed), "orrery-tap-close");
        Runtime.getRuntime().addShutdownHook(closeOnExit);
        long end = seconds > 0 ? System.nanoTime() + seconds * 1_000_000_000L : Long.MAX_VALUE;
        long printed = 0;
        TapEvents read;
        do {
            read = star.readTap(tap);
            for (TapEvent event : read.events()) {
                if (count > 0 && printed == count) {
                    break;
                }
                print(event, bodies);
                printed++;
            }
            if (!read.closed().isEmpty() || count > 0 && printed >= count || System.nanoTime() >= end) {
                break;
            }
            Thread.sleep(READ_EVERY_MS);
        } while (true);
        if (read.closed().isEmpty()) {
            closed.set(true);
            read = star.closeTap(tap);
        }
        Runtime.getRuntime().removeShutdownHook(closeOnExit);
        if (!answer.print(out, Map.of("closed", new Closed(printed, read.closed(), read.matched(), read.shown(),
                read.overRate(), read.refused(), read.lost())))) {
            out.println("printed " + printed + (printed == 1 ? " event; " : " events; ") + TapText.counts(read));
        }
        if (!read.closed().isEmpty() && !read.closed().equals("closed by its reader")) {
            err.println("orrery tap: the tap was closed: " + read.closed());
            return 1;
        }
        return 0;
    }

    private void print(TapEvent event, TapText.Format bodies) {
        if (answer.print(out, Map.of("event", event))) {
            return;
        }
        out.println(TapText.line(event));
        String body = TapText.body(event, bodies);
        if (!body.isEmpty()) {
            out.println("    " + body.replace("\n", "\n    "));
        }
    }

    /** Closes the tap when the command is ended (Ctrl+C) before it closed it. */
    private static void close(StarClient star, TapOpened tap, AtomicBoolean closed) {
        if (closed.compareAndSet(false, true)) {
            try {
                star.closeTap(tap);
            } catch (@SuppressWarnings("unused") LabException e) {
                // the domain closes a tap nobody reads after a while
            }
        }
    }
}
