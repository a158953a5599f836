package org.orrery.control.client;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.security.spec.PKCS8EncodedKeySpec;
import java.util.Base64;

import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

/**
 * The TLS material of a lab of several hosts, in PEM files the lab tool writes: {@value #CA} (the lab's own certificate
 * authority, the only one its clients trust) and, on a host, {@value #KEY} and {@value #CERT} (the host's key and the
 * certificate the lab's authority issued for its lab address). Reading them needs only the JDK.
 */
public final class LabTls {

    public static final String CA = "ca.pem";
    public static final String KEY = "host-key.pem";
    public static final String CERT = "host-cert.pem";

    private final X509Certificate authority;
    private final PrivateKey key;
    private final X509Certificate certificate;

    private LabTls(X509Certificate authority, PrivateKey key, X509Certificate certificate) {
        this.authority = authority;
        this.key = key;
        this.certificate = certificate;
    }

    /** The material in {@code dir}: the authority always, the host's key and certificate when both are there. */
    public static LabTls load(Path dir) throws IOException {
        X509Certificate authority = certificate(dir.resolve(CA));
        if (Files.exists(dir.resolve(KEY)) && Files.exists(dir.resolve(CERT))) {
            return new LabTls(authority, privateKey(dir.resolve(KEY)), certificate(dir.resolve(CERT)));
        }
        return new LabTls(authority, null, null);
    }

    /** A lab directory's TLS material when it has an authority ({@value #CA}), else null (a loopback lab). */
    public static LabTls in(Path dir) throws IOException {
        return Files.exists(dir.resolve(CA)) ? load(dir) : null;
    }

    public X509Certificate authority() {
        return authority;
    }

    /** Whether this holds a host's own key and certificate (a server can be made of it). */
    public boolean hasHostKey() {
        return key != null;
    }

    /** A client context that trusts the lab's authority alone (no system certificate authority). */
    public SSLContext clientContext() {
        try {
            KeyStore trusted = KeyStore.getInstance("PKCS12");
            trusted.load(null, null);
            trusted.setCertificateEntry("orrery-lab-ca", authority);
            TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            trust.init(trusted);
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(null, trust.getTrustManagers(), null);
            return context;
        } catch (GeneralSecurityException | IOException e) {
            throw new IllegalStateException("the lab's certificate authority cannot be used: " + e.getMessage(), e);
        }
    }

    /** The host's key with its certificate and the authority's, as an in-memory key store with {@code password}. */
    public KeyStore hostKeyStore(char[] password) {
        if (key == null) {
            throw new IllegalStateException("this TLS material has no host key");
        }
        try {
            KeyStore store = KeyStore.getInstance("PKCS12");
            store.load(null, null);
            store.setKeyEntry("orrery-host", key, password, new X509Certificate[]{certificate, authority});
            return store;
        } catch (GeneralSecurityException | IOException e) {
            throw new IllegalStateException("the host's TLS key cannot be used: " + e.getMessage(), e);
        }
    }

    private static X509Certificate certificate(Path pem) throws IOException {
        try {
            return (X509Certificate) CertificateFactory.getInstance("X.509")
                    .generateCertificate(new ByteArrayInputStream(Files.readAllBytes(pem)));
        } catch (GeneralSecurityException e) {
            throw new IOException(pem + " is not a PEM certificate: " + e.getMessage(), e);
        }
    }

    private static PrivateKey privateKey(Path pem) throws IOException {
        String text = Files.readString(pem, StandardCharsets.US_ASCII);
        String base64 = text.replaceAll("-----(BEGIN|END) PRIVATE KEY-----", "").replaceAll("\\s", "");
        try {
            byte[] der = Base64.getDecoder().decode(base64);
            return KeyFactory.getInstance("EC").generatePrivate(new PKCS8EncodedKeySpec(der));
        } catch (IllegalArgumentException | GeneralSecurityException e) {
            throw new IOException(pem + " is not a PKCS#8 EC private key in PEM: " + e.getMessage(), e);
        }
    }
}
