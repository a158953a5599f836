package org.orrery.editor;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.gef.EditPart;
import org.eclipse.gef.EditPartViewer;
import org.orrery.model.validation.ValidationProblem;

/**
 * The validation problems of a system by element, kept as a property of the graphical viewer so that edit parts can
 * mark their figures.
 */
public final class ProblemIndex {

    /** The viewer property under which the editor stores the current index. */
    public static final String VIEWER_PROPERTY = "org.orrery.editor.problems";

    private final Map<EObject, List<ValidationProblem>> byElement = new IdentityHashMap<>();

    public ProblemIndex(List<ValidationProblem> problems) {
        for (ValidationProblem problem : problems) {
            byElement.computeIfAbsent(problem.element(), e -> new ArrayList<>()).add(problem);
        }
    }

    /** The elements whose problem messages differ between this index and {@code other}. */
    public Set<EObject> changedIn(ProblemIndex other) {
        Set<EObject> changed = Collections.newSetFromMap(new IdentityHashMap<>());
        changed.addAll(byElement.keySet());
        changed.addAll(other.byElement.keySet());
        changed.removeIf(element -> Objects.equals(describe(element), other.describe(element)));
        return changed;
    }

    /** The problem messages of {@code element} in the index stored on {@code viewer}, or null when it has none. */
    /**
     * Marks {@code problems} on the diagram of {@code viewer}: only the figures whose marks change are redrawn (on a
     * large system a change touches few of them).
     */
    public static void show(EditPartViewer viewer, List<ValidationProblem> problems) {
        ProblemIndex before = viewer.getProperty(VIEWER_PROPERTY) instanceof ProblemIndex index ? index
                : new ProblemIndex(List.of());
        ProblemIndex after = new ProblemIndex(problems);
        viewer.setProperty(VIEWER_PROPERTY, after);
        for (EObject element : before.changedIn(after)) {
            if (viewer.getEditPartRegistry().get(element) instanceof EditPart part) {
                part.refresh();
            }
        }
    }

    public static String describe(EditPartViewer viewer, Object element) {
        Object index = viewer == null ? null : viewer.getProperty(VIEWER_PROPERTY);
        return index instanceof ProblemIndex problems ? problems.describe(element) : null;
    }

    /** The messages of the problems of {@code element}, one per line, or null when it has none. */
    public String describe(Object element) {
        List<ValidationProblem> problems = byElement.get(element);
        if (problems == null || problems.isEmpty()) {
            return null;
        }
        return problems.stream().map(ValidationProblem::message).collect(Collectors.joining("\n"));
    }
}
