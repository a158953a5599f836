/**
 */
package org.orrery.model.impl;

import java.util.Collection;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import org.eclipse.emf.ecore.util.EObjectContainmentEList;
import org.eclipse.emf.ecore.util.EObjectWithInverseResolvingEList;
import org.eclipse.emf.ecore.util.InternalEList;

import org.orrery.model.Composite;
import org.orrery.model.Operator;
import org.orrery.model.OrreryPackage;
import org.orrery.model.Parameter;
import org.orrery.model.Port;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Composite</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.orrery.model.impl.CompositeImpl#isCollapsed <em>Collapsed</em>}</li>
 *   <li>{@link org.orrery.model.impl.CompositeImpl#getType <em>Type</em>}</li>
 *   <li>{@link org.orrery.model.impl.CompositeImpl#getParameters <em>Parameters</em>}</li>
 *   <li>{@link org.orrery.model.impl.CompositeImpl#getPorts <em>Ports</em>}</li>
 *   <li>{@link org.orrery.model.impl.CompositeImpl#getOperators <em>Operators</em>}</li>
 *   <li>{@link org.orrery.model.impl.CompositeImpl#getParent <em>Parent</em>}</li>
 *   <li>{@link org.orrery.model.impl.CompositeImpl#getNested <em>Nested</em>}</li>
 * </ul>
 *
 * @generated
 */
public class CompositeImpl extends DiagramNodeImpl implements Composite {
	/**
	 * The default value of the '{@link #isCollapsed() <em>Collapsed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isCollapsed()
	 * @generated
	 * @ordered
	 */
	protected static final boolean COLLAPSED_EDEFAULT = false;

	/**
	 * The cached value of the '{@link #isCollapsed() <em>Collapsed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isCollapsed()
	 * @generated
	 * @ordered
	 */
	protected boolean collapsed = COLLAPSED_EDEFAULT;

	/**
	 * The default value of the '{@link #getType() <em>Type</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getType()
	 * @generated
	 * @ordered
	 */
	protected static final String TYPE_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getType() <em>Type</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getType()
	 * @generated
	 * @ordered
	 */
	protected String type = TYPE_EDEFAULT;

	/**
	 * The cached value of the '{@link #getParameters() <em>Parameters</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getParameters()
	 * @generated
	 * @ordered
	 */
	protected EList<Parameter> parameters;

	/**
	 * The cached value of the '{@link #getPorts() <em>Ports</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPorts()
	 * @generated
	 * @ordered
	 */
	protected EList<Port> ports;

	/**
	 * The cached value of the '{@link #getOperators() <em>Operators</em>}' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getOperators()
	 * @generated
	 * @ordered
	 */
	protected EList<Operator> operators;

	/**
	 * The cached value of the '{@link #getParent() <em>Parent</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getParent()
	 * @generated
	 * @ordered
	 */
	protected Composite parent;

	/**
	 * The cached value of the '{@link #getNested() <em>Nested</em>}' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNested()
	 * @generated
	 * @ordered
	 */
	protected EList<Composite> nested;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected CompositeImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return OrreryPackage.Literals.COMPOSITE;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isCollapsed() {
		return collapsed;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCollapsed(boolean newCollapsed) {
		boolean oldCollapsed = collapsed;
		collapsed = newCollapsed;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, OrreryPackage.COMPOSITE__COLLAPSED, oldCollapsed, collapsed));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getType() {
		return type;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setType(String newType) {
		String oldType = type;
		type = newType;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, OrreryPackage.COMPOSITE__TYPE, oldType, type));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Parameter> getParameters() {
		if (parameters == null) {
			parameters = new EObjectContainmentEList<Parameter>(Parameter.class, this, OrreryPackage.COMPOSITE__PARAMETERS);
		}
		return parameters;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Port> getPorts() {
		if (ports == null) {
			ports = new EObjectContainmentEList<Port>(Port.class, this, OrreryPackage.COMPOSITE__PORTS);
		}
		return ports;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Operator> getOperators() {
		if (operators == null) {
			operators = new EObjectWithInverseResolvingEList<Operator>(Operator.class, this, OrreryPackage.COMPOSITE__OPERATORS, OrreryPackage.OPERATOR__COMPOSITE);
		}
		return operators;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Composite getParent() {
		if (parent != null && parent.eIsProxy()) {
			InternalEObject oldParent = (InternalEObject)parent;
			parent = (Composite)eResolveProxy(oldParent);
			if (parent != oldParent) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, OrreryPackage.COMPOSITE__PARENT, oldParent, parent));
			}
		}
		return parent;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public Composite basicGetParent() {
		return parent;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetParent(Composite newParent, NotificationChain msgs) {
		Composite oldParent = parent;
		parent = newParent;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, OrreryPackage.COMPOSITE__PARENT, oldParent, newParent);
			if (msgs == null) msgs = notification; else msgs.add(notification);
		}
		return msgs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setParent(Composite newParent) {
		if (newParent != parent) {
			NotificationChain msgs = null;
			if (parent != null)
				msgs = ((InternalEObject)parent).eInverseRemove(this, OrreryPackage.COMPOSITE__NESTED, Composite.class, msgs);
			if (newParent != null)
				msgs = ((InternalEObject)newParent).eInverseAdd(this, OrreryPackage.COMPOSITE__NESTED, Composite.class, msgs);
			msgs = basicSetParent(newParent, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, OrreryPackage.COMPOSITE__PARENT, newParent, newParent));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Composite> getNested() {
		if (nested == null) {
			nested = new EObjectWithInverseResolvingEList<Composite>(Composite.class, this, OrreryPackage.COMPOSITE__NESTED, OrreryPackage.COMPOSITE__PARENT);
		}
		return nested;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@SuppressWarnings("unchecked")
	@Override
	public NotificationChain eInverseAdd(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case OrreryPackage.COMPOSITE__OPERATORS:
				return ((InternalEList<InternalEObject>)(InternalEList<?>)getOperators()).basicAdd(otherEnd, msgs);
			case OrreryPackage.COMPOSITE__PARENT:
				if (parent != null)
					msgs = ((InternalEObject)parent).eInverseRemove(this, OrreryPackage.COMPOSITE__NESTED, Composite.class, msgs);
				return basicSetParent((Composite)otherEnd, msgs);
			case OrreryPackage.COMPOSITE__NESTED:
				return ((InternalEList<InternalEObject>)(InternalEList<?>)getNested()).basicAdd(otherEnd, msgs);
		}
		return super.eInverseAdd(otherEnd, featureID, msgs);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case OrreryPackage.COMPOSITE__PARAMETERS:
				return ((InternalEList<?>)getParameters()).basicRemove(otherEnd, msgs);
			case OrreryPackage.COMPOSITE__PORTS:
				return ((InternalEList<?>)getPorts()).basicRemove(otherEnd, msgs);
			case OrreryPackage.COMPOSITE__OPERATORS:
				return ((InternalEList<?>)getOperators()).basicRemove(otherEnd, msgs);
			case OrreryPackage.COMPOSITE__PARENT:
				return basicSetParent(null, msgs);
			case OrreryPackage.COMPOSITE__NESTED:
				return ((InternalEList<?>)getNested()).basicRemove(otherEnd, msgs);
		}
		return super.eInverseRemove(otherEnd, featureID, msgs);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case OrreryPackage.COMPOSITE__COLLAPSED:
				return isCollapsed();
			case OrreryPackage.COMPOSITE__TYPE:
				return getType();
			case OrreryPackage.COMPOSITE__PARAMETERS:
				return getParameters();
			case OrreryPackage.COMPOSITE__PORTS:
				return getPorts();
			case OrreryPackage.COMPOSITE__OPERATORS:
				return getOperators();
			case OrreryPackage.COMPOSITE__PARENT:
				if (resolve) return getParent();
				return basicGetParent();
			case OrreryPackage.COMPOSITE__NESTED:
				return getNested();
		}
		return super.eGet(featureID, resolve, coreType);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@SuppressWarnings("unchecked")
	@Override
	public void eSet(int featureID, Object newValue) {
		switch (featureID) {
			case OrreryPackage.COMPOSITE__COLLAPSED:
				setCollapsed((Boolean)newValue);
				return;
			case OrreryPackage.COMPOSITE__TYPE:
				setType((String)newValue);
				return;
			case OrreryPackage.COMPOSITE__PARAMETERS:
				getParameters().clear();
				getParameters().addAll((Collection<? extends Parameter>)newValue);
				return;
			case OrreryPackage.COMPOSITE__PORTS:
				getPorts().clear();
				getPorts().addAll((Collection<? extends Port>)newValue);
				return;
			case OrreryPackage.COMPOSITE__OPERATORS:
				getOperators().clear();
				getOperators().addAll((Collection<? extends Operator>)newValue);
				return;
			case OrreryPackage.COMPOSITE__PARENT:
				setParent((Composite)newValue);
				return;
			case OrreryPackage.COMPOSITE__NESTED:
				getNested().clear();
				getNested().addAll((Collection<? extends Composite>)newValue);
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
			case OrreryPackage.COMPOSITE__COLLAPSED:
				setCollapsed(COLLAPSED_EDEFAULT);
				return;
			case OrreryPackage.COMPOSITE__TYPE:
				setType(TYPE_EDEFAULT);
				return;
			case OrreryPackage.COMPOSITE__PARAMETERS:
				getParameters().clear();
				return;
			case OrreryPackage.COMPOSITE__PORTS:
				getPorts().clear();
				return;
			case OrreryPackage.COMPOSITE__OPERATORS:
				getOperators().clear();
				return;
			case OrreryPackage.COMPOSITE__PARENT:
				setParent((Composite)null);
				return;
			case OrreryPackage.COMPOSITE__NESTED:
				getNested().clear();
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
			case OrreryPackage.COMPOSITE__COLLAPSED:
				return collapsed != COLLAPSED_EDEFAULT;
			case OrreryPackage.COMPOSITE__TYPE:
				return TYPE_EDEFAULT == null ? type != null : !TYPE_EDEFAULT.equals(type);
			case OrreryPackage.COMPOSITE__PARAMETERS:
				return parameters != null && !parameters.isEmpty();
			case OrreryPackage.COMPOSITE__PORTS:
				return ports != null && !ports.isEmpty();
			case OrreryPackage.COMPOSITE__OPERATORS:
				return operators != null && !operators.isEmpty();
			case OrreryPackage.COMPOSITE__PARENT:
				return parent != null;
			case OrreryPackage.COMPOSITE__NESTED:
				return nested != null && !nested.isEmpty();
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
		result.append(" (collapsed: ");
		result.append(collapsed);
		result.append(", type: ");
		result.append(type);
		result.append(')');
		return result.toString();
	}

} //CompositeImpl
