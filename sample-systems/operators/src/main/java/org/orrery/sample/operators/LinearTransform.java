package org.orrery.sample.operators;

import org.orrery.operator.api.Emitter;
import org.orrery.operator.api.Event;
import org.orrery.operator.api.Operator;
import org.orrery.operator.api.OperatorContext;
import org.orrery.operator.api.Parameters;

/**
 * Replaces each event by one of {@code outputType} whose {@code outputAttribute} is the input's {@code attribute} times
 * {@code scale} plus {@code offset}. An event without the attribute is an error.
 */
final class LinearTransform implements Operator {

    private final String attribute;
    private final String outputAttribute;
    private final String outputType;
    private final double scale;
    private final double offset;

    LinearTransform(OperatorContext context) {
        Parameters parameters = context.parameters();
        this.attribute = parameters.required("attribute");
        this.outputAttribute = parameters.string("outputAttribute", attribute);
        this.outputType = parameters.required("outputType");
        this.scale = parameters.doubleValue("scale", 1.0);
        this.offset = parameters.doubleValue("offset", 0.0);
    }

    @Override
    public void onEvent(Event event, Emitter emitter) {
        double value = event.attributes().getDouble(attribute);
        emitter.emit(event.toBuilder()
                .type(outputType)
                .attributes(event.attributes().toBuilder().put(outputAttribute, value * scale + offset).build())
                .build());
    }
}
