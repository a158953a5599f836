package org.orrery.agent.lab;

import java.io.IOException;
import java.io.StringWriter;
import java.math.BigInteger;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.SecureRandom;
import java.security.cert.X509Certificate;
import java.security.spec.ECGenParameterSpec;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.Date;

import org.bouncycastle.asn1.x500.X500Name;
import org.bouncycastle.asn1.x509.BasicConstraints;
import org.bouncycastle.asn1.x509.ExtendedKeyUsage;
import org.bouncycastle.asn1.x509.Extension;
import org.bouncycastle.asn1.x509.GeneralName;
import org.bouncycastle.asn1.x509.GeneralNames;
import org.bouncycastle.asn1.x509.KeyPurposeId;
import org.bouncycastle.asn1.x509.KeyUsage;
import org.bouncycastle.cert.X509v3CertificateBuilder;
import org.bouncycastle.cert.jcajce.JcaX509CertificateConverter;
import org.bouncycastle.cert.jcajce.JcaX509ExtensionUtils;
import org.bouncycastle.cert.jcajce.JcaX509v3CertificateBuilder;
import org.bouncycastle.openssl.jcajce.JcaPEMWriter;
import org.bouncycastle.operator.ContentSigner;
import org.bouncycastle.operator.OperatorCreationException;
import org.bouncycastle.operator.jcajce.JcaContentSignerBuilder;
import org.orrery.control.client.LabTls;

/**
 * The certificate authority of one lab, made when the lab starts: an EC P-256 key that signs one server certificate per
 * host (its lab address as subject alternative name) and is then forgotten; only its certificate is kept, in the lab
 * directory, for the clients to pin. A lab started again gets a new authority, so the certificates of an earlier lab
 * are worth nothing to it.
 */
public final class LabAuthority {

    /** How long the lab's certificates are valid: a lab is a working session, restarted far more often than this. */
    static final Duration VALIDITY = Duration.ofDays(90);

    private final KeyPair key;
    private final X509Certificate certificate;
    private final SecureRandom random = new SecureRandom();

    private LabAuthority(KeyPair key, X509Certificate certificate) {
        this.key = key;
        this.certificate = certificate;
    }

    /** A new authority named after the lab. */
    public static LabAuthority create(String labName) throws IOException {
        try {
            KeyPair key = ecKey();
            X500Name name = new X500Name("CN=Orrery lab authority " + labName.replaceAll("[,=+<>#;\"\\\\]", "_"));
            Instant now = Instant.now();
            X509v3CertificateBuilder builder = new JcaX509v3CertificateBuilder(name, serial(new SecureRandom()),
                    Date.from(now.minus(Duration.ofHours(1))), Date.from(now.plus(VALIDITY)), name, key.getPublic());
            JcaX509ExtensionUtils extensions = new JcaX509ExtensionUtils();
            builder.addExtension(Extension.basicConstraints, true, new BasicConstraints(0));
            builder.addExtension(Extension.keyUsage, true, new KeyUsage(KeyUsage.keyCertSign | KeyUsage.cRLSign));
            builder.addExtension(Extension.subjectKeyIdentifier, false,
                    extensions.createSubjectKeyIdentifier(key.getPublic()));
            return new LabAuthority(key, sign(builder, key));
        } catch (GeneralSecurityException | OperatorCreationException e) {
            throw new IOException("the lab's certificate authority cannot be made: " + e.getMessage(), e);
        }
    }

    public X509Certificate certificate() {
        return certificate;
    }

    /** The authority's certificate in PEM, as clients pin it. */
    public String certificatePem() throws IOException {
        return pem(certificate);
    }

    /** Writes the authority's certificate as {@link LabTls#CA} into {@code dir}. */
    public void writeCertificate(Path dir) throws IOException {
        writePrivate(dir.resolve(LabTls.CA), certificatePem());
    }

    /**
     * Issues a server certificate for {@code host} reachable at {@code address} (an IP literal or a DNS name) and
     * writes it with its key and the authority's certificate into {@code dir} (owner-only files), as a node daemon
     * reads them.
     */
    public void issue(String host, String address, Path dir) throws IOException {
        Files.createDirectories(dir);
        HostCredentials credentials = issue(host, address);
        writePrivate(dir.resolve(LabTls.KEY), credentials.keyPem());
        writePrivate(dir.resolve(LabTls.CERT), credentials.certificatePem());
        writeCertificate(dir);
    }

    /** A host's key and certificate in PEM, to be written on the host. */
    public record HostCredentials(String keyPem, String certificatePem) {
    }

    /** Issues a server certificate for {@code host} at {@code address}. */
    public HostCredentials issue(String host, String address) throws IOException {
        try {
            KeyPair hostKey = ecKey();
            Instant now = Instant.now();
            X500Name issuer = new X500Name(certificate.getSubjectX500Principal().getName());
            X500Name subject = new X500Name("CN=" + host.replaceAll("[,=+<>#;\"\\\\]", "_"));
            X509v3CertificateBuilder builder = new JcaX509v3CertificateBuilder(issuer, serial(random),
                    Date.from(now.minus(Duration.ofHours(1))), Date.from(now.plus(VALIDITY)), subject,
                    hostKey.getPublic());
            JcaX509ExtensionUtils extensions = new JcaX509ExtensionUtils();
            builder.addExtension(Extension.basicConstraints, true, new BasicConstraints(false));
            builder.addExtension(Extension.keyUsage, true,
                    new KeyUsage(KeyUsage.digitalSignature | KeyUsage.keyAgreement));
            builder.addExtension(Extension.extendedKeyUsage, false, new ExtendedKeyUsage(
                    new KeyPurposeId[]{KeyPurposeId.id_kp_serverAuth, KeyPurposeId.id_kp_clientAuth}));
            builder.addExtension(Extension.subjectAlternativeName, false, new GeneralNames(alternativeName(address)));
            builder.addExtension(Extension.authorityKeyIdentifier, false,
                    extensions.createAuthorityKeyIdentifier(certificate));
            X509Certificate issued = sign(builder, key);
            return new HostCredentials(pkcs8Pem(hostKey.getPrivate()), pem(issued));
        } catch (GeneralSecurityException | OperatorCreationException e) {
            throw new IOException("no certificate could be issued for host " + host + ": " + e.getMessage(), e);
        }
    }

    /** An IP address entry for a literal address, else a DNS name entry. */
    private static GeneralName alternativeName(String address) {
        boolean literal = address.matches("[0-9.]+") || address.contains(":");
        if (literal) {
            try {
                return new GeneralName(GeneralName.iPAddress, InetAddress.getByName(address).getHostAddress());
            } catch (IOException e) {
                throw new IllegalArgumentException("'" + address + "' is not an IP address", e);
            }
        }
        return new GeneralName(GeneralName.dNSName, address);
    }

    private static KeyPair ecKey() throws GeneralSecurityException {
        KeyPairGenerator generator = KeyPairGenerator.getInstance("EC");
        generator.initialize(new ECGenParameterSpec("secp256r1"));
        return generator.generateKeyPair();
    }

    private static BigInteger serial(SecureRandom random) {
        return new BigInteger(120, random);
    }

    private static X509Certificate sign(X509v3CertificateBuilder builder, KeyPair signer)
            throws OperatorCreationException, GeneralSecurityException {
        ContentSigner contentSigner = new JcaContentSignerBuilder("SHA256withECDSA").build(signer.getPrivate());
        return new JcaX509CertificateConverter().getCertificate(builder.build(contentSigner));
    }

    private static String pem(Object object) throws IOException {
        StringWriter text = new StringWriter();
        try (JcaPEMWriter writer = new JcaPEMWriter(text)) {
            writer.writeObject(object);
        }
        return text.toString();
    }

    /** A private key in PKCS#8 PEM ({@code BEGIN PRIVATE KEY}), as {@link LabTls} reads it. */
    private static String pkcs8Pem(PrivateKey key) {
        String body = Base64.getMimeEncoder(64, "\n".getBytes(StandardCharsets.US_ASCII))
                .encodeToString(key.getEncoded());
        return "-----BEGIN PRIVATE KEY-----\n" + body + "\n-----END PRIVATE KEY-----\n";
    }

    /** Writes {@code text} to a new owner-only file, replacing one there. */
    static void writePrivate(Path file, String text) throws IOException {
        Files.deleteIfExists(file);
        Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        Files.writeString(file, text, StandardCharsets.US_ASCII);
    }
}
