package org.orrery.lab.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.orrery.control.api.DomainApi.TapEvent;
import org.orrery.lab.TapText;
import org.orrery.lab.TapText.Format;

/**
 * How a tapped event reads: its line, and its body as its content type suggests or as asked; a body that is not what it
 * is shown as says so and is shown in hex, and a cut body says how much there was.
 */
class TapTextTest {

    private static TapEvent event(String contentType, byte[] body, int bodyLength) {
        Map<String, Object> attributes = new LinkedHashMap<>();
        attributes.put("symbol", "ACME");
        attributes.put("price", 10.5);
        return new TapEvent(0, "quote", "ticker", 41, 0, attributes, contentType, bodyLength,
                Base64.getEncoder().encodeToString(body));
    }

    private static TapEvent event(String contentType, String body) {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        return event(contentType, bytes, bytes.length);
    }

    @Test
    void aLineNamesTheEventAndItsAttributesInOrder() {
        String line = TapText.line(event("text/plain", "hi"));
        assertTrue(line.matches("\\d\\d:\\d\\d:\\d\\d\\.\\d{3}  quote #41 from ticker  symbol='ACME' price=10.5  "
                + "\\(2 B text/plain\\)"), line);
    }

    @Test
    void bodiesShowAsTheirContentTypeSuggestsOrAsAsked() {
        assertEquals("{\n  \"a\" : [ 1, 2 ]\n}",
                TapText.body(event("application/json", "{\"a\":[1,2]}"), Format.AUTO).replace("\r", ""));
        String xml = TapText.body(event("application/xml", "<a><b>1</b></a>"), Format.AUTO);
        assertTrue(xml.matches("(?s)<a>\\R  <b>1</b>\\R</a>"), xml);
        assertEquals("plain words", TapText.body(event("text/plain", "plain words"), Format.AUTO));
        assertEquals("0000  41 42 0a                                         AB.",
                TapText.body(event("application/octet-stream", "AB\n"), Format.AUTO));
        assertEquals("0000  41 42 0a                                         AB.",
                TapText.body(event("text/plain", "AB\n"), Format.HEX));
        assertEquals("", TapText.body(event("text/plain", ""), Format.AUTO));
    }

    @Test
    void aBodyThatIsNotWhatItIsShownAsSaysSoAndACutOneSaysHowMuchThereWas() {
        assertTrue(TapText.body(event("application/json", "{oops"), Format.AUTO).startsWith("(not JSON: "));
        assertTrue(TapText.body(event("text/plain", "<a>"), Format.XML).startsWith("(not XML: "));
        String binary = TapText.body(event("application/octet-stream", new byte[]{(byte) 0xa9, 1}, 2), Format.TEXT);
        assertTrue(binary.startsWith("(not UTF-8 text)") && binary.contains("0000  a9 01"), binary);
        String cut = TapText.body(event("text/plain", "abcd".getBytes(StandardCharsets.UTF_8), 9_000), Format.AUTO);
        assertTrue(cut.startsWith("abcd") && cut.endsWith("the first 4 of 9000 bytes"), cut);
        assertEquals(Format.JSON, Format.named("Json"));
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class, () -> Format.named("yaml"));
        assertTrue(unknown.getMessage().contains("auto, text, json, xml, hex"), unknown.getMessage());
    }
}
