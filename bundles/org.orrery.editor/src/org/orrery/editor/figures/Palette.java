package org.orrery.editor.figures;

import org.eclipse.swt.graphics.Color;
import org.orrery.model.BundleState;
import org.orrery.model.DomainRole;
import org.orrery.model.OperatorKind;

/** The colours of the diagram. SWT colours made from RGB values hold no OS resource and need no disposal. */
public final class Palette {

    public static final Color HOST_FILL = new Color(244, 245, 247);
    public static final Color HOST_BORDER = new Color(120, 126, 135);
    public static final Color STAR_FILL = new Color(255, 246, 214);
    public static final Color PLANET_FILL = new Color(234, 242, 251);
    public static final Color DOMAIN_BORDER = new Color(98, 112, 130);
    public static final Color TEXT = new Color(30, 34, 40);
    public static final Color MUTED_TEXT = new Color(100, 106, 115);
    public static final Color OPERATOR_FILL = new Color(255, 255, 255);
    public static final Color CONNECTION = new Color(70, 80, 95);
    public static final Color LABEL_FILL = new Color(255, 255, 240);
    public static final Color ERROR = new Color(205, 35, 35);
    public static final Color STAR_BADGE = new Color(196, 140, 0);
    public static final Color PLANET_BADGE = new Color(45, 110, 180);

    /** Connections of the figure under the pointer. */
    public static final Color HIGHLIGHT = new Color(0, 90, 200);

    public static final Color LIVE_UP = new Color(46, 160, 67);
    public static final Color LIVE_DOWN = new Color(205, 35, 35);
    public static final Color LIVE_IDLE = new Color(150, 150, 150);

    private Palette() {
    }

    /** The colour of an operator's live state: running green, suspended amber, quarantined red, otherwise grey. */
    public static Color operatorState(String state) {
        return switch (state) {
            case "running" -> LIVE_UP;
            case "suspended" -> new Color(219, 150, 20);
            case "quarantined" -> LIVE_DOWN;
            default -> LIVE_IDLE;
        };
    }

    /**
     * How hot a connection carrying {@code eventsPerSecond} is drawn: from a cool blue at a trickle through amber to
     * red at a million events a second, on a logarithmic scale; grey when nothing flows.
     */
    public static Color heat(double eventsPerSecond) {
        if (eventsPerSecond < 0.5) {
            return LIVE_IDLE;
        }
        double t = Math.min(1, Math.log10(eventsPerSecond) / 6);
        int[][] stops = {{60, 120, 200}, {230, 160, 30}, {215, 40, 30}};
        double scaled = t * 2;
        int from = Math.min(1, (int) scaled);
        double f = scaled - from;
        int[] a = stops[from];
        int[] b = stops[from + 1];
        return new Color((int) (a[0] + (b[0] - a[0]) * f), (int) (a[1] + (b[1] - a[1]) * f),
                (int) (a[2] + (b[2] - a[2]) * f));
    }

    /** The line width of a connection carrying {@code eventsPerSecond}: 1 idle, up to 7 at a million a second. */
    public static int thickness(double eventsPerSecond) {
        return eventsPerSecond < 0.5 ? 1 : 1 + (int) Math.round(Math.min(6, Math.log10(1 + eventsPerSecond)));
    }

    public static Color domainFill(DomainRole role, String colour) {
        Color parsed = parse(colour);
        if (parsed != null) {
            return parsed;
        }
        return role == DomainRole.STAR ? STAR_FILL : PLANET_FILL;
    }

    public static Color badge(DomainRole role) {
        return role == DomainRole.STAR ? STAR_BADGE : PLANET_BADGE;
    }

    /** The colour of a bundle in a given state: green when active, amber when only resolved, and so on. */
    public static Color bundleState(BundleState state) {
        return switch (state) {
            case ACTIVE -> new Color(46, 160, 67);
            case RESOLVED -> new Color(219, 150, 20);
            case INSTALLED -> new Color(90, 120, 170);
            case STARTING, STOPPING -> new Color(230, 200, 40);
            case UNINSTALLED -> new Color(150, 150, 150);
        };
    }

    public static Color kind(OperatorKind kind) {
        return switch (kind) {
            case SOURCE -> new Color(38, 139, 210);
            case FILTER -> new Color(211, 54, 130);
            case TRANSFORM -> new Color(108, 113, 196);
            case MERGE -> new Color(42, 161, 152);
            case AGGREGATE -> new Color(203, 75, 22);
            case APPLICATION -> new Color(88, 110, 117);
        };
    }

    /** Parses {@code #rrggbb}; returns null for anything else. */
    public static Color parse(String colour) {
        if (colour == null || !colour.matches("#[0-9a-fA-F]{6}")) {
            return null;
        }
        int rgb = Integer.parseInt(colour.substring(1), 16);
        return new Color((rgb >> 16) & 0xff, (rgb >> 8) & 0xff, rgb & 0xff);
    }
}
