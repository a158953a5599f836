/**
 */
package org.orrery.model;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>System</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * The root of a .orrery file: the lab's hosts, the operator graph and its connections.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.orrery.model.OrrerySystem#getDescription <em>Description</em>}</li>
 *   <li>{@link org.orrery.model.OrrerySystem#getHosts <em>Hosts</em>}</li>
 *   <li>{@link org.orrery.model.OrrerySystem#getOperators <em>Operators</em>}</li>
 *   <li>{@link org.orrery.model.OrrerySystem#getConnections <em>Connections</em>}</li>
 *   <li>{@link org.orrery.model.OrrerySystem#getAlerts <em>Alerts</em>}</li>
 *   <li>{@link org.orrery.model.OrrerySystem#getComposites <em>Composites</em>}</li>
 * </ul>
 *
 * @see org.orrery.model.OrreryPackage#getOrrerySystem()
 * @model
 * @generated
 */
public interface OrrerySystem extends NamedElement {
	/**
	 * Returns the value of the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Description</em>' attribute.
	 * @see #setDescription(String)
	 * @see org.orrery.model.OrreryPackage#getOrrerySystem_Description()
	 * @model
	 * @generated
	 */
	String getDescription();

	/**
	 * Sets the value of the '{@link org.orrery.model.OrrerySystem#getDescription <em>Description</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Description</em>' attribute.
	 * @see #getDescription()
	 * @generated
	 */
	void setDescription(String value);

	/**
	 * Returns the value of the '<em><b>Hosts</b></em>' containment reference list.
	 * The list contents are of type {@link org.orrery.model.Host}.
	 * It is bidirectional and its opposite is '{@link org.orrery.model.Host#getSystem <em>System</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Hosts</em>' containment reference list.
	 * @see org.orrery.model.OrreryPackage#getOrrerySystem_Hosts()
	 * @see org.orrery.model.Host#getSystem
	 * @model opposite="system" containment="true"
	 * @generated
	 */
	EList<Host> getHosts();

	/**
	 * Returns the value of the '<em><b>Operators</b></em>' containment reference list.
	 * The list contents are of type {@link org.orrery.model.Operator}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Operators</em>' containment reference list.
	 * @see org.orrery.model.OrreryPackage#getOrrerySystem_Operators()
	 * @model containment="true"
	 * @generated
	 */
	EList<Operator> getOperators();

	/**
	 * Returns the value of the '<em><b>Connections</b></em>' containment reference list.
	 * The list contents are of type {@link org.orrery.model.Connection}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Connections</em>' containment reference list.
	 * @see org.orrery.model.OrreryPackage#getOrrerySystem_Connections()
	 * @model containment="true"
	 * @generated
	 */
	EList<Connection> getConnections();

	/**
	 * Returns the value of the '<em><b>Alerts</b></em>' containment reference list.
	 * The list contents are of type {@link org.orrery.model.Alert}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Alerts</em>' containment reference list.
	 * @see org.orrery.model.OrreryPackage#getOrrerySystem_Alerts()
	 * @model containment="true"
	 * @generated
	 */
	EList<Alert> getAlerts();

	/**
	 * Returns the value of the '<em><b>Composites</b></em>' containment reference list.
	 * The list contents are of type {@link org.orrery.model.Composite}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Composites</em>' containment reference list.
	 * @see org.orrery.model.OrreryPackage#getOrrerySystem_Composites()
	 * @model containment="true"
	 * @generated
	 */
	EList<Composite> getComposites();

} // OrrerySystem
