package org.orrery.sample.operators;

import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.orrery.operator.api.Emitter;
import org.orrery.operator.api.Event;
import org.orrery.operator.api.Operator;
import org.orrery.operator.api.OperatorContext;

/**
 * Binds context-sensitive names from location events, as Solar's naming tree does with a lab's devices: each event says
 * where a member is ({@code member=/devices/printers/23 place=005}), and the locator binds the member to its
 * {@code name} with the event's attributes put in ({@code /labs/{place}/devices} → {@code /labs/005/devices}), ending
 * its binding to the name it had before. Emits nothing.
 */
final class Locator implements Operator {

    private static final Pattern ATTRIBUTE = Pattern.compile("\\{([A-Za-z_][A-Za-z0-9_.]*)}");

    private final OperatorContext context;
    private final String name;
    private final String member;
    /** Each member's name now. */
    private final Map<String, String> placed = new HashMap<>();

    Locator(OperatorContext context) {
        this.context = context;
        this.name = context.parameters().required("name");
        this.member = context.parameters().string("member", "member");
        if (!name.startsWith("/")) {
            throw new IllegalArgumentException(
                    "name '" + name + "' is not a name from the root (/labs/{place}/devices)");
        }
    }

    @Override
    public void onEvent(Event event, Emitter emitter) {
        Object who = event.attributes().get(member);
        if (who == null) {
            throw new IllegalArgumentException(
                    "an event of type " + event.type() + " without attribute '" + member + "'");
        }
        String bound = name(event);
        String was = placed.get(who.toString());
        if (bound.equals(was)) {
            return;
        }
        context.bind(bound, who.toString());
        if (was != null) {
            context.unbind(was, who.toString());
        }
        placed.put(who.toString(), bound);
    }

    private String name(Event event) {
        Matcher matcher = ATTRIBUTE.matcher(name);
        StringBuilder text = new StringBuilder();
        while (matcher.find()) {
            Object value = event.attributes().get(matcher.group(1));
            if (value == null) {
                throw new IllegalArgumentException(
                        "an event of type " + event.type() + " without attribute '" + matcher.group(1) + "'");
            }
            matcher.appendReplacement(text, Matcher.quoteReplacement(value.toString()));
        }
        return matcher.appendTail(text).toString();
    }
}
