package org.orrery.agent.control;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.type.LogicalType;

/**
 * The JSON of the control protocol: strict on input (unknown fields, wrong types and missing primitives are
 * refused with a message naming them), plain on output.
 */
public final class Json {

    private static final ObjectMapper MAPPER = JsonMapper.builder()
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
        MAPPER.coercionConfigFor(LogicalType.Integer).setCoercion(CoercionInputShape.Integer, CoercionAction.TryConvert);
        MAPPER.coercionConfigFor(LogicalType.Float).setCoercion(CoercionInputShape.Float, CoercionAction.TryConvert)
                .setCoercion(CoercionInputShape.Integer, CoercionAction.TryConvert);
        MAPPER.coercionConfigFor(LogicalType.Boolean).setCoercion(CoercionInputShape.Boolean, CoercionAction.TryConvert);
    }

    private Json() {
    }

    public static ObjectMapper mapper() {
        return MAPPER;
    }

    /** Parses a request body; throws {@link ApiException} 400 with a message that names what is wrong. */
    public static <T> T read(byte[] body, Class<T> type) {
        if (body.length == 0) {
            throw new ApiException(400, "the request needs a JSON body");
        }
        try {
            T value = MAPPER.readValue(body, type);
            if (value == null) {
                throw new ApiException(400, "the request body is null");
            }
            return value;
        } catch (UnrecognizedPropertyException e) {
            throw new ApiException(400, "unknown field '" + e.getPropertyName() + "' at " + path(e));
        } catch (MismatchedInputException e) {
            throw new ApiException(400, "wrong or missing value at " + path(e) + ": " + e.getOriginalMessage());
        } catch (JsonProcessingException e) {
            throw new ApiException(400, "malformed JSON: " + e.getOriginalMessage());
        } catch (java.io.IOException e) {
            throw new ApiException(400, "unreadable body: " + e.getMessage());
        }
    }

    private static String path(MismatchedInputException e) {
        String path = e.getPath().stream()
                .map(ref -> ref.getFieldName() != null ? "." + ref.getFieldName() : "[" + ref.getIndex() + "]")
                .reduce("$", String::concat);
        return path;
    }

    public static byte[] write(Object value) {
        try {
            return MAPPER.writeValueAsBytes(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write " + value.getClass().getSimpleName() + " as JSON", e);
        }
    }
}
