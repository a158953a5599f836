/**
 */
package org.orrery.model;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Subscription</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A subscription by name: the operators whose symbolic names match the pattern (/sensors/temperature/a, /sensors/temperature/* for one segment, /sensors/** for any below) send to the subscriber, each through a connection with this predicate and delivery.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.orrery.model.Subscription#getPattern <em>Pattern</em>}</li>
 *   <li>{@link org.orrery.model.Subscription#getPredicate <em>Predicate</em>}</li>
 *   <li>{@link org.orrery.model.Subscription#getDelivery <em>Delivery</em>}</li>
 * </ul>
 *
 * @see org.orrery.model.OrreryPackage#getSubscription()
 * @model
 * @generated
 */
public interface Subscription extends EObject {
	/**
	 * Returns the value of the '<em><b>Pattern</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Pattern</em>' attribute.
	 * @see #setPattern(String)
	 * @see org.orrery.model.OrreryPackage#getSubscription_Pattern()
	 * @model
	 * @generated
	 */
	String getPattern();

	/**
	 * Sets the value of the '{@link org.orrery.model.Subscription#getPattern <em>Pattern</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Pattern</em>' attribute.
	 * @see #getPattern()
	 * @generated
	 */
	void setPattern(String value);

	/**
	 * Returns the value of the '<em><b>Predicate</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Predicate</em>' attribute.
	 * @see #setPredicate(String)
	 * @see org.orrery.model.OrreryPackage#getSubscription_Predicate()
	 * @model
	 * @generated
	 */
	String getPredicate();

	/**
	 * Sets the value of the '{@link org.orrery.model.Subscription#getPredicate <em>Predicate</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Predicate</em>' attribute.
	 * @see #getPredicate()
	 * @generated
	 */
	void setPredicate(String value);

	/**
	 * Returns the value of the '<em><b>Delivery</b></em>' attribute.
	 * The literals are from the enumeration {@link org.orrery.model.DeliveryMode}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Delivery</em>' attribute.
	 * @see org.orrery.model.DeliveryMode
	 * @see #setDelivery(DeliveryMode)
	 * @see org.orrery.model.OrreryPackage#getSubscription_Delivery()
	 * @model
	 * @generated
	 */
	DeliveryMode getDelivery();

	/**
	 * Sets the value of the '{@link org.orrery.model.Subscription#getDelivery <em>Delivery</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Delivery</em>' attribute.
	 * @see org.orrery.model.DeliveryMode
	 * @see #getDelivery()
	 * @generated
	 */
	void setDelivery(DeliveryMode value);

} // Subscription
