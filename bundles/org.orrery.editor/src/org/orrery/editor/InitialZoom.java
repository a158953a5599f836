package org.orrery.editor;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.gef.editparts.ZoomManager;
import org.eclipse.swt.events.ControlAdapter;
import org.eclipse.swt.events.ControlEvent;
import org.eclipse.swt.widgets.Control;
import org.osgi.service.prefs.BackingStoreException;
import org.osgi.service.prefs.Preferences;

/**
 * The zoom a system opens at: the zoom the user last chose for that file, else 100 % when the whole system fits the
 * editor at 100 %, else the zoom at which it fits (never above 100 %). Once the editor has its size, any later change
 * of zoom is the user's and is remembered for the file, in the workspace's preferences.
 */
final class InitialZoom {

    private static final String PLUGIN = "org.orrery.editor";
    private static final String NODE = "zoom";

    private InitialZoom() {
    }

    /** Applies the opening zoom once {@code control} first has a size, and remembers the user's zooms from then on. */
    static void install(ZoomManager zoom, Control control, Path file) {
        control.addControlListener(new ControlAdapter() {

            @Override
            public void controlResized(ControlEvent event) {
                if (control.getSize().x > 0 && control.getSize().y > 0) {
                    control.removeControlListener(this);
                    // after the layout that gave it this size, so that the viewport knows its client area
                    control.getDisplay().asyncExec(() -> {
                        if (!control.isDisposed()) {
                            apply(zoom, file);
                        }
                    });
                }
            }
        });
    }

    private static void apply(ZoomManager zoom, Path file) {
        double remembered = remembered(file);
        if (remembered > 0) {
            zoom.setZoom(remembered);
        } else {
            zoom.setZoomAsText(ZoomManager.FIT_ALL);
            if (zoom.getZoom() > 1.0) {
                zoom.setZoom(1.0);
            }
        }
        zoom.addZoomListener(level -> remember(file, level));
    }

    /** The zoom remembered for {@code file}, or 0 when the user has not zoomed it. */
    static double remembered(Path file) {
        return node().getDouble(key(file), 0);
    }

    private static void remember(Path file, double level) {
        Preferences node = node();
        node.putDouble(key(file), level);
        try {
            node.flush();
        } catch (BackingStoreException e) {
            // kept for this session; the next start opens the file as if never zoomed
            ILog.of(InitialZoom.class).warn("Cannot save the zoom of " + file + ": " + e.getMessage());
        }
    }

    private static Preferences node() {
        return InstanceScope.INSTANCE.getNode(PLUGIN).node(NODE);
    }

    /** A short key for the file's absolute path (preference keys are best kept free of separators). */
    private static String key(Path file) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256")
                    .digest(file.toAbsolutePath().normalize().toString().getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest, 0, 12);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("the JDK has no SHA-256", e);
        }
    }
}
