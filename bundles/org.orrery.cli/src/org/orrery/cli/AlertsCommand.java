package org.orrery.cli;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;

import org.orrery.control.api.AlertApi.AlertEvent;
import org.orrery.control.api.AlertApi.AlertReport;
import org.orrery.control.api.ControlJson;
import org.orrery.control.lab.ScrapeCredential;
import org.orrery.lab.Lab;
import org.orrery.lab.StarClient;
import org.orrery.model.io.AtomicFiles;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code orrery alerts}: the deployed system's alerts, what happened to them, and the same as Prometheus rules. */
@Command(name = "alerts", mixinStandardHelpOptions = true,
        description = {"The deployed system's alerts: limits on its connections', operators' and domains' figures that",
                "the system carries and the Star watches at every heartbeat. Each is ok, pending (past its limit for",
                "less than its time), firing or unknown (no figure); then every firing, action and resolution with",
                "its time. With --rules, the alerts as a Prometheus rule file over the agents' /metrics; with",
                "--prometheus DIR, that file and a Prometheus configuration that scrapes every domain of the lab",
                "(found through the Star) with the lab's read-only scrape credential, written beside it as",
                "DIR/scrape-credential, and loads the rules: prometheus --config.file=DIR/prometheus.yml; and",
                "DIR/grafana-dashboard.json, a Grafana dashboard over that Prometheus (import it in Grafana)"})
final class AlertsCommand extends LabCalls {

    /** The file beside the configuration that holds the lab's read-only scrape credential. */
    static final String CREDENTIAL = "scrape-credential";

    @Option(names = "--json", description = "print the Star's alerts and their log as JSON (one line)")
    boolean json;

    @Option(names = "--rules", description = "print the alerts as a Prometheus rule file")
    boolean rules;

    @Option(names = "--prometheus", paramLabel = "DIR",
            description = "write DIR/rules.yml and DIR/prometheus.yml for a Prometheus that watches this lab, and "
                    + "DIR/grafana-dashboard.json for a Grafana over it")
    Path prometheus;

    @Option(names = "--scrape-seconds", paramLabel = "S",
            description = "how often that Prometheus scrapes and evaluates (default 2)")
    int scrapeSeconds = 2;

    @Override
    int call(Lab lab) throws Exception {
        StarClient star = star(lab);
        if (rules) {
            out.print(star.alertRules());
            return 0;
        }
        if (prometheus != null) {
            if (scrapeSeconds < 1 || scrapeSeconds > 300) {
                err.println("orrery alerts: --scrape-seconds takes 1 to 300, not " + scrapeSeconds);
                return 2;
            }
            String ruleFile = star.alertRules();
            // the credential reads metrics and the scrape targets only: whoever a scrape reaches cannot act with it
            byte[] credential = ScrapeCredential.of(lab.token()).getBytes(StandardCharsets.US_ASCII);
            byte[] configuration = configuration(lab, star).getBytes(StandardCharsets.UTF_8);
            AtomicFiles.write(prometheus.resolve(CREDENTIAL), o -> o.write(credential)); // made 0600
            AtomicFiles.write(prometheus.resolve("rules.yml"), o -> o.write(ruleFile.getBytes(StandardCharsets.UTF_8)));
            AtomicFiles.write(prometheus.resolve("prometheus.yml"), o -> o.write(configuration));
            byte[] dashboard = GrafanaDashboard.json(lab.dir().getFileName().toString())
                    .getBytes(StandardCharsets.UTF_8);
            AtomicFiles.write(prometheus.resolve(GrafanaDashboard.FILE), o -> o.write(dashboard));
            out.println("wrote " + prometheus.resolve("prometheus.yml") + ", " + prometheus.resolve("rules.yml") + ", "
                    + prometheus.resolve(CREDENTIAL) + " (reads metrics only) and "
                    + prometheus.resolve(GrafanaDashboard.FILE) + " (a Grafana dashboard over that Prometheus)");
            out.println("run: prometheus --config.file=" + prometheus.resolve("prometheus.yml").toAbsolutePath()
                    + " --storage.tsdb.path=" + prometheus.resolve("data").toAbsolutePath()
                    + " --web.listen-address=127.0.0.1:9090");
            return 0;
        }
        AlertReport report = star.alerts();
        if (json) {
            out.println(ControlJson.text(report, false));
            return 0;
        }
        if (report.alerts().isEmpty()) {
            out.println("no alerts: the deployed system carries none");
        } else {
            StatusTable.alerts(report.alerts(), out);
        }
        if (!report.log().isEmpty()) {
            out.println();
            for (AlertEvent event : report.log()) {
                out.println(StatusTable.TIME.format(Instant.ofEpochMilli(event.atMillis())) + "  " + event.alert() + " "
                        + event.event() + ": " + event.detail());
            }
        }
        return 0;
    }

    /**
     * A Prometheus configuration that finds the lab's domains through the Star (HTTP service discovery, refreshed every
     * few seconds, so that a redeployment or a restarted Planet is followed), scrapes their {@code /metrics} with the
     * lab's scrape credential (never the token), and loads the rules beside it.
     */
    private String configuration(Lab lab, StarClient star) {
        Path ca = lab.authorityFile();
        String tls = ca == null ? "" : "tls_config: {ca_file: " + quoted(ca.toAbsolutePath().toString()) + "}";
        // the type is said: the service discovery of Prometheus 2.42 sends the token without it otherwise
        String authorization = "{type: Bearer, credentials_file: "
                + quoted(prometheus.resolve(CREDENTIAL).toAbsolutePath().toString()) + "}";
        return """
                # Made by ./orrery alerts --prometheus for the lab in %s
                global:
                  scrape_interval: %ds
                  evaluation_interval: %ds
                rule_files:
                  - rules.yml
                scrape_configs:
                  - job_name: orrery
                    scheme: %s
                    authorization: %s
                    %s
                    http_sd_configs:
                      - url: %s
                        refresh_interval: 5s
                        authorization: %s
                        %s
                """.formatted(lab.dir(), scrapeSeconds, scrapeSeconds,
                star.url().startsWith("https:") ? "https" : "http", authorization, tls, quoted(star.scrapeTargetsUrl()),
                authorization, tls);
    }

    private static String quoted(String value) {
        return "\"" + value.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }
}
