package org.orrery.editor.commands;

import org.eclipse.gef.commands.Command;
import org.orrery.model.Operator;
import org.orrery.model.OrreryFactory;
import org.orrery.model.Parameter;
import org.orrery.model.ParameterType;

/**
 * Sets one parameter of an operator. A parameter the operator does not have yet is added with the given type; a null
 * value removes the parameter, so that the operator type's default applies.
 */
public final class SetParameterCommand extends Command {

    private final Operator operator;
    private final String name;
    private final ParameterType type;
    private final String newValue;
    private Parameter parameter;
    private int index;
    private String oldValue;
    private boolean added;

    public SetParameterCommand(Operator operator, String name, ParameterType type, String newValue) {
        super((newValue == null ? "Reset parameter " : "Set parameter ") + name + " of " + operator.getName());
        this.operator = operator;
        this.name = name;
        this.type = type == null ? ParameterType.STRING : type;
        this.newValue = newValue;
    }

    /** The parameter named {@code name} of {@code operator}, or null. */
    public static Parameter find(Operator operator, String name) {
        for (Parameter candidate : operator.getParameters()) {
            if (name.equals(candidate.getName())) {
                return candidate;
            }
        }
        return null;
    }

    @Override
    public boolean canExecute() {
        return newValue != null || find(operator, name) != null;
    }

    @Override
    public void execute() {
        parameter = find(operator, name);
        added = parameter == null;
        if (added) {
            parameter = OrreryFactory.eINSTANCE.createParameter();
            parameter.setName(name);
            parameter.setType(type);
            index = operator.getParameters().size();
        } else {
            index = operator.getParameters().indexOf(parameter);
            oldValue = parameter.getValue();
        }
        redo();
    }

    @Override
    public void redo() {
        if (newValue == null) {
            operator.getParameters().remove(parameter);
            return;
        }
        parameter.setValue(newValue);
        if (added) {
            operator.getParameters().add(index, parameter);
        }
    }

    @Override
    public void undo() {
        if (added) {
            operator.getParameters().remove(parameter);
            return;
        }
        parameter.setValue(oldValue);
        if (!operator.getParameters().contains(parameter)) {
            operator.getParameters().add(index, parameter);
        }
    }
}
