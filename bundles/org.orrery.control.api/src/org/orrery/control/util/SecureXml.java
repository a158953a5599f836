package org.orrery.control.util;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.validation.Schema;

import org.xml.sax.ErrorHandler;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;

/**
 * The one way Orrery reads XML that comes from outside (event bodies, run descriptions, operator type declarations):
 * the JDK's parser with secure processing, no DOCTYPE (so no entities, external or expanding), no external DTD or
 * schema, no XInclude, namespace-aware; an error or fatal error stops the parse, a warning does not.
 */
public final class SecureXml {

    private SecureXml() {
    }

    /**
     * A document builder configured as above that also validates against {@code schema} when it is not null and refuses
     * documents nested deeper than {@code maxElementDepth} elements when it is positive.
     */
    public static DocumentBuilder documentBuilder(Schema schema, int maxElementDepth) {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            factory.setFeature("http://xml.org/sax/features/external-general-entities", false);
            factory.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
            factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
            factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
            if (maxElementDepth > 0) {
                factory.setAttribute("jdk.xml.maxElementDepth", String.valueOf(maxElementDepth));
            }
            factory.setXIncludeAware(false);
            factory.setExpandEntityReferences(false);
            factory.setNamespaceAware(true);
            if (schema != null) {
                factory.setSchema(schema);
            }
            DocumentBuilder builder = factory.newDocumentBuilder();
            builder.setErrorHandler(new ErrorHandler() {

                @Override
                public void warning(SAXParseException exception) {
                    // a warning does not make a document unusable
                }

                @Override
                public void error(SAXParseException exception) throws SAXException {
                    throw exception;
                }

                @Override
                public void fatalError(SAXParseException exception) throws SAXException {
                    throw exception;
                }
            });
            builder.setEntityResolver((publicId, systemId) -> {
                throw new SAXException("external entities are not read");
            });
            return builder;
        } catch (ParserConfigurationException | IllegalArgumentException e) {
            throw new IllegalStateException("the JDK's XML parser cannot be configured securely: " + e, e);
        }
    }
}
