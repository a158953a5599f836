package org.orrery.monitor.deploy;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Shell;
import org.orrery.control.lab.LabDescription;
import org.orrery.control.util.Sha256;
import org.orrery.deploy.HostMapping;
import org.orrery.deploy.HostMapping.LabHost;
import org.orrery.lab.Lab;
import org.orrery.lab.LabException;
import org.orrery.model.OrrerySystem;
import org.orrery.monitor.MonitorStartup;
import org.osgi.service.prefs.BackingStoreException;

/**
 * Where the hosts of each system go on each lab, as the user chose them: kept in the workbench's preferences under the
 * system's file and the lab's identity (its lab file, else its directory), asked with {@link HostMappingDialog} when a
 * deployment needs it, and written into the run descriptions exported from the system.
 */
public final class HostMappings {

    private static final String NODE = "hostMappings";

    private HostMappings() {
    }

    /**
     * The lab's hosts with the addresses it reaches them at, in the lab's order; none when no lab is described there.
     */
    public static List<LabHost> labHosts(Lab lab) {
        if (!lab.isDescribed()) {
            return List.of();
        }
        try {
            List<LabHost> hosts = new ArrayList<>();
            for (LabDescription.Node node : lab.nodes()) {
                String address = URI.create(node.url()).getHost();
                hosts.add(new LabHost(node.host(), address == null ? "" : address.replaceAll("^\\[|\\]$", "")));
            }
            return hosts;
        } catch (LabException | IllegalArgumentException e) {
            ILog.of(HostMappings.class).warn("the lab's hosts cannot be read: " + e.getMessage());
            return List.of();
        }
    }

    /** What the user chose for {@code systemFile} on {@code lab}; empty when nothing was chosen. */
    public static Map<String, String> remembered(Path systemFile, Lab lab) {
        String value = preferences().get(key(systemFile, lab), null);
        Map<String, String> mapping = new LinkedHashMap<>();
        if (value != null) {
            for (String line : value.split("\n")) {
                String[] parts = line.split("\t", 3);
                if (parts.length >= 2) {
                    mapping.put(parts[0], parts[1]);
                }
            }
        }
        return mapping;
    }

    /** Keeps {@code mapping} for {@code systemFile} on {@code lab}. */
    public static void remember(Path systemFile, Lab lab, Map<String, String> mapping) {
        StringBuilder value = new StringBuilder();
        mapping.forEach((host, to) -> value.append(host)
                .append('\t')
                .append(to)
                .append('\t')
                .append(systemFile.toAbsolutePath())
                .append(" on ")
                .append(lab.identity())
                .append('\n'));
        IEclipsePreferences preferences = preferences();
        preferences.put(key(systemFile, lab), value.toString());
        try {
            preferences.flush();
        } catch (BackingStoreException e) {
            ILog.of(HostMappings.class)
                    .warn("the host mapping is kept until the workbench exits, not saved: " + e.getMessage());
        }
    }

    /**
     * The mapping to deploy {@code system} with on {@code lab}: empty when its hosts find the lab's by themselves (or
     * the lab has one host, or none yet); the remembered one while it still fits; else the user's choice, which is then
     * remembered. Null when the user cancelled.
     */
    public static Map<String, String> forDeploy(Shell shell, OrrerySystem system, Path systemFile, Lab lab) {
        List<LabHost> hosts = labHosts(lab);
        if (!HostMapping.needsChoice(system, hosts)) {
            return Map.of();
        }
        Map<String, String> remembered = remembered(systemFile, lab);
        if (!remembered.isEmpty() && HostMapping.problem(system, hosts, remembered) == null) {
            return remembered;
        }
        return ask(shell, system, systemFile, lab);
    }

    /** Asks where the system's hosts go, starting from what was remembered; null when the user cancelled. */
    public static Map<String, String> ask(Shell shell, OrrerySystem system, Path systemFile, Lab lab) {
        List<LabHost> hosts = labHosts(lab);
        HostMappingDialog dialog = new HostMappingDialog(shell, system, hosts,
                HostMapping.proposal(system, hosts, remembered(systemFile, lab)), lab.identity());
        if (dialog.open() != Window.OK) {
            return null;
        }
        remember(systemFile, lab, dialog.mapping());
        return dialog.mapping();
    }

    /** The mapping a run description of {@code systemFile} records for {@code lab}: the remembered one, else none. */
    public static Map<String, String> forExport(OrrerySystem system, Path systemFile, Lab lab) {
        Map<String, String> remembered = remembered(systemFile, lab);
        return HostMapping.problem(system, labHosts(lab), remembered) == null ? remembered : Map.of();
    }

    /** Preference keys must not hold '/', so a system and a lab are kept under the SHA-256 of their names. */
    private static String key(Path systemFile, Lab lab) {
        return Sha256
                .of((systemFile.toAbsolutePath().normalize() + "\n" + lab.identity()).getBytes(StandardCharsets.UTF_8));
    }

    private static IEclipsePreferences preferences() {
        return (IEclipsePreferences) InstanceScope.INSTANCE.getNode(MonitorStartup.PREFERENCES).node(NODE);
    }
}
