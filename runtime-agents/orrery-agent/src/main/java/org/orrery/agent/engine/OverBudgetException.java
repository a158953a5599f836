package org.orrery.agent.engine;

/**
 * A request refused because what it would make the process hold passes one of its budgets ({@link ProcessBudget}):
 * answered 503, for the caller to try again once something was given back.
 */
public final class OverBudgetException extends IllegalStateException {

    private static final long serialVersionUID = 1L;

    OverBudgetException(String message) {
        super(message);
    }
}
