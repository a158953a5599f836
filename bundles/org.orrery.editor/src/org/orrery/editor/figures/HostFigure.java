package org.orrery.editor.figures;

/** A host of the lab: a grey box titled with its name and address that contains domains. */
public class HostFigure extends ContainerFigure {

    public HostFigure() {
        super(Palette.HOST_FILL, Palette.HOST_BORDER);
    }

    public void setHost(String name, String address) {
        setTitle(address == null || address.isBlank() ? "\u25a3 " + name : "\u25a3 " + name + "  \u00b7  " + address);
    }
}
