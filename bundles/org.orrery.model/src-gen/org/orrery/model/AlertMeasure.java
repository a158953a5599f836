/**
 */
package org.orrery.model;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Alert Measure</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * @see org.orrery.model.OrreryPackage#getAlertMeasure()
 * @model
 * @generated
 */
public enum AlertMeasure implements Enumerator {
	/**
	 * The '<em><b>DROPPED PER SECOND</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #DROPPED_PER_SECOND_VALUE
	 * @generated
	 * @ordered
	 */
	DROPPED_PER_SECOND(0, "DROPPED_PER_SECOND", "dropped-per-second"),

	/**
	 * The '<em><b>P99 US</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #P99_US_VALUE
	 * @generated
	 * @ordered
	 */
	P99_US(1, "P99_US", "p99-us"),

	/**
	 * The '<em><b>HOP P99 US</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #HOP_P99_US_VALUE
	 * @generated
	 * @ordered
	 */
	HOP_P99_US(2, "HOP_P99_US", "hop-p99-us"),

	/**
	 * The '<em><b>BACKLOG</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #BACKLOG_VALUE
	 * @generated
	 * @ordered
	 */
	BACKLOG(3, "BACKLOG", "backlog"),

	/**
	 * The '<em><b>ERRORS PER SECOND</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #ERRORS_PER_SECOND_VALUE
	 * @generated
	 * @ordered
	 */
	ERRORS_PER_SECOND(4, "ERRORS_PER_SECOND", "errors-per-second"),

	/**
	 * The '<em><b>BUSY PERCENT</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #BUSY_PERCENT_VALUE
	 * @generated
	 * @ordered
	 */
	BUSY_PERCENT(5, "BUSY_PERCENT", "busy-percent"),

	/**
	 * The '<em><b>CPU PERCENT</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #CPU_PERCENT_VALUE
	 * @generated
	 * @ordered
	 */
	CPU_PERCENT(6, "CPU_PERCENT", "cpu-percent"),

	/**
	 * The '<em><b>MEMORY MB</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #MEMORY_MB_VALUE
	 * @generated
	 * @ordered
	 */
	MEMORY_MB(7, "MEMORY_MB", "memory-mb"),

	/**
	 * The '<em><b>SILENT SECONDS</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #SILENT_SECONDS_VALUE
	 * @generated
	 * @ordered
	 */
	SILENT_SECONDS(8, "SILENT_SECONDS", "silent-seconds");

	/**
	 * The '<em><b>DROPPED PER SECOND</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #DROPPED_PER_SECOND
	 * @model literal="dropped-per-second"
	 * @generated
	 * @ordered
	 */
	public static final int DROPPED_PER_SECOND_VALUE = 0;

	/**
	 * The '<em><b>P99 US</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #P99_US
	 * @model literal="p99-us"
	 * @generated
	 * @ordered
	 */
	public static final int P99_US_VALUE = 1;

	/**
	 * The '<em><b>HOP P99 US</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #HOP_P99_US
	 * @model literal="hop-p99-us"
	 * @generated
	 * @ordered
	 */
	public static final int HOP_P99_US_VALUE = 2;

	/**
	 * The '<em><b>BACKLOG</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #BACKLOG
	 * @model literal="backlog"
	 * @generated
	 * @ordered
	 */
	public static final int BACKLOG_VALUE = 3;

	/**
	 * The '<em><b>ERRORS PER SECOND</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #ERRORS_PER_SECOND
	 * @model literal="errors-per-second"
	 * @generated
	 * @ordered
	 */
	public static final int ERRORS_PER_SECOND_VALUE = 4;

	/**
	 * The '<em><b>BUSY PERCENT</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #BUSY_PERCENT
	 * @model literal="busy-percent"
	 * @generated
	 * @ordered
	 */
	public static final int BUSY_PERCENT_VALUE = 5;

	/**
	 * The '<em><b>CPU PERCENT</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #CPU_PERCENT
	 * @model literal="cpu-percent"
	 * @generated
	 * @ordered
	 */
	public static final int CPU_PERCENT_VALUE = 6;

	/**
	 * The '<em><b>MEMORY MB</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #MEMORY_MB
	 * @model literal="memory-mb"
	 * @generated
	 * @ordered
	 */
	public static final int MEMORY_MB_VALUE = 7;

	/**
	 * The '<em><b>SILENT SECONDS</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #SILENT_SECONDS
	 * @model literal="silent-seconds"
	 * @generated
	 * @ordered
	 */
	public static final int SILENT_SECONDS_VALUE = 8;

	/**
	 * An array of all the '<em><b>Alert Measure</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final AlertMeasure[] VALUES_ARRAY =
		new AlertMeasure[] {
			DROPPED_PER_SECOND,
			P99_US,
			HOP_P99_US,
			BACKLOG,
			ERRORS_PER_SECOND,
			BUSY_PERCENT,
			CPU_PERCENT,
			MEMORY_MB,
			SILENT_SECONDS,
		};

	/**
	 * A public read-only list of all the '<em><b>Alert Measure</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<AlertMeasure> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Alert Measure</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static AlertMeasure get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			AlertMeasure result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Alert Measure</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static AlertMeasure getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			AlertMeasure result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Alert Measure</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static AlertMeasure get(int value) {
		switch (value) {
			case DROPPED_PER_SECOND_VALUE: return DROPPED_PER_SECOND;
			case P99_US_VALUE: return P99_US;
			case HOP_P99_US_VALUE: return HOP_P99_US;
			case BACKLOG_VALUE: return BACKLOG;
			case ERRORS_PER_SECOND_VALUE: return ERRORS_PER_SECOND;
			case BUSY_PERCENT_VALUE: return BUSY_PERCENT;
			case CPU_PERCENT_VALUE: return CPU_PERCENT;
			case MEMORY_MB_VALUE: return MEMORY_MB;
			case SILENT_SECONDS_VALUE: return SILENT_SECONDS;
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
	private AlertMeasure(int value, String name, String literal) {
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
	
} //AlertMeasure
