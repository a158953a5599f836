package org.orrery.editor.commands;

import org.eclipse.emf.common.util.EList;
import org.eclipse.gef.commands.Command;
import org.orrery.model.Composite;
import org.orrery.model.NamedElement;
import org.orrery.model.Operator;
import org.orrery.model.OrreryFactory;
import org.orrery.model.Parameter;
import org.orrery.model.ParameterType;

/**
 * Sets one parameter of an operator or a composite. A parameter it does not have yet is added with the given type; a
 * null value removes the parameter, so that the operator type's default applies.
 */
public final class SetParameterCommand extends Command {

    private final NamedElement owner;
    private final EList<Parameter> parameters;
    private final String name;
    private final ParameterType type;
    private final String newValue;
    private Parameter parameter;
    private int index;
    private String oldValue;
    private boolean added;

    public SetParameterCommand(NamedElement owner, String name, ParameterType type, String newValue) {
        super((newValue == null ? "Reset parameter " : "Set parameter ") + name + " of " + owner.getName());
        this.owner = owner;
        this.parameters = parametersOf(owner);
        this.name = name;
        this.type = type == null ? ParameterType.STRING : type;
        this.newValue = newValue;
    }

    /** The parameters of {@code owner}, an operator or a composite. */
    public static EList<Parameter> parametersOf(NamedElement owner) {
        if (owner instanceof Operator operator) {
            return operator.getParameters();
        }
        if (owner instanceof Composite composite) {
            return composite.getParameters();
        }
        throw new IllegalArgumentException(owner.eClass().getName() + " has no parameters");
    }

    /** The parameter named {@code name} of {@code owner} (an operator or a composite), or null. */
    public static Parameter find(NamedElement owner, String name) {
        for (Parameter candidate : parametersOf(owner)) {
            if (name.equals(candidate.getName())) {
                return candidate;
            }
        }
        return null;
    }

    @Override
    public boolean canExecute() {
        return newValue != null || find(owner, name) != null;
    }

    @Override
    public void execute() {
        parameter = find(owner, name);
        added = parameter == null;
        if (added) {
            parameter = OrreryFactory.eINSTANCE.createParameter();
            parameter.setName(name);
            parameter.setType(type);
            index = parameters.size();
        } else {
            index = parameters.indexOf(parameter);
            oldValue = parameter.getValue();
        }
        redo();
    }

    @Override
    public void redo() {
        if (newValue == null) {
            parameters.remove(parameter);
            return;
        }
        parameter.setValue(newValue);
        if (added) {
            parameters.add(index, parameter);
        }
    }

    @Override
    public void undo() {
        if (added) {
            parameters.remove(parameter);
            return;
        }
        parameter.setValue(oldValue);
        if (!parameters.contains(parameter)) {
            parameters.add(index, parameter);
        }
    }
}
