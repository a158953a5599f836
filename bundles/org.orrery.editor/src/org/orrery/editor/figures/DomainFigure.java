package org.orrery.editor.figures;

import org.eclipse.draw2d.Figure;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.LineBorder;
import org.eclipse.draw2d.MarginBorder;
import org.eclipse.draw2d.ToolbarLayout;
import org.eclipse.draw2d.CompoundBorder;
import org.eclipse.swt.graphics.Color;
import org.orrery.model.DomainRole;

/**
 * A domain: a box with its name, a Star or Planet badge, the list of its bundles under the header and its
 * operators in the content pane.
 */
public class DomainFigure extends ContainerFigure {

    private final Label badge = new Label();
    private final Figure bundleList = new Figure();

    public DomainFigure() {
        super(Palette.PLANET_FILL, Palette.DOMAIN_BORDER);
        badge.setForegroundColor(Palette.PLANET_BADGE);
        getHeader().add(badge, 0);
        ToolbarLayout listLayout = new ToolbarLayout(false);
        listLayout.setSpacing(1);
        bundleList.setLayoutManager(listLayout);
        bundleList.setBorder(new CompoundBorder(new LineBorder(Palette.DOMAIN_BORDER, 1), new MarginBorder(2, 4, 2, 4)));
        getHeader().add(bundleList);
    }

    public void setDomain(String name, DomainRole role, int controlPort, Color fill) {
        setTitle(name);
        badge.setText(role == DomainRole.STAR ? "\u2605 STAR" + port(controlPort) : "\u25cf PLANET" + port(controlPort));
        badge.setForegroundColor(Palette.badge(role));
        setColours(fill, Palette.DOMAIN_BORDER);
    }

    private static String port(int controlPort) {
        return controlPort > 0 ? "  :" + controlPort : "";
    }

    /** Hides the bundle list box while the domain has no bundles. */
    public void showBundleList(boolean show) {
        bundleList.setVisible(show);
    }

    public String getBadgeText() {
        return badge.getText();
    }

    /** Where the figures of the domain's bundles go, in bundle ID order. */
    public IFigure getBundleList() {
        return bundleList;
    }
}
