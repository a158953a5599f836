/**
 */
package org.orrery.model;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Domain</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * An isolated runtime on a host: one agent with its own OSGi framework, in a JVM of its own or in its group's shared domain host, either the Star (coordinator) or a Planet (executor).
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.orrery.model.Domain#getRole <em>Role</em>}</li>
 *   <li>{@link org.orrery.model.Domain#getControlPort <em>Control Port</em>}</li>
 *   <li>{@link org.orrery.model.Domain#getColour <em>Colour</em>}</li>
 *   <li>{@link org.orrery.model.Domain#getLatencyProfile <em>Latency Profile</em>}</li>
 *   <li>{@link org.orrery.model.Domain#getIsolation <em>Isolation</em>}</li>
 *   <li>{@link org.orrery.model.Domain#getGroup <em>Group</em>}</li>
 *   <li>{@link org.orrery.model.Domain#getHost <em>Host</em>}</li>
 *   <li>{@link org.orrery.model.Domain#getBundles <em>Bundles</em>}</li>
 *   <li>{@link org.orrery.model.Domain#getOperators <em>Operators</em>}</li>
 * </ul>
 *
 * @see org.orrery.model.OrreryPackage#getDomain()
 * @model
 * @generated
 */
public interface Domain extends DiagramNode {
	/**
	 * Returns the value of the '<em><b>Role</b></em>' attribute.
	 * The default value is <code>"planet"</code>.
	 * The literals are from the enumeration {@link org.orrery.model.DomainRole}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Role</em>' attribute.
	 * @see org.orrery.model.DomainRole
	 * @see #setRole(DomainRole)
	 * @see org.orrery.model.OrreryPackage#getDomain_Role()
	 * @model default="planet"
	 * @generated
	 */
	DomainRole getRole();

	/**
	 * Sets the value of the '{@link org.orrery.model.Domain#getRole <em>Role</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Role</em>' attribute.
	 * @see org.orrery.model.DomainRole
	 * @see #getRole()
	 * @generated
	 */
	void setRole(DomainRole value);

	/**
	 * Returns the value of the '<em><b>Control Port</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Control Port</em>' attribute.
	 * @see #setControlPort(int)
	 * @see org.orrery.model.OrreryPackage#getDomain_ControlPort()
	 * @model
	 * @generated
	 */
	int getControlPort();

	/**
	 * Sets the value of the '{@link org.orrery.model.Domain#getControlPort <em>Control Port</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Control Port</em>' attribute.
	 * @see #getControlPort()
	 * @generated
	 */
	void setControlPort(int value);

	/**
	 * Returns the value of the '<em><b>Colour</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Fill colour on the diagram as #rrggbb; empty for the default of the role.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Colour</em>' attribute.
	 * @see #setColour(String)
	 * @see org.orrery.model.OrreryPackage#getDomain_Colour()
	 * @model
	 * @generated
	 */
	String getColour();

	/**
	 * Sets the value of the '{@link org.orrery.model.Domain#getColour <em>Colour</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Colour</em>' attribute.
	 * @see #getColour()
	 * @generated
	 */
	void setColour(String value);

	/**
	 * Returns the value of the '<em><b>Latency Profile</b></em>' attribute.
	 * The default value is <code>"balanced"</code>.
	 * The literals are from the enumeration {@link org.orrery.model.LatencyProfile}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * How the domain's event thread (and its host's media driver) waits when idle: throughput, balanced or low-latency.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Latency Profile</em>' attribute.
	 * @see org.orrery.model.LatencyProfile
	 * @see #setLatencyProfile(LatencyProfile)
	 * @see org.orrery.model.OrreryPackage#getDomain_LatencyProfile()
	 * @model default="balanced"
	 * @generated
	 */
	LatencyProfile getLatencyProfile();

	/**
	 * Sets the value of the '{@link org.orrery.model.Domain#getLatencyProfile <em>Latency Profile</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Latency Profile</em>' attribute.
	 * @see org.orrery.model.LatencyProfile
	 * @see #getLatencyProfile()
	 * @generated
	 */
	void setLatencyProfile(LatencyProfile value);

	/**
	 * Returns the value of the '<em><b>Isolation</b></em>' attribute.
	 * The default value is <code>"process"</code>.
	 * The literals are from the enumeration {@link org.orrery.model.Isolation}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Whether the domain runs in a process (JVM) of its own, or shares a domain host with the other domains of its group on the same host. A Star always runs in a process of its own.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Isolation</em>' attribute.
	 * @see org.orrery.model.Isolation
	 * @see #setIsolation(Isolation)
	 * @see org.orrery.model.OrreryPackage#getDomain_Isolation()
	 * @model default="process"
	 * @generated
	 */
	Isolation getIsolation();

	/**
	 * Sets the value of the '{@link org.orrery.model.Domain#getIsolation <em>Isolation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Isolation</em>' attribute.
	 * @see org.orrery.model.Isolation
	 * @see #getIsolation()
	 * @generated
	 */
	void setIsolation(Isolation value);

	/**
	 * Returns the value of the '<em><b>Group</b></em>' attribute.
	 * The default value is <code>""</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * For a shared domain: the group of its host whose domain host it runs in; empty for the host's one group.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Group</em>' attribute.
	 * @see #setGroup(String)
	 * @see org.orrery.model.OrreryPackage#getDomain_Group()
	 * @model default=""
	 * @generated
	 */
	String getGroup();

	/**
	 * Sets the value of the '{@link org.orrery.model.Domain#getGroup <em>Group</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Group</em>' attribute.
	 * @see #getGroup()
	 * @generated
	 */
	void setGroup(String value);

	/**
	 * Returns the value of the '<em><b>Host</b></em>' container reference.
	 * It is bidirectional and its opposite is '{@link org.orrery.model.Host#getDomains <em>Domains</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Host</em>' container reference.
	 * @see #setHost(Host)
	 * @see org.orrery.model.OrreryPackage#getDomain_Host()
	 * @see org.orrery.model.Host#getDomains
	 * @model opposite="domains"
	 * @generated
	 */
	Host getHost();

	/**
	 * Sets the value of the '{@link org.orrery.model.Domain#getHost <em>Host</em>}' container reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Host</em>' container reference.
	 * @see #getHost()
	 * @generated
	 */
	void setHost(Host value);

	/**
	 * Returns the value of the '<em><b>Bundles</b></em>' containment reference list.
	 * The list contents are of type {@link org.orrery.model.Bundle}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Bundles</em>' containment reference list.
	 * @see org.orrery.model.OrreryPackage#getDomain_Bundles()
	 * @model containment="true"
	 * @generated
	 */
	EList<Bundle> getBundles();

	/**
	 * Returns the value of the '<em><b>Operators</b></em>' reference list.
	 * The list contents are of type {@link org.orrery.model.Operator}.
	 * It is bidirectional and its opposite is '{@link org.orrery.model.Operator#getPlacement <em>Placement</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The operators placed on this domain (the other side of Operator.placement; not saved).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Operators</em>' reference list.
	 * @see org.orrery.model.OrreryPackage#getDomain_Operators()
	 * @see org.orrery.model.Operator#getPlacement
	 * @model opposite="placement" transient="true"
	 * @generated
	 */
	EList<Operator> getOperators();

} // Domain
