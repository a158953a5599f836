package org.orrery.model.tests;

import org.orrery.model.Connection;
import org.orrery.model.Domain;
import org.orrery.model.DomainRole;
import org.orrery.model.Host;
import org.orrery.model.Operator;
import org.orrery.model.OperatorKind;
import org.orrery.model.OrreryFactory;
import org.orrery.model.OrrerySystem;
import org.orrery.model.Parameter;
import org.orrery.model.ParameterType;

/** Builds small valid systems in memory for rule tests: one host, a Star, a Planet, source → filter → application. */
final class SystemBuilder {

    private static final OrreryFactory FACTORY = OrreryFactory.eINSTANCE;

    final OrrerySystem system = FACTORY.createOrrerySystem();
    final Host host = FACTORY.createHost();
    final Domain star = FACTORY.createDomain();
    final Domain planet = FACTORY.createDomain();
    final Operator source;
    final Operator filter;
    final Operator application;
    final Connection sourceToFilter;
    final Connection filterToApplication;

    SystemBuilder() {
        system.setName("test");
        host.setName("host");
        system.getHosts().add(host);
        star.setName("star");
        star.setRole(DomainRole.STAR);
        star.setControlPort(7100);
        planet.setName("planet");
        planet.setRole(DomainRole.PLANET);
        planet.setControlPort(7101);
        host.getDomains().add(star);
        host.getDomains().add(planet);
        source = operator("source", OperatorKind.SOURCE, "org.orrery.sample.source");
        filter = operator("filter", OperatorKind.FILTER, "org.orrery.sample.filter");
        parameter(filter, "predicate", ParameterType.STRING, "celsius > 20");
        application = operator("application", OperatorKind.APPLICATION, "org.orrery.sample.application");
        sourceToFilter = connect(source, filter);
        filterToApplication = connect(filter, application);
    }

    Operator operator(String name, OperatorKind kind, String type) {
        Operator operator = FACTORY.createOperator();
        operator.setName(name);
        operator.setKind(kind);
        operator.setType(type);
        operator.setPlacement(planet);
        system.getOperators().add(operator);
        return operator;
    }

    Parameter parameter(Operator operator, String name, ParameterType type, String value) {
        Parameter parameter = FACTORY.createParameter();
        parameter.setName(name);
        parameter.setType(type);
        parameter.setValue(value);
        operator.getParameters().add(parameter);
        return parameter;
    }

    Connection connect(Operator from, Operator to) {
        Connection connection = FACTORY.createConnection();
        connection.setSource(from);
        connection.setTarget(to);
        system.getConnections().add(connection);
        return connection;
    }

    Domain domain(String name, DomainRole role, int port) {
        Domain domain = FACTORY.createDomain();
        domain.setName(name);
        domain.setRole(role);
        domain.setControlPort(port);
        host.getDomains().add(domain);
        return domain;
    }
}
