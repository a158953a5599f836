package org.orrery.editor.commands;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.gef.commands.Command;
import org.orrery.model.Bounds;
import org.orrery.model.Connection;
import org.orrery.model.DiagramNode;
import org.orrery.model.Domain;
import org.orrery.model.DomainRole;
import org.orrery.model.Host;
import org.orrery.model.NamedElement;
import org.orrery.model.Operator;
import org.orrery.model.OrrerySystem;

/**
 * Pastes a fresh copy of a {@link Snippet}: every pasted host, domain and operator gets a name that is free in the
 * system, pasted domains get free control ports, and what is pasted lands a little below and right of where it was
 * copied from. Operators go into the selected Planet domain, or else back into the domain they were copied from;
 * domains into the selected host (or the host of the selected domain), or else their own host.
 */
public final class PasteCommand extends Command {

    private static final int OFFSET = 20;

    private final OrrerySystem system;
    private final List<Host> hosts = new ArrayList<>();
    private final List<Domain> domains = new ArrayList<>();
    private final List<Host> domainHosts = new ArrayList<>();
    private final List<Operator> operators = new ArrayList<>();
    private final List<Domain> placements = new ArrayList<>();
    private final List<Connection> connections = new ArrayList<>();
    private final String refusal;

    public PasteCommand(OrrerySystem system, Snippet snippet, EObject target) {
        super("Paste");
        this.system = system;
        this.refusal = prepare(snippet.instantiate(), target);
    }

    private String prepare(Snippet copies, EObject target) {
        Set<String> taken = Names.taken(system);
        for (EObject root : copies.roots()) {
            if (root instanceof Host host) {
                hosts.add(host);
            } else if (root instanceof Domain domain) {
                Host host = target instanceof Host h ? h
                        : target instanceof Domain d ? d.getHost() : find(Host.class, copies.home(domain));
                if (host == null) {
                    return "there is no host '" + copies.home(domain) + "' to paste domain '" + domain.getName()
                            + "' into";
                }
                domains.add(domain);
                domainHosts.add(host);
            } else if (root instanceof Operator operator) {
                if (operator.getPlacement() != null) {
                    continue; // travels with its pasted domain
                }
                Domain domain = target instanceof Domain d && d.getRole() == DomainRole.PLANET ? d
                        : find(Domain.class, copies.home(operator));
                String why = Containment.refusal(domain, operator);
                if (why != null) {
                    return why;
                }
                operators.add(operator);
                placements.add(domain);
            } else if (root instanceof Connection connection) {
                connections.add(connection);
            }
        }
        if (hosts.isEmpty() && domains.isEmpty() && operators.isEmpty()) {
            return "there is nothing to paste";
        }
        // names: every pasted element, including the domains and operators travelling inside a pasted host or domain
        List<NamedElement> named = new ArrayList<>();
        for (Host host : hosts) {
            named.add(host);
            named.addAll(host.getDomains());
            host.getDomains().forEach(d -> named.addAll(d.getOperators()));
        }
        for (Domain domain : domains) {
            named.add(domain);
            named.addAll(domain.getOperators());
        }
        named.addAll(operators);
        for (NamedElement element : named) {
            element.setName(Names.fresh(element.getName(), taken));
        }
        for (int i = 0; i < domains.size(); i++) {
            Domain domain = domains.get(i);
            if (domain.getControlPort() != 0) {
                domain.setControlPort(freePort(domainHosts.get(i), domain.getControlPort()));
            }
        }
        hosts.forEach(PasteCommand::shift);
        domains.forEach(PasteCommand::shift);
        operators.forEach(PasteCommand::shift);
        return null;
    }

    private int freePort(Host host, int wanted) {
        int port = wanted;
        boolean taken = true;
        while (taken) {
            taken = false;
            for (Domain existing : host.getDomains()) {
                if (existing.getControlPort() == port) {
                    taken = true;
                }
            }
            for (Domain pasted : domains) {
                if (pasted.getControlPort() == port && pasted.getControlPort() != wanted) {
                    taken = true;
                }
            }
            if (taken) {
                port++;
            }
        }
        return port;
    }

    private static void shift(DiagramNode node) {
        Bounds bounds = node.getBounds();
        if (bounds != null) {
            bounds.setX(bounds.getX() + OFFSET);
            bounds.setY(bounds.getY() + OFFSET);
        }
    }

    private <T extends NamedElement> T find(Class<T> type, String name) {
        if (name == null) {
            return null;
        }
        for (var it = system.eAllContents(); it.hasNext();) {
            EObject element = it.next();
            if (type.isInstance(element) && name.equals(((NamedElement) element).getName())) {
                return type.cast(element);
            }
        }
        return null;
    }

    /** Why this paste cannot be done, or null when it can. */
    public String refusal() {
        return refusal;
    }

    /** The hosts, domains and operators the paste adds, outermost first. */
    public List<DiagramNode> pasted() {
        List<DiagramNode> pasted = new ArrayList<>(hosts);
        pasted.addAll(domains);
        pasted.addAll(operators);
        return pasted;
    }

    /** The pasted domains, with those inside pasted hosts. */
    private List<Domain> pastedDomains() {
        List<Domain> all = new ArrayList<>(domains);
        hosts.forEach(host -> all.addAll(host.getDomains()));
        return all;
    }

    @Override
    public boolean canExecute() {
        return refusal == null;
    }

    @Override
    public void execute() {
        redo();
    }

    @Override
    public void redo() {
        system.getHosts().addAll(hosts);
        for (int i = 0; i < domains.size(); i++) {
            domainHosts.get(i).getDomains().add(domains.get(i));
        }
        for (int i = 0; i < operators.size(); i++) {
            operators.get(i).setPlacement(placements.get(i));
        }
        // operators inside pasted hosts and domains are already placed; all pasted operators join the system
        for (Domain domain : pastedDomains()) {
            system.getOperators().addAll(domain.getOperators());
        }
        system.getOperators().addAll(operators);
        system.getConnections().addAll(connections);
    }

    @Override
    public void undo() {
        system.getConnections().removeAll(connections);
        for (Domain domain : pastedDomains()) {
            system.getOperators().removeAll(domain.getOperators());
        }
        system.getOperators().removeAll(operators);
        for (Operator operator : operators) {
            operator.setPlacement(null);
        }
        for (int i = 0; i < domains.size(); i++) {
            domainHosts.get(i).getDomains().remove(domains.get(i));
        }
        system.getHosts().removeAll(hosts);
    }
}
