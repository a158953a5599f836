package org.orrery.model.io;

import java.nio.charset.CharacterCodingException;
import java.nio.file.Path;
import java.util.regex.Pattern;

import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.xmi.ClassNotFoundException;
import org.eclipse.emf.ecore.xmi.FeatureNotFoundException;
import org.eclipse.emf.ecore.xmi.IllegalValueException;
import org.eclipse.emf.ecore.xmi.PackageNotFoundException;
import org.eclipse.emf.ecore.xmi.UnresolvedReferenceException;
import org.eclipse.emf.ecore.xmi.XMIException;
import org.orrery.model.OrreryPackage;
import org.xml.sax.SAXParseException;

/** Turns what EMF and the XML parser throw into a {@link LoadProblem} a person can act on. */
final class LoadErrors {

    /** EMF appends "(uri, line, column)" to its messages; the problem carries those separately. */
    private static final Pattern LOCATION_SUFFIX = Pattern.compile("\\s*\\([^()]*,\\s*-?\\d+,\\s*-?\\d+\\)\\s*$");

    private LoadErrors() {
    }

    static LoadProblem describe(Path file, Throwable thrown, Resource resource) {
        Throwable cause = unwrap(thrown);
        if (cause instanceof XMIException xmi) {
            return new LoadProblem(file, xmi.getLine(), describeXmi(xmi));
        }
        if (cause instanceof SAXParseException sax) {
            return new LoadProblem(file, sax.getLineNumber(), "not well-formed XML: " + clean(sax.getMessage()));
        }
        if (!resource.getErrors().isEmpty()) {
            Resource.Diagnostic first = resource.getErrors().get(0);
            return new LoadProblem(file, first.getLine(), clean(first.getMessage()));
        }
        String message = cause.getMessage() == null ? cause.getClass().getSimpleName() : clean(cause.getMessage());
        if (cause instanceof CharacterCodingException || message.contains("UTF-8")) {
            return new LoadProblem(file, 0, "the file is not valid UTF-8 text: " + message);
        }
        return new LoadProblem(file, 0, "cannot be read as an Orrery file: " + message);
    }

    private static String describeXmi(XMIException xmi) {
        if (xmi instanceof PackageNotFoundException notFound) {
            return "unknown namespace '" + notFound.uri() + "': not an Orrery file (expected " + OrreryPackage.eNS_URI
                    + ")";
        }
        if (xmi instanceof ClassNotFoundException notFound) {
            return "unknown element type '" + notFound.getName() + "': not part of the Orrery model";
        }
        if (xmi instanceof FeatureNotFoundException notFound) {
            return "unknown attribute or element '" + notFound.getName() + "' on "
                    + notFound.getObject().eClass().getName();
        }
        if (xmi instanceof UnresolvedReferenceException unresolved) {
            return "dangling reference: '" + unresolved.getReference()
                    + "' names no element in this file (referenced from a " + unresolved.getObject().eClass().getName()
                    + ")";
        }
        if (xmi instanceof IllegalValueException illegal) {
            return "value '" + illegal.getValue() + "' is not valid for " + illegal.getFeature().getName() + " of "
                    + illegal.getObject().eClass().getName();
        }
        Throwable cause = xmi.getCause();
        if (cause instanceof SAXParseException sax) {
            return "not well-formed XML: " + clean(sax.getMessage());
        }
        return clean(xmi.getMessage());
    }

    private static Throwable unwrap(Throwable thrown) {
        Throwable current = thrown;
        while (current instanceof Resource.IOWrappedException && current.getCause() != null
                && current.getCause() != current) {
            current = current.getCause();
        }
        return current;
    }

    static String clean(String message) {
        if (message == null) {
            return "unknown error";
        }
        return LOCATION_SUFFIX.matcher(message.strip()).replaceAll("");
    }
}
