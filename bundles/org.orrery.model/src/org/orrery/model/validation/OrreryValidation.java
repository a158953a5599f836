package org.orrery.model.validation;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EValidator;
import org.eclipse.emf.ecore.impl.EValidatorRegistryImpl;
import org.eclipse.emf.ecore.util.Diagnostician;
import org.orrery.model.OrreryPackage;
import org.orrery.model.OrrerySystem;
import org.orrery.model.catalog.OperatorCatalog;

/** Runs the {@link OrreryValidator} over a whole system and returns its problems. */
public final class OrreryValidation {

    private final Diagnostician diagnostician;

    public OrreryValidation(OperatorCatalog catalog) {
        EValidator.Registry registry = new EValidatorRegistryImpl();
        registry.put(OrreryPackage.eINSTANCE, new OrreryValidator(catalog));
        this.diagnostician = new Diagnostician(registry);
    }

    /** Validation against the built-in operator catalogue. */
    public static OrreryValidation withBuiltInCatalog() {
        return new OrreryValidation(OperatorCatalog.builtIn());
    }

    public Diagnostic diagnose(OrrerySystem system) {
        return diagnostician.validate(system);
    }

    public List<ValidationProblem> validate(OrrerySystem system) {
        List<ValidationProblem> problems = new ArrayList<>();
        for (Diagnostic child : diagnose(system).getChildren()) {
            List<?> data = child.getData();
            EObject element = !data.isEmpty() && data.get(0) instanceof EObject e ? e : system;
            Rule rule = data.size() > 1 && data.get(1) instanceof Rule r ? r : Rule.ofCode(child.getCode());
            ValidationProblem.Severity severity = child.getSeverity() >= Diagnostic.ERROR
                    ? ValidationProblem.Severity.ERROR
                    : ValidationProblem.Severity.WARNING;
            problems.add(new ValidationProblem(severity, element, rule, child.getMessage()));
        }
        return problems;
    }
}
