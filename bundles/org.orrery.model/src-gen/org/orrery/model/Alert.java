/**
 */
package org.orrery.model;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Alert</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A limit on a figure of a connection, an operator or a domain that the Star watches while the system runs: past its limit for forSeconds, it fires, and may act once through a live change.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.orrery.model.Alert#getSubject <em>Subject</em>}</li>
 *   <li>{@link org.orrery.model.Alert#getMeasure <em>Measure</em>}</li>
 *   <li>{@link org.orrery.model.Alert#getLimit <em>Limit</em>}</li>
 *   <li>{@link org.orrery.model.Alert#getForSeconds <em>For Seconds</em>}</li>
 *   <li>{@link org.orrery.model.Alert#getAction <em>Action</em>}</li>
 * </ul>
 *
 * @see org.orrery.model.OrreryPackage#getAlert()
 * @model
 * @generated
 */
public interface Alert extends NamedElement {
	/**
	 * Returns the value of the '<em><b>Subject</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * What it watches: a connection as SOURCE->TARGET, or the name of an operator or of a domain (which one, its measure says).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Subject</em>' attribute.
	 * @see #setSubject(String)
	 * @see org.orrery.model.OrreryPackage#getAlert_Subject()
	 * @model
	 * @generated
	 */
	String getSubject();

	/**
	 * Sets the value of the '{@link org.orrery.model.Alert#getSubject <em>Subject</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Subject</em>' attribute.
	 * @see #getSubject()
	 * @generated
	 */
	void setSubject(String value);

	/**
	 * Returns the value of the '<em><b>Measure</b></em>' attribute.
	 * The literals are from the enumeration {@link org.orrery.model.AlertMeasure}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Measure</em>' attribute.
	 * @see org.orrery.model.AlertMeasure
	 * @see #setMeasure(AlertMeasure)
	 * @see org.orrery.model.OrreryPackage#getAlert_Measure()
	 * @model
	 * @generated
	 */
	AlertMeasure getMeasure();

	/**
	 * Sets the value of the '{@link org.orrery.model.Alert#getMeasure <em>Measure</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Measure</em>' attribute.
	 * @see org.orrery.model.AlertMeasure
	 * @see #getMeasure()
	 * @generated
	 */
	void setMeasure(AlertMeasure value);

	/**
	 * Returns the value of the '<em><b>Limit</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The alert fires while the measure is above this value, in the measure's unit.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Limit</em>' attribute.
	 * @see #setLimit(double)
	 * @see org.orrery.model.OrreryPackage#getAlert_Limit()
	 * @model
	 * @generated
	 */
	double getLimit();

	/**
	 * Sets the value of the '{@link org.orrery.model.Alert#getLimit <em>Limit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Limit</em>' attribute.
	 * @see #getLimit()
	 * @generated
	 */
	void setLimit(double value);

	/**
	 * Returns the value of the '<em><b>For Seconds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * How long the limit must be passed before the alert fires; 0 fires at once.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>For Seconds</em>' attribute.
	 * @see #setForSeconds(int)
	 * @see org.orrery.model.OrreryPackage#getAlert_ForSeconds()
	 * @model
	 * @generated
	 */
	int getForSeconds();

	/**
	 * Sets the value of the '{@link org.orrery.model.Alert#getForSeconds <em>For Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>For Seconds</em>' attribute.
	 * @see #getForSeconds()
	 * @generated
	 */
	void setForSeconds(int value);

	/**
	 * Returns the value of the '<em><b>Action</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * What the alert does once when it fires: 'set OPERATOR PARAMETER=VALUE' changes a running operator's parameter in place; empty does nothing.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Action</em>' attribute.
	 * @see #setAction(String)
	 * @see org.orrery.model.OrreryPackage#getAlert_Action()
	 * @model
	 * @generated
	 */
	String getAction();

	/**
	 * Sets the value of the '{@link org.orrery.model.Alert#getAction <em>Action</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Action</em>' attribute.
	 * @see #getAction()
	 * @generated
	 */
	void setAction(String value);

} // Alert
