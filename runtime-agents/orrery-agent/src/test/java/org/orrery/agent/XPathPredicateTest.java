package org.orrery.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.orrery.agent.engine.OperatorOpener;
import org.orrery.operator.api.Attributes;
import org.orrery.operator.api.Event;
import org.orrery.operator.api.EventPredicate;
import org.orrery.predicate.AccessClause;
import org.orrery.predicate.PredicateLanguage;
import org.orrery.predicate.XPathPredicate;
import org.w3c.dom.Document;

/** XPath predicates over XML bodies: what they accept, what they refuse before running, and the bounds of a body. */
class XPathPredicateTest {

    private static final byte[] ATO = xml("<ato><originator>AFRL</originator><day>12</day><version>3</version>"
            + "<target kind='moving'><name>KTJR</name></target></ato>");

    private static byte[] xml(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void evaluatesTheBooleanValueOfTheExpressionOnTheBody() {
        assertTrue(XPathPredicate.compile("xpath:/ato[originator='AFRL' and day >= 12]").accepts(ATO));
        assertFalse(XPathPredicate.compile("xpath:/ato[originator='AFRL' and day > 12]").accepts(ATO));
        assertFalse(XPathPredicate.compile("xpath:/basic").accepts(ATO), "an empty node set is false");
        assertTrue(XPathPredicate.compile("xpath: /ato/target[@kind='moving']/name = 'KTJR'").accepts(ATO));
        assertTrue(XPathPredicate.compile("xpath://name[starts-with(., 'KT')]").accepts(ATO), "// outside predicates");
        assertTrue(
                XPathPredicate.compile("xpath:count(/ato/*) = 4 and sum(/ato/day | /ato/version) = 15").accepts(ATO));
        assertFalse(XPathPredicate.compile("xpath:/ato[missing = 'x']").accepts(ATO),
                "a missing element compares false");
    }

    @Test
    void oneParsedDocumentServesManyPredicates() {
        Document document = XPathPredicate.parse(ATO);
        assertTrue(XPathPredicate.compile("xpath:/ato/day = 12").accepts(document));
        assertTrue(XPathPredicate.compile("xpath:/ato/version < 4").accepts(document));
        assertFalse(XPathPredicate.compile("xpath:/ato/version > 4").accepts(document));
    }

    @Test
    void theSharedLanguageChecksXPathPredicatesAndTheAgentEvaluatesThemOnBodies() {
        assertEquals(Optional.empty(), PredicateLanguage.syntaxError("xpath:/ato[day = 12]"));
        assertTrue(PredicateLanguage.syntaxError("xpath:/ato[day = ").isPresent());
        assertTrue(AccessClause.of("xpath:/ato[day = 12]").isEmpty(), "an XPath predicate files under no attribute");
        assertThrows(IllegalArgumentException.class, () -> PredicateLanguage.compile("xpath:/ato"),
                "JEXL's compiler never takes an XPath predicate for one of its own");

        EventPredicate predicate = OperatorOpener.predicate("xpath:/ato[originator = 'AFRL']");
        Event event = Event.builder("ato")
                .attributes(Attributes.builder().put("n", 1L).build())
                .body(ATO, "application/xml")
                .build();
        assertTrue(predicate.test(event));
        Event notXml = Event.builder("ato").body(xml("AFRL, 12"), "text/plain").build();
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> predicate.test(notXml));
        assertTrue(refused.getMessage().startsWith("the body is not an XML document"), refused.getMessage());
    }

    @Test
    void refusesWithTheReasonWhatCouldHoldTheEventThreadOrReachOutside() {
        assertRefused("xpath:", "is empty");
        assertRefused("xpath:/ato[", "");
        assertRefused("xpath:/ato[day = $limit]", "variables");
        assertRefused("xpath:/ato[.//name]", "'//' inside a predicate");
        assertRefused("xpath://*[count(//*) > 1]", "'//' inside a predicate");
        assertRefused("xpath:/ato/day[../version]", "'..' inside a predicate");
        assertRefused("xpath:/ato/day[preceding-sibling::version]", "preceding-sibling axis inside a predicate");
        assertRefused("xpath:/ato[descendant::name]", "descendant axis inside a predicate");
        assertRefused("xpath:document('file:///etc/passwd')", "function document() is not in XPath 1.0's core library");
        assertRefused("xpath:java:java.lang.Runtime.getRuntime()", "");
        assertRefused("xpath:/a" + "[b".repeat(9) + "]".repeat(9), "nested more than 8 deep");
        assertRefused("xpath:/" + "a/".repeat(600) + "a", "more than the 1024 allowed");
        // allowed: child, attribute and self axes inside predicates, whatever the spacing
        assertEquals(Optional.empty(), XPathPredicate.syntaxError("xpath:/ato[child::day = 12 and self::ato and @x]"));
        assertEquals(Optional.empty(), XPathPredicate.syntaxError("xpath:/ato[day = 12 and (version div 2) > 1]"));
        assertEquals(Optional.empty(), XPathPredicate.syntaxError("xpath:/ato[contains(name, 'a//b..c')]"),
                "inside a string literal '//' and '..' are text");
    }

    private static void assertRefused(String predicate, String reason) {
        String error = PredicateLanguage.syntaxError(predicate)
                .orElseThrow(() -> new AssertionError("accepted: " + predicate));
        assertTrue(error.contains(reason), error);
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> XPathPredicate.compile(predicate));
        assertTrue(refused.getMessage().contains(reason), refused.getMessage());
    }

    @Test
    void bodiesWithADoctypeOrTooDeepOrTooLargeAreRefusedNotRead() {
        XPathPredicate any = XPathPredicate.compile("xpath:true()");
        IllegalArgumentException entity = assertThrows(IllegalArgumentException.class,
                () -> any.accepts(xml("<!DOCTYPE a [<!ENTITY x SYSTEM 'file:///etc/hostname'>]><a>&x;</a>")));
        assertTrue(entity.getMessage().contains("DOCTYPE"), entity.getMessage());
        IllegalArgumentException laughs = assertThrows(IllegalArgumentException.class, () -> any.accepts(
                xml("<!DOCTYPE a [<!ENTITY l 'lol'><!ENTITY l2 '&l;&l;&l;&l;&l;&l;&l;&l;&l;&l;'>]><a>&l2;</a>")));
        assertTrue(laughs.getMessage().contains("DOCTYPE"), laughs.getMessage());
        String deep = "<a>".repeat(XPathPredicate.MAX_DEPTH + 1) + "</a>".repeat(XPathPredicate.MAX_DEPTH + 1);
        assertThrows(IllegalArgumentException.class, () -> any.accepts(xml(deep)));
        assertTrue(any.accepts(xml("<a>".repeat(XPathPredicate.MAX_DEPTH) + "</a>".repeat(XPathPredicate.MAX_DEPTH))));
        byte[] large = new byte[XPathPredicate.MAX_DOCUMENT_BYTES + 1];
        IllegalArgumentException tooLarge = assertThrows(IllegalArgumentException.class, () -> any.accepts(large));
        assertTrue(tooLarge.getMessage().contains("more than the"), tooLarge.getMessage());
    }

    /**
     * Expressions whose cost multiplies per step, each allowed by the language's restrictions, are stopped at the bound
     * of steps and reject the event with the reason, while a predicate that reads the largest body once or twice is
     * answered: the bound is counted work, so it holds on any machine.
     */
    @Test
    void expressionsWhoseCostMultipliesAreStoppedAtTheBoundOfSteps() {
        // a flat document of ~70,000 elements of two nodes each, the largest evaluated
        StringBuilder body = new StringBuilder("<r>");
        while (body.length() < XPathPredicate.MAX_DOCUMENT_BYTES - 20) {
            body.append("<e><v>7</v></e>");
        }
        byte[] large = xml(body.append("</r>").toString());
        assertTrue(XPathPredicate.compile("xpath:count(/r/e[v = 7]) > 60000 and sum(/r/e/v) > 0").accepts(large));
        assertTrue(XPathPredicate.compile("xpath:not(contains(string(/), '8'))").accepts(large));

        for (String multiplying : new String[]{"xpath://e[/r/e[/r/e]]", // an absolute path inside a predicate reads the document again per node
                "xpath://*/following::*/preceding::*", // axes stacked outside predicates
                "xpath://*[string(/) = 'x']", // the whole text built again per node
        }) {
            IllegalArgumentException stopped = assertThrows(IllegalArgumentException.class,
                    () -> XPathPredicate.compile(multiplying).accepts(large), multiplying);
            assertTrue(stopped.getMessage().contains("stopped after " + XPathPredicate.MAX_STEPS + " steps"),
                    stopped.getMessage());
        }
        // on a small body too: eight absolute paths nested, each yielding the root's four children
        String nested = "xpath://*" + "[/*/*".repeat(8) + " = 'never'" + "]".repeat(8);
        IllegalArgumentException stopped = assertThrows(IllegalArgumentException.class,
                () -> XPathPredicate.compile(nested).accepts(ATO));
        assertTrue(stopped.getMessage().contains("steps"), stopped.getMessage());
        // the thread's next evaluation has its whole budget again
        assertTrue(XPathPredicate.compile("xpath:/ato[originator = 'AFRL']").accepts(ATO));
    }

    @Test
    void noDocumentIsReadFromOutsideTheBody() {
        assertRefused("xpath:document('file:///etc/hostname')", "document() is not in XPath 1.0's core library");
        assertRefused("xpath:lower-case('A') = 'a'", "lower-case() is not in XPath 1.0's core library");
    }
}
