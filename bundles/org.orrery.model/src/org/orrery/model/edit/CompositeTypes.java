package org.orrery.model.edit;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.function.UnaryOperator;
import java.util.regex.Pattern;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.orrery.model.Bounds;
import org.orrery.model.Composite;
import org.orrery.model.Connection;
import org.orrery.model.Operator;
import org.orrery.model.OrreryFactory;
import org.orrery.model.OrrerySystem;
import org.orrery.model.io.OrreryFiles;
import org.orrery.model.validation.ElementLabels;

/**
 * Composite types: a composite saved on its own (its operators, the connections among them, its ports and parameters)
 * as a file of a library folder, and placed again as a copy whose names are free in the system it goes into. A file of
 * the library is a system file holding the composite and its operators placed on no domain; an instance remembers its
 * type by name ({@code Composite.type}) and is a composite like any other from then on.
 */
public final class CompositeTypes {

    /** The system property naming the library folder; without it, {@code ~/.orrery/types}. */
    public static final String LIBRARY_PROPERTY = "orrery.types";
    /** What a type's name may be: it names its file too. */
    public static final Pattern NAME = Pattern.compile("[A-Za-z][A-Za-z0-9_-]{0,63}");
    /** The most types a library's listing reads: a folder of many files does not hold the palette up. */
    public static final int MAX_TYPES = 200;

    private CompositeTypes() {
    }

    /** A type read from the library: its name, its file, and the system holding its composite. */
    public record Type(String name, Path file, OrrerySystem definition) {

        /** The type's composite, as saved (the one nested in none; the others are nested in it). */
        public Composite composite() {
            return outermost(definition).get(0);
        }
    }

    /** What a library folder holds: the types that load, and for each file that does not, why. */
    public record Listing(List<Type> types, List<String> problems) {
    }

    /**
     * A copy of a type to be placed: the composite, the composites nested in it, the operators inside it (placed
     * nowhere yet, each in its composite) and the connections among them.
     */
    public record Instance(Composite composite, List<Composite> nested, List<Operator> operators,
            List<Connection> connections) {
    }

    /** The library folder: the {@value #LIBRARY_PROPERTY} system property, or {@code ~/.orrery/types}. */
    public static Path library() {
        String configured = System.getProperty(LIBRARY_PROPERTY);
        return configured != null && !configured.isBlank() ? Path.of(configured)
                : Path.of(System.getProperty("user.home"), ".orrery", "types");
    }

    /** What is wrong with {@code name} as a type's name, or null when it may be taken. */
    public static String problem(String name) {
        return name != null && NAME.matcher(name).matches() ? null
                : "a type's name starts with a letter and has up to 64 letters, digits, '_' and '-'";
    }

    /** The file type {@code name} is saved in, in {@code library}. */
    public static Path file(Path library, String name) {
        return library.resolve(name + "." + OrreryFiles.EXTENSION);
    }

    /**
     * The system a type file holds for {@code composite} saved as type {@code name}: copies of the composite, the
     * composites nested in it, the operators inside it placed on no domain and the connections among them (a connection
     * crossing the composite's boundary is left out: its ports say where such connections attach).
     */
    public static OrrerySystem definition(Composite composite, String name) {
        if (problem(name) != null) {
            throw new IllegalArgumentException(problem(name));
        }
        List<Operator> operators = Composites.members(composite);
        OrrerySystem owner = composite.eContainer() instanceof OrrerySystem system ? system : null;
        List<Connection> inner = owner == null ? List.of()
                : owner.getConnections()
                        .stream()
                        .filter(c -> operators.contains(c.getSource()) && operators.contains(c.getTarget()))
                        .toList();
        Instance copy = copy(composite, operators, inner);
        copy.composite().setType(name);
        OrrerySystem definition = OrreryFactory.eINSTANCE.createOrrerySystem();
        definition.setName(name);
        definition.getComposites().add(copy.composite());
        definition.getComposites().addAll(copy.nested());
        definition.getOperators().addAll(copy.operators());
        definition.getConnections().addAll(copy.connections());
        return definition;
    }

    /** Saves {@code composite} as type {@code name} in {@code library} (atomically, replacing a type of that name). */
    public static Path save(Composite composite, String name, Path library) throws IOException {
        Files.createDirectories(library);
        Path file = file(library, name);
        OrreryFiles.save(definition(composite, name), file);
        return file;
    }

    /** The types in {@code library}, by name; a file that is not a type is named with the reason and left out. */
    public static Listing list(Path library) {
        List<Path> files = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(library, "*." + OrreryFiles.EXTENSION)) {
            for (Path entry : entries) {
                if (files.size() == MAX_TYPES) {
                    problems.add(library + " holds more than " + MAX_TYPES + " types; the palette shows the first "
                            + MAX_TYPES + " by name");
                    break;
                }
                files.add(entry);
            }
        } catch (@SuppressWarnings("unused") NoSuchFileException none) {
            return new Listing(List.of(), List.of());
        } catch (IOException e) {
            return new Listing(List.of(), List.of(library + " cannot be read: " + e.getMessage()));
        }
        files.sort(null);
        List<Type> types = new ArrayList<>();
        for (Path file : files) {
            String fileName = file.getFileName().toString();
            String name = fileName.substring(0, fileName.length() - OrreryFiles.EXTENSION.length() - 1);
            if (problem(name) != null) {
                problems.add(file + " is not a composite type: " + problem(name));
                continue;
            }
            try {
                OrrerySystem definition = OrreryFiles.load(file);
                int outermost = outermost(definition).size();
                String problem = outermost != 1
                        ? "it holds " + outermost + " composites nested in none; a type holds one"
                        : definition.getOperators().isEmpty() ? "its composite has no operators" : null;
                if (problem != null) {
                    problems.add(file + " is not a composite type: " + problem);
                } else {
                    types.add(new Type(name, file, definition));
                }
            } catch (IOException e) {
                problems.add(file + " is not a composite type: " + e.getMessage());
            }
        }
        return new Listing(List.copyOf(types), List.copyOf(problems));
    }

    /**
     * A copy of {@code type} to place: its composite and each operator named by {@code freshName} (given the saved
     * name, it answers one that is free where the copy goes, and takes it), the composite of its type.
     */
    public static Instance instance(Type type, UnaryOperator<String> freshName) {
        Composite saved = type.composite();
        Instance copy = copy(saved, Composites.members(saved), type.definition().getConnections());
        copy.composite().setName(freshName.apply(saved.getName()));
        copy.composite().setType(type.name());
        for (Composite nested : copy.nested()) {
            nested.setName(freshName.apply(nested.getName()));
        }
        for (Operator operator : copy.operators()) {
            operator.setName(freshName.apply(operator.getName()));
        }
        return copy;
    }

    /** The composites of {@code system} nested in none. */
    private static List<Composite> outermost(OrrerySystem system) {
        return system.getComposites().stream().filter(c -> c.getParent() == null).toList();
    }

    private static Instance copy(Composite composite, Collection<Operator> operators, List<Connection> connections) {
        EcoreUtil.Copier copier = new EcoreUtil.Copier();
        Composite compositeCopy = (Composite) copier.copy(composite);
        List<Composite> nestedCopies = new ArrayList<>();
        List<Composite> all = Composites.nestedIn(composite);
        for (Composite nested : all.subList(1, all.size())) {
            nestedCopies.add((Composite) copier.copy(nested));
        }
        List<Operator> operatorCopies = new ArrayList<>();
        for (Operator operator : operators) {
            operatorCopies.add((Operator) copier.copy(operator));
        }
        List<Connection> connectionCopies = new ArrayList<>();
        for (Connection connection : connections) {
            connectionCopies.add((Connection) copier.copy(connection));
        }
        copier.copyReferences();
        compositeCopy.setParent(null);
        Set<EObject> copies = Set.copyOf(copier.values());
        for (Operator operator : operatorCopies) {
            operator.setPlacement(null);
        }
        // a copy keeps no reference out of what was copied (the original's alerts, say, watch what stays behind)
        for (EObject copy : copier.values()) {
            for (EObject referenced : copy.eCrossReferences()) {
                if (!copies.contains(referenced)) {
                    throw new IllegalStateException(ElementLabels.describe(copy) + " refers to "
                            + ElementLabels.describe(referenced) + ", which a composite type cannot take with it");
                }
            }
        }
        Bounds bounds = compositeCopy.getBounds();
        if (bounds != null) {
            bounds.setX(0);
            bounds.setY(0);
        }
        return new Instance(compositeCopy, List.copyOf(nestedCopies), List.copyOf(operatorCopies),
                List.copyOf(connectionCopies));
    }
}
