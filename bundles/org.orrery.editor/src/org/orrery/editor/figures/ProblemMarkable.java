package org.orrery.editor.figures;

/** A figure that can show that its element has validation problems. */
public interface ProblemMarkable {

    /** Marks the figure with the given problem text, or clears the mark when {@code problems} is null. */
    void setProblems(String problems);
}
