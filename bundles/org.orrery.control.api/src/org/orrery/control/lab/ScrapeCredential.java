package org.orrery.control.lab;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.Base64;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The lab's read-only credential for scraping: it reads a domain's {@code /metrics} and the Star's list of scrape
 * targets, and nothing else (every other call with it is refused 403). It is derived from the lab token (HMAC-SHA256 of
 * a fixed label, keyed with the token), so every agent of a lab knows it without being told, and it reveals nothing of
 * the token: a Prometheus given it, or whoever a leaked scrape reaches, can read figures but cannot deploy, stop a
 * domain, install a bundle or read events.
 */
public final class ScrapeCredential {

    private static final byte[] LABEL = "orrery scrape credential v1: reads /metrics only"
            .getBytes(StandardCharsets.US_ASCII);

    private ScrapeCredential() {
    }

    /** The scrape credential of the lab whose token is {@code labToken}: 43 characters of base64url. */
    public static String of(String labToken) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(labToken.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            return Base64.getUrlEncoder().withoutPadding().encodeToString(mac.doFinal(LABEL));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is part of every Java runtime", e);
        }
    }
}
