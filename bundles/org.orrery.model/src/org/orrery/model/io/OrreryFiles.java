package org.orrery.model.io;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.impl.ExtensibleURIConverterImpl;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.emf.ecore.resource.impl.URIHandlerImpl;
import org.eclipse.emf.ecore.xmi.XMLResource;
import org.orrery.model.OrreryPackage;
import org.orrery.model.OrrerySystem;

/**
 * Reads and writes {@code .orrery} files. Reading never modifies the file and turns every way a file can be unreadable
 * into a {@link LoadProblem} with the line where it went wrong; writing is atomic.
 */
public final class OrreryFiles {

    /** The file extension of Orrery systems, without the dot. */
    public static final String EXTENSION = "orrery";

    /** Larger files are refused before parsing: a real system is far smaller, and parsing would exhaust memory. */
    public static final long MAX_FILE_BYTES = 32L * 1024 * 1024;

    private static final int BINARY_SNIFF_BYTES = 8192;

    private static final Pattern DECLARED_ENCODING = Pattern
            .compile("^<\\?xml[^>]*encoding=[\"']([A-Za-z0-9._-]+)[\"']");

    private OrreryFiles() {
    }

    /**
     * A resource set that reads and writes {@code .orrery} files without relying on Eclipse's registries. It never
     * opens a document by itself: a reference into another document ({@code href="http://host/x.orrery#p"}) stays an
     * unresolved proxy, which validation reports, instead of a network or file read on whatever thread first follows
     * it.
     */
    public static ResourceSet newResourceSet() {
        ResourceSet resourceSet = new ResourceSetImpl();
        resourceSet.setURIConverter(new ExtensibleURIConverterImpl(List.of(new NoDocumentLoading()), List.of()));
        resourceSet.getPackageRegistry().put(OrreryPackage.eNS_URI, OrreryPackage.eINSTANCE);
        resourceSet.getResourceFactoryRegistry().getExtensionToFactoryMap().put(EXTENSION, new OrreryResourceFactory());
        resourceSet.getResourceFactoryRegistry()
                .getExtensionToFactoryMap()
                .put(Resource.Factory.Registry.DEFAULT_EXTENSION, new OrreryResourceFactory());
        return resourceSet;
    }

    /** Loads the system in {@code file} into a new resource set. */
    public static OrrerySystem load(Path file) throws ModelLoadException {
        return load(file, newResourceSet());
    }

    /** Loads the system in {@code file} into {@code resourceSet}. */
    public static OrrerySystem load(Path file, ResourceSet resourceSet) throws ModelLoadException {
        return load(file, readChecked(file), resourceSet);
    }

    /**
     * Loads the system in {@code bytes} (a file's content from elsewhere: a revision of it, say), checked as a file's
     * is; problems name {@code file}.
     */
    public static OrrerySystem load(Path file, byte[] bytes) throws ModelLoadException {
        if (bytes.length == 0) {
            throw problem(file, 0, "the file is empty");
        }
        if (bytes.length > MAX_FILE_BYTES) {
            throw problem(file, 0, "the file is " + (bytes.length >> 20) + " MiB; Orrery reads files of at most "
                    + (MAX_FILE_BYTES >> 20) + " MiB");
        }
        checkContent(file, bytes);
        return load(file, bytes, newResourceSet());
    }

    private static OrrerySystem load(Path file, byte[] bytes, ResourceSet resourceSet) throws ModelLoadException {
        Resource resource = resourceSet.createResource(URI.createFileURI(file.toAbsolutePath().toString()));
        try {
            resource.load(new ByteArrayInputStream(bytes), Map.of());
        } catch (IOException | RuntimeException e) {
            resourceSet.getResources().remove(resource);
            throw new ModelLoadException(LoadErrors.describe(file, e, resource), e);
        }
        if (!resource.getErrors().isEmpty()) {
            Resource.Diagnostic first = resource.getErrors().get(0);
            resourceSet.getResources().remove(resource);
            throw new ModelLoadException(new LoadProblem(file, first.getLine(), LoadErrors.clean(first.getMessage())),
                    null);
        }
        return rootOf(file, resource);
    }

    private static OrrerySystem rootOf(Path file, Resource resource) throws ModelLoadException {
        if (resource.getContents().isEmpty()) {
            throw problem(file, 0, "the file contains no Orrery system");
        }
        if (resource.getContents().size() > 1) {
            throw problem(file, lineOf(resource, resource.getContents().get(1)), "the file contains "
                    + resource.getContents().size() + " root elements; an Orrery file has one system");
        }
        EObject root = resource.getContents().get(0);
        if (!(root instanceof OrrerySystem system)) {
            throw problem(file, lineOf(resource, root), "the root element is a " + root.eClass().getName()
                    + "; an Orrery file starts with <orrery:OrrerySystem>");
        }
        return system;
    }

    private static int lineOf(Resource resource, EObject object) {
        return resource instanceof OrreryResource orrery ? orrery.lineOf(object) : 0;
    }

    private static byte[] readChecked(Path file) throws ModelLoadException {
        try {
            if (Files.isDirectory(file)) {
                throw problem(file, 0, "is a directory, not an Orrery file");
            }
            long size = Files.size(file);
            if (size == 0) {
                throw problem(file, 0, "the file is empty");
            }
            if (size > MAX_FILE_BYTES) {
                throw problem(file, 0, "the file is " + (size >> 20) + " MiB; Orrery reads files of at most "
                        + (MAX_FILE_BYTES >> 20) + " MiB");
            }
            byte[] bytes = Files.readAllBytes(file);
            checkContent(file, bytes);
            return bytes;
        } catch (NoSuchFileException e) {
            throw new ModelLoadException(new LoadProblem(file, 0, "no such file"), e);
        } catch (AccessDeniedException e) {
            throw new ModelLoadException(new LoadProblem(file, 0, "permission denied"), e);
        } catch (ModelLoadException e) {
            throw e;
        } catch (IOException e) {
            throw new ModelLoadException(new LoadProblem(file, 0, "cannot be read: " + e.getMessage()), e);
        }
    }

    /** Refuses binary content and text that is not in the encoding it declares. */
    private static void checkContent(Path file, byte[] bytes) throws ModelLoadException {
        int limit = Math.min(bytes.length, BINARY_SNIFF_BYTES);
        int line = 1;
        for (int i = 0; i < limit; i++) {
            if (bytes[i] == '\n') {
                line++;
            } else if (bytes[i] == 0 && !looksLikeUtf16(bytes)) {
                throw problem(file, line, "binary content (a NUL byte at offset " + i + "): not an Orrery file");
            }
        }
        checkUtf8(file, bytes);
    }

    /**
     * Files that declare no encoding or UTF-8 must be valid UTF-8. The XML parser only says "invalid byte" without a
     * position, so find the first bad byte here and report its line.
     */
    private static void checkUtf8(Path file, byte[] bytes) throws ModelLoadException {
        if (looksLikeUtf16(bytes)) {
            return;
        }
        String declaration = new String(bytes, 0, Math.min(bytes.length, 200), StandardCharsets.ISO_8859_1);
        Matcher encoding = DECLARED_ENCODING.matcher(declaration);
        if (encoding.find() && !encoding.group(1).equalsIgnoreCase("UTF-8")
                && !encoding.group(1).equalsIgnoreCase("UTF8")) {
            return;
        }
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer input = ByteBuffer.wrap(bytes);
        CoderResult result = decoder.decode(input, CharBuffer.allocate(bytes.length), true);
        if (result.isError()) {
            int offset = input.position();
            int line = 1;
            for (int i = 0; i < offset; i++) {
                if (bytes[i] == '\n') {
                    line++;
                }
            }
            throw problem(file, line,
                    String.format("not valid UTF-8: byte 0x%02X at offset %d; the file must be saved as UTF-8"
                            + " or declare its encoding", bytes[offset] & 0xFF, offset));
        }
    }

    private static boolean looksLikeUtf16(byte[] bytes) {
        return bytes.length >= 2 && ((bytes[0] == (byte) 0xFE && bytes[1] == (byte) 0xFF)
                || (bytes[0] == (byte) 0xFF && bytes[1] == (byte) 0xFE));
    }

    private static ModelLoadException problem(Path file, int line, String message) {
        return new ModelLoadException(new LoadProblem(file, line, message), null);
    }

    /**
     * Saves {@code system} to {@code file} atomically: a crash or an error while writing leaves the previous file as it
     * was. The system's resource takes {@code file} as its new location.
     */
    public static void save(OrrerySystem system, Path file) throws IOException {
        Resource resource = system.eResource();
        if (resource == null) {
            resource = newResourceSet().createResource(URI.createFileURI(file.toAbsolutePath().toString()));
            resource.getContents().add(system);
        } else {
            resource.setURI(URI.createFileURI(file.toAbsolutePath().toString()));
        }
        Resource toSave = resource;
        AtomicFiles.write(file, out -> toSave.save(out, Map.of(XMLResource.OPTION_ENCODING, "UTF-8")));
        resource.setModified(false);
    }

    /** Refuses to open any document: the file is read by {@link #load} and written by {@link #save}, themselves. */
    private static final class NoDocumentLoading extends URIHandlerImpl {

        @Override
        public boolean canHandle(URI uri) {
            return true;
        }

        @Override
        public InputStream createInputStream(URI uri, Map<?, ?> options) throws IOException {
            throw new IOException("an Orrery file is self-contained; not loading " + uri);
        }

        @Override
        public OutputStream createOutputStream(URI uri, Map<?, ?> options) throws IOException {
            throw new IOException("an Orrery file is saved by OrreryFiles.save; not writing " + uri);
        }

        @Override
        public boolean exists(URI uri, Map<?, ?> options) {
            return false;
        }
    }
}
