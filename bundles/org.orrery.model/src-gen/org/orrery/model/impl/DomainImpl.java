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
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.ecore.util.InternalEList;

import org.orrery.model.Bundle;
import org.orrery.model.Domain;
import org.orrery.model.DomainRole;
import org.orrery.model.Host;
import org.orrery.model.Isolation;
import org.orrery.model.LatencyProfile;
import org.orrery.model.Operator;
import org.orrery.model.OrreryPackage;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Domain</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.orrery.model.impl.DomainImpl#getRole <em>Role</em>}</li>
 *   <li>{@link org.orrery.model.impl.DomainImpl#getControlPort <em>Control Port</em>}</li>
 *   <li>{@link org.orrery.model.impl.DomainImpl#getColour <em>Colour</em>}</li>
 *   <li>{@link org.orrery.model.impl.DomainImpl#getLatencyProfile <em>Latency Profile</em>}</li>
 *   <li>{@link org.orrery.model.impl.DomainImpl#getIsolation <em>Isolation</em>}</li>
 *   <li>{@link org.orrery.model.impl.DomainImpl#getGroup <em>Group</em>}</li>
 *   <li>{@link org.orrery.model.impl.DomainImpl#getHost <em>Host</em>}</li>
 *   <li>{@link org.orrery.model.impl.DomainImpl#getBundles <em>Bundles</em>}</li>
 *   <li>{@link org.orrery.model.impl.DomainImpl#getOperators <em>Operators</em>}</li>
 * </ul>
 *
 * @generated
 */
public class DomainImpl extends DiagramNodeImpl implements Domain {
	/**
	 * The default value of the '{@link #getRole() <em>Role</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRole()
	 * @generated
	 * @ordered
	 */
	protected static final DomainRole ROLE_EDEFAULT = DomainRole.PLANET;

	/**
	 * The cached value of the '{@link #getRole() <em>Role</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRole()
	 * @generated
	 * @ordered
	 */
	protected DomainRole role = ROLE_EDEFAULT;

	/**
	 * The default value of the '{@link #getControlPort() <em>Control Port</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getControlPort()
	 * @generated
	 * @ordered
	 */
	protected static final int CONTROL_PORT_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getControlPort() <em>Control Port</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getControlPort()
	 * @generated
	 * @ordered
	 */
	protected int controlPort = CONTROL_PORT_EDEFAULT;

	/**
	 * The default value of the '{@link #getColour() <em>Colour</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getColour()
	 * @generated
	 * @ordered
	 */
	protected static final String COLOUR_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getColour() <em>Colour</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getColour()
	 * @generated
	 * @ordered
	 */
	protected String colour = COLOUR_EDEFAULT;

	/**
	 * The default value of the '{@link #getLatencyProfile() <em>Latency Profile</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLatencyProfile()
	 * @generated
	 * @ordered
	 */
	protected static final LatencyProfile LATENCY_PROFILE_EDEFAULT = LatencyProfile.BALANCED;

	/**
	 * The cached value of the '{@link #getLatencyProfile() <em>Latency Profile</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLatencyProfile()
	 * @generated
	 * @ordered
	 */
	protected LatencyProfile latencyProfile = LATENCY_PROFILE_EDEFAULT;

	/**
	 * The default value of the '{@link #getIsolation() <em>Isolation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getIsolation()
	 * @generated
	 * @ordered
	 */
	protected static final Isolation ISOLATION_EDEFAULT = Isolation.PROCESS;

	/**
	 * The cached value of the '{@link #getIsolation() <em>Isolation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getIsolation()
	 * @generated
	 * @ordered
	 */
	protected Isolation isolation = ISOLATION_EDEFAULT;

	/**
	 * The default value of the '{@link #getGroup() <em>Group</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getGroup()
	 * @generated
	 * @ordered
	 */
	protected static final String GROUP_EDEFAULT = "";

	/**
	 * The cached value of the '{@link #getGroup() <em>Group</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getGroup()
	 * @generated
	 * @ordered
	 */
	protected String group = GROUP_EDEFAULT;

	/**
	 * The cached value of the '{@link #getBundles() <em>Bundles</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBundles()
	 * @generated
	 * @ordered
	 */
	protected EList<Bundle> bundles;

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
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected DomainImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return OrreryPackage.Literals.DOMAIN;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public DomainRole getRole() {
		return role;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRole(DomainRole newRole) {
		DomainRole oldRole = role;
		role = newRole == null ? ROLE_EDEFAULT : newRole;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, OrreryPackage.DOMAIN__ROLE, oldRole, role));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getControlPort() {
		return controlPort;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setControlPort(int newControlPort) {
		int oldControlPort = controlPort;
		controlPort = newControlPort;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, OrreryPackage.DOMAIN__CONTROL_PORT, oldControlPort, controlPort));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getColour() {
		return colour;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setColour(String newColour) {
		String oldColour = colour;
		colour = newColour;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, OrreryPackage.DOMAIN__COLOUR, oldColour, colour));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public LatencyProfile getLatencyProfile() {
		return latencyProfile;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLatencyProfile(LatencyProfile newLatencyProfile) {
		LatencyProfile oldLatencyProfile = latencyProfile;
		latencyProfile = newLatencyProfile == null ? LATENCY_PROFILE_EDEFAULT : newLatencyProfile;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, OrreryPackage.DOMAIN__LATENCY_PROFILE, oldLatencyProfile, latencyProfile));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Isolation getIsolation() {
		return isolation;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setIsolation(Isolation newIsolation) {
		Isolation oldIsolation = isolation;
		isolation = newIsolation == null ? ISOLATION_EDEFAULT : newIsolation;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, OrreryPackage.DOMAIN__ISOLATION, oldIsolation, isolation));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getGroup() {
		return group;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setGroup(String newGroup) {
		String oldGroup = group;
		group = newGroup;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, OrreryPackage.DOMAIN__GROUP, oldGroup, group));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Host getHost() {
		if (eContainerFeatureID() != OrreryPackage.DOMAIN__HOST) return null;
		return (Host)eInternalContainer();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetHost(Host newHost, NotificationChain msgs) {
		msgs = eBasicSetContainer((InternalEObject)newHost, OrreryPackage.DOMAIN__HOST, msgs);
		return msgs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setHost(Host newHost) {
		if (newHost != eInternalContainer() || (eContainerFeatureID() != OrreryPackage.DOMAIN__HOST && newHost != null)) {
			if (EcoreUtil.isAncestor(this, newHost))
				throw new IllegalArgumentException("Recursive containment not allowed for " + toString());
			NotificationChain msgs = null;
			if (eInternalContainer() != null)
				msgs = eBasicRemoveFromContainer(msgs);
			if (newHost != null)
				msgs = ((InternalEObject)newHost).eInverseAdd(this, OrreryPackage.HOST__DOMAINS, Host.class, msgs);
			msgs = basicSetHost(newHost, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, OrreryPackage.DOMAIN__HOST, newHost, newHost));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Bundle> getBundles() {
		if (bundles == null) {
			bundles = new EObjectContainmentEList<Bundle>(Bundle.class, this, OrreryPackage.DOMAIN__BUNDLES);
		}
		return bundles;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Operator> getOperators() {
		if (operators == null) {
			operators = new EObjectWithInverseResolvingEList<Operator>(Operator.class, this, OrreryPackage.DOMAIN__OPERATORS, OrreryPackage.OPERATOR__PLACEMENT);
		}
		return operators;
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
			case OrreryPackage.DOMAIN__HOST:
				if (eInternalContainer() != null)
					msgs = eBasicRemoveFromContainer(msgs);
				return basicSetHost((Host)otherEnd, msgs);
			case OrreryPackage.DOMAIN__OPERATORS:
				return ((InternalEList<InternalEObject>)(InternalEList<?>)getOperators()).basicAdd(otherEnd, msgs);
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
			case OrreryPackage.DOMAIN__HOST:
				return basicSetHost(null, msgs);
			case OrreryPackage.DOMAIN__BUNDLES:
				return ((InternalEList<?>)getBundles()).basicRemove(otherEnd, msgs);
			case OrreryPackage.DOMAIN__OPERATORS:
				return ((InternalEList<?>)getOperators()).basicRemove(otherEnd, msgs);
		}
		return super.eInverseRemove(otherEnd, featureID, msgs);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eBasicRemoveFromContainerFeature(NotificationChain msgs) {
		switch (eContainerFeatureID()) {
			case OrreryPackage.DOMAIN__HOST:
				return eInternalContainer().eInverseRemove(this, OrreryPackage.HOST__DOMAINS, Host.class, msgs);
		}
		return super.eBasicRemoveFromContainerFeature(msgs);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case OrreryPackage.DOMAIN__ROLE:
				return getRole();
			case OrreryPackage.DOMAIN__CONTROL_PORT:
				return getControlPort();
			case OrreryPackage.DOMAIN__COLOUR:
				return getColour();
			case OrreryPackage.DOMAIN__LATENCY_PROFILE:
				return getLatencyProfile();
			case OrreryPackage.DOMAIN__ISOLATION:
				return getIsolation();
			case OrreryPackage.DOMAIN__GROUP:
				return getGroup();
			case OrreryPackage.DOMAIN__HOST:
				return getHost();
			case OrreryPackage.DOMAIN__BUNDLES:
				return getBundles();
			case OrreryPackage.DOMAIN__OPERATORS:
				return getOperators();
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
			case OrreryPackage.DOMAIN__ROLE:
				setRole((DomainRole)newValue);
				return;
			case OrreryPackage.DOMAIN__CONTROL_PORT:
				setControlPort((Integer)newValue);
				return;
			case OrreryPackage.DOMAIN__COLOUR:
				setColour((String)newValue);
				return;
			case OrreryPackage.DOMAIN__LATENCY_PROFILE:
				setLatencyProfile((LatencyProfile)newValue);
				return;
			case OrreryPackage.DOMAIN__ISOLATION:
				setIsolation((Isolation)newValue);
				return;
			case OrreryPackage.DOMAIN__GROUP:
				setGroup((String)newValue);
				return;
			case OrreryPackage.DOMAIN__HOST:
				setHost((Host)newValue);
				return;
			case OrreryPackage.DOMAIN__BUNDLES:
				getBundles().clear();
				getBundles().addAll((Collection<? extends Bundle>)newValue);
				return;
			case OrreryPackage.DOMAIN__OPERATORS:
				getOperators().clear();
				getOperators().addAll((Collection<? extends Operator>)newValue);
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
			case OrreryPackage.DOMAIN__ROLE:
				setRole(ROLE_EDEFAULT);
				return;
			case OrreryPackage.DOMAIN__CONTROL_PORT:
				setControlPort(CONTROL_PORT_EDEFAULT);
				return;
			case OrreryPackage.DOMAIN__COLOUR:
				setColour(COLOUR_EDEFAULT);
				return;
			case OrreryPackage.DOMAIN__LATENCY_PROFILE:
				setLatencyProfile(LATENCY_PROFILE_EDEFAULT);
				return;
			case OrreryPackage.DOMAIN__ISOLATION:
				setIsolation(ISOLATION_EDEFAULT);
				return;
			case OrreryPackage.DOMAIN__GROUP:
				setGroup(GROUP_EDEFAULT);
				return;
			case OrreryPackage.DOMAIN__HOST:
				setHost((Host)null);
				return;
			case OrreryPackage.DOMAIN__BUNDLES:
				getBundles().clear();
				return;
			case OrreryPackage.DOMAIN__OPERATORS:
				getOperators().clear();
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
			case OrreryPackage.DOMAIN__ROLE:
				return role != ROLE_EDEFAULT;
			case OrreryPackage.DOMAIN__CONTROL_PORT:
				return controlPort != CONTROL_PORT_EDEFAULT;
			case OrreryPackage.DOMAIN__COLOUR:
				return COLOUR_EDEFAULT == null ? colour != null : !COLOUR_EDEFAULT.equals(colour);
			case OrreryPackage.DOMAIN__LATENCY_PROFILE:
				return latencyProfile != LATENCY_PROFILE_EDEFAULT;
			case OrreryPackage.DOMAIN__ISOLATION:
				return isolation != ISOLATION_EDEFAULT;
			case OrreryPackage.DOMAIN__GROUP:
				return GROUP_EDEFAULT == null ? group != null : !GROUP_EDEFAULT.equals(group);
			case OrreryPackage.DOMAIN__HOST:
				return getHost() != null;
			case OrreryPackage.DOMAIN__BUNDLES:
				return bundles != null && !bundles.isEmpty();
			case OrreryPackage.DOMAIN__OPERATORS:
				return operators != null && !operators.isEmpty();
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
		result.append(" (role: ");
		result.append(role);
		result.append(", controlPort: ");
		result.append(controlPort);
		result.append(", colour: ");
		result.append(colour);
		result.append(", latencyProfile: ");
		result.append(latencyProfile);
		result.append(", isolation: ");
		result.append(isolation);
		result.append(", group: ");
		result.append(group);
		result.append(')');
		return result.toString();
	}

} //DomainImpl
