/**
 * The operator SPI of Orrery: how an operator bundle contributes operator types to a domain.
 *
 * <p>A bundle registers an {@link org.orrery.operator.api.OperatorFactory} service (for example with Declarative
 * Services) whose {@value org.orrery.operator.api.OperatorFactory#TYPE_PROPERTY} service property names the operator
 * type it makes. The domain agent asks the factory for an {@link org.orrery.operator.api.Operator} per operator of the
 * deployed graph, hands it {@link org.orrery.operator.api.Event}s and routes what it emits. Operators never see the
 * transport, the codecs or the predicate engine: the agent keeps those on its own class path and offers them through
 * the {@link org.orrery.operator.api.OperatorContext}.
 */
package org.orrery.operator.api;
