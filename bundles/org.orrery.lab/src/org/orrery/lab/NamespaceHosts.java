package org.orrery.lab;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.orrery.control.lab.LabDescription;

/** The hosts of a lab of network namespaces as the network tools name them, and those tools run. */
final class NamespaceHosts {

    private NamespaceHosts() {
    }

    /** The namespace of lab host {@code host}: one the lab made, named after its first host's. */
    static String namespace(LabDescription lab, String host) throws LabException {
        if (lab.namespace() == null || lab.namespaces().isEmpty()) {
            throw new LabException("this needs a lab of hosts in network namespaces (lab start --hosts N): the hosts"
                    + " of this lab share one network");
        }
        String first = lab.nodes().isEmpty() ? "" : lab.nodes().get(0).host();
        String prefix = lab.namespace().endsWith("-" + first)
                ? lab.namespace().substring(0, lab.namespace().length() - first.length())
                : lab.namespace() + "-";
        String namespace = prefix + host;
        if (!lab.namespaces().contains(namespace)) {
            throw new LabException("the lab has no host '" + host + "' in a namespace of its own (its hosts: "
                    + String.join(", ", lab.nodes().stream().map(LabDescription.Node::host).toList()) + ")");
        }
        return namespace;
    }

    /** The address lab host {@code host} is reached at, as its node daemon's URL names it. */
    static String address(LabDescription lab, String host) throws LabException {
        for (LabDescription.Node node : lab.nodes()) {
            if (node.host().equals(host)) {
                String address = URI.create(node.url()).getHost();
                if (address == null || !address.matches("[0-9]{1,3}(\\.[0-9]{1,3}){3}")) {
                    throw new LabException("host '" + host + "' is not reached at an IPv4 address: " + node.url());
                }
                return address;
            }
        }
        throw new LabException("the lab has no host '" + host + "'");
    }

    /** Runs {@code command} (ip, tc); what it printed, or an exception saying what failed. */
    static String run(String... args) throws LabException {
        List<String> command = List.of(args);
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            if (process.waitFor() != 0) {
                throw new LabException(String.join(" ", command) + " failed: " + output);
            }
            return output;
        } catch (IOException e) {
            throw new LabException(String.join(" ", command) + " could not run: " + e.getMessage(), 0, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new LabException(String.join(" ", command) + " was interrupted", 0, e);
        }
    }
}
