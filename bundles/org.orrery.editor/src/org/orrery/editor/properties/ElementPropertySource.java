package org.orrery.editor.properties;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.ui.views.properties.IPropertyDescriptor;
import org.eclipse.ui.views.properties.IPropertySource;
import org.eclipse.ui.views.properties.PropertyDescriptor;
import org.orrery.model.NamedElement;
import org.orrery.model.Operator;
import org.orrery.model.Parameter;
import org.orrery.model.validation.ElementLabels;

/**
 * Shows a model element in the Properties view, read-only: its attributes, the elements it refers to by name,
 * an operator's parameters and the element's bounds. Built reflectively on plain EMF, since EMF.Edit UI is
 * not available from the registries.
 */
public final class ElementPropertySource implements IPropertySource {

    private static final String PARAMETER_PREFIX = "parameter:";

    private final EObject element;

    public ElementPropertySource(EObject element) {
        this.element = element;
    }

    @Override
    public Object getEditableValue() {
        return element;
    }

    @Override
    public IPropertyDescriptor[] getPropertyDescriptors() {
        List<IPropertyDescriptor> descriptors = new ArrayList<>();
        for (EStructuralFeature feature : element.eClass().getEAllStructuralFeatures()) {
            if (feature instanceof EAttribute || isNamedReference(feature)) {
                PropertyDescriptor descriptor = new PropertyDescriptor(feature, feature.getName());
                descriptor.setCategory(feature instanceof EAttribute ? "Element" : "References");
                descriptors.add(descriptor);
            }
        }
        if (element instanceof Operator operator) {
            for (Parameter parameter : operator.getParameters()) {
                PropertyDescriptor descriptor = new PropertyDescriptor(PARAMETER_PREFIX + parameter.getName(), parameter.getName());
                descriptor.setCategory("Parameters");
                descriptors.add(descriptor);
            }
        }
        return descriptors.toArray(IPropertyDescriptor[]::new);
    }

    private static boolean isNamedReference(EStructuralFeature feature) {
        return feature instanceof EReference reference && !reference.isContainment() && !reference.isMany()
                && NamedElement.class.isAssignableFrom(reference.getEReferenceType().getInstanceClass());
    }

    @Override
    public Object getPropertyValue(Object id) {
        if (id instanceof String key && key.startsWith(PARAMETER_PREFIX) && element instanceof Operator operator) {
            String name = key.substring(PARAMETER_PREFIX.length());
            return operator.getParameters().stream().filter(p -> name.equals(p.getName())).findFirst()
                    .map(p -> p.getValue() + "  (" + p.getType().getLiteral() + ")").orElse("");
        }
        if (id instanceof EStructuralFeature feature) {
            Object value = element.eGet(feature);
            if (value instanceof EObject referenced) {
                return ElementLabels.describe(referenced);
            }
            return value == null ? "" : String.valueOf(value);
        }
        return "";
    }

    @Override
    public boolean isPropertySet(Object id) {
        return id instanceof EStructuralFeature feature && element.eIsSet(feature);
    }

    @Override
    public void resetPropertyValue(Object id) {
        // read-only until the editor becomes editable
    }

    @Override
    public void setPropertyValue(Object id, Object value) {
        // read-only until the editor becomes editable
    }
}
