/**
 */
package org.orrery.model;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Latency Profile</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * @see org.orrery.model.OrreryPackage#getLatencyProfile()
 * @model
 * @generated
 */
public enum LatencyProfile implements Enumerator {
	/**
	 * The '<em><b>THROUGHPUT</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #THROUGHPUT_VALUE
	 * @generated
	 * @ordered
	 */
	THROUGHPUT(0, "THROUGHPUT", "throughput"),

	/**
	 * The '<em><b>BALANCED</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #BALANCED_VALUE
	 * @generated
	 * @ordered
	 */
	BALANCED(1, "BALANCED", "balanced"),

	/**
	 * The '<em><b>LOW LATENCY</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #LOW_LATENCY_VALUE
	 * @generated
	 * @ordered
	 */
	LOW_LATENCY(2, "LOW_LATENCY", "low-latency");

	/**
	 * The '<em><b>THROUGHPUT</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #THROUGHPUT
	 * @model literal="throughput"
	 * @generated
	 * @ordered
	 */
	public static final int THROUGHPUT_VALUE = 0;

	/**
	 * The '<em><b>BALANCED</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #BALANCED
	 * @model literal="balanced"
	 * @generated
	 * @ordered
	 */
	public static final int BALANCED_VALUE = 1;

	/**
	 * The '<em><b>LOW LATENCY</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #LOW_LATENCY
	 * @model literal="low-latency"
	 * @generated
	 * @ordered
	 */
	public static final int LOW_LATENCY_VALUE = 2;

	/**
	 * An array of all the '<em><b>Latency Profile</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final LatencyProfile[] VALUES_ARRAY =
		new LatencyProfile[] {
			THROUGHPUT,
			BALANCED,
			LOW_LATENCY,
		};

	/**
	 * A public read-only list of all the '<em><b>Latency Profile</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<LatencyProfile> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Latency Profile</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static LatencyProfile get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			LatencyProfile result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Latency Profile</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static LatencyProfile getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			LatencyProfile result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Latency Profile</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static LatencyProfile get(int value) {
		switch (value) {
			case THROUGHPUT_VALUE: return THROUGHPUT;
			case BALANCED_VALUE: return BALANCED;
			case LOW_LATENCY_VALUE: return LOW_LATENCY;
		}
		return null;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private final int value;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private final String name;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private final String literal;

	/**
	 * Only this class can construct instances.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private LatencyProfile(int value, String name, String literal) {
		this.value = value;
		this.name = name;
		this.literal = literal;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getValue() {
	  return value;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getName() {
	  return name;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getLiteral() {
	  return literal;
	}

	/**
	 * Returns the literal value of the enumerator, which is its string representation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String toString() {
		return literal;
	}
	
} //LatencyProfile
