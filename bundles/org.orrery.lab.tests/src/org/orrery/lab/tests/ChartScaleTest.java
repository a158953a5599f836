package org.orrery.lab.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.orrery.lab.ChartScale;
import org.orrery.lab.ChartScale.Kind;
import org.orrery.lab.MetricsHistory.Measure;

/** The units a chart's axis is drawn in: chosen so that the numbers shown stay below 1,000. */
class ChartScaleTest {

    @Test
    void latenciesGoFromMicrosecondsToMillisecondsToSeconds() {
        assertEquals(new ChartScale(1, "\u00b5s"), ChartScale.of(Kind.LATENCY, 999));
        assertEquals(new ChartScale(1e3, "ms"), ChartScale.of(Kind.LATENCY, 1_000));
        ChartScale slow = ChartScale.of(Kind.LATENCY, 200_000);
        assertEquals("ms", slow.unit());
        assertArrayEquals(new double[]{200, 0.5}, slow.apply(new double[]{200_000, 500}));
        assertEquals(new ChartScale(1e6, "s"), ChartScale.of(Kind.LATENCY, 3_500_000));
    }

    @Test
    void ratesAndCountsTakeTheDecimalPrefixesOfTheDiagramAndTheCli() {
        assertEquals("events/s", ChartScale.of(Kind.EVENT_RATE, 199).unit());
        assertEquals(new ChartScale(1e3, "k events/s"), ChartScale.of(Kind.EVENT_RATE, 418_461));
        assertEquals(new ChartScale(1e6, "M events/s"), ChartScale.of(Kind.EVENT_RATE, 1_673_844));
        assertEquals(new ChartScale(1e9, "G events/s"), ChartScale.of(Kind.EVENT_RATE, 4e12));
        assertEquals(new ChartScale(1e3, "kB/s"), ChartScale.of(Kind.BYTE_RATE, 13_000));
        assertEquals("B/s", ChartScale.of(Kind.BYTE_RATE, 0).unit());
        assertEquals("k events \u00b7 k drops/s", ChartScale.of(Kind.BACKLOG_AND_DROPS, 2_500).unit());
        assertEquals("events \u00b7 drops/s", ChartScale.of(Kind.BACKLOG_AND_DROPS, 7).unit());
    }

    @Test
    void sharesOfACoreAndMegabytesStayAsTheyAreAndNothingFiniteIsLost() {
        assertEquals(new ChartScale(1, "% of a core"), ChartScale.of(Kind.CPU, 180));
        assertEquals(new ChartScale(1, "MB"), ChartScale.of(Kind.MEMORY, 1_200));
        assertEquals(new ChartScale(1, "\u00b5s"), ChartScale.of(Kind.LATENCY, Double.NaN));
        assertEquals(new ChartScale(1e3, "ms"), ChartScale.of(Kind.LATENCY, -5_000));
    }

    @Test
    void everyMeasureKnowsItsAxis() {
        assertEquals(Kind.LATENCY, Measure.LATENCY_P99_US.kind());
        assertEquals(Kind.EVENT_RATE, Measure.OUT_PER_SECOND.kind());
        assertEquals(Kind.BACKLOG_AND_DROPS, Measure.DROPS_PER_SECOND.kind());
        for (Measure measure : Measure.values()) {
            assertEquals(false, measure.shortName().contains("("), "a legend name carries no unit: " + measure);
        }
    }
}
