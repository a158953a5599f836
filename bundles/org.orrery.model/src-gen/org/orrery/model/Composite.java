/**
 */
package org.orrery.model;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Composite</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A group of operators drawn as one node, with named input and output ports. Its operators share a placement, and the composite is drawn where they are placed; deployment flattens it (the Star and the agents see its operators and connections only).
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.orrery.model.Composite#isCollapsed <em>Collapsed</em>}</li>
 *   <li>{@link org.orrery.model.Composite#getType <em>Type</em>}</li>
 *   <li>{@link org.orrery.model.Composite#getParameters <em>Parameters</em>}</li>
 *   <li>{@link org.orrery.model.Composite#getPorts <em>Ports</em>}</li>
 *   <li>{@link org.orrery.model.Composite#getOperators <em>Operators</em>}</li>
 *   <li>{@link org.orrery.model.Composite#getParent <em>Parent</em>}</li>
 *   <li>{@link org.orrery.model.Composite#getNested <em>Nested</em>}</li>
 * </ul>
 *
 * @see org.orrery.model.OrreryPackage#getComposite()
 * @model
 * @generated
 */
public interface Composite extends DiagramNode {
	/**
	 * Returns the value of the '<em><b>Collapsed</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Whether the diagram shows the composite as one node (true) or shows its operators inside it (false).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Collapsed</em>' attribute.
	 * @see #setCollapsed(boolean)
	 * @see org.orrery.model.OrreryPackage#getComposite_Collapsed()
	 * @model
	 * @generated
	 */
	boolean isCollapsed();

	/**
	 * Sets the value of the '{@link org.orrery.model.Composite#isCollapsed <em>Collapsed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Collapsed</em>' attribute.
	 * @see #isCollapsed()
	 * @generated
	 */
	void setCollapsed(boolean value);

	/**
	 * Returns the value of the '<em><b>Type</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The composite type it was made from, as saved in the palette; empty when it was grouped here.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Type</em>' attribute.
	 * @see #setType(String)
	 * @see org.orrery.model.OrreryPackage#getComposite_Type()
	 * @model
	 * @generated
	 */
	String getType();

	/**
	 * Sets the value of the '{@link org.orrery.model.Composite#getType <em>Type</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Type</em>' attribute.
	 * @see #getType()
	 * @generated
	 */
	void setType(String value);

	/**
	 * Returns the value of the '<em><b>Parameters</b></em>' containment reference list.
	 * The list contents are of type {@link org.orrery.model.Parameter}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The composite's own parameters; an inner operator's parameter value refers to one as ${NAME}.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Parameters</em>' containment reference list.
	 * @see org.orrery.model.OrreryPackage#getComposite_Parameters()
	 * @model containment="true"
	 * @generated
	 */
	EList<Parameter> getParameters();

	/**
	 * Returns the value of the '<em><b>Ports</b></em>' containment reference list.
	 * The list contents are of type {@link org.orrery.model.Port}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Ports</em>' containment reference list.
	 * @see org.orrery.model.OrreryPackage#getComposite_Ports()
	 * @model containment="true"
	 * @generated
	 */
	EList<Port> getPorts();

	/**
	 * Returns the value of the '<em><b>Operators</b></em>' reference list.
	 * The list contents are of type {@link org.orrery.model.Operator}.
	 * It is bidirectional and its opposite is '{@link org.orrery.model.Operator#getComposite <em>Composite</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The operators it groups (the other side of Operator.composite; not saved).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Operators</em>' reference list.
	 * @see org.orrery.model.OrreryPackage#getComposite_Operators()
	 * @see org.orrery.model.Operator#getComposite
	 * @model opposite="composite" transient="true"
	 * @generated
	 */
	EList<Operator> getOperators();

	/**
	 * Returns the value of the '<em><b>Parent</b></em>' reference.
	 * It is bidirectional and its opposite is '{@link org.orrery.model.Composite#getNested <em>Nested</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The composite this one is nested in, drawn inside it; none when it stands on its domain. Its parameters' values may refer to the parent's (${NAME}).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Parent</em>' reference.
	 * @see #setParent(Composite)
	 * @see org.orrery.model.OrreryPackage#getComposite_Parent()
	 * @see org.orrery.model.Composite#getNested
	 * @model opposite="nested"
	 * @generated
	 */
	Composite getParent();

	/**
	 * Sets the value of the '{@link org.orrery.model.Composite#getParent <em>Parent</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Parent</em>' reference.
	 * @see #getParent()
	 * @generated
	 */
	void setParent(Composite value);

	/**
	 * Returns the value of the '<em><b>Nested</b></em>' reference list.
	 * The list contents are of type {@link org.orrery.model.Composite}.
	 * It is bidirectional and its opposite is '{@link org.orrery.model.Composite#getParent <em>Parent</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The composites nested in it (the other side of Composite.parent; not saved).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Nested</em>' reference list.
	 * @see org.orrery.model.OrreryPackage#getComposite_Nested()
	 * @see org.orrery.model.Composite#getParent
	 * @model opposite="parent" transient="true"
	 * @generated
	 */
	EList<Composite> getNested();

} // Composite
