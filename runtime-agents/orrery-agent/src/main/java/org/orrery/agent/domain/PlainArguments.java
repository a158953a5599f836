package org.orrery.agent.domain;

import java.lang.reflect.Field;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.function.Supplier;

import picocli.CommandLine;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * Fills a picocli command's {@link Option} fields (and those of its {@link Mixin}s) from arguments that are plain
 * {@code --name value} pairs, without picocli's parser. The JVM cannot put picocli's classes into a class data sharing
 * archive (they are compiled for Java 5, and the archive takes no class that old once linked), so parsing with picocli
 * loaded and verified some 125 classes at every start: about a fifth of a domain agent's start-up CPU. The lab starts
 * its agents with arguments of this form; anything else (a help request, an unknown option, a value that does not
 * convert, a required option missing) is left to picocli, which answers as it always did.
 */
public final class PlainArguments {

    private PlainArguments() {
    }

    /**
     * Runs {@code command} with {@code args}: filled here when they are plain, else by picocli. Returns the exit code
     * as picocli's {@code execute} would (1 with the stack trace when the command throws).
     */
    public static <C extends Callable<Integer>> int execute(Supplier<C> commands, String[] args) {
        C command = commands.get();
        if (!fill(command, args)) {
            return new CommandLine(commands.get()).setCaseInsensitiveEnumValuesAllowed(true).execute(args);
        }
        try {
            return command.call();
        } catch (Exception e) {
            e.printStackTrace();
            return 1;
        }
    }

    /**
     * Whether {@code args} filled {@code command}; false when picocli should parse them instead (nothing is set then).
     */
    static boolean fill(Object command, String[] args) {
        Map<String, Target> options = new HashMap<>();
        collect(command, options);
        Map<Target, String> values = new HashMap<>();
        for (int i = 0; i < args.length; i++) {
            Target target = options.get(args[i]);
            if (target == null) {
                return false;
            }
            if (target.field.getType() == boolean.class) {
                values.put(target, "true");
            } else if (i + 1 < args.length) {
                values.put(target, args[++i]);
            } else {
                return false;
            }
        }
        Set<Target> required = new HashSet<>();
        options.values().stream().filter(t -> t.field.getAnnotation(Option.class).required()).forEach(required::add);
        if (!values.keySet().containsAll(required)) {
            return false;
        }
        Map<Target, Object> converted = new HashMap<>();
        for (Map.Entry<Target, String> value : values.entrySet()) {
            Object object = convert(value.getKey().field.getType(), value.getValue());
            if (object == null) {
                return false;
            }
            converted.put(value.getKey(), object);
        }
        try {
            for (Map.Entry<Target, Object> value : converted.entrySet()) {
                value.getKey().field.set(value.getKey().owner, value.getValue());
            }
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
        return true;
    }

    /** A field of an object to set. */
    private record Target(Object owner, Field field) {
    }

    private static void collect(Object command, Map<String, Target> options) {
        for (Field field : command.getClass().getDeclaredFields()) {
            field.setAccessible(true);
            Option option = field.getAnnotation(Option.class);
            if (option != null) {
                for (String name : option.names()) {
                    options.put(name, new Target(command, field));
                }
            } else if (field.isAnnotationPresent(Mixin.class)) {
                try {
                    Object mixin = field.get(command);
                    if (mixin == null) {
                        var constructor = field.getType().getDeclaredConstructor();
                        constructor.setAccessible(true);
                        mixin = constructor.newInstance();
                        field.set(command, mixin);
                    }
                    collect(mixin, options);
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException(e);
                }
            }
        }
    }

    /** {@code text} as a {@code type}, or null when it is not one (picocli then says why). */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Object convert(Class<?> type, String text) {
        try {
            if (type == String.class) {
                return text;
            } else if (type == Path.class) {
                return Path.of(text);
            } else if (type == int.class) {
                return Integer.parseInt(text);
            } else if (type == long.class) {
                return Long.parseLong(text);
            } else if (type == boolean.class) {
                return Boolean.parseBoolean(text);
            } else if (type.isEnum()) {
                return Enum.valueOf((Class) type, text.toUpperCase(Locale.ROOT));
            }
        } catch (RuntimeException e) {
            return null;
        }
        return null;
    }
}
