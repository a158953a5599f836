package org.orrery.sample.operators;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.orrery.operator.api.Attributes;
import org.orrery.operator.api.EventClaim;

/**
 * Generates the attributes of a source's events from a spec such as
 * {@code celsius=gauss(20,8);sensor=choice(a,b,c);n=seq()}. Generators: {@code const(v)}, {@code seq()},
 * {@code gauss(mean,sd)}, {@code uniform(lo,hi)}, {@code int(lo,hi)} and {@code choice(a,b,...)}. All draw from one
 * seeded generator, so the same seed gives the same events.
 */
final class AttributeGenerators {

    private interface Generator {

        Object next(long sequence, SplittableRandom random);

        /** Writes the next value into {@code claim} as attribute {@code name}. */
        default void writeTo(EventClaim claim, String name, long sequence, SplittableRandom random) {
            Object value = next(sequence, random);
            if (value instanceof Long whole) {
                claim.attribute(name, whole.longValue());
            } else if (value instanceof Double real) {
                claim.attribute(name, real.doubleValue());
            } else if (value instanceof Boolean truth) {
                claim.attribute(name, truth.booleanValue());
            } else {
                claim.attribute(name, (String) value);
            }
        }
    }

    /** A generator of whole numbers, written into a claim without boxing them. */
    private interface LongGenerator extends Generator {

        long nextLong(long sequence, SplittableRandom random);

        @Override
        default Object next(long sequence, SplittableRandom random) {
            return nextLong(sequence, random);
        }

        @Override
        default void writeTo(EventClaim claim, String name, long sequence, SplittableRandom random) {
            claim.attribute(name, nextLong(sequence, random));
        }
    }

    /** A generator of real numbers, written into a claim without boxing them. */
    private interface DoubleGenerator extends Generator {

        double nextDouble(long sequence, SplittableRandom random);

        @Override
        default Object next(long sequence, SplittableRandom random) {
            return nextDouble(sequence, random);
        }

        @Override
        default void writeTo(EventClaim claim, String name, long sequence, SplittableRandom random) {
            claim.attribute(name, nextDouble(sequence, random));
        }
    }

    private final List<String> names = new ArrayList<>();
    private final List<Generator> generators = new ArrayList<>();
    private final SplittableRandom random;
    private String[] nameArray = new String[0];

    AttributeGenerators(String spec, long seed) {
        this.random = new SplittableRandom(seed);
        if (spec == null || spec.isBlank()) {
            return;
        }
        for (String clause : spec.split(";")) {
            if (clause.isBlank()) {
                continue;
            }
            int equals = clause.indexOf('=');
            int open = clause.indexOf('(');
            if (equals <= 0 || open < equals || !clause.strip().endsWith(")")) {
                throw new IllegalArgumentException(
                        "attribute generator '" + clause.strip() + "' is not name=generator(arguments)");
            }
            String name = clause.substring(0, equals).strip();
            String function = clause.substring(equals + 1, open).strip();
            String inside = clause.substring(open + 1, clause.lastIndexOf(')')).strip();
            String[] args = inside.isEmpty() ? new String[0] : inside.split(",");
            for (int i = 0; i < args.length; i++) {
                args[i] = args[i].strip();
            }
            int earlier = names.indexOf(name);
            if (earlier >= 0) { // a name given twice keeps its place and takes the later generator
                generators.set(earlier, generator(name, function, args));
            } else {
                names.add(name);
                generators.add(generator(name, function, args));
            }
        }
        nameArray = names.toArray(new String[0]);
    }

    private static Generator generator(String name, String function, String[] args) {
        switch (function) {
            case "const" :
                expect(name, function, args, 1);
                Object constant = parseConstant(args[0]);
                return (sequence, random) -> constant;
            case "seq" :
                expect(name, function, args, 0);
                return (LongGenerator) (sequence, random) -> sequence;
            case "gauss" : {
                expect(name, function, args, 2);
                double mean = number(name, args[0]);
                double sd = number(name, args[1]);
                return (DoubleGenerator) (sequence, random) -> mean + sd * gaussian(random);
            }
            case "uniform" : {
                expect(name, function, args, 2);
                double low = number(name, args[0]);
                double high = number(name, args[1]);
                return (DoubleGenerator) (sequence, random) -> low + (high - low) * random.nextDouble();
            }
            case "int" : {
                expect(name, function, args, 2);
                long low = (long) number(name, args[0]);
                long high = (long) number(name, args[1]);
                return (LongGenerator) (sequence, random) -> low + random.nextLong(high - low + 1);
            }
            case "choice" :
                if (args.length == 0) {
                    throw new IllegalArgumentException("attribute '" + name + "': choice() needs at least one value");
                }
                return (sequence, random) -> args[random.nextInt(args.length)];
            default :
                throw new IllegalArgumentException("attribute '" + name + "': unknown generator '" + function
                        + "' (const, seq, gauss, uniform, int, choice)");
        }
    }

    /** Box-Muller on the seeded generator, so that values depend on the seed alone. */
    private static double gaussian(SplittableRandom random) {
        double u1 = random.nextDouble();
        double u2 = random.nextDouble();
        return Math.sqrt(-2 * Math.log(1 - u1)) * Math.cos(2 * Math.PI * u2);
    }

    private static void expect(String name, String function, String[] args, int count) {
        if (args.length != count) {
            throw new IllegalArgumentException("attribute '" + name + "': " + function + "() takes " + count
                    + " argument" + (count == 1 ? "" : "s") + ", got " + args.length);
        }
    }

    private static double number(String name, String text) {
        try {
            return Double.parseDouble(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("attribute '" + name + "': '" + text + "' is not a number", e);
        }
    }

    private static Object parseConstant(String text) {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException notLong) {
            try {
                return Double.parseDouble(text);
            } catch (NumberFormatException notDouble) {
                return "true".equals(text) || "false".equals(text) ? (Object) Boolean.valueOf(text) : text;
            }
        }
    }

    /** Writes the attributes of event {@code sequence} into {@code claim}: the values {@link #next} would give. */
    void writeTo(EventClaim claim, long sequence) {
        for (int i = 0; i < nameArray.length; i++) {
            generators.get(i).writeTo(claim, nameArray[i], sequence, random);
        }
    }

    Attributes next(long sequence) {
        if (names.isEmpty()) {
            return Attributes.EMPTY;
        }
        Object[] values = new Object[nameArray.length];
        for (int i = 0; i < values.length; i++) {
            Object value = generators.get(i).next(sequence, random);
            values[i] = value instanceof Integer whole ? Long.valueOf(whole.longValue())
                    : value instanceof Float single ? Double.valueOf(single.doubleValue()) : value;
        }
        return Attributes.of(nameArray, values);
    }
}
