package org.orrery.run.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EClassifier;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.deploy.DeploymentExport;
import org.orrery.model.Bundle;
import org.orrery.model.Composite;
import org.orrery.model.Connection;
import org.orrery.model.Domain;
import org.orrery.model.DomainRole;
import org.orrery.model.Host;
import org.orrery.model.Isolation;
import org.orrery.model.Link;
import org.orrery.model.Operator;
import org.orrery.model.OrreryFactory;
import org.orrery.model.OrreryPackage;
import org.orrery.model.OrrerySystem;
import org.orrery.model.Subscription;
import org.orrery.model.edit.Composites;
import org.orrery.model.io.OrreryFiles;
import org.orrery.model.validation.OrreryValidation;
import org.orrery.model.validation.ValidationProblem;

/**
 * The model honoured or refused: every attribute of the metamodel, which the editor offers in the Properties view, is
 * either honoured by the runtime (changing it changes the deployment the Star is sent), refused by validation when it
 * would not be honoured (with a message saying why), or the diagram's alone (changing it leaves the deployment as it
 * was). The test walks the metamodel: an attribute added without a place in this contract fails it, and each claim is
 * checked by changing the attribute on the Solar sample.
 */
class ModelContractTest {

    /** How the runtime takes an attribute. */
    private enum Kind {
        /** The deployment the Star is sent changes with it (or the export refuses the changed value, naming it). */
        RUNTIME,
        /** A value that would not be honoured is refused by validation, saying why. */
        REFUSED,
        /** The diagram's alone: the deployment stays as it was. */
        DESIGN
    }

    private static final OrreryPackage M = OrreryPackage.eINSTANCE;

    /** How the runtime takes an attribute, and what honours it. */
    private record Claim(Kind kind, String how) {
    }

    /** Every attribute and its claim. */
    private static final Map<EAttribute, Claim> CONTRACT = new LinkedHashMap<>();

    static {
        claim(M.getNamedElement_Name(), Kind.RUNTIME, "hosts, domains and operators by name; what connections name");
        claim(M.getBounds_X(), Kind.DESIGN, "where the diagram draws a host, domain or operator");
        claim(M.getBounds_Y(), Kind.DESIGN, "the diagram's layout");
        claim(M.getBounds_Width(), Kind.DESIGN, "the diagram's layout");
        claim(M.getBounds_Height(), Kind.DESIGN, "the diagram's layout");
        claim(M.getBendpoint_X(), Kind.DESIGN, "how the diagram routes a connection");
        claim(M.getBendpoint_Y(), Kind.DESIGN, "how the diagram routes a connection");
        claim(M.getOrrerySystem_Description(), Kind.DESIGN, "documentation shown by the workbench");
        claim(M.getHost_Address(), Kind.RUNTIME, "the lab host a model host maps to (HostSpec.address)");
        claim(M.getDomain_Role(), Kind.RUNTIME, "Star or Planet (DomainSpec.role)");
        claim(M.getDomain_ControlPort(), Kind.RUNTIME, "the domain's control port (DomainSpec.controlPort)");
        claim(M.getDomain_Colour(), Kind.DESIGN, "the colour the diagram gives the domain (validated as #rrggbb)");
        claim(M.getDomain_LatencyProfile(), Kind.RUNTIME, "the domain's idle strategy (DomainSpec.latencyProfile)");
        claim(M.getDomain_Isolation(), Kind.RUNTIME,
                "a process of its own or its group's shared domain host (DomainSpec.group)");
        claim(M.getDomain_Group(), Kind.RUNTIME, "which shared domain host of its host (DomainSpec.group)");
        claim(M.getBundle_SymbolicName(), Kind.RUNTIME, "the bundle resolved and installed");
        claim(M.getBundle_Version(), Kind.RUNTIME, "the bundle resolved and installed");
        claim(M.getBundle_Location(), Kind.RUNTIME, "where the bundle's jar is found");
        claim(M.getBundle_Sha256(), Kind.RUNTIME, "checked against the jar before it is sent");
        claim(M.getBundle_ExpectedState(), Kind.RUNTIME, "active or only installed (BundleSpec.expectedState)");
        claim(M.getBundle_BundleId(), Kind.DESIGN, "the order the diagram lists a domain's bundles in, and the ID the "
                + "runtime last reported (the framework gives its own)");
        claim(M.getOperator_Kind(), Kind.REFUSED, "must be the kind of the operator's type in the catalogue");
        claim(M.getOperator_Type(), Kind.RUNTIME, "the operator type the domain creates");
        claim(M.getOperator_SymbolicName(), Kind.RUNTIME, "the operator's name in the naming tree");
        claim(M.getParameter_Name(), Kind.RUNTIME, "which of the operator's parameters it sets");
        claim(M.getParameter_Type(), Kind.REFUSED, "must be the type the operator's type declares");
        claim(M.getParameter_Value(), Kind.RUNTIME, "the operator's parameter");
        claim(M.getConnection_Predicate(), Kind.RUNTIME, "evaluated at the sender (ConnectionSpec.predicate)");
        claim(M.getConnection_Delivery(), Kind.RUNTIME, "reliable or best effort (ConnectionSpec.delivery)");
        claim(M.getConnection_Priority(), Kind.RUNTIME,
                "the order a busy domain reads its streams in (ConnectionSpec.priority)");
        claim(M.getConnection_WireFormat(), Kind.RUNTIME, "how events cross domains (ConnectionSpec.wireFormat)");
        claim(M.getConnection_Link(), Kind.RUNTIME, "the link profile its sender applies (ConnectionSpec.link)");
        claim(M.getLink_Profile(), Kind.RUNTIME,
                "the link profile of the connections between its two hosts (ConnectionSpec.link)");
        claim(M.getAlert_Subject(), Kind.RUNTIME, "what the Star's alert watches (AlertSpec.subject)");
        claim(M.getAlert_Measure(), Kind.RUNTIME, "which figure it compares (AlertSpec.measure)");
        claim(M.getAlert_Limit(), Kind.RUNTIME, "above what it fires (AlertSpec.limit)");
        claim(M.getAlert_ForSeconds(), Kind.RUNTIME, "how long before it fires (AlertSpec.forSeconds)");
        claim(M.getAlert_Action(), Kind.RUNTIME, "the live change it makes when it fires (AlertSpec.action)");
        claim(M.getSubscription_Pattern(), Kind.RUNTIME, "the connections it resolves to (ConnectionSpec per match)");
        claim(M.getSubscription_Predicate(), Kind.RUNTIME, "its connections' predicate (ConnectionSpec.predicate)");
        claim(M.getSubscription_Delivery(), Kind.RUNTIME, "its connections' delivery (ConnectionSpec.delivery)");
        claim(M.getComposite_Collapsed(), Kind.DESIGN, "whether the diagram shows a composite as one node");
        claim(M.getComposite_Type(), Kind.DESIGN, "the composite type it was made from (deployment flattens it)");
        claim(M.getPort_Name(), Kind.DESIGN, "how a collapsed composite names where a connection ends");
        claim(M.getPort_Direction(), Kind.DESIGN, "which edge of a collapsed composite a port is drawn on");
    }

    private static void claim(EAttribute attribute, Kind kind, String how) {
        CONTRACT.put(attribute, new Claim(kind, how));
    }

    @Test
    void everyAttributeOfTheMetamodelHasItsPlaceInTheContract() {
        List<String> missing = new ArrayList<>();
        for (EClassifier classifier : M.getEClassifiers()) {
            if (classifier instanceof EClass type) {
                for (EAttribute attribute : type.getEAttributes()) {
                    if (!CONTRACT.containsKey(attribute)) {
                        missing.add(type.getName() + "." + attribute.getName());
                    }
                }
            }
        }
        assertEquals(List.of(), missing,
                "attributes neither honoured by the runtime, refused by validation nor the diagram's");
    }

    @TempDir
    Path temp;

    @Test
    void eachAttributeIsHonouredRefusedOrTheDiagramsAsTheContractSays() throws Exception {
        Path model = solarBesideItsBundle();
        OrrerySystem solar = OrreryFiles.load(model);
        String baseline = export(solar, model);
        assertTrue(OrreryValidation.withBuiltInCatalog()
                .validate(solar)
                .stream()
                .noneMatch(p -> p.severity() == ValidationProblem.Severity.ERROR), "the sample is valid");
        List<String> broken = new ArrayList<>();
        for (Map.Entry<EAttribute, Claim> entry : CONTRACT.entrySet()) {
            EAttribute attribute = entry.getKey();
            OrrerySystem copy = EcoreUtil.copy(solar);
            EObject element = instanceOf(copy, attribute.getEContainingClass());
            // the sample had no link and no subscription: the one made for the check is part of what stays
            String unchanged = element instanceof Link || element instanceof Subscription ? export(copy, model)
                    : baseline;
            Object before = element.eGet(attribute);
            element.eSet(attribute, changed(attribute, before));
            String label = attribute.getEContainingClass().getName() + "." + attribute.getName();
            switch (entry.getValue().kind()) {
                case RUNTIME -> {
                    String after;
                    try {
                        after = export(copy, model);
                    } catch (@SuppressWarnings("unused") Exception refused) {
                        continue; // the export checks it: honoured
                    }
                    if (after.equals(unchanged)) {
                        broken.add(label + " is claimed honoured by the runtime, but the deployment did not change");
                    }
                }
                case DESIGN -> {
                    if (!export(copy, model).equals(unchanged)) {
                        broken.add(label + " is claimed the diagram's alone, but the deployment changed");
                    }
                }
                case REFUSED -> {
                    List<ValidationProblem> problems = OrreryValidation.withBuiltInCatalog()
                            .validate(copy)
                            .stream()
                            .filter(p -> p.severity() == ValidationProblem.Severity.ERROR)
                            .toList();
                    if (problems.stream()
                            .noneMatch(p -> p.element() == element || EcoreUtil.isAncestor(element, p.element())
                                    || EcoreUtil.isAncestor(p.element(), element))) {
                        broken.add(label + " = " + element.eGet(attribute)
                                + " is claimed refused by validation, but passed: " + problems);
                    } else {
                        problems.forEach(p -> assertTrue(!p.message().isBlank(), "a refusal says why"));
                    }
                }
                default -> fail();
            }
        }
        assertEquals(List.of(), broken);
    }

    @Test
    void aPluginsWireFormatReachesTheDeploymentAndANameNoCodecCouldHaveIsRefused() throws Exception {
        Path model = solarBesideItsBundle();
        OrrerySystem solar = OrreryFiles.load(model);
        Connection merge = solar.getConnections()
                .stream()
                .filter(c -> c.getTarget().getName().equals("dailyHigh"))
                .findFirst()
                .orElseThrow();
        merge.setWireFormat("avro-2");
        assertTrue(export(solar, model).contains("\"wireFormat\":\"avro-2\""),
                "the plug-in's name is what the Star is sent");
        OrreryFiles.save(solar, model);
        assertEquals("avro-2",
                OrreryFiles.load(model)
                        .getConnections()
                        .stream()
                        .filter(c -> c.getTarget().getName().equals("dailyHigh"))
                        .findFirst()
                        .orElseThrow()
                        .getWireFormat(),
                "and kept in the file");

        merge.setWireFormat("Avro 2");
        Exception refused = assertThrows(Exception.class, () -> export(solar, model));
        assertTrue(
                refused.getMessage()
                        .contains("connection merge \u2192 dailyHigh: a wire format is named in lower-case letters"),
                refused.getMessage());
    }

    @Test
    void aSharedPlanetGoesToItsHostsGroupAndAStarInOneIsRefused() throws Exception {
        Path model = solarBesideItsBundle();
        OrrerySystem solar = OrreryFiles.load(model);
        List<Domain> planets = solar.getHosts()
                .stream()
                .flatMap(h -> h.getDomains().stream())
                .filter(d -> d.getRole() == DomainRole.PLANET)
                .toList();
        planets.get(0).setIsolation(Isolation.SHARED);
        planets.get(1).setIsolation(Isolation.SHARED);
        planets.get(1).setGroup("lane2");
        String exported = export(solar, model);
        assertTrue(
                exported.contains("\"name\":\"" + planets.get(0).getName() + "\"")
                        && exported.contains("\"group\":\"shared\"") && exported.contains("\"group\":\"lane2\""),
                exported);
        OrreryFiles.save(solar, model);
        Domain reloaded = OrreryFiles.load(model)
                .getHosts()
                .stream()
                .flatMap(h -> h.getDomains().stream())
                .filter(d -> d.getName().equals(planets.get(1).getName()))
                .findFirst()
                .orElseThrow();
        assertEquals(List.of(Isolation.SHARED, "lane2"), List.of(reloaded.getIsolation(), reloaded.getGroup()),
                "kept in the file");

        Domain star = solar.getHosts()
                .stream()
                .flatMap(h -> h.getDomains().stream())
                .filter(d -> d.getRole() == DomainRole.STAR)
                .findFirst()
                .orElseThrow();
        star.setIsolation(Isolation.SHARED);
        Exception refused = assertThrows(Exception.class, () -> export(solar, model));
        assertTrue(refused.getMessage().contains("the Star runs in a process of its own"), refused.getMessage());
    }

    /** The Solar sample copied beside its bundle where its location says, so that the location alone finds the jar. */
    private Path solarBesideItsBundle() throws Exception {
        Path root = HostMappingTest.repository();
        Path model = Files.copy(root.resolve("sample-systems/models/solar.orrery"), temp.resolve("solar.orrery"));
        Path jar = root.resolve(
                "runtime-agents/orrery-dist/target/orrery-runtime/bundles/org.orrery.sample.operators-0.1.0.jar");
        Files.copy(jar, Files.createDirectories(temp.resolve("bundles")).resolve(jar.getFileName()));
        return model;
    }

    private static String export(OrrerySystem system, Path model) throws Exception {
        return DeploymentExport.toJson(system, model, List.of(), true);
    }

    /** The first element of {@code type} in {@code system} (a bend point added to a connection when it has none). */
    private static EObject instanceOf(OrrerySystem system, EClass type) {
        if (type.isSuperTypeOf(system.eClass())) {
            return type == M.getNamedElement() ? system.getOperators().get(0) : system;
        }
        if (type == M.getLink()) {
            // a second host, the target of the first connection placed on it, and a link between the two
            Host lab = system.getHosts().get(0);
            Host other = OrreryFactory.eINSTANCE.createHost();
            other.setName("other");
            Domain far = OrreryFactory.eINSTANCE.createDomain();
            far.setName("far");
            far.setRole(DomainRole.PLANET);
            other.getDomains().add(far);
            system.getHosts().add(other);
            Operator target = system.getConnections().get(0).getTarget();
            far.getBundles().addAll(EcoreUtil.copyAll(target.getPlacement().getBundles()));
            target.setPlacement(far);
            Link link = OrreryFactory.eINSTANCE.createLink();
            link.setPeer(other);
            link.setProfile("lan");
            lab.getLinks().add(link);
            return link;
        }
        if (type == M.getSubscription()) {
            // merge subscribes to sensorA's name, which no wire joins to it
            Operator merge = system.getOperators()
                    .stream()
                    .filter(o -> o.getName().equals("merge"))
                    .findFirst()
                    .orElseThrow();
            Subscription subscription = OrreryFactory.eINSTANCE.createSubscription();
            subscription.setPattern("/sensors/temperature/a");
            merge.getSubscriptions().add(subscription);
            return subscription;
        }
        if (type == M.getComposite() || type == M.getPort()) {
            // thresholdA grouped alone, with its ports
            Operator threshold = system.getConnections().get(0).getTarget();
            Composite composite = OrreryFactory.eINSTANCE.createComposite();
            composite.setName("grouped");
            threshold.setComposite(composite);
            composite.getPorts().addAll(Composites.portsFor(List.of(threshold)));
            system.getComposites().add(composite);
            return type == M.getComposite() ? composite : composite.getPorts().get(0);
        }
        if (type == M.getBendpoint()) {
            Connection connection = system.getConnections().get(0);
            if (connection.getBendpoints().isEmpty()) {
                connection.getBendpoints().add(OrreryFactory.eINSTANCE.createBendpoint());
            }
            return connection.getBendpoints().get(0);
        }
        for (var it = system.eAllContents(); it.hasNext();) {
            EObject next = it.next();
            // a bundle other than the operator SPI, which every domain provides itself
            if (type.isInstance(next)
                    && !(next instanceof Bundle bundle && bundle.getSymbolicName().equals("org.orrery.operator.api"))) {
                return next;
            }
        }
        throw new AssertionError("the Solar sample has no " + type.getName());
    }

    /** Another value of {@code attribute}'s type than {@code value}. */
    private static Object changed(EAttribute attribute, Object value) {
        EClassifier type = attribute.getEAttributeType();
        if (type instanceof EEnum enumeration) {
            int index = enumeration.getELiterals().indexOf(enumeration.getEEnumLiteralByLiteral(value.toString()));
            return enumeration.getELiterals().get((index + 1) % enumeration.getELiterals().size()).getInstance();
        }
        Class<?> java = type.getInstanceClass();
        if (java == int.class || java == Integer.class) {
            return (Integer) value + 7;
        }
        if (java == long.class || java == Long.class) {
            return (Long) value + 7;
        }
        if (java == double.class || java == Double.class) {
            return (Double) value + 7;
        }
        if (java == boolean.class || java == Boolean.class) {
            return !(Boolean) value;
        }
        assertNotEquals(null, java);
        return (value == null ? "" : value) + "x";
    }
}
