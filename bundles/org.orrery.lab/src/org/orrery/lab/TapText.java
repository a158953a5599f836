package org.orrery.lab;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Base64;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

import javax.xml.transform.OutputKeys;
import javax.xml.transform.Transformer;
import javax.xml.transform.TransformerException;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;

import org.orrery.control.api.ControlJson;
import org.orrery.control.api.DomainApi.TapEvent;
import org.orrery.control.api.DomainApi.TapEvents;
import org.orrery.control.util.SecureXml;
import org.w3c.dom.Document;
import org.xml.sax.SAXException;

import com.fasterxml.jackson.core.JsonProcessingException;

/**
 * How a tapped event reads, for the command line and the workbench alike: a line with its time, type, sequence, source
 * and attributes, and its body as text, JSON, XML or hex (or as its content type suggests). A body that is not what it
 * is shown as says so and falls back to hex; a body the tap cut says how much of it there was.
 */
public final class TapText {

    /** How a body is shown. */
    public enum Format {

        /** By its content type: JSON, XML, text, else hex. */
        AUTO, TEXT, JSON, XML, HEX;

        /** The format named {@code name} (any case); throws {@link IllegalArgumentException} naming the choices. */
        public static Format named(String name) {
            for (Format format : values()) {
                if (format.name().equalsIgnoreCase(name)) {
                    return format;
                }
            }
            throw new IllegalArgumentException("no body format '" + name + "'; one of auto, text, json, xml, hex");
        }
    }

    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss.SSS", Locale.ROOT)
            .withZone(ZoneId.systemDefault());
    private static final int HEX_BYTES_PER_LINE = 16;
    private static final int MAX_XML_DEPTH = 64;

    private TapText() {
    }

    /** {@code 12:00:01.234  quote #41 from ticker  symbol=ACME price=10.5  (64 B application/octet-stream)}. */
    public static String line(TapEvent event) {
        StringBuilder line = new StringBuilder();
        line.append(TIME.format(Instant.ofEpochMilli(event.takenAtMillis())))
                .append("  ")
                .append(event.type())
                .append(" #")
                .append(event.sequence())
                .append(" from ")
                .append(event.source());
        if (!event.attributes().isEmpty()) {
            line.append("  ").append(attributes(event.attributes()));
        }
        line.append("  (").append(event.bodyLength()).append(" B ").append(event.contentType()).append(')');
        return line.toString();
    }

    /** The attributes as {@code name=value} pairs, in their order. */
    public static String attributes(Map<String, Object> attributes) {
        return attributes.entrySet()
                .stream()
                .map(e -> e.getKey() + "=" + (e.getValue() instanceof String s ? "'" + s + "'" : e.getValue()))
                .collect(Collectors.joining(" "));
    }

    /** The body shown as {@code format} says; empty for an empty body. */
    public static String body(TapEvent event, Format format) {
        byte[] body = Base64.getDecoder().decode(event.bodyBase64());
        if (body.length == 0) {
            return "";
        }
        String shown = switch (format == Format.AUTO ? byContentType(event.contentType()) : format) {
            case TEXT -> text(body);
            case JSON -> json(body);
            case XML -> xml(body);
            default -> hex(body);
        };
        if (body.length < event.bodyLength()) {
            shown += System.lineSeparator() + "… the first " + body.length + " of " + event.bodyLength() + " bytes";
        }
        return shown;
    }

    /**
     * What a tap's counts say: {@code took 50 of 250 matching (200 over the rate, 250 refused by the predicate, 0
     * lost)}.
     */
    public static String counts(TapEvents events) {
        return "took " + events.shown() + " of " + events.matched() + " matching (" + events.overRate()
                + " over the rate, " + events.refused() + " refused by the predicate, " + events.lost() + " lost)";
    }

    private static Format byContentType(String contentType) {
        String type = contentType == null ? "" : contentType.toLowerCase(Locale.ROOT);
        if (type.contains("json")) {
            return Format.JSON;
        }
        if (type.contains("xml")) {
            return Format.XML;
        }
        return type.startsWith("text/") ? Format.TEXT : Format.HEX;
    }

    private static String text(byte[] body) {
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(body))
                    .toString();
        } catch (@SuppressWarnings("unused") CharacterCodingException e) {
            return "(not UTF-8 text)" + System.lineSeparator() + hex(body);
        }
    }

    private static String json(byte[] body) {
        try {
            return ControlJson.text(ControlJson.mapper().readTree(body), true);
        } catch (JsonProcessingException e) {
            return "(not JSON: " + e.getOriginalMessage() + ")" + System.lineSeparator() + hex(body);
        } catch (IOException e) {
            return "(not JSON: " + e.getMessage() + ")" + System.lineSeparator() + hex(body);
        }
    }

    private static String xml(byte[] body) {
        try {
            Document document = SecureXml.documentBuilder(null, MAX_XML_DEPTH).parse(new ByteArrayInputStream(body));
            Transformer transformer = TransformerFactory.newDefaultInstance().newTransformer();
            transformer.setOutputProperty(OutputKeys.INDENT, "yes");
            transformer.setOutputProperty(OutputKeys.OMIT_XML_DECLARATION, "yes");
            transformer.setOutputProperty("{http://xml.apache.org/xslt}indent-amount", "2");
            StringWriter out = new StringWriter();
            transformer.transform(new DOMSource(document), new StreamResult(out));
            return out.toString().strip();
        } catch (SAXException | IOException | TransformerException e) {
            return "(not XML: " + e.getMessage() + ")" + System.lineSeparator() + hex(body);
        }
    }

    /** Sixteen bytes a line: offset, hex, and the printable ASCII ones. */
    public static String hex(byte[] body) {
        StringBuilder out = new StringBuilder();
        for (int at = 0; at < body.length; at += HEX_BYTES_PER_LINE) {
            if (at > 0) {
                out.append(System.lineSeparator());
            }
            out.append(String.format(Locale.ROOT, "%04x  ", at));
            StringBuilder ascii = new StringBuilder();
            for (int i = at; i < at + HEX_BYTES_PER_LINE; i++) {
                if (i < body.length) {
                    out.append(String.format(Locale.ROOT, "%02x ", body[i] & 0xFF));
                    ascii.append(body[i] >= 0x20 && body[i] < 0x7F ? (char) body[i] : '.');
                } else {
                    out.append("   ");
                }
            }
            out.append(' ').append(ascii);
        }
        return out.toString();
    }
}
