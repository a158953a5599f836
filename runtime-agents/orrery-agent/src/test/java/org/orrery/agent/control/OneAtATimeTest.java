package org.orrery.agent.control;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(value = 30, unit = TimeUnit.SECONDS)
class OneAtATimeTest {

    /** A caller that comes while the answer is made waits for it and gets the same JSON; it is made once. */
    @Test
    void aCallerWhoComesWhileItIsMadeSharesTheAnswer() throws Exception {
        AtomicInteger made = new AtomicInteger();
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch making = new CountDownLatch(1);
        OneAtATime once = new OneAtATime(() -> {
            int number = made.incrementAndGet();
            making.countDown();
            release.await();
            return Map.of("figure", number);
        });
        AtomicReference<ControlServer.Json> first = new AtomicReference<>();
        Thread maker = new Thread(() -> first.set(get(once)));
        maker.start();
        making.await();
        AtomicReference<ControlServer.Json> second = new AtomicReference<>();
        Thread joiner = new Thread(() -> second.set(get(once)));
        joiner.start();
        while (joiner.getState() != Thread.State.WAITING) {
            Thread.onSpinWait();
        }
        release.countDown();
        maker.join();
        joiner.join();
        assertEquals(1, made.get());
        assertSame(first.get().bytes(), second.get().bytes());
        assertArrayEquals("{\"figure\":1}".getBytes(StandardCharsets.UTF_8), first.get().bytes());
        assertEquals("{\"figure\":2}", new String(once.get().bytes(), StandardCharsets.UTF_8), "made anew after");
    }

    @Test
    void aFailureReachesTheCallerAndTheNextCallTriesAgain() throws Exception {
        AtomicInteger calls = new AtomicInteger();
        OneAtATime once = new OneAtATime(() -> {
            if (calls.incrementAndGet() == 1) {
                throw new ApiException(409, "not now");
            }
            return "later";
        });
        assertEquals("not now", assertThrows(ApiException.class, once::get).getMessage());
        assertEquals("\"later\"", new String(once.get().bytes(), StandardCharsets.UTF_8));
    }

    private static ControlServer.Json get(OneAtATime once) {
        try {
            return once.get();
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
