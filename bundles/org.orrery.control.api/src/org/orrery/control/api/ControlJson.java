package org.orrery.control.api;

import java.io.IOException;
import java.lang.reflect.RecordComponent;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.type.LogicalType;

/**
 * The JSON of the control protocol, the one place it is read and written. Requests are read strictly (unknown fields,
 * wrong types, trailing tokens and missing primitives are refused with a message that names them); answers are read
 * leniently about fields they do not know and numbers they lack, so that a client keeps working against an agent that
 * reports more or less than it knows.
 */
public final class ControlJson {

    private static final ObjectMapper MAPPER = JsonMapper
            .builder(JsonFactory.builder()
                    .streamReadConstraints(
                            StreamReadConstraints.builder().maxStringLength(Limits.MAX_JSON_STRING_CHARS).build())
                    .build())
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS)
            .build();

    static {
        MAPPER.coercionConfigDefaults()
                .setCoercion(CoercionInputShape.String, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail);
        MAPPER.coercionConfigFor(LogicalType.Textual).setCoercion(CoercionInputShape.String, CoercionAction.TryConvert);
        MAPPER.coercionConfigFor(LogicalType.Enum).setCoercion(CoercionInputShape.String, CoercionAction.TryConvert);
        MAPPER.coercionConfigFor(LogicalType.Integer)
                .setCoercion(CoercionInputShape.Integer, CoercionAction.TryConvert);
        MAPPER.coercionConfigFor(LogicalType.Float)
                .setCoercion(CoercionInputShape.Float, CoercionAction.TryConvert)
                .setCoercion(CoercionInputShape.Integer, CoercionAction.TryConvert);
        MAPPER.coercionConfigFor(LogicalType.Boolean)
                .setCoercion(CoercionInputShape.Boolean, CoercionAction.TryConvert);
    }

    /** Answers: fields the reader does not know are passed over, numbers it knows and the answer lacks read as 0. */
    private static final ObjectReader ANSWERS = MAPPER.reader()
            .without(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .without(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);

    private ControlJson() {
    }

    /** The mapper behind both, for the few places that need a tree (the agents' own tests, relaying). */
    public static ObjectMapper mapper() {
        return MAPPER;
    }

    /**
     * Reads a request body strictly; a body that is empty, null or not of {@code type} is refused with an
     * {@link IllegalArgumentException} whose message names the field and what is wrong with it.
     */
    public static <T> T readRequest(byte[] body, Class<T> type) {
        if (body == null || body.length == 0) {
            throw new IllegalArgumentException("the request needs a JSON body");
        }
        try {
            T value = MAPPER.readValue(body, type);
            if (value == null) {
                throw new IllegalArgumentException("the request body is null");
            }
            checkComplete(value, "");
            return value;
        } catch (UnrecognizedPropertyException e) {
            throw new IllegalArgumentException("unknown field '" + e.getPropertyName() + "' at " + path(e), e);
        } catch (MismatchedInputException e) {
            throw new IllegalArgumentException("wrong or missing value at " + path(e) + ": " + e.getOriginalMessage(),
                    e);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("malformed JSON: " + e.getOriginalMessage(), e);
        } catch (IOException e) {
            throw new IllegalArgumentException("unreadable body: " + e.getMessage(), e);
        }
    }

    /**
     * Refuses a request that lacks a {@link Required} part anywhere in it, or has a null in a list or map, naming where
     * (such as {@code hosts[0].domains[1].role}): what is read is whole, so that no handler meets a null it did not
     * expect.
     */
    private static void checkComplete(Object value, String path) {
        if (value instanceof Record record) {
            for (RecordComponent component : record.getClass().getRecordComponents()) {
                Object part;
                try {
                    part = component.getAccessor().invoke(record);
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException("cannot read " + component, e);
                }
                String where = path.isEmpty() ? component.getName() : path + "." + component.getName();
                if (part == null) {
                    if (component.isAnnotationPresent(Required.class)) {
                        throw new IllegalArgumentException("missing value at " + where);
                    }
                } else {
                    checkComplete(part, where);
                }
            }
        } else if (value instanceof List<?> list) {
            for (int i = 0; i < list.size(); i++) {
                if (list.get(i) == null) {
                    throw new IllegalArgumentException("null at " + path + "[" + i + "]");
                }
                checkComplete(list.get(i), path + "[" + i + "]");
            }
        } else if (value instanceof Map<?, ?> map) {
            for (Map.Entry<?, ?> entry : map.entrySet()) {
                if (entry.getValue() == null) {
                    throw new IllegalArgumentException("null at " + path + "." + entry.getKey());
                }
            }
        }
    }

    /** Reads an answer or a file; fields it does not know are passed over. */
    public static <T> T readAnswer(byte[] body, Class<T> type) throws IOException {
        return ANSWERS.readValue(body, type);
    }

    public static byte[] write(Object value) {
        try {
            return MAPPER.writeValueAsBytes(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write " + value.getClass().getSimpleName() + " as JSON", e);
        }
    }

    /** The JSON of {@code value} as text, indented for a person when {@code pretty}. */
    public static String text(Object value, boolean pretty) {
        try {
            return pretty ? MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(value)
                    : MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write " + value.getClass().getSimpleName() + " as JSON", e);
        }
    }

    private static String path(MismatchedInputException e) {
        return e.getPath()
                .stream()
                .map(ref -> ref.getFieldName() != null ? "." + ref.getFieldName() : "[" + ref.getIndex() + "]")
                .reduce("$", String::concat);
    }
}
