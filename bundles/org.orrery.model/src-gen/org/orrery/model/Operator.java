/**
 */
package org.orrery.model;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Operator</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A node of the operator graph: an instance of an operator type provided by a bundle, placed on a domain.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.orrery.model.Operator#getKind <em>Kind</em>}</li>
 *   <li>{@link org.orrery.model.Operator#getType <em>Type</em>}</li>
 *   <li>{@link org.orrery.model.Operator#getSymbolicName <em>Symbolic Name</em>}</li>
 *   <li>{@link org.orrery.model.Operator#getParameters <em>Parameters</em>}</li>
 *   <li>{@link org.orrery.model.Operator#getPlacement <em>Placement</em>}</li>
 *   <li>{@link org.orrery.model.Operator#getOutgoing <em>Outgoing</em>}</li>
 *   <li>{@link org.orrery.model.Operator#getIncoming <em>Incoming</em>}</li>
 *   <li>{@link org.orrery.model.Operator#getSubscriptions <em>Subscriptions</em>}</li>
 *   <li>{@link org.orrery.model.Operator#getComposite <em>Composite</em>}</li>
 * </ul>
 *
 * @see org.orrery.model.OrreryPackage#getOperator()
 * @model
 * @generated
 */
public interface Operator extends DiagramNode {
	/**
	 * Returns the value of the '<em><b>Kind</b></em>' attribute.
	 * The literals are from the enumeration {@link org.orrery.model.OperatorKind}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Kind</em>' attribute.
	 * @see org.orrery.model.OperatorKind
	 * @see #setKind(OperatorKind)
	 * @see org.orrery.model.OrreryPackage#getOperator_Kind()
	 * @model
	 * @generated
	 */
	OperatorKind getKind();

	/**
	 * Sets the value of the '{@link org.orrery.model.Operator#getKind <em>Kind</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Kind</em>' attribute.
	 * @see org.orrery.model.OperatorKind
	 * @see #getKind()
	 * @generated
	 */
	void setKind(OperatorKind value);

	/**
	 * Returns the value of the '<em><b>Type</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The operator type id, as declared in the operator catalogue.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Type</em>' attribute.
	 * @see #setType(String)
	 * @see org.orrery.model.OrreryPackage#getOperator_Type()
	 * @model
	 * @generated
	 */
	String getType();

	/**
	 * Sets the value of the '{@link org.orrery.model.Operator#getType <em>Type</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Type</em>' attribute.
	 * @see #getType()
	 * @generated
	 */
	void setType(String value);

	/**
	 * Returns the value of the '<em><b>Symbolic Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Path of the operator in the naming tree, such as /sensors/temperature/3.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Symbolic Name</em>' attribute.
	 * @see #setSymbolicName(String)
	 * @see org.orrery.model.OrreryPackage#getOperator_SymbolicName()
	 * @model
	 * @generated
	 */
	String getSymbolicName();

	/**
	 * Sets the value of the '{@link org.orrery.model.Operator#getSymbolicName <em>Symbolic Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Symbolic Name</em>' attribute.
	 * @see #getSymbolicName()
	 * @generated
	 */
	void setSymbolicName(String value);

	/**
	 * Returns the value of the '<em><b>Parameters</b></em>' containment reference list.
	 * The list contents are of type {@link org.orrery.model.Parameter}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Parameters</em>' containment reference list.
	 * @see org.orrery.model.OrreryPackage#getOperator_Parameters()
	 * @model containment="true"
	 * @generated
	 */
	EList<Parameter> getParameters();

	/**
	 * Returns the value of the '<em><b>Placement</b></em>' reference.
	 * It is bidirectional and its opposite is '{@link org.orrery.model.Domain#getOperators <em>Operators</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Placement</em>' reference.
	 * @see #setPlacement(Domain)
	 * @see org.orrery.model.OrreryPackage#getOperator_Placement()
	 * @see org.orrery.model.Domain#getOperators
	 * @model opposite="operators"
	 * @generated
	 */
	Domain getPlacement();

	/**
	 * Sets the value of the '{@link org.orrery.model.Operator#getPlacement <em>Placement</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Placement</em>' reference.
	 * @see #getPlacement()
	 * @generated
	 */
	void setPlacement(Domain value);

	/**
	 * Returns the value of the '<em><b>Outgoing</b></em>' reference list.
	 * The list contents are of type {@link org.orrery.model.Connection}.
	 * It is bidirectional and its opposite is '{@link org.orrery.model.Connection#getSource <em>Source</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Outgoing</em>' reference list.
	 * @see org.orrery.model.OrreryPackage#getOperator_Outgoing()
	 * @see org.orrery.model.Connection#getSource
	 * @model opposite="source" transient="true"
	 * @generated
	 */
	EList<Connection> getOutgoing();

	/**
	 * Returns the value of the '<em><b>Incoming</b></em>' reference list.
	 * The list contents are of type {@link org.orrery.model.Connection}.
	 * It is bidirectional and its opposite is '{@link org.orrery.model.Connection#getTarget <em>Target</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Incoming</em>' reference list.
	 * @see org.orrery.model.OrreryPackage#getOperator_Incoming()
	 * @see org.orrery.model.Connection#getTarget
	 * @model opposite="target" transient="true"
	 * @generated
	 */
	EList<Connection> getIncoming();

	/**
	 * Returns the value of the '<em><b>Subscriptions</b></em>' containment reference list.
	 * The list contents are of type {@link org.orrery.model.Subscription}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Names in the naming tree whose operators' output this operator takes, besides its wired connections: each resolves to a connection from every operator whose symbolic name it matches.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Subscriptions</em>' containment reference list.
	 * @see org.orrery.model.OrreryPackage#getOperator_Subscriptions()
	 * @model containment="true"
	 * @generated
	 */
	EList<Subscription> getSubscriptions();

	/**
	 * Returns the value of the '<em><b>Composite</b></em>' reference.
	 * It is bidirectional and its opposite is '{@link org.orrery.model.Composite#getOperators <em>Operators</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The composite operator this operator is part of; none when it stands alone on its domain.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Composite</em>' reference.
	 * @see #setComposite(Composite)
	 * @see org.orrery.model.OrreryPackage#getOperator_Composite()
	 * @see org.orrery.model.Composite#getOperators
	 * @model opposite="operators"
	 * @generated
	 */
	Composite getComposite();

	/**
	 * Sets the value of the '{@link org.orrery.model.Operator#getComposite <em>Composite</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Composite</em>' reference.
	 * @see #getComposite()
	 * @generated
	 */
	void setComposite(Composite value);

} // Operator
