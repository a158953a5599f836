package org.orrery.model.validation;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

import org.eclipse.emf.common.util.BasicDiagnostic;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.DiagnosticChain;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EValidator;
import org.eclipse.emf.ecore.InternalEObject;
import org.orrery.control.api.AlertApi;
import org.orrery.control.api.NamePattern;
import org.orrery.control.api.WireFormat;
import org.orrery.model.Alert;
import org.orrery.model.Bundle;
import org.orrery.model.Composite;
import org.orrery.model.Connection;
import org.orrery.model.Domain;
import org.orrery.model.DomainRole;
import org.orrery.model.Host;
import org.orrery.model.Link;
import org.orrery.model.NamedElement;
import org.orrery.model.Operator;
import org.orrery.model.OrrerySystem;
import org.orrery.model.Parameter;
import org.orrery.model.Subscription;
import org.orrery.model.catalog.OperatorCatalog;
import org.orrery.model.catalog.OperatorType;
import org.orrery.model.catalog.ParameterSpec;
import org.orrery.model.edit.Composites;
import org.orrery.model.edit.Named;
import org.orrery.model.io.DomainGroups;
import org.orrery.model.io.ProtocolEnums;
import org.orrery.predicate.PredicateLanguage;

/**
 * The rules an Orrery system must satisfy before it is deployed. Whole-system rules (one Star, unique names, an acyclic
 * graph) run on the {@link OrrerySystem}; the others on the element they concern. Every diagnostic names its
 * {@link Rule} and the offending element, which is the diagnostic's first data item.
 */
public class OrreryValidator implements EValidator {

    public static final String DIAGNOSTIC_SOURCE = "org.orrery.model";

    private static final Pattern COLOUR = Pattern.compile("#[0-9a-fA-F]{6}");

    private final OperatorCatalog catalog;

    public OrreryValidator(OperatorCatalog catalog) {
        this.catalog = catalog;
    }

    @Override
    public boolean validate(EObject object, DiagnosticChain diagnostics, Map<Object, Object> context) {
        return validate(object.eClass(), object, diagnostics, context);
    }

    @Override
    public boolean validate(EClass eClass, EObject object, DiagnosticChain diagnostics, Map<Object, Object> context) {
        Report report = new Report(diagnostics);
        checkSelfContained(object, report);
        if (object instanceof OrrerySystem system) {
            checkUniqueNames(system, report);
            checkOneStar(system, report);
            checkAcyclic(system, report);
        } else if (object instanceof Host host) {
            checkUniquePorts(host, report);
        } else if (object instanceof Link link) {
            LinkProblems.of(link).forEach(problem -> report.error(Rule.LINKS, link, problem));
        } else if (object instanceof Domain domain) {
            checkDomain(domain, report);
        } else if (object instanceof Operator operator) {
            checkPlacement(operator, report);
            checkOperatorType(operator, report);
        } else if (object instanceof Connection connection) {
            checkConnection(connection, report);
        } else if (object instanceof Alert alert) {
            checkAlert(alert, report);
        } else if (object instanceof Subscription subscription) {
            checkSubscription(subscription, report);
        } else if (object instanceof Composite composite) {
            CompositeProblems.of(composite).forEach(problem -> report.error(Rule.COMPOSITES, composite, problem));
        }
        return report.valid;
    }

    @Override
    public boolean validate(EDataType dataType, Object value, DiagnosticChain diagnostics,
            Map<Object, Object> context) {
        return true;
    }

    /** A reference into another document is never followed (see {@code OrreryFiles.newResourceSet}); it is an error. */
    private static void checkSelfContained(EObject object, Report report) {
        for (EReference reference : object.eClass().getEAllReferences()) {
            if (reference.isContainment() || reference.isContainer() || reference.isDerived()) {
                continue;
            }
            Object value = object.eGet(reference, false);
            List<?> values = value instanceof List<?> list ? list : value == null ? List.of() : List.of(value);
            for (Object target : values) {
                if (target instanceof InternalEObject proxy && proxy.eIsProxy()) {
                    report.error(Rule.SELF_CONTAINED, object,
                            "the " + reference.getName() + " of " + ElementLabels.describe(object)
                                    + " refers to another document (" + proxy.eProxyURI()
                                    + "); an Orrery system refers only to elements of its own file");
                }
            }
        }
    }

    private static void checkUniqueNames(OrrerySystem system, Report report) {
        Map<String, NamedElement> byName = new HashMap<>();
        List<NamedElement> named = new ArrayList<>();
        for (Host host : system.getHosts()) {
            named.add(host);
            named.addAll(host.getDomains());
        }
        named.addAll(system.getOperators());
        named.addAll(system.getComposites());
        for (NamedElement element : named) {
            String name = element.getName();
            if (name == null || name.isBlank()) {
                report.error(Rule.UNIQUE_NAMES, element, "a " + element.eClass().getName().toLowerCase()
                        + " has no name; every host, domain, operator and composite needs a unique name");
                continue;
            }
            NamedElement first = byName.putIfAbsent(name, element);
            if (first != null) {
                report.error(Rule.UNIQUE_NAMES, element, ElementLabels.describe(element) + " has the same name as "
                        + ElementLabels.describe(first) + "; names are unique within a system");
            }
        }
    }

    private static void checkOneStar(OrrerySystem system, Report report) {
        Domain firstStar = null;
        for (Host host : system.getHosts()) {
            for (Domain domain : host.getDomains()) {
                if (domain.getRole() != DomainRole.STAR) {
                    continue;
                }
                if (firstStar == null) {
                    firstStar = domain;
                } else {
                    report.error(Rule.ONE_STAR, domain, ElementLabels.describe(domain) + " is a second Star besides "
                            + ElementLabels.describe(firstStar) + "; a system has exactly one Star");
                }
            }
        }
        if (firstStar == null) {
            report.error(Rule.ONE_STAR, system, ElementLabels.describe(system)
                    + " has no Star domain; a system has exactly one Star to coordinate it");
        }
    }

    private static void checkAcyclic(OrrerySystem system, Report report) {
        for (List<Operator> cycle : OperatorGraph.cycles(system)) {
            StringBuilder path = new StringBuilder();
            for (Operator operator : cycle) {
                path.append(ElementLabels.quote(operator.getName())).append(" \u2192 ");
            }
            path.append(ElementLabels.quote(cycle.get(0).getName()));
            report.error(Rule.ACYCLIC_GRAPH, cycle.get(0), "the operator graph has a cycle through "
                    + ElementLabels.describe(cycle.get(0)) + ": " + path + "; event streams must not loop");
        }
    }

    private static void checkUniquePorts(Host host, Report report) {
        Map<Integer, Domain> byPort = new HashMap<>();
        for (Domain domain : host.getDomains()) {
            int port = domain.getControlPort();
            if (port < 0 || port > 65535) {
                report.error(Rule.UNIQUE_PORTS, domain, ElementLabels.describe(domain) + " has control port " + port
                        + ", outside 0..65535 (0 lets the lab choose)");
                continue;
            }
            if (port == 0) {
                continue;
            }
            Domain first = byPort.putIfAbsent(port, domain);
            if (first != null) {
                report.error(Rule.UNIQUE_PORTS, domain, ElementLabels.describe(domain) + " uses control port " + port
                        + ", already used by " + ElementLabels.describe(first) + " on " + ElementLabels.describe(host));
            }
        }
    }

    private static void checkDomain(Domain domain, Report report) {
        String isolation = DomainGroups.problem(domain);
        if (isolation != null) {
            report.error(Rule.DOMAIN_ISOLATION, domain, ElementLabels.describe(domain) + ": " + isolation);
        }
        String colour = domain.getColour();
        if (colour != null && !colour.isEmpty() && !COLOUR.matcher(colour).matches()) {
            report.error(Rule.DOMAIN_COLOUR, domain,
                    ElementLabels.describe(domain) + " has colour '" + colour + "'; write colours as #rrggbb");
        }
        Set<String> bundles = new HashSet<>();
        for (Bundle bundle : domain.getBundles()) {
            if (bundle.getSymbolicName() == null || bundle.getSymbolicName().isBlank()) {
                report.error(Rule.UNIQUE_NAMES, bundle,
                        "a bundle in " + ElementLabels.describe(domain) + " has no symbolic name");
            } else if (!bundles.add(bundle.getSymbolicName() + "@" + bundle.getVersion())) {
                report.error(Rule.UNIQUE_NAMES, bundle, ElementLabels.describe(bundle) + " is listed twice");
            }
        }
    }

    private static void checkPlacement(Operator operator, Report report) {
        Domain placement = operator.getPlacement();
        if (placement == null) {
            report.error(Rule.OPERATOR_PLACEMENT, operator, ElementLabels.describe(operator)
                    + " is not placed on a domain; place it on a Planet before deploying");
        } else if (placement.getRole() != DomainRole.PLANET) {
            report.error(Rule.OPERATOR_PLACEMENT, operator, ElementLabels.describe(operator) + " is placed on Star "
                    + ElementLabels.describe(placement) + "; operators run on Planet domains");
        }
    }

    private void checkOperatorType(Operator operator, Report report) {
        String typeId = operator.getType();
        if (typeId == null || typeId.isBlank()) {
            report.error(Rule.OPERATOR_TYPE, operator, ElementLabels.describe(operator) + " names no operator type");
            return;
        }
        Optional<OperatorType> found = catalog.find(typeId);
        if (found.isEmpty()) {
            report.error(Rule.OPERATOR_TYPE, operator, ElementLabels.describe(operator) + " has unknown operator type '"
                    + typeId + "'; no bundle in the catalogue provides it");
            return;
        }
        OperatorType type = found.get();
        if (type.kind() != operator.getKind()) {
            report.error(Rule.OPERATOR_TYPE, operator, ElementLabels.describe(operator) + " is a " + operator.getKind()
                    + " but operator type '" + typeId + "' makes " + type.kind() + " operators");
        }
        checkParameters(operator, type, report);
    }

    private static void checkParameters(Operator operator, OperatorType type, Report report) {
        Set<String> seen = new HashSet<>();
        for (Parameter parameter : operator.getParameters()) {
            String name = parameter.getName();
            if (!seen.add(String.valueOf(name))) {
                report.error(Rule.PARAMETER_VALUES, parameter, ElementLabels.describe(parameter) + " is given twice");
                continue;
            }
            Optional<ParameterSpec> spec = type.parameter(name);
            if (spec.isEmpty()) {
                report.error(Rule.PARAMETER_VALUES, parameter,
                        ElementLabels.describe(parameter) + " is not a parameter of operator type '" + type.id() + "'");
                continue;
            }
            if (spec.get().type() != parameter.getType()) {
                report.error(Rule.PARAMETER_VALUES, parameter, ElementLabels.describe(parameter) + " is declared "
                        + parameter.getType() + " but operator type '" + type.id() + "' takes a " + spec.get().type());
                continue;
            }
            List<String> unresolved = CompositeProblems.unresolved(parameter);
            if (!unresolved.isEmpty()) {
                unresolved.forEach(problem -> report.error(Rule.COMPOSITES, parameter, problem));
                continue;
            }
            String value = Composites.value(parameter);
            if (!Composites.references(value).isEmpty()) {
                continue; // a composite's value refers to what nothing answers; that composite's problem says so
            }
            ParameterValues.problem(parameter.getType(), value)
                    .ifPresent(problem -> report.error(Rule.PARAMETER_VALUES, parameter,
                            ElementLabels.describe(parameter) + ": " + problem));
            if ("predicate".equals(name) || spec.get().predicate()) {
                PredicateLanguage.syntaxError(value)
                        .ifPresent(error -> report.error(Rule.PREDICATE_SYNTAX, parameter,
                                ElementLabels.describe(parameter) + " does not parse: " + error));
            }
        }
        for (ParameterSpec spec : type.parameters()) {
            if (spec.required() && !seen.contains(spec.name())) {
                report.error(Rule.PARAMETER_VALUES, operator, ElementLabels.describe(operator)
                        + " lacks required parameter '" + spec.name() + "' of operator type '" + type.id() + "'");
            }
        }
    }

    private static void checkConnection(Connection connection, Report report) {
        Operator source = connection.getSource();
        Operator target = connection.getTarget();
        if (source == null || target == null) {
            report.error(Rule.CONNECTION_DIRECTION, connection,
                    ElementLabels.describe(connection) + " needs both a source and a target operator");
        } else {
            if (!ConnectionRules.acceptsIncoming(target)) {
                report.error(Rule.CONNECTION_DIRECTION, connection, ElementLabels.describe(connection)
                        + " ends at source " + ElementLabels.describe(target) + "; " + ConnectionRules.NO_INCOMING);
            }
            if (!ConnectionRules.sendsOn(source)) {
                report.error(Rule.CONNECTION_DIRECTION, connection,
                        ElementLabels.describe(connection) + " starts at application " + ElementLabels.describe(source)
                                + "; " + ConnectionRules.NO_OUTGOING);
            }
        }
        PredicateLanguage.syntaxError(connection.getPredicate())
                .ifPresent(error -> report.error(Rule.PREDICATE_SYNTAX, connection,
                        "the predicate of " + ElementLabels.describe(connection) + " does not parse: " + error));
        String formatProblem = WireFormat.problem(connection.getWireFormat());
        if (formatProblem != null) {
            report.error(Rule.WIRE_FORMAT, connection,
                    ElementLabels.describe(connection) + ": " + formatProblem + "; the formats every domain knows are "
                            + String.join(", ", WireFormat.BUILT_IN)
                            + ", and a WireCodec plug-in on the agents' class path adds its own");
        }
        LinkProblems.of(connection).forEach(problem -> report.error(Rule.LINKS, connection, problem));
    }

    /** A subscription's pattern is a name pattern, its subscriber takes input, its predicate parses. */
    private static void checkSubscription(Subscription subscription, Report report) {
        String label = "the subscription " + ElementLabels.quote(subscription.getPattern())
                + (subscription.eContainer() instanceof Operator operator ? " of " + ElementLabels.describe(operator)
                        : "");
        String problem = NamePattern.problem(subscription.getPattern());
        if (problem != null) {
            report.error(Rule.NAMES, subscription, label + ": " + problem);
        }
        if (subscription.eContainer() instanceof Operator subscriber && !ConnectionRules.acceptsIncoming(subscriber)) {
            report.error(Rule.NAMES, subscription, label + ": " + ConnectionRules.NO_INCOMING);
        }
        PredicateLanguage.syntaxError(subscription.getPredicate())
                .ifPresent(error -> report.error(Rule.PREDICATE_SYNTAX, subscription,
                        "the predicate of " + label + " does not parse: " + error));
    }

    /**
     * An alert is well formed ({@link AlertApi.AlertSpec#problem}), named once among the system's alerts, watches a
     * connection, operator or domain of its system, and acts on an operator of its system that takes the parameter.
     */
    private void checkAlert(Alert alert, Report report) {
        AlertApi.AlertSpec spec = ProtocolEnums.toProtocol(alert);
        String problem = spec.problem();
        if (problem != null) {
            report.error(Rule.ALERTS, alert, problem);
            return;
        }
        if (!(alert.eContainer() instanceof OrrerySystem system)) {
            return;
        }
        if (system.getAlerts().stream().filter(a -> spec.name().equals(a.getName())).count() > 1) {
            report.error(Rule.ALERTS, alert, "the system has more than one alert named '" + spec.name() + "'");
        }
        boolean known = Named.watched(system, spec).isPresent();
        if (!known) {
            report.error(Rule.ALERTS, alert, ElementLabels.describe(alert) + " watches " + spec.subjectKind().wireName()
                    + " '" + spec.subject() + "', which the system does not have");
        }
        if (spec.action() != null && !spec.action().isBlank()) {
            AlertApi.Action action = AlertApi.Action.parse(spec.action());
            if (!action.setsParameter()) {
                if (Named.connection(system, action.link()[0], action.link()[1]).isEmpty()) {
                    report.error(Rule.ALERTS, alert, ElementLabels.describe(alert) + " acts on connection '"
                            + action.link()[0] + "->" + action.link()[1] + "', which the system does not have");
                }
                return;
            }
            Optional<Operator> operator = Named.operator(system, action.operator());
            OperatorType type = operator.flatMap(o -> catalog.find(o.getType())).orElse(null);
            if (operator.isEmpty()) {
                report.error(Rule.ALERTS, alert, ElementLabels.describe(alert) + " acts on operator '"
                        + action.operator() + "', which the system does not have");
            } else if (type != null && type.parameter(action.parameter()).isEmpty()) {
                report.error(Rule.ALERTS, alert, ElementLabels.describe(alert) + " sets '" + action.parameter()
                        + "', which operator '" + action.operator() + "' (" + type.id() + ") does not take");
            }
        }
    }

    /** Collects diagnostics for one element and remembers whether any was an error. */
    private static final class Report {

        private final DiagnosticChain chain;
        private boolean valid = true;

        Report(DiagnosticChain chain) {
            this.chain = chain;
        }

        void error(Rule rule, EObject element, String message) {
            valid = false;
            if (chain != null) {
                chain.add(new BasicDiagnostic(Diagnostic.ERROR, DIAGNOSTIC_SOURCE, rule.code(),
                        rule.id() + ": " + message, new Object[]{element, rule}));
            }
        }
    }
}
