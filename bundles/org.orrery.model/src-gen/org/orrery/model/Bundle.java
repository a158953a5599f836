/**
 */
package org.orrery.model;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Bundle</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * An OSGi bundle installed in a domain.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.orrery.model.Bundle#getSymbolicName <em>Symbolic Name</em>}</li>
 *   <li>{@link org.orrery.model.Bundle#getVersion <em>Version</em>}</li>
 *   <li>{@link org.orrery.model.Bundle#getLocation <em>Location</em>}</li>
 *   <li>{@link org.orrery.model.Bundle#getSha256 <em>Sha256</em>}</li>
 *   <li>{@link org.orrery.model.Bundle#getExpectedState <em>Expected State</em>}</li>
 *   <li>{@link org.orrery.model.Bundle#getBundleId <em>Bundle Id</em>}</li>
 * </ul>
 *
 * @see org.orrery.model.OrreryPackage#getBundle()
 * @model
 * @generated
 */
public interface Bundle extends EObject {
	/**
	 * Returns the value of the '<em><b>Symbolic Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Symbolic Name</em>' attribute.
	 * @see #setSymbolicName(String)
	 * @see org.orrery.model.OrreryPackage#getBundle_SymbolicName()
	 * @model
	 * @generated
	 */
	String getSymbolicName();

	/**
	 * Sets the value of the '{@link org.orrery.model.Bundle#getSymbolicName <em>Symbolic Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Symbolic Name</em>' attribute.
	 * @see #getSymbolicName()
	 * @generated
	 */
	void setSymbolicName(String value);

	/**
	 * Returns the value of the '<em><b>Version</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Version</em>' attribute.
	 * @see #setVersion(String)
	 * @see org.orrery.model.OrreryPackage#getBundle_Version()
	 * @model
	 * @generated
	 */
	String getVersion();

	/**
	 * Sets the value of the '{@link org.orrery.model.Bundle#getVersion <em>Version</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Version</em>' attribute.
	 * @see #getVersion()
	 * @generated
	 */
	void setVersion(String value);

	/**
	 * Returns the value of the '<em><b>Location</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Where the bundle's jar comes from: a URL, or a path relative to the .orrery file.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Location</em>' attribute.
	 * @see #setLocation(String)
	 * @see org.orrery.model.OrreryPackage#getBundle_Location()
	 * @model
	 * @generated
	 */
	String getLocation();

	/**
	 * Sets the value of the '{@link org.orrery.model.Bundle#getLocation <em>Location</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Location</em>' attribute.
	 * @see #getLocation()
	 * @generated
	 */
	void setLocation(String value);

	/**
	 * Returns the value of the '<em><b>Sha256</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Sha256</em>' attribute.
	 * @see #setSha256(String)
	 * @see org.orrery.model.OrreryPackage#getBundle_Sha256()
	 * @model
	 * @generated
	 */
	String getSha256();

	/**
	 * Sets the value of the '{@link org.orrery.model.Bundle#getSha256 <em>Sha256</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Sha256</em>' attribute.
	 * @see #getSha256()
	 * @generated
	 */
	void setSha256(String value);

	/**
	 * Returns the value of the '<em><b>Expected State</b></em>' attribute.
	 * The default value is <code>"active"</code>.
	 * The literals are from the enumeration {@link org.orrery.model.BundleState}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Expected State</em>' attribute.
	 * @see org.orrery.model.BundleState
	 * @see #setExpectedState(BundleState)
	 * @see org.orrery.model.OrreryPackage#getBundle_ExpectedState()
	 * @model default="active"
	 * @generated
	 */
	BundleState getExpectedState();

	/**
	 * Sets the value of the '{@link org.orrery.model.Bundle#getExpectedState <em>Expected State</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Expected State</em>' attribute.
	 * @see org.orrery.model.BundleState
	 * @see #getExpectedState()
	 * @generated
	 */
	void setExpectedState(BundleState value);

	/**
	 * Returns the value of the '<em><b>Bundle Id</b></em>' attribute.
	 * The default value is <code>"-1"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The OSGi bundle ID in its domain as last reported, or the intended install order; -1 when unknown. Bundle lists are sorted by it.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Bundle Id</em>' attribute.
	 * @see #setBundleId(long)
	 * @see org.orrery.model.OrreryPackage#getBundle_BundleId()
	 * @model default="-1"
	 * @generated
	 */
	long getBundleId();

	/**
	 * Sets the value of the '{@link org.orrery.model.Bundle#getBundleId <em>Bundle Id</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Bundle Id</em>' attribute.
	 * @see #getBundleId()
	 * @generated
	 */
	void setBundleId(long value);

} // Bundle
