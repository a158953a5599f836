package org.orrery.editor.palette;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.gef.palette.CombinedTemplateCreationEntry;
import org.eclipse.gef.palette.ConnectionCreationToolEntry;
import org.eclipse.gef.palette.MarqueeToolEntry;
import org.eclipse.gef.palette.PaletteDrawer;
import org.eclipse.gef.palette.PaletteEntry;
import org.eclipse.gef.palette.PaletteGroup;
import org.eclipse.gef.palette.PaletteRoot;
import org.eclipse.gef.palette.SelectionToolEntry;
import org.eclipse.gef.requests.CreationFactory;
import org.eclipse.gef.requests.SimpleFactory;
import org.eclipse.jface.resource.ImageDescriptor;
import org.orrery.editor.commands.Names;
import org.orrery.model.Composite;
import org.orrery.model.Domain;
import org.orrery.model.DomainRole;
import org.orrery.model.Host;
import org.orrery.model.NamedElement;
import org.orrery.model.Operator;
import org.orrery.model.OperatorKind;
import org.orrery.model.OrreryFactory;
import org.orrery.model.OrrerySystem;
import org.orrery.model.Parameter;
import org.orrery.model.catalog.OperatorCatalog;
import org.orrery.model.catalog.OperatorType;
import org.orrery.model.catalog.ParameterSpec;
import org.orrery.model.edit.CompositeTypes;
import org.orrery.model.edit.Composites;

/**
 * The editor's palette: selection, marquee and connection tools; hosts and domains; one entry per operator type of the
 * catalogue, grouped by kind. New elements get a name that is free in the system.
 */
public final class OrreryPalette {

    private static final String OPERATORS = "org.orrery.palette.operators";
    private static final String COMPOSITE_TYPES = "org.orrery.palette.composites";

    private OrreryPalette() {
    }

    public static PaletteRoot create(OrrerySystem system, OperatorCatalog catalog) {
        return create(system, catalog, true);
    }

    /**
     * The palette for {@code system}'s diagram, or ({@code withLab} false) for a composite's own canvas, where hosts
     * and domains have no place: tools, operators and composite types only.
     */
    public static PaletteRoot create(OrrerySystem system, OperatorCatalog catalog, boolean withLab) {
        PaletteRoot root = new PaletteRoot();
        PaletteGroup tools = new PaletteGroup("Tools");
        SelectionToolEntry selection = new SelectionToolEntry();
        tools.add(selection);
        tools.add(new MarqueeToolEntry());
        tools.add(new ConnectionCreationToolEntry("Connection", "Draw an event stream from one operator to another",
                new SimpleFactory(null), PaletteIcons.connection(), PaletteIcons.connection()));
        root.add(tools);
        root.setDefaultEntry(selection);

        if (withLab) {
            PaletteDrawer lab = new PaletteDrawer("Lab");
            lab.add(entry("Host", "A machine of the lab", PaletteIcons.host(),
                    () -> named(system, OrreryFactory.eINSTANCE.createHost(), "host")));
            lab.add(entry("Star domain", "The coordinator of the system", PaletteIcons.star(),
                    () -> domain(system, DomainRole.STAR)));
            lab.add(entry("Planet domain", "An executor of operators", PaletteIcons.planet(),
                    () -> domain(system, DomainRole.PLANET)));
            root.add(lab);
        }

        addOperatorDrawers(root, system, catalog);
        refreshCompositeTypes(root);
        return root;
    }

    /**
     * Rebuilds the drawer of composite types from the library ({@link CompositeTypes#library()}), after a type was
     * saved there; a file of the library that is not a type shows as an entry that places nothing, its tooltip saying
     * why.
     */
    public static void refreshCompositeTypes(PaletteRoot root) {
        for (Object child : root.getChildren().toArray()) {
            if (child instanceof PaletteDrawer drawer && COMPOSITE_TYPES.equals(drawer.getId())) {
                root.remove(drawer);
            }
        }
        CompositeTypes.Listing listing = CompositeTypes.list(CompositeTypes.library());
        if (listing.types().isEmpty() && listing.problems().isEmpty()) {
            return;
        }
        PaletteDrawer drawer = new PaletteDrawer("Composite Types");
        drawer.setId(COMPOSITE_TYPES);
        ImageDescriptor icon = PaletteIcons.composite();
        for (CompositeTypes.Type type : listing.types()) {
            drawer.add(entry(type.name(), describe(type), icon, () -> type));
        }
        for (String problem : listing.problems()) {
            CombinedTemplateCreationEntry broken = entry("(not a type)", problem, icon, () -> null);
            broken.setUserModificationPermission(PaletteEntry.PERMISSION_NO_MODIFICATION);
            drawer.add(broken);
        }
        root.add(drawer);
    }

    private static String describe(CompositeTypes.Type type) {
        Composite composite = type.composite();
        int nested = composite.getNested().size();
        StringBuilder text = new StringBuilder("A composite of " + Composites.members(composite).size() + " operators"
                + (nested == 0 ? "" : " (" + nested + (nested == 1 ? " composite" : " composites") + " nested)"));
        if (!composite.getParameters().isEmpty()) {
            text.append("; parameters ");
            text.append(String.join(", ",
                    composite.getParameters().stream().map(p -> p.getName() + " = " + p.getValue()).toList()));
        }
        return text.append(" (").append(type.file()).append(')').toString();
    }

    /** Rebuilds the operator drawers after the catalogue changed, such as when a bundle with new types was added. */
    public static void refreshOperators(PaletteRoot root, OrrerySystem system, OperatorCatalog catalog) {
        for (Object child : root.getChildren().toArray()) {
            if (child instanceof PaletteDrawer drawer && OPERATORS.equals(drawer.getId())) {
                root.remove(drawer);
            }
        }
        addOperatorDrawers(root, system, catalog);
    }

    private static void addOperatorDrawers(PaletteRoot root, OrrerySystem system, OperatorCatalog catalog) {
        for (OperatorKind kind : OperatorKind.VALUES) {
            List<OperatorType> types = new ArrayList<>();
            catalog.types().stream().filter(t -> t.kind() == kind).forEach(types::add);
            if (types.isEmpty()) {
                continue;
            }
            PaletteDrawer drawer = new PaletteDrawer(
                    Character.toUpperCase(kind.getLiteral().charAt(0)) + kind.getLiteral().substring(1) + "s");
            drawer.setId(OPERATORS);
            ImageDescriptor icon = PaletteIcons.kind(kind);
            for (OperatorType type : types) {
                drawer.add(entry(type.label(), type.description(), icon, () -> operator(system, type)));
            }
            root.add(drawer);
        }
    }

    private interface Maker {

        Object make();
    }

    private static CombinedTemplateCreationEntry entry(String label, String description, ImageDescriptor icon,
            Maker maker) {
        CreationFactory factory = new CreationFactory() {

            @Override
            public Object getNewObject() {
                return maker.make();
            }

            @Override
            public Object getObjectType() {
                return label;
            }
        };
        // the template is the factory itself: a drop on the diagram creates through it, like a click does
        return new CombinedTemplateCreationEntry(label, description, factory, factory, icon, icon);
    }

    private static Domain domain(OrrerySystem system, DomainRole role) {
        Domain domain = named(system, OrreryFactory.eINSTANCE.createDomain(),
                role == DomainRole.STAR ? "star" : "planet");
        domain.setRole(role);
        return domain;
    }

    private static Operator operator(OrrerySystem system, OperatorType type) {
        String base = type.id().substring(type.id().lastIndexOf('.') + 1);
        Operator operator = named(system, OrreryFactory.eINSTANCE.createOperator(), base);
        operator.setKind(type.kind());
        operator.setType(type.id());
        for (ParameterSpec spec : type.parameters()) {
            if (spec.required() || spec.defaultValue() != null) {
                Parameter parameter = OrreryFactory.eINSTANCE.createParameter();
                parameter.setName(spec.name());
                parameter.setType(spec.type());
                parameter.setValue(spec.defaultValue() == null ? "" : spec.defaultValue());
                operator.getParameters().add(parameter);
            }
        }
        return operator;
    }

    /** Gives {@code element} the first name of the form base1, base2, … that no element of the system has. */
    static <T extends NamedElement> T named(OrrerySystem system, T element, String base) {
        element.setName(Names.fresh(base + "1", Names.taken(system)));
        if (element instanceof Host host) {
            host.setAddress("127.0.0.1");
        }
        return element;
    }
}
