package org.orrery.agent.star;

/** A Planet domain process of the deployed system: its name, host, node daemon, control address and process. */
public record Planet(String name, String host, String nodeUrl, String address, int port, long pid) {

    /** The Planet's control API. */
    public String url() {
        return "http://" + address + ":" + port;
    }
}
