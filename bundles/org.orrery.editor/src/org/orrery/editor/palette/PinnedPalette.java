package org.orrery.editor.palette;

import org.eclipse.draw2d.PositionConstants;
import org.eclipse.gef.ui.palette.FlyoutPaletteComposite;
import org.eclipse.gef.ui.palette.FlyoutPaletteComposite.FlyoutPreferences;

/**
 * Where the editor's palette sits: pinned open beside the diagram (GEF 3.2 would start it collapsed), west, 190 wide.
 */
public final class PinnedPalette implements FlyoutPreferences {

    private int width = 190;
    private int dock = PositionConstants.WEST;

    @Override
    public int getDockLocation() {
        return dock;
    }

    @Override
    public int getPaletteState() {
        return FlyoutPaletteComposite.STATE_PINNED_OPEN;
    }

    @Override
    public int getPaletteWidth() {
        return width;
    }

    @Override
    public void setDockLocation(int location) {
        dock = location;
    }

    @Override
    public void setPaletteState(int state) {
        // always pinned open
    }

    @Override
    public void setPaletteWidth(int newWidth) {
        width = newWidth;
    }
}
