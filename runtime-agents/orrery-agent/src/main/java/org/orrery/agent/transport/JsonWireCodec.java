package org.orrery.agent.transport;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

import org.orrery.control.api.WireFormat;
import org.orrery.operator.api.Attributes;
import org.orrery.operator.api.Event;
import org.orrery.operator.api.wire.WireCodec;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.core.json.JsonWriteFeature;

/**
 * The {@code json} wire format: one JSON object per event, written and read with Jackson's streaming API.
 *
 * <pre> {"type": "...", "timestampNs": 1, "sequence": 2, "source": "...", "attributes": {"n": 1, "x": 1.5, "ok": true,
 * "s": "..."}, "contentType": "...", "body": "base64"} </pre>
 *
 * An attribute's type survives the trip: a long is written as an integer, a double always with a fraction or exponent
 * ({@code 1.0}, and {@code NaN} and {@code Infinity} bare, as JSON's common extension has them), so an integer reads
 * back as a long and anything else numeric as a double. Reading refuses unknown members, members twice, nesting and any
 * value of the wrong kind.
 */
public final class JsonWireCodec implements WireCodec {

    private static final JsonFactory JSON = JsonFactory.builder()
            .disable(JsonWriteFeature.WRITE_NAN_AS_STRINGS)
            .enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
            .build();

    @Override
    public String name() {
        return WireFormat.JSON;
    }

    @Override
    public byte[] encode(Event event) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(128 + event.bodyLength() * 4 / 3);
        try (JsonGenerator json = JSON.createGenerator(out)) {
            json.writeStartObject();
            json.writeStringField("type", event.type());
            json.writeNumberField("timestampNs", event.timestampNs());
            json.writeNumberField("sequence", event.sequence());
            json.writeStringField("source", event.source());
            json.writeObjectFieldStart("attributes");
            Attributes attributes = event.attributes();
            for (int i = 0; i < attributes.size(); i++) {
                json.writeFieldName(attributes.name(i));
                Object value = attributes.value(i);
                if (value instanceof Long l) {
                    json.writeNumber(l);
                } else if (value instanceof Double d) {
                    json.writeNumber(d);
                } else if (value instanceof Boolean b) {
                    json.writeBoolean(b);
                } else {
                    json.writeString((String) value);
                }
            }
            json.writeEndObject();
            json.writeStringField("contentType", event.contentType());
            json.writeFieldName("body");
            json.writeBinary(event.body());
            json.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a stream in memory: cannot happen
        }
        return out.toByteArray();
    }

    @Override
    public Event decode(byte[] message, int offset, int length) {
        try (JsonParser json = JSON.createParser(message, offset, length)) {
            expect(json.nextToken(), JsonToken.START_OBJECT, "an event");
            Long timestampNs = null;
            Long sequence = null;
            String type = null;
            String source = null;
            String contentType = null;
            byte[] body = null;
            Attributes attributes = null;
            while (json.nextToken() == JsonToken.FIELD_NAME) {
                String member = json.currentName();
                JsonToken value = json.nextToken();
                switch (member) {
                    case "type" -> type = once(type, text(json, value, member), member);
                    case "timestampNs" -> timestampNs = once(timestampNs, integer(json, value, member), member);
                    case "sequence" -> sequence = once(sequence, integer(json, value, member), member);
                    case "source" -> source = once(source, text(json, value, member), member);
                    case "contentType" -> contentType = once(contentType, text(json, value, member), member);
                    case "body" -> {
                        expect(value, JsonToken.VALUE_STRING, "body");
                        body = once(body, json.getBinaryValue(), member);
                    }
                    case "attributes" -> attributes = once(attributes, attributes(json, value), member);
                    default -> throw new IllegalArgumentException("unknown member '" + member + "'");
                }
            }
            expect(json.currentToken(), JsonToken.END_OBJECT, "the event's end");
            if (json.nextToken() != null) {
                throw new IllegalArgumentException("more after the event");
            }
            if (type == null || timestampNs == null || sequence == null) {
                throw new IllegalArgumentException("an event needs type, timestampNs and sequence");
            }
            return Event.builder(type)
                    .timestampNs(timestampNs)
                    .sequence(sequence)
                    .source(source)
                    .attributes(attributes)
                    .body(body, contentType)
                    .build();
        } catch (IOException e) {
            throw new IllegalArgumentException("not a JSON event: "
                    + (e instanceof JsonProcessingException j ? j.getOriginalMessage() : e.getMessage()), e);
        }
    }

    private static Attributes attributes(JsonParser json, JsonToken start) throws IOException {
        expect(start, JsonToken.START_OBJECT, "attributes");
        List<String> names = new ArrayList<>();
        List<Object> values = new ArrayList<>();
        while (json.nextToken() == JsonToken.FIELD_NAME) {
            String name = json.currentName();
            JsonToken token = json.nextToken();
            names.add(name);
            values.add(switch (token) {
                case VALUE_NUMBER_INT -> json.getLongValue();
                case VALUE_NUMBER_FLOAT -> json.getDoubleValue();
                case VALUE_TRUE -> Boolean.TRUE;
                case VALUE_FALSE -> Boolean.FALSE;
                case VALUE_STRING -> json.getText();
                default -> throw new IllegalArgumentException(
                        "attribute '" + name + "' is " + token + ", not a number, boolean or string");
            });
        }
        return Attributes.of(names.toArray(String[]::new), values.toArray()); // refuses a name twice
    }

    private static String text(JsonParser json, JsonToken value, String member) throws IOException {
        expect(value, JsonToken.VALUE_STRING, member);
        return json.getText();
    }

    private static Long integer(JsonParser json, JsonToken value, String member) throws IOException {
        expect(value, JsonToken.VALUE_NUMBER_INT, member);
        return json.getLongValue();
    }

    private static <T> T once(T earlier, T value, String member) {
        if (earlier != null) {
            throw new IllegalArgumentException("'" + member + "' twice");
        }
        return value;
    }

    private static void expect(JsonToken token, JsonToken expected, String what) {
        if (token != expected) {
            throw new IllegalArgumentException(what + " is " + token + ", expected " + expected);
        }
    }
}
