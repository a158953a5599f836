package org.orrery.editor.figures;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import org.eclipse.draw2d.CompoundBorder;
import org.eclipse.draw2d.Figure;
import org.eclipse.draw2d.FigureUtilities;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.LineBorder;
import org.eclipse.draw2d.MarginBorder;
import org.eclipse.draw2d.ToolbarLayout;
import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
import org.orrery.model.BundleState;
import org.orrery.model.DomainRole;

/**
 * A domain: a box with its name, a Star or Planet badge, the list of its bundles under the header and its operators in
 * the content pane.
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
        bundleList
                .setBorder(new CompoundBorder(new LineBorder(Palette.DOMAIN_BORDER, 1), new MarginBorder(2, 4, 2, 4)));
        getHeader().add(bundleList);
    }

    private String badgeText = "";
    private Color fill = Palette.PLANET_FILL;
    private Color roleColour = Palette.PLANET_BADGE;
    private Boolean liveUp;
    private String liveText = "";
    private String totals = "";

    /** Shows the domain's name, role, control port and, for one that shares a domain host, its {@code group}. */
    public void setDomain(String name, DomainRole role, int controlPort, String group, Color fillColour) {
        setTitle(name);
        badgeText = (role == DomainRole.STAR ? "\u2605 STAR" + port(controlPort) : "\u25cf PLANET" + port(controlPort))
                + (group == null ? "" : "  [shared: " + group + "]");
        fill = fillColour;
        roleColour = Palette.badge(role);
        showLive();
    }

    /**
     * Shows whether the domain's process is up, with its CPU and memory ({@code up} null goes back to the design view).
     * A domain that is down gets a red border and says why.
     */
    public void setLive(Boolean up, String text) {
        if (Objects.equals(up, liveUp) && text.equals(liveText)) {
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

    /** What the domain holds and carries in one line, drawn over it in place of its contents at low zoom. */
    public void setTotals(String text) {
        if (!text.equals(totals)) {
            totals = text;
            repaint();
        }
    }

    public String getTotals() {
        return totals;
    }

    /**
     * Below {@link Zoom#LOW_DETAIL} the text inside the domain is too small to read: its name, state and totals are
     * drawn over it in a font that keeps its size on screen.
     */
    @Override
    protected void paintClientArea(Graphics g) {
        super.paintClientArea(g);
        double scale = Zoom.of(this);
        if (scale >= Zoom.LOW_DETAIL) {
            return;
        }
        String[] lines = {getTitleText() + (liveUp == null ? "" : liveUp ? "  \u25b2 up" : "  \u25bc DOWN"), totals};
        Rectangle area = getBounds();
        int pad = (int) Math.round(4 / scale);
        double factor = Math.min(1 / scale, 6);
        Font bold;
        Font plain;
        Dimension first;
        Dimension second;
        do {
            bold = Fonts.scaled(factor, true);
            plain = Fonts.scaled(factor, false);
            first = FigureUtilities.getTextExtents(lines[0], bold);
            second = FigureUtilities.getTextExtents(lines[1], plain);
            factor *= 0.85;
        } while (factor > 1 && Math.max(first.width, second.width) > area.width - 2 * pad);
        int width = Math.min(area.width - 2, Math.max(first.width, second.width) + 2 * pad);
        int height = first.height + second.height + 2 * pad;
        Rectangle box = new Rectangle(area.x + (area.width - width) / 2,
                area.y + Math.max(2, (area.height - height) / 2), width, height);
        g.setAlpha(225);
        g.setBackgroundColor(Palette.OPERATOR_FILL);
        g.fillRoundRectangle(box, 2 * pad, 2 * pad);
        g.setAlpha(255);
        g.setForegroundColor(liveUp != null && !liveUp ? Palette.LIVE_DOWN : Palette.DOMAIN_BORDER);
        g.drawRoundRectangle(box, 2 * pad, 2 * pad);
        g.setForegroundColor(Palette.TEXT);
        g.setFont(bold);
        g.drawText(lines[0], box.x + pad, box.y + pad);
        g.setFont(plain);
        g.drawText(lines[1], box.x + pad, box.y + pad + first.height);
    }

    /** True up, false down, null when not shown live. */
    public Boolean getLiveUp() {
        return liveUp;
    }

    private static String port(int controlPort) {
        return controlPort > 0 ? "  :" + controlPort : "";
    }

    private final List<BundleFigure> runtimeBundles = new ArrayList<>();

    /**
     * Lists, after the model's bundles, the bundles the live domain runs that its model does not name (each line
     * {@code + name version · not in the model}, its dot in the bundle's live state); an empty list removes them.
     */
    public void setRuntimeBundles(List<String> lines, List<BundleState> states) {
        if (getRuntimeBundles().equals(lines.stream().map(DomainFigure::runtimeLine).toList())
                && runtimeBundles.stream().map(BundleFigure::getState).toList().equals(states)) {
            return;
        }
        runtimeBundles.forEach(bundleList::remove);
        runtimeBundles.clear();
        for (int i = 0; i < lines.size(); i++) {
            BundleFigure line = new BundleFigure();
            line.setBundle(runtimeLine(lines.get(i)), states.get(i));
            runtimeBundles.add(line);
            bundleList.add(line);
        }
    }

    private static String runtimeLine(String bundle) {
        return "+ " + bundle + " \u00b7 not in the model";
    }

    /** The lines of the run-time bundles shown, for tests. */
    public List<String> getRuntimeBundles() {
        return runtimeBundles.stream().map(BundleFigure::getText).toList();
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
