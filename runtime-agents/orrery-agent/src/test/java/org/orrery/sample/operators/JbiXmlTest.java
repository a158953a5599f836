package org.orrery.sample.operators;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.orrery.operator.api.Attributes;
import org.orrery.predicate.XPathPredicate;
import org.w3c.dom.Document;

/**
 * The JBI workload's XML mode against its attribute mode: each subscription written as XPath holds on an object's XML
 * document exactly when the subscription holds on the object's attributes (here, beside the sample operators, because
 * the XPath language lives in the control protocol the sample bundle does not depend on).
 */
class JbiXmlTest {

    @Test
    void everySubscriptionAsXPathMatchesTheObjectsItMatchesAsAttributes() {
        for (String schema : List.of("mixed", "ato", "basic", "xmlxpath")) {
            List<JbiWorkload.Subscription> subscriptions = JbiWorkload.subscriptions(200, schema, 2);
            List<XPathPredicate> xpaths = subscriptions.stream()
                    .map(s -> XPathPredicate.compile("xpath:" + s.xpath()))
                    .toList();
            SplittableRandom random = new SplittableRandom(7);
            long matches = 0;
            for (int n = 0; n < 500; n++) {
                Attributes object = JbiWorkload.object(schema, random, n);
                Document document = XPathPredicate.parse(JbiWorkload.document(object, "QUJD".repeat(100), 512));
                for (int i = 0; i < subscriptions.size(); i++) {
                    boolean expected = subscriptions.get(i).matches(object);
                    assertEquals(expected, xpaths.get(i).accepts(document),
                            schema + " " + subscriptions.get(i).xpath() + " on " + object);
                    matches += expected ? 1 : 0;
                }
            }
            assertTrue(matches > 10, schema + ": the comparison covers objects that match (" + matches + ")");
        }
    }

    @Test
    void aDocumentIsAboutThePayloadSizeAndHoldsEveryFieldOfTheObject() {
        Attributes object = Attributes.builder()
                .put("schema", "ato")
                .put("n", 5L)
                .put("originator", "AFRL")
                .put("day", 12L)
                .build();
        String small = new String(JbiWorkload.document(object, "x".repeat(4_000), 0), StandardCharsets.US_ASCII);
        assertEquals("<ato n=\"5\"><originator>AFRL</originator><day>12</day></ato>", small);
        byte[] padded = JbiWorkload.document(object, "x".repeat(4_000), 2_048);
        assertEquals(2_048, padded.length, "padded to the payload size");
        assertTrue(XPathPredicate.compile("xpath:/ato[@n = 5 and originator = 'AFRL' and day >= 12]").accepts(padded));
    }
}
