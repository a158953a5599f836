/**
 */
package org.orrery.model.impl;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import org.orrery.model.Alert;
import org.orrery.model.AlertMeasure;
import org.orrery.model.OrreryPackage;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Alert</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.orrery.model.impl.AlertImpl#getSubject <em>Subject</em>}</li>
 *   <li>{@link org.orrery.model.impl.AlertImpl#getMeasure <em>Measure</em>}</li>
 *   <li>{@link org.orrery.model.impl.AlertImpl#getLimit <em>Limit</em>}</li>
 *   <li>{@link org.orrery.model.impl.AlertImpl#getForSeconds <em>For Seconds</em>}</li>
 *   <li>{@link org.orrery.model.impl.AlertImpl#getAction <em>Action</em>}</li>
 * </ul>
 *
 * @generated
 */
public class AlertImpl extends NamedElementImpl implements Alert {
	/**
	 * The default value of the '{@link #getSubject() <em>Subject</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSubject()
	 * @generated
	 * @ordered
	 */
	protected static final String SUBJECT_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getSubject() <em>Subject</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSubject()
	 * @generated
	 * @ordered
	 */
	protected String subject = SUBJECT_EDEFAULT;

	/**
	 * The default value of the '{@link #getMeasure() <em>Measure</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMeasure()
	 * @generated
	 * @ordered
	 */
	protected static final AlertMeasure MEASURE_EDEFAULT = AlertMeasure.DROPPED_PER_SECOND;

	/**
	 * The cached value of the '{@link #getMeasure() <em>Measure</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMeasure()
	 * @generated
	 * @ordered
	 */
	protected AlertMeasure measure = MEASURE_EDEFAULT;

	/**
	 * The default value of the '{@link #getLimit() <em>Limit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLimit()
	 * @generated
	 * @ordered
	 */
	protected static final double LIMIT_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getLimit() <em>Limit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLimit()
	 * @generated
	 * @ordered
	 */
	protected double limit = LIMIT_EDEFAULT;

	/**
	 * The default value of the '{@link #getForSeconds() <em>For Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getForSeconds()
	 * @generated
	 * @ordered
	 */
	protected static final int FOR_SECONDS_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getForSeconds() <em>For Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getForSeconds()
	 * @generated
	 * @ordered
	 */
	protected int forSeconds = FOR_SECONDS_EDEFAULT;

	/**
	 * The default value of the '{@link #getAction() <em>Action</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getAction()
	 * @generated
	 * @ordered
	 */
	protected static final String ACTION_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getAction() <em>Action</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getAction()
	 * @generated
	 * @ordered
	 */
	protected String action = ACTION_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected AlertImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return OrreryPackage.Literals.ALERT;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getSubject() {
		return subject;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSubject(String newSubject) {
		String oldSubject = subject;
		subject = newSubject;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, OrreryPackage.ALERT__SUBJECT, oldSubject, subject));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public AlertMeasure getMeasure() {
		return measure;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMeasure(AlertMeasure newMeasure) {
		AlertMeasure oldMeasure = measure;
		measure = newMeasure == null ? MEASURE_EDEFAULT : newMeasure;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, OrreryPackage.ALERT__MEASURE, oldMeasure, measure));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getLimit() {
		return limit;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLimit(double newLimit) {
		double oldLimit = limit;
		limit = newLimit;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, OrreryPackage.ALERT__LIMIT, oldLimit, limit));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getForSeconds() {
		return forSeconds;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setForSeconds(int newForSeconds) {
		int oldForSeconds = forSeconds;
		forSeconds = newForSeconds;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, OrreryPackage.ALERT__FOR_SECONDS, oldForSeconds, forSeconds));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getAction() {
		return action;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setAction(String newAction) {
		String oldAction = action;
		action = newAction;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, OrreryPackage.ALERT__ACTION, oldAction, action));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case OrreryPackage.ALERT__SUBJECT:
				return getSubject();
			case OrreryPackage.ALERT__MEASURE:
				return getMeasure();
			case OrreryPackage.ALERT__LIMIT:
				return getLimit();
			case OrreryPackage.ALERT__FOR_SECONDS:
				return getForSeconds();
			case OrreryPackage.ALERT__ACTION:
				return getAction();
		}
		return super.eGet(featureID, resolve, coreType);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eSet(int featureID, Object newValue) {
		switch (featureID) {
			case OrreryPackage.ALERT__SUBJECT:
				setSubject((String)newValue);
				return;
			case OrreryPackage.ALERT__MEASURE:
				setMeasure((AlertMeasure)newValue);
				return;
			case OrreryPackage.ALERT__LIMIT:
				setLimit((Double)newValue);
				return;
			case OrreryPackage.ALERT__FOR_SECONDS:
				setForSeconds((Integer)newValue);
				return;
			case OrreryPackage.ALERT__ACTION:
				setAction((String)newValue);
				return;
		}
		super.eSet(featureID, newValue);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eUnset(int featureID) {
		switch (featureID) {
			case OrreryPackage.ALERT__SUBJECT:
				setSubject(SUBJECT_EDEFAULT);
				return;
			case OrreryPackage.ALERT__MEASURE:
				setMeasure(MEASURE_EDEFAULT);
				return;
			case OrreryPackage.ALERT__LIMIT:
				setLimit(LIMIT_EDEFAULT);
				return;
			case OrreryPackage.ALERT__FOR_SECONDS:
				setForSeconds(FOR_SECONDS_EDEFAULT);
				return;
			case OrreryPackage.ALERT__ACTION:
				setAction(ACTION_EDEFAULT);
				return;
		}
		super.eUnset(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean eIsSet(int featureID) {
		switch (featureID) {
			case OrreryPackage.ALERT__SUBJECT:
				return SUBJECT_EDEFAULT == null ? subject != null : !SUBJECT_EDEFAULT.equals(subject);
			case OrreryPackage.ALERT__MEASURE:
				return measure != MEASURE_EDEFAULT;
			case OrreryPackage.ALERT__LIMIT:
				return limit != LIMIT_EDEFAULT;
			case OrreryPackage.ALERT__FOR_SECONDS:
				return forSeconds != FOR_SECONDS_EDEFAULT;
			case OrreryPackage.ALERT__ACTION:
				return ACTION_EDEFAULT == null ? action != null : !ACTION_EDEFAULT.equals(action);
		}
		return super.eIsSet(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String toString() {
		if (eIsProxy()) return super.toString();

		StringBuilder result = new StringBuilder(super.toString());
		result.append(" (subject: ");
		result.append(subject);
		result.append(", measure: ");
		result.append(measure);
		result.append(", limit: ");
		result.append(limit);
		result.append(", forSeconds: ");
		result.append(forSeconds);
		result.append(", action: ");
		result.append(action);
		result.append(')');
		return result.toString();
	}

} //AlertImpl
