/**
 */
package org.orrery.model;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Link</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * The link between the host that holds it and a peer host: a profile (delay, jitter, loss, bandwidth, reordering) for the connections between domains on the two, both ways.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.orrery.model.Link#getPeer <em>Peer</em>}</li>
 *   <li>{@link org.orrery.model.Link#getProfile <em>Profile</em>}</li>
 * </ul>
 *
 * @see org.orrery.model.OrreryPackage#getLink()
 * @model
 * @generated
 */
public interface Link extends EObject {
	/**
	 * Returns the value of the '<em><b>Peer</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Peer</em>' reference.
	 * @see #setPeer(Host)
	 * @see org.orrery.model.OrreryPackage#getLink_Peer()
	 * @model
	 * @generated
	 */
	Host getPeer();

	/**
	 * Sets the value of the '{@link org.orrery.model.Link#getPeer <em>Peer</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Peer</em>' reference.
	 * @see #getPeer()
	 * @generated
	 */
	void setPeer(Host value);

	/**
	 * Returns the value of the '<em><b>Profile</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * A link profile: a name from the library (lan, wan-eu-us, lossy-wifi) and/or settings such as delay=20ms jitter=5ms loss=1% rate=10mbit.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Profile</em>' attribute.
	 * @see #setProfile(String)
	 * @see org.orrery.model.OrreryPackage#getLink_Profile()
	 * @model
	 * @generated
	 */
	String getProfile();

	/**
	 * Sets the value of the '{@link org.orrery.model.Link#getProfile <em>Profile</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Profile</em>' attribute.
	 * @see #getProfile()
	 * @generated
	 */
	void setProfile(String value);

} // Link
