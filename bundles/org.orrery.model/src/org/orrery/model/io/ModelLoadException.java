package org.orrery.model.io;

import java.io.IOException;

/** Thrown when a {@code .orrery} file cannot be read; carries the {@link LoadProblem} that explains why. */
public class ModelLoadException extends IOException {

    private static final long serialVersionUID = 1L;

    private final transient LoadProblem problem;

    public ModelLoadException(LoadProblem problem, Throwable cause) {
        super(problem.toString(), cause);
        this.problem = problem;
    }

    public LoadProblem problem() {
        return problem;
    }
}
