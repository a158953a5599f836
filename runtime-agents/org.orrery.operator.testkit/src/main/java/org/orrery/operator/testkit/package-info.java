/**
 * The operator test kit: {@link org.orrery.operator.testkit.OperatorHarness} drives one operator in-process, with no
 * lab, through its whole life, for an operator's own unit tests.
 */
package org.orrery.operator.testkit;
