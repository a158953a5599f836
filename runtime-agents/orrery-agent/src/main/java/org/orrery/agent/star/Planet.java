package org.orrery.agent.star;

/** A Planet domain process of the deployed system: its name, host, node daemon, control address and process. */
public record Planet(String name, String host, String nodeUrl, String address, int port, long pid) {

    /** The Planet's control API: https when its node daemon's is (a lab of several hosts speaks TLS throughout). */
    public String url() {
        return (nodeUrl != null && nodeUrl.startsWith("https:") ? "https" : "http") + "://" + address + ":" + port;
    }
}
