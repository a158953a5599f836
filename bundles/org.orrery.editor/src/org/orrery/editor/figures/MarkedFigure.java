package org.orrery.editor.figures;

import java.util.List;

import org.eclipse.draw2d.Figure;

/**
 * A box on the diagram that shows its element's validation problems (a red outline and the tooltip) and the alerts
 * firing on it (a badge); operators, hosts and domains are drawn as one.
 */
public abstract class MarkedFigure extends Figure implements ProblemMarkable, AlertMarkable {

    /** The problem outline and the tooltip; subclasses draw the outline and describe the element through it. */
    final ProblemMark mark = new ProblemMark();
    /** The badge of the firing alerts; subclasses paint it where their layout has room. */
    final AlertBadge alerts = new AlertBadge();

    @Override
    public void setProblems(String problems) {
        mark.setProblems(this, problems);
    }

    @Override
    public void setAlerts(List<String> names, String summary) {
        alerts.set(this, mark, names, summary);
    }

    @Override
    public List<String> getAlerts() {
        return alerts.firing();
    }
}
