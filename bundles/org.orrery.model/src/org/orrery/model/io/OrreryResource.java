package org.orrery.model.io;

import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.xmi.XMIException;
import org.eclipse.emf.ecore.xmi.XMLHelper;
import org.eclipse.emf.ecore.xmi.XMLLoad;
import org.eclipse.emf.ecore.xmi.XMLResource;
import org.eclipse.emf.ecore.xmi.impl.SAXXMIHandler;
import org.eclipse.emf.ecore.xmi.impl.XMILoadImpl;
import org.eclipse.emf.ecore.xmi.impl.XMIResourceImpl;
import org.xml.sax.helpers.DefaultHandler;

/**
 * The XMI resource of a {@code .orrery} file. Element names are the IDs that references use, so files read
 * {@code placement="planet1"}. While loading it remembers the line on which each element starts (for messages) and
 * reports an ID that is declared twice, which plain XMI would silently overwrite.
 */
public class OrreryResource extends XMIResourceImpl {

    private final Map<EObject, Integer> lines = new IdentityHashMap<>();

    public OrreryResource(URI uri) {
        super(uri);
        getDefaultLoadOptions().put(XMLResource.OPTION_DEFER_IDREF_RESOLUTION, Boolean.TRUE);
        getDefaultLoadOptions().put(XMLResource.OPTION_USE_LEXICAL_HANDLER, Boolean.FALSE);
        getDefaultSaveOptions().put(XMLResource.OPTION_ENCODING, "UTF-8");
        getDefaultSaveOptions().put(XMLResource.OPTION_LINE_WIDTH, 100);
        getDefaultSaveOptions().put(XMLResource.OPTION_SAVE_TYPE_INFORMATION, Boolean.FALSE);
        setEncoding("UTF-8");
        // references resolve by a map of the names, not by walking the whole file for each one (10,000 operators
        // took 40 s to load that way)
        setIntrinsicIDToEObjectMap(new HashMap<>());
    }

    /** The line on which {@code object}'s element starts in the loaded file, or 0 when unknown. */
    public int lineOf(EObject object) {
        return lines.getOrDefault(object, 0);
    }

    @Override
    protected boolean useIDAttributes() {
        return true;
    }

    @Override
    protected void doUnload() {
        lines.clear();
        super.doUnload();
    }

    @Override
    protected XMLLoad createXMLLoad() {
        return new XMILoadImpl(createXMLHelper()) {

            @Override
            protected DefaultHandler makeDefaultHandler() {
                return new LineRecordingHandler(resource, helper, options);
            }
        };
    }

    private final class LineRecordingHandler extends SAXXMIHandler {

        private final Map<String, Integer> idLines = new HashMap<>();

        LineRecordingHandler(XMLResource resource, XMLHelper helper, Map<?, ?> options) {
            super(resource, helper, options);
        }

        @Override
        protected void handleObjectAttribs(EObject object) {
            if (object != null) {
                lines.put(object, getLineNumber());
            }
            super.handleObjectAttribs(object);
            if (object != null) {
                checkUniqueId(object);
            }
        }

        private void checkUniqueId(EObject object) {
            EAttribute idAttribute = object.eClass().getEIDAttribute();
            if (idAttribute == null || !object.eIsSet(idAttribute)) {
                return;
            }
            String id = String.valueOf(object.eGet(idAttribute));
            Integer firstLine = idLines.putIfAbsent(id, getLineNumber());
            if (firstLine != null) {
                error(new XMIException("duplicate name '" + id + "' (first declared on line " + firstLine + ")",
                        getLocation(), getLineNumber(), getColumnNumber()));
            }
        }
    }
}
