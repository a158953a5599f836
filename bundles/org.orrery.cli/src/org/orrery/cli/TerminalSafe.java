package org.orrery.cli;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * A stream to a terminal that shows control characters instead of sending them: the lab commands print what events,
 * traces and clients carry (a tap's attributes, a deployment's {@code by}), and an escape sequence in them would
 * otherwise move the cursor, retitle the window or hide lines. Each C0 control but line feed and tab, DEL, and each C1
 * control (U+0080 to U+009F, two bytes in UTF-8) is written as {@code \xNN}; everything else passes as it is.
 */
final class TerminalSafe extends FilterOutputStream {

    /** Whether the last byte was 0xC2, the first byte of a C1 control's UTF-8 form, held back until the next. */
    private boolean heldC2;

    private TerminalSafe(OutputStream out) {
        super(out);
    }

    /** {@code stream}, with its control characters shown. */
    static PrintStream of(PrintStream stream) {
        return new PrintStream(new TerminalSafe(stream), true, StandardCharsets.UTF_8);
    }

    @Override
    public void write(int b) throws IOException {
        int value = b & 0xff;
        if (heldC2) {
            heldC2 = false;
            if (value >= 0x80 && value <= 0x9f) {
                shown(value);
                return;
            }
            out.write(0xc2);
        }
        if (value == 0xc2) {
            heldC2 = true;
        } else if ((value < 0x20 && value != '\n' && value != '\t') || value == 0x7f) {
            shown(value);
        } else {
            out.write(value);
        }
    }

    @Override
    public void write(byte[] bytes, int offset, int length) throws IOException {
        for (int i = offset; i < offset + length; i++) {
            write(bytes[i]);
        }
    }

    @Override
    public void flush() throws IOException {
        if (heldC2) {
            // a lone 0xC2 at a flush: not followed by a C1 control in the same write; the next byte decides nothing
            heldC2 = false;
            out.write(0xc2);
        }
        out.flush();
    }

    private void shown(int value) throws IOException {
        out.write(String.format("\\x%02x", value).getBytes(StandardCharsets.US_ASCII));
    }
}
