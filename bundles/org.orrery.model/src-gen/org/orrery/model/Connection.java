/**
 */
package org.orrery.model;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Connection</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A directed event stream from one operator to another.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.orrery.model.Connection#getSource <em>Source</em>}</li>
 *   <li>{@link org.orrery.model.Connection#getTarget <em>Target</em>}</li>
 *   <li>{@link org.orrery.model.Connection#getPredicate <em>Predicate</em>}</li>
 *   <li>{@link org.orrery.model.Connection#getDelivery <em>Delivery</em>}</li>
 *   <li>{@link org.orrery.model.Connection#getPriority <em>Priority</em>}</li>
 *   <li>{@link org.orrery.model.Connection#getWireFormat <em>Wire Format</em>}</li>
 *   <li>{@link org.orrery.model.Connection#getLink <em>Link</em>}</li>
 *   <li>{@link org.orrery.model.Connection#getBendpoints <em>Bendpoints</em>}</li>
 * </ul>
 *
 * @see org.orrery.model.OrreryPackage#getConnection()
 * @model
 * @generated
 */
public interface Connection extends EObject {
	/**
	 * Returns the value of the '<em><b>Source</b></em>' reference.
	 * It is bidirectional and its opposite is '{@link org.orrery.model.Operator#getOutgoing <em>Outgoing</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Source</em>' reference.
	 * @see #setSource(Operator)
	 * @see org.orrery.model.OrreryPackage#getConnection_Source()
	 * @see org.orrery.model.Operator#getOutgoing
	 * @model opposite="outgoing"
	 * @generated
	 */
	Operator getSource();

	/**
	 * Sets the value of the '{@link org.orrery.model.Connection#getSource <em>Source</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Source</em>' reference.
	 * @see #getSource()
	 * @generated
	 */
	void setSource(Operator value);

	/**
	 * Returns the value of the '<em><b>Target</b></em>' reference.
	 * It is bidirectional and its opposite is '{@link org.orrery.model.Operator#getIncoming <em>Incoming</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Target</em>' reference.
	 * @see #setTarget(Operator)
	 * @see org.orrery.model.OrreryPackage#getConnection_Target()
	 * @see org.orrery.model.Operator#getIncoming
	 * @model opposite="incoming"
	 * @generated
	 */
	Operator getTarget();

	/**
	 * Sets the value of the '{@link org.orrery.model.Connection#getTarget <em>Target</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Target</em>' reference.
	 * @see #getTarget()
	 * @generated
	 */
	void setTarget(Operator value);

	/**
	 * Returns the value of the '<em><b>Predicate</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * A JEXL expression over event attributes; only events for which it is true are delivered. Empty delivers everything.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Predicate</em>' attribute.
	 * @see #setPredicate(String)
	 * @see org.orrery.model.OrreryPackage#getConnection_Predicate()
	 * @model
	 * @generated
	 */
	String getPredicate();

	/**
	 * Sets the value of the '{@link org.orrery.model.Connection#getPredicate <em>Predicate</em>}' attribute.
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
	 * @see org.orrery.model.OrreryPackage#getConnection_Delivery()
	 * @model
	 * @generated
	 */
	DeliveryMode getDelivery();

	/**
	 * Sets the value of the '{@link org.orrery.model.Connection#getDelivery <em>Delivery</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Delivery</em>' attribute.
	 * @see org.orrery.model.DeliveryMode
	 * @see #getDelivery()
	 * @generated
	 */
	void setDelivery(DeliveryMode value);

	/**
	 * Returns the value of the '<em><b>Priority</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Priority</em>' attribute.
	 * @see #setPriority(int)
	 * @see org.orrery.model.OrreryPackage#getConnection_Priority()
	 * @model
	 * @generated
	 */
	int getPriority();

	/**
	 * Sets the value of the '{@link org.orrery.model.Connection#getPriority <em>Priority</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Priority</em>' attribute.
	 * @see #getPriority()
	 * @generated
	 */
	void setPriority(int value);

	/**
	 * Returns the value of the '<em><b>Wire Format</b></em>' attribute.
	 * The default value is <code>"binary"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * How the connection's events cross domains: binary (the default), json, java, or the name of a WireCodec plug-in on the agents' class path.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Wire Format</em>' attribute.
	 * @see #setWireFormat(String)
	 * @see org.orrery.model.OrreryPackage#getConnection_WireFormat()
	 * @model default="binary"
	 * @generated
	 */
	String getWireFormat();

	/**
	 * Sets the value of the '{@link org.orrery.model.Connection#getWireFormat <em>Wire Format</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Wire Format</em>' attribute.
	 * @see #getWireFormat()
	 * @generated
	 */
	void setWireFormat(String value);

	/**
	 * Returns the value of the '<em><b>Link</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * A link profile for this connection alone, applied by the sending domain; it takes the place of its hosts' link. Empty: none.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Link</em>' attribute.
	 * @see #setLink(String)
	 * @see org.orrery.model.OrreryPackage#getConnection_Link()
	 * @model
	 * @generated
	 */
	String getLink();

	/**
	 * Sets the value of the '{@link org.orrery.model.Connection#getLink <em>Link</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Link</em>' attribute.
	 * @see #getLink()
	 * @generated
	 */
	void setLink(String value);

	/**
	 * Returns the value of the '<em><b>Bendpoints</b></em>' containment reference list.
	 * The list contents are of type {@link org.orrery.model.Bendpoint}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Bendpoints</em>' containment reference list.
	 * @see org.orrery.model.OrreryPackage#getConnection_Bendpoints()
	 * @model containment="true"
	 * @generated
	 */
	EList<Bendpoint> getBendpoints();

} // Connection
