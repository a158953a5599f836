package org.orrery.agent.transport;

import java.util.Arrays;

/**
 * The numbers a stream's {@link NameTable} gives the names of frames numbered elsewhere (a receiving stream's session,
 * an operator's claim buffer): frames passed on from one to the other keep their layout and only their numbers change,
 * so each number is looked up once, then read from an array, until either side numbers afresh. When both sides gave the
 * same numbers to every name met so far (an operator's claims going to the one stream it feeds number their names in
 * the same order as that stream), a frame whose numbers are all among those is copied as it is ({@link #keeps}). Used
 * by one thread.
 */
public final class NameMap {

    private final NameTable target;
    private NameLookup from;
    private int fromGeneration;
    private int targetGeneration;
    private int[] numbers = new int[64];
    /** Every number up to this one is mapped, each to itself. */
    private int sameUpTo = -1;

    public NameMap(NameTable target) {
        this.target = target;
        Arrays.fill(numbers, -1);
    }

    /**
     * Maps the numbers of {@code lookup} from now on, forgetting what was learnt when it is another lookup or either
     * side has numbered afresh since: once per frame, before its numbers are mapped.
     */
    void from(NameLookup lookup) {
        if (lookup != from || lookup.generation() != fromGeneration || target.generation() != targetGeneration) {
            from = lookup;
            fromGeneration = lookup.generation();
            targetGeneration = target.generation();
            Arrays.fill(numbers, -1);
            sameUpTo = -1;
        }
    }

    /**
     * Whether the frame {@code view} shows keeps its numbers in the stream (each of its names has the same number on
     * both sides, already given): then it is copied as it is. Call {@link #from} first.
     */
    boolean keeps(FrameView view) {
        return view.highestNumber() <= sameUpTo;
    }

    /**
     * The stream's number for the name {@code number} stands for in the lookup {@link #from} named, given now if none.
     */
    int number(int number) {
        if (number >= numbers.length) {
            int old = numbers.length;
            numbers = Arrays.copyOf(numbers, Math.max(number + 1, old * 2));
            Arrays.fill(numbers, old, numbers.length, -1);
        }
        int mapped = numbers[number];
        if (mapped < 0) {
            mapped = target.number(from.name(number));
            numbers[number] = mapped;
            while (sameUpTo + 1 < numbers.length && numbers[sameUpTo + 1] == sameUpTo + 1) {
                sameUpTo++;
            }
        }
        return mapped;
    }

    NameTable target() {
        return target;
    }
}
