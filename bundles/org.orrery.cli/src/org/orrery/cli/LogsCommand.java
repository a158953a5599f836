package org.orrery.cli;

import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;

import org.orrery.control.api.ControlJson;
import org.orrery.control.api.LogApi;
import org.orrery.control.api.LogApi.LogEntry;
import org.orrery.control.api.LogApi.LogPage;
import org.orrery.control.api.LogApi.LogRequest;
import org.orrery.lab.Lab;
import org.orrery.lab.LabException;
import org.orrery.lab.StarClient;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code orrery logs DOMAIN}: a domain's log, read through the Star from its host, on any kind of lab. */
@Command(name = "logs", mixinStandardHelpOptions = true, description = {
        "Print a domain's log, read through the Star on any lab.",
        "The Star's or a Planet's, running or ended, from the node daemon of its host: every entry kept, the last",
        "--tail, or those of the last --since; with --follow,",
        "go on printing what is written until Ctrl+C. Each entry has its time (UTC), level, domain, thread",
        "and logger; --json prints one JSON object a line."})
final class LogsCommand extends LabCalls {

    /** How often --follow asks for what was written since. */
    private static final long FOLLOW_EVERY_MS = 500;

    @Parameters(index = "0", paramLabel = "DOMAIN", description = "the domain (star, planet1, …)")
    String domain;

    @Option(names = "--since", paramLabel = "WHEN",
            description = "only entries from then on: a duration back from now (30s, 10m, 2h, 1d) or an ISO-8601 time")
    String since;

    @Option(names = {"-n", "--tail"}, paramLabel = "N", description = "only the last N entries (1 to 1000)")
    Integer tail;

    @Option(names = {"-f", "--follow"}, description = "go on printing what the domain writes")
    boolean follow;

    @Option(names = "--json", description = "one JSON object an entry")
    boolean json;

    @Override
    int call(Lab lab) throws Exception {
        Instant from;
        try {
            from = since == null ? null : since(since, Instant.now());
            if (tail != null && (tail < 1 || tail > LogApi.MAX_ENTRIES || since != null)) {
                throw new IllegalArgumentException(since != null ? "--tail and --since do not go together"
                        : "--tail takes 1 to " + LogApi.MAX_ENTRIES + ", not " + tail);
            }
        } catch (IllegalArgumentException e) {
            err.println("orrery logs: " + e.getMessage());
            return 2;
        }
        StarClient star = star(lab);
        String cursor = null;
        try {
            while (true) {
                LogPage page = star.log(domain, cursor == null && tail != null ? LogRequest.last(tail)
                        : LogRequest.from(cursor == null && from != null ? from.toString() : null, cursor));
                if (page.skipped()) {
                    err.println("orrery logs: entries of " + domain + " were rolled away before they were read");
                }
                for (LogEntry entry : page.entries()) {
                    out.print(json ? ControlJson.text(entry, false) + "\n" : entry.text());
                }
                out.flush();
                cursor = page.cursor();
                if (!page.more()) {
                    if (!follow) {
                        return 0;
                    }
                    Thread.sleep(FOLLOW_EVERY_MS);
                }
            }
        } catch (LabException e) {
            err.println("orrery logs: " + e.getMessage());
            return e.status() / 100 == 4 ? 2 : 1;
        }
    }

    /**
     * The moment {@code text} names: {@code 30s}, {@code 10m}, {@code 2h}, {@code 1d} back from {@code now}, or ISO.
     */
    static Instant since(String text, Instant now) {
        if (text.matches("\\d+[smhd]")) {
            long amount = Long.parseLong(text.substring(0, text.length() - 1));
            Duration back = switch (text.charAt(text.length() - 1)) {
                case 's' -> Duration.ofSeconds(amount);
                case 'm' -> Duration.ofMinutes(amount);
                case 'h' -> Duration.ofHours(amount);
                default -> Duration.ofDays(amount);
            };
            return now.minus(back);
        }
        try {
            return Instant.parse(text);
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException(
                    "--since takes a duration back from now (30s, 10m, 2h, 1d) or an ISO-8601 time, not '" + text + "'",
                    e);
        }
    }
}
