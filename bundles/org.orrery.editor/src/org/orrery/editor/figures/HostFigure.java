package org.orrery.editor.figures;

import java.util.List;

/** A host of the lab: a grey box titled with its name, address and links, that contains domains. */
public class HostFigure extends ContainerFigure {

    public HostFigure() {
        super(Palette.HOST_FILL, Palette.HOST_BORDER);
    }

    public void setHost(String name, String address, List<String> links) {
        StringBuilder title = new StringBuilder("\u25a3 ").append(name);
        if (address != null && !address.isBlank()) {
            title.append("  \u00b7  ").append(address);
        }
        links.forEach(link -> title.append("  \u00b7  ").append(link));
        setTitle(title.toString());
    }
}
