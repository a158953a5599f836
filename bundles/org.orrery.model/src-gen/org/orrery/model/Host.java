/**
 */
package org.orrery.model;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Host</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A machine of the lab; runs one node daemon and contains domains.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.orrery.model.Host#getAddress <em>Address</em>}</li>
 *   <li>{@link org.orrery.model.Host#getSystem <em>System</em>}</li>
 *   <li>{@link org.orrery.model.Host#getDomains <em>Domains</em>}</li>
 *   <li>{@link org.orrery.model.Host#getLinks <em>Links</em>}</li>
 * </ul>
 *
 * @see org.orrery.model.OrreryPackage#getHost()
 * @model
 * @generated
 */
public interface Host extends DiagramNode {
	/**
	 * Returns the value of the '<em><b>Address</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Address</em>' attribute.
	 * @see #setAddress(String)
	 * @see org.orrery.model.OrreryPackage#getHost_Address()
	 * @model
	 * @generated
	 */
	String getAddress();

	/**
	 * Sets the value of the '{@link org.orrery.model.Host#getAddress <em>Address</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Address</em>' attribute.
	 * @see #getAddress()
	 * @generated
	 */
	void setAddress(String value);

	/**
	 * Returns the value of the '<em><b>System</b></em>' container reference.
	 * It is bidirectional and its opposite is '{@link org.orrery.model.OrrerySystem#getHosts <em>Hosts</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>System</em>' container reference.
	 * @see #setSystem(OrrerySystem)
	 * @see org.orrery.model.OrreryPackage#getHost_System()
	 * @see org.orrery.model.OrrerySystem#getHosts
	 * @model opposite="hosts"
	 * @generated
	 */
	OrrerySystem getSystem();

	/**
	 * Sets the value of the '{@link org.orrery.model.Host#getSystem <em>System</em>}' container reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>System</em>' container reference.
	 * @see #getSystem()
	 * @generated
	 */
	void setSystem(OrrerySystem value);

	/**
	 * Returns the value of the '<em><b>Domains</b></em>' containment reference list.
	 * The list contents are of type {@link org.orrery.model.Domain}.
	 * It is bidirectional and its opposite is '{@link org.orrery.model.Domain#getHost <em>Host</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Domains</em>' containment reference list.
	 * @see org.orrery.model.OrreryPackage#getHost_Domains()
	 * @see org.orrery.model.Domain#getHost
	 * @model opposite="host" containment="true"
	 * @generated
	 */
	EList<Domain> getDomains();

	/**
	 * Returns the value of the '<em><b>Links</b></em>' containment reference list.
	 * The list contents are of type {@link org.orrery.model.Link}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The links from this host to others, each with the profile of what crosses it both ways.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Links</em>' containment reference list.
	 * @see org.orrery.model.OrreryPackage#getHost_Links()
	 * @model containment="true"
	 * @generated
	 */
	EList<Link> getLinks();

} // Host
