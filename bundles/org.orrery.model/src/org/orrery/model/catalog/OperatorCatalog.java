package org.orrery.model.catalog;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.orrery.control.util.SecureXml;
import org.orrery.model.OperatorKind;
import org.orrery.model.ParameterType;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

/**
 * The operator types known to a workbench or a deployment. Bundles declare the types they provide in an XML file
 * ({@code OSGI-INF/orrery-operators.xml}); {@link #builtIn()} holds the types of the sample operator bundles that ship
 * with Orrery.
 *
 * <pre>{@code
 * <operator-types>
 *   <operator-type id="org.orrery.sample.filter" kind="filter" label="Predicate filter">
 *     <parameter name="predicate" type="string" required="true"/>
 *   </operator-type>
 * </operator-types>
 * }</pre>
 */
public final class OperatorCatalog {

    /** Where an operator bundle declares its types. */
    public static final String DECLARATION_PATH = "OSGI-INF/orrery-operators.xml";

    private static final String BUILT_IN = "/org/orrery/model/catalog/orrery-operators.xml";

    private final Map<String, OperatorType> types = new LinkedHashMap<>();

    /** A catalogue of the sample operator types that ship with Orrery. */
    public static OperatorCatalog builtIn() {
        OperatorCatalog catalog = new OperatorCatalog();
        try (InputStream in = OperatorCatalog.class.getResourceAsStream(BUILT_IN)) {
            if (in == null) {
                throw new IllegalStateException("missing built-in operator catalogue " + BUILT_IN);
            }
            catalog.addAll(parse(in));
        } catch (IOException e) {
            throw new IllegalStateException("cannot read built-in operator catalogue: " + e.getMessage(), e);
        }
        return catalog;
    }

    public void add(OperatorType type) {
        types.put(type.id(), type);
    }

    public void addAll(Collection<OperatorType> newTypes) {
        newTypes.forEach(this::add);
    }

    public Optional<OperatorType> find(String id) {
        return Optional.ofNullable(id == null ? null : types.get(id));
    }

    public Collection<OperatorType> types() {
        return Collections.unmodifiableCollection(types.values());
    }

    /** Reads an operator type declaration file; throws {@link IOException} naming what is wrong with it. */
    public static List<OperatorType> parse(InputStream in) throws IOException {
        Document document;
        try {
            document = SecureXml.documentBuilder(null, 0).parse(in);
        } catch (SAXException e) {
            throw new IOException("malformed operator type declaration: " + e.getMessage(), e);
        }
        Element root = document.getDocumentElement();
        if (!"operator-types".equals(root.getTagName())) {
            throw new IOException(
                    "operator type declaration must start with <operator-types>, found <" + root.getTagName() + ">");
        }
        List<OperatorType> result = new ArrayList<>();
        NodeList typeElements = root.getElementsByTagName("operator-type");
        for (int i = 0; i < typeElements.getLength(); i++) {
            result.add(parseType((Element) typeElements.item(i)));
        }
        return result;
    }

    private static OperatorType parseType(Element element) throws IOException {
        String id = element.getAttribute("id");
        OperatorKind kind = OperatorKind.get(element.getAttribute("kind"));
        if (kind == null) {
            throw new IOException("operator type '" + id + "' has unknown kind '" + element.getAttribute("kind") + "'");
        }
        List<ParameterSpec> parameters = new ArrayList<>();
        NodeList parameterElements = element.getElementsByTagName("parameter");
        for (int i = 0; i < parameterElements.getLength(); i++) {
            Element parameter = (Element) parameterElements.item(i);
            ParameterType type = ParameterType.get(parameter.getAttribute("type"));
            if (type == null) {
                throw new IOException("parameter '" + parameter.getAttribute("name") + "' of operator type '" + id
                        + "' has unknown type '" + parameter.getAttribute("type") + "'");
            }
            String defaultValue = parameter.hasAttribute("default") ? parameter.getAttribute("default") : null;
            parameters.add(new ParameterSpec(parameter.getAttribute("name"), type, defaultValue,
                    Boolean.parseBoolean(parameter.getAttribute("required")), parameter.getAttribute("description"),
                    "predicate".equals(parameter.getAttribute("language"))));
        }
        try {
            return new OperatorType(id, kind, element.getAttribute("label"), element.getAttribute("description"),
                    parameters);
        } catch (IllegalArgumentException e) {
            throw new IOException(e.getMessage(), e);
        }
    }
}
