package org.orrery.agent.domain;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.orrery.agent.log.AgentLog;
import org.orrery.agent.log.LogFormat;
import org.orrery.control.client.LabTls;

import picocli.CommandLine.Option;

/** The options both lab processes take (a node daemon and the domain agents it starts), as a picocli mixin. */
public final class LaunchOptions {

    @Option(names = "--token-file", required = true, description = "the lab token")
    public Path tokenFile;
    @Option(names = "--framework-bundles", required = true,
            description = "the bundles every domain framework starts " + "with")
    public Path frameworkBundles;
    @Option(names = "--port", description = "the control port (0: any free one)")
    public int port;
    @Option(names = "--port-file", description = "where to write the port once listening")
    Path portFile;
    @Option(names = "--bundle-hosts", description = "hosts bundles may be installed from, over https (default: none)")
    public String bundleHosts = "";
    @Option(names = "--tls", paramLabel = "DIR", description = "the lab's TLS material (ca.pem, host-key.pem, "
            + "host-cert.pem): "
            + "the control API speaks TLS and calls only agents of the lab's authority (default: plain HTTP, loopback "
            + "only)")
    public Path tlsDir;
    @Option(names = "--log-file",
            description = "the process's log (rolled over by size; default: warnings and errors on "
                    + "standard error)")
    public Path logFile;
    @Option(names = "--log-format", description = "text (default) or json, one object a line")
    public String logFormat = LogFormat.TEXT.wireName();

    /**
     * Starts the process's log as {@code --log-file} and {@code --log-format} say, its lines naming {@code process}.
     */
    public void startLog(String process) throws IOException {
        if (logFile != null) {
            AgentLog.toFile(logFile, process, LogFormat.of(logFormat));
        }
    }

    /** The lab's TLS material when {@code --tls} names it, else null. */
    LabTls tls() throws IOException {
        return tlsDir == null ? null : LabTls.load(tlsDir);
    }

    /** Writes the port the process listens on where its starter waits for it, if it asked. */
    public void announce(int listening) throws IOException {
        if (portFile != null) {
            Files.writeString(portFile, String.valueOf(listening));
        }
    }
}
