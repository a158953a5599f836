package org.orrery.editor.commands;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.gef.commands.Command;
import org.orrery.model.Bundle;
import org.orrery.model.Composite;
import org.orrery.model.Connection;
import org.orrery.model.Domain;
import org.orrery.model.Host;
import org.orrery.model.Link;
import org.orrery.model.Operator;
import org.orrery.model.OrrerySystem;
import org.orrery.model.Port;
import org.orrery.model.edit.Composites;
import org.orrery.model.validation.ElementLabels;

/**
 * Deletes an element and what would dangle without it: an operator takes its connections (and its composite's ports to
 * it) with it, a composite its operators; a domain or host leaves the operators placed on it unplaced (validation then
 * asks for a new placement), and a host takes the links other hosts had to it. Undo puts everything back where it was,
 * in the same order.
 */
public final class DeleteCommand extends Command {

    private final EObject element;
    private final List<Runnable> inverses = new ArrayList<>();

    public DeleteCommand(EObject element) {
        super("Delete " + ElementLabels.describe(element));
        if (!(element instanceof Connection || element instanceof Operator || element instanceof Domain
                || element instanceof Host || element instanceof Bundle || element instanceof Composite)) {
            throw new IllegalArgumentException("cannot delete " + ElementLabels.describe(element));
        }
        if (element.eContainer() == null) {
            throw new IllegalArgumentException(ElementLabels.describe(element) + " is not part of a system");
        }
        this.element = element;
    }

    @Override
    public void execute() {
        inverses.clear();
        if (element.eContainer() == null) {
            return; // deleted with another element of the same selection (a connection with its operator, ...)
        }
        if (element instanceof Connection connection) {
            removeConnection(connection);
        } else if (element instanceof Operator operator) {
            removeOperator(operator);
        } else if (element instanceof Composite composite) {
            removeComposite(composite);
        } else if (element instanceof Domain domain) {
            unplaceOperatorsOf(domain);
            Host host = domain.getHost();
            int index = host.getDomains().indexOf(domain);
            host.getDomains().remove(domain);
            inverses.add(() -> host.getDomains().add(index, domain));
        } else if (element instanceof Host host) {
            host.getDomains().forEach(this::unplaceOperatorsOf);
            OrrerySystem system = host.getSystem();
            for (Host other : system.getHosts()) {
                for (Link link : new ArrayList<>(other.getLinks())) {
                    if (link.getPeer() == host) {
                        int at = other.getLinks().indexOf(link);
                        other.getLinks().remove(link);
                        inverses.add(() -> other.getLinks().add(at, link));
                    }
                }
            }
            int index = system.getHosts().indexOf(host);
            system.getHosts().remove(host);
            inverses.add(() -> system.getHosts().add(index, host));
        } else if (element instanceof Bundle bundle) {
            Domain domain = (Domain) bundle.eContainer();
            int index = domain.getBundles().indexOf(bundle);
            domain.getBundles().remove(bundle);
            inverses.add(() -> domain.getBundles().add(index, bundle));
        }
    }

    /** Removes {@code composite}, the operators inside it and the composites nested in it. */
    private void removeComposite(Composite composite) {
        Composites.members(composite).forEach(this::removeOperator);
        OrrerySystem system = (OrrerySystem) composite.eContainer();
        for (Composite gone : Composites.nestedIn(composite)) {
            int index = system.getComposites().indexOf(gone);
            system.getComposites().remove(gone);
            inverses.add(() -> system.getComposites().add(index, gone));
        }
        Composite parent = composite.getParent();
        if (parent != null) {
            composite.setParent(null);
            inverses.add(() -> composite.setParent(parent));
        }
    }

    /** Removes {@code operator}, its connections, and the ports of the composites it is inside that lead to it. */
    private void removeOperator(Operator operator) {
        new ArrayList<>(operator.getIncoming()).forEach(this::removeConnection);
        new ArrayList<>(operator.getOutgoing()).forEach(this::removeConnection);
        Composite composite = operator.getComposite();
        for (Composite level : Composites.enclosing(composite)) {
            for (Port port : new ArrayList<>(level.getPorts())) {
                if (port.getOperator() == operator) {
                    int at = level.getPorts().indexOf(port);
                    level.getPorts().remove(port);
                    inverses.add(() -> level.getPorts().add(at, port));
                }
            }
        }
        if (composite != null) {
            operator.setComposite(null);
            inverses.add(() -> operator.setComposite(composite));
        }
        Domain placement = operator.getPlacement();
        OrrerySystem system = (OrrerySystem) operator.eContainer();
        int index = system.getOperators().indexOf(operator);
        operator.setPlacement(null);
        system.getOperators().remove(operator);
        inverses.add(() -> {
            system.getOperators().add(index, operator);
            operator.setPlacement(placement);
        });
    }

    private void removeConnection(Connection connection) {
        OrrerySystem system = (OrrerySystem) connection.eContainer();
        int index = system.getConnections().indexOf(connection);
        Operator source = connection.getSource();
        Operator target = connection.getTarget();
        system.getConnections().remove(connection);
        connection.setSource(null);
        connection.setTarget(null);
        inverses.add(() -> {
            connection.setSource(source);
            connection.setTarget(target);
            system.getConnections().add(index, connection);
        });
    }

    private void unplaceOperatorsOf(Domain domain) {
        for (Operator operator : new ArrayList<>(domain.getOperators())) {
            operator.setPlacement(null);
            inverses.add(() -> operator.setPlacement(domain));
        }
    }

    @Override
    public void undo() {
        for (int i = inverses.size() - 1; i >= 0; i--) {
            inverses.get(i).run();
        }
    }

    @Override
    public void redo() {
        execute();
    }
}
