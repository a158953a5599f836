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

    private String badgeText = "";
    private Color fill = Palette.PLANET_FILL;
    private Color roleColour = Palette.PLANET_BADGE;
    private Boolean liveUp;
    private String liveText = "";

    public void setDomain(String name, DomainRole role, int controlPort, Color fillColour) {
        setTitle(name);
        badgeText = role == DomainRole.STAR ? "\u2605 STAR" + port(controlPort) : "\u25cf PLANET" + port(controlPort);
        fill = fillColour;
        roleColour = Palette.badge(role);
        showLive();
    }

    /**
     * Shows whether the domain's process is up, with its CPU and memory ({@code up} null goes back to the design
     * view). A domain that is down gets a red border and says why.
     */
    public void setLive(Boolean up, String text) {
        if (java.util.Objects.equals(up, liveUp) && text.equals(liveText)) {
            return;
        }
        liveUp = up;
        liveText = text;
        showLive();
    }

    private void showLive() {
        badge.setText(liveUp == null ? badgeText : badgeText + "   " + liveText);
        badge.setForegroundColor(liveUp == null ? roleColour : liveUp ? Palette.LIVE_UP : Palette.LIVE_DOWN);
        setColours(fill, liveUp != null && !liveUp ? Palette.LIVE_DOWN : Palette.DOMAIN_BORDER);
    }

    /** True up, false down, null when not shown live. */
    public Boolean getLiveUp() {
        return liveUp;
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
