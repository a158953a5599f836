package org.orrery.agent.bench;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

import org.HdrHistogram.Histogram;
import org.agrona.BitUtil;
import org.agrona.BufferUtil;
import org.agrona.DirectBuffer;
import org.agrona.concurrent.BackoffIdleStrategy;
import org.agrona.concurrent.BusySpinIdleStrategy;
import org.agrona.concurrent.IdleStrategy;
import org.agrona.concurrent.UnsafeBuffer;
import org.orrery.agent.engine.DomainContext.Tuning;
import org.orrery.agent.engine.DomainEngine;
import org.orrery.agent.transport.DomainIdle;

import io.aeron.Aeron;
import io.aeron.Publication;
import io.aeron.Subscription;
import io.aeron.logbuffer.FragmentHandler;

/**
 * The baselines the runtime is measured against in the same run: raw Aeron on the same transport (no events, no
 * operators), and a plain sender and receiver using Java serialization over a TCP socket (the standalone baseline of
 * the Solar thesis).
 */
final class Baselines {

    /** The event a plain Java program would send: header fields, attributes and a body. */
    static final class PlainEvent implements Serializable {

        private static final long serialVersionUID = 1L;
        final String type;
        final long sequence;
        final long timestampNs;
        final HashMap<String, Long> attributes;
        final byte[] body;

        PlainEvent(long sequence, long timestampNs, byte[] body) {
            this.type = "event";
            this.sequence = sequence;
            this.timestampNs = timestampNs;
            this.attributes = new HashMap<>(Map.of("n", sequence));
            this.body = body;
        }
    }

    /** Messages a baseline's receiver takes a poll, as a domain's poll does (a batch counts its messages). */
    private static final int POLL_MESSAGES = 64;

    /** What the last reading receiver's sums came to, kept so that its reading is not optimized away. */
    static volatile long checksum;

    private Baselines() {
    }

    /** What a throughput baseline's receiver does with each message. */
    enum Receiving {

        /** Counts it and reads none of its bytes. */
        COUNT("counting each"),
        /** Reads every byte of it in place, eight at a time, as a sink that reads every body byte does. */
        READ("reading every byte"),
        /** Copies it into a new {@code byte[]} and reads every byte of the copy. */
        COPY("copying each into a byte[] and reading it"),
        /**
         * Reads every byte of each message in place, the sender having put as many messages as one transport message
         * holds into each offer (each after its length, as Orrery's batches are): what batching alone gains.
         */
        READ_BATCHED("batched as one message holds, reading every byte"),
        /**
         * A hand-written application on Aeron: the sender writes each message as Orrery's frame lays an event out (the
         * lanes, the header's numbers, a timestamp and sequence, one whole-number attribute, the body after its
         * length), the receiver reads those fields back (checking the order of the sequence, summing the age of each
         * event and its attribute) and every byte of the body; each message alone.
         */
        FIELDS("a hand-written application writing and reading Orrery's frame fields");

        final String description;

        Receiving(String description) {
            this.description = description;
        }
    }

    /** The sum of a message's bytes, read eight at a time in place and the rest one by one. */
    static long sum(DirectBuffer buffer, int offset, int length) {
        long sum = 0;
        int i = 0;
        for (; i + Long.BYTES <= length; i += Long.BYTES) {
            sum += buffer.getLong(offset + i);
        }
        for (; i < length; i++) {
            sum += buffer.getByte(offset + i);
        }
        return sum;
    }

    /** Where {@link Receiving#FIELDS} puts each field, as Orrery's frame does (its names as numbers). */
    private static final int FIELD_LANES = 0;
    private static final int FIELD_TYPE = FIELD_LANES + Long.BYTES + 4;
    private static final int FIELD_SOURCE = FIELD_TYPE + Short.BYTES;
    private static final int FIELD_TIMESTAMP = FIELD_SOURCE + 3 * Short.BYTES;
    private static final int FIELD_SEQUENCE = FIELD_TIMESTAMP + Long.BYTES;
    private static final int FIELD_ATTRIBUTE = FIELD_SEQUENCE + Long.BYTES + 3;
    private static final int FIELD_BODY_LENGTH = FIELD_ATTRIBUTE + Long.BYTES;

    /**
     * Writes message {@code sequence}, stamped {@code timestampNs}, as Orrery's frame lays out an event; its length.
     */
    private static int writeFields(UnsafeBuffer buffer, long sequence, long timestampNs, byte[] body,
            int payloadBytes) {
        buffer.putLong(FIELD_LANES, 1L);
        buffer.putInt(FIELD_LANES + Long.BYTES, 0x0001_0003); // version, kind, one attribute
        buffer.putShort(FIELD_TYPE, (short) 1);
        buffer.putShort(FIELD_SOURCE, (short) 2);
        buffer.putLong(FIELD_TIMESTAMP, timestampNs);
        buffer.putLong(FIELD_SEQUENCE, sequence);
        buffer.putShort(FIELD_SEQUENCE + Long.BYTES, (short) 4);
        buffer.putByte(FIELD_SEQUENCE + Long.BYTES + Short.BYTES, (byte) 'L');
        buffer.putLong(FIELD_ATTRIBUTE, sequence);
        buffer.putInt(FIELD_BODY_LENGTH, payloadBytes);
        buffer.putBytes(FIELD_BODY_LENGTH + Integer.BYTES, body, 0, payloadBytes);
        return FIELD_BODY_LENGTH + Integer.BYTES + payloadBytes;
    }

    /**
     * Messages per second from one publication to one subscription of {@code channel}, each side on a thread of its own
     * as a domain's event thread is (the sender yielding when refused, the receiver waiting as {@code balanced} and
     * taking 64 messages a poll), the receiver only counting them: what arrived over {@code windowMillis} after
     * {@code warmUpMillis}.
     */
    static double aeronThroughput(Aeron aeron, String channel, int streamId, int payloadBytes, int warmUpMillis,
            int windowMillis) throws InterruptedException {
        return aeronThroughput(aeron, channel, streamId, payloadBytes, warmUpMillis, windowMillis, Receiving.COUNT)
                .messagesPerSecond();
    }

    /**
     * What a raw Aeron throughput run measured: messages per second, and the bytes its sending and receiving threads
     * allocated per message over the window (-1 when the JVM cannot tell).
     */
    record AeronRun(double messagesPerSecond, double bytesPerMessage, double logBytesPerMessage) {
    }

    /** A run as above, the receiver doing with each message what {@code receiving} says. */
    static AeronRun aeronThroughput(Aeron aeron, String channel, int streamId, int payloadBytes, int warmUpMillis,
            int windowMillis, Receiving receiving) throws InterruptedException {
        try (Publication publication = aeron.addExclusivePublication(channel, streamId);
                Subscription subscription = aeron.addSubscription(channel, streamId)) {
            awaitConnected(publication);
            int messageBytes = payloadBytes + 60;
            byte[] body = new byte[payloadBytes];
            boolean batched = receiving == Receiving.READ_BATCHED;
            int perOffer = batched ? Math.max(1, publication.maxPayloadLength() / (Integer.BYTES + messageBytes)) : 1;
            UnsafeBuffer buffer = new UnsafeBuffer(BufferUtil.allocateDirectAligned(
                    BitUtil.align(Math.max(64, perOffer * (Integer.BYTES + messageBytes) + 64), 64), 64));
            AtomicLong received = new AtomicLong();
            AtomicBoolean running = new AtomicBoolean(true);
            Thread receiver = new Thread(() -> {
                long[] count = {0};
                long[] sum = {0};
                long[] last = {-1};
                long[] outOfOrder = {0};
                long[] age = {0};
                long[] polledAt = {0}; // the clock read once a poll, as Orrery's receiving domain reads it
                UnsafeBuffer copied = new UnsafeBuffer(new byte[0]);
                FragmentHandler handler = switch (receiving) {
                    case COUNT -> (b, offset, length, header) -> count[0]++;
                    case READ -> (b, offset, length, header) -> {
                        sum[0] += sum(b, offset, length);
                        count[0]++;
                    };
                    case COPY -> (b, offset, length, header) -> {
                        byte[] copy = new byte[length];
                        b.getBytes(offset, copy);
                        copied.wrap(copy);
                        sum[0] += sum(copied, 0, length);
                        count[0]++;
                    };
                    case FIELDS -> (b, offset, length, header) -> {
                        long sequence = b.getLong(offset + FIELD_SEQUENCE);
                        if (sequence != last[0] + 1) {
                            outOfOrder[0]++;
                        }
                        last[0] = sequence;
                        sum[0] += b.getLong(offset + FIELD_LANES) + b.getShort(offset + FIELD_TYPE)
                                + b.getShort(offset + FIELD_SOURCE) + b.getLong(offset + FIELD_ATTRIBUTE);
                        age[0] += polledAt[0] - b.getLong(offset + FIELD_TIMESTAMP);
                        int bodyLength = b.getInt(offset + FIELD_BODY_LENGTH);
                        sum[0] += sum(b, offset + FIELD_BODY_LENGTH + Integer.BYTES, bodyLength);
                        count[0]++;
                    };
                    case READ_BATCHED -> (b, offset, length, header) -> {
                        for (int at = offset; at < offset + length;) {
                            int each = b.getInt(at);
                            sum[0] += sum(b, at + Integer.BYTES, each);
                            count[0]++;
                            at += Integer.BYTES + each;
                        }
                    };
                };
                // it waits as a domain does (balanced) and takes about what a domain's poll takes: 64 messages, or
                // one batch of about as many
                DomainIdle idle = new DomainIdle("balanced", Tuning.DEFAULT.idleSleepMaxNs());
                int fragments = batched ? 1 : POLL_MESSAGES;
                while (running.get()) {
                    polledAt[0] = System.nanoTime();
                    idle.idle(subscription.poll(handler, fragments));
                    received.setRelease(count[0]);
                }
                checksum = sum[0] + outOfOrder[0] + age[0];
            }, "baseline-receiver");
            Thread sender = new Thread(() -> {
                long stampedAt = 0;
                for (long i = 0; running.get();) {
                    int length = 0;
                    if (receiving == Receiving.FIELDS) {
                        if ((i & 255) == 0) { // the clock read once for 256 events, as a source's poll does
                            stampedAt = System.nanoTime();
                        }
                        length = writeFields(buffer, i++, stampedAt, body, payloadBytes);
                    } else if (batched) {
                        for (int k = 0; k < perOffer; k++) {
                            buffer.putInt(length, messageBytes);
                            buffer.putLong(length + Integer.BYTES, i++);
                            length += Integer.BYTES + messageBytes;
                        }
                    } else {
                        buffer.putLong(0, i++);
                        length = messageBytes;
                    }
                    while (publication.offer(buffer, 0, length) < 0 && running.get()) {
                        Thread.yield();
                    }
                }
            }, "baseline-sender");
            receiver.start();
            sender.start();
            Thread.sleep(warmUpMillis);
            ThreadAllocation sendingThread = new ThreadAllocation(sender.getId());
            ThreadAllocation receivingThread = new ThreadAllocation(receiver.getId());
            long before = received.getAcquire();
            long positionBefore = publication.position();
            long start = System.nanoTime();
            Thread.sleep(windowMillis);
            long arrived = received.getAcquire() - before;
            double logBytes = (publication.position() - positionBefore) / (double) Math.max(1, arrived);
            double rate = arrived / ((System.nanoTime() - start) / 1e9);
            double sent = sendingThread.perEvent(arrived);
            double took = receivingThread.perEvent(arrived);
            running.set(false);
            join(sender);
            join(receiver);
            return new AeronRun(rate, sent < 0 || took < 0 ? -1 : sent + took, logBytes);
        }
    }

    /** Round trips through a second stream that echoes each message back; microseconds, recorded in a histogram. */
    static Histogram aeronRoundTrip(Aeron aeron, String channel, int pingStream, int pongStream, int payloadBytes,
            int messages) {
        return aeronRoundTrip(aeron, channel, pingStream, pongStream, payloadBytes, messages, 0,
                BusySpinIdleStrategy::new, BackoffIdleStrategy::new);
    }

    /**
     * Round trips as above, a ping every {@code intervalNs} (0: each as soon as the previous one came back), the
     * pinging thread waiting by {@code pingIdle} and the echoing one by {@code echoIdle}.
     */
    static Histogram aeronRoundTrip(Aeron aeron, String channel, int pingStream, int pongStream, int payloadBytes,
            int messages, long intervalNs, Supplier<IdleStrategy> pingIdle, Supplier<IdleStrategy> echoIdle) {
        // as precise as the domains measure theirs
        Histogram rtt = new Histogram(3_600_000_000L, DomainEngine.LATENCY_SIGNIFICANT_DIGITS);
        try (Publication ping = aeron.addExclusivePublication(channel, pingStream);
                Subscription pingIn = aeron.addSubscription(channel, pingStream);
                Publication pong = aeron.addExclusivePublication(channel, pongStream);
                Subscription pongIn = aeron.addSubscription(channel, pongStream)) {
            awaitConnected(ping);
            awaitConnected(pong);
            UnsafeBuffer buffer = new UnsafeBuffer(
                    BufferUtil.allocateDirectAligned(Math.max(64, payloadBytes + 64), 64));
            UnsafeBuffer echo = new UnsafeBuffer(BufferUtil.allocateDirectAligned(Math.max(64, payloadBytes + 64), 64));
            Thread echoer = new Thread(() -> {
                IdleStrategy idle = echoIdle.get();
                int[] echoed = {0};
                FragmentHandler handler = (b, offset, length, header) -> {
                    echo.putBytes(0, b, offset, length);
                    while (pong.offer(echo, 0, length) < 0) {
                        Thread.onSpinWait();
                    }
                    echoed[0]++;
                };
                while (echoed[0] < messages) {
                    idle.idle(pingIn.poll(handler, 16));
                }
            }, "baseline-echo");
            echoer.start();
            long[] back = {0};
            FragmentHandler onPong = (b, offset, length, header) -> {
                rtt.recordValue(Math.max(0, (System.nanoTime() - b.getLong(offset)) / 1_000));
                back[0]++;
            };
            IdleStrategy idle = pingIdle.get();
            long start = System.nanoTime();
            for (int i = 0; i < messages; i++) {
                long due = start + i * intervalNs;
                while (System.nanoTime() < due) {
                    idle.idle();
                }
                idle.reset();
                buffer.putLong(0, System.nanoTime());
                while (ping.offer(buffer, 0, payloadBytes + 60) < 0) {
                    Thread.onSpinWait();
                }
                while (back[0] <= i) {
                    idle.idle(pongIn.poll(onPong, 1));
                }
            }
            join(echoer);
        }
        return rtt;
    }

    /** Events per second, Java serialization over loopback TCP, one sender and one receiver. */
    static double javaSerializationThroughput(int payloadBytes, int events) throws IOException, InterruptedException {
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            byte[] body = new byte[payloadBytes];
            AtomicLong received = new AtomicLong();
            Thread receiver = new Thread(() -> {
                try (Socket socket = server.accept();
                        ObjectInputStream in = new ObjectInputStream(
                                new BufferedInputStream(socket.getInputStream()))) {
                    for (int i = 0; i < events; i++) {
                        in.readObject();
                        received.incrementAndGet();
                    }
                } catch (IOException | ClassNotFoundException e) {
                    throw new IllegalStateException(e);
                }
            }, "baseline-tcp-receiver");
            receiver.start();
            long start = System.nanoTime();
            try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), server.getLocalPort());
                    ObjectOutputStream out = new ObjectOutputStream(
                            new BufferedOutputStream(socket.getOutputStream()))) {
                for (int i = 0; i < events; i++) {
                    out.writeObject(new PlainEvent(i, System.nanoTime(), body));
                    out.reset();
                }
                out.flush();
                receiver.join();
            }
            return received.get() / ((System.nanoTime() - start) / 1e9);
        }
    }

    /** Round trips of Java-serialized events over loopback TCP to an echoing peer, in microseconds. */
    static Histogram javaSerializationRoundTrip(int payloadBytes, int events) throws IOException, InterruptedException {
        Histogram rtt = new Histogram(3_600_000_000L, DomainEngine.LATENCY_SIGNIFICANT_DIGITS);
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            Thread echo = new Thread(() -> {
                try (Socket socket = server.accept()) {
                    socket.setTcpNoDelay(true);
                    ObjectOutputStream out = new ObjectOutputStream(new BufferedOutputStream(socket.getOutputStream()));
                    out.flush();
                    ObjectInputStream in = new ObjectInputStream(new BufferedInputStream(socket.getInputStream()));
                    for (int i = 0; i < events; i++) {
                        out.writeObject(in.readObject());
                        out.reset();
                        out.flush();
                    }
                } catch (IOException | ClassNotFoundException e) {
                    throw new IllegalStateException(e);
                }
            }, "baseline-tcp-echo");
            echo.start();
            byte[] body = new byte[payloadBytes];
            try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), server.getLocalPort())) {
                socket.setTcpNoDelay(true);
                ObjectOutputStream out = new ObjectOutputStream(new BufferedOutputStream(socket.getOutputStream()));
                out.flush();
                ObjectInputStream in = new ObjectInputStream(new BufferedInputStream(socket.getInputStream()));
                for (int i = 0; i < events; i++) {
                    out.writeObject(new PlainEvent(i, System.nanoTime(), body));
                    out.reset();
                    out.flush();
                    PlainEvent back = (PlainEvent) in.readObject();
                    rtt.recordValue(Math.max(0, (System.nanoTime() - back.timestampNs) / 1_000));
                }
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException(e);
            }
            echo.join();
        }
        return rtt;
    }

    private static void awaitConnected(Publication publication) {
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (!publication.isConnected()) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("publication " + publication.channel() + " never connected");
            }
            Thread.onSpinWait();
        }
    }

    private static void join(Thread thread) {
        try {
            thread.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
