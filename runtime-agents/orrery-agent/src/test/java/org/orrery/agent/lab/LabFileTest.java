package org.orrery.agent.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** lab.yaml as a user writes it: defaults filled in, and each mistake one message naming the host and the field. */
class LabFileTest {

    @TempDir
    Path temp;

    private LabFile read(String yaml) throws IOException {
        Path file = temp.resolve("lab.yaml");
        Files.writeString(file, yaml);
        return LabFile.read(file);
    }

    private String refusal(String yaml) {
        return assertThrows(IOException.class, () -> read(yaml)).getMessage();
    }

    @Test
    void theIssuesExampleReadsWithItsDefaults() throws IOException {
        Files.writeString(temp.resolve("id_test"), "key");
        LabFile lab = read("""
                hosts:
                  - name: alpha
                    address: 192.0.2.10
                    ssh: {user: lab, port: 2222, key: id_test}
                    installDir: ~/orrery-runtime
                    linkDevice: eth1
                  - name: beta
                    address: beta.lab.example
                    ssh: {user: lab}
                star: beta
                """);
        assertEquals(2, lab.hosts().size());
        LabFile.Host alpha = lab.hosts().get(0);
        assertEquals("lab@192.0.2.10:2222", alpha.sshTarget());
        assertEquals(temp.resolve("id_test"), alpha.key());
        assertEquals("eth1", alpha.linkDevice());
        LabFile.Host beta = lab.hosts().get(1);
        assertEquals(22, beta.sshPort());
        assertNull(beta.key());
        assertEquals(LabFile.DEFAULT_INSTALL_DIR, beta.installDir());
        assertNull(beta.linkDevice(), "no interface is shaped unless named");
        assertEquals("beta", lab.starHost().name());
        assertEquals(LabFile.DEFAULT_NODE_PORT, lab.nodePort());
        assertEquals(Path.of(System.getProperty("user.home"), ".ssh", "known_hosts"), lab.knownHosts());
        assertNull(lab.namespace());
    }

    @Test
    void theStarIsTheFirstHostUnlessNamedAndTheUserIsThisOne() throws IOException {
        LabFile lab = read("hosts:\n  - {name: one, address: 192.0.2.1}\n  - {name: two, address: 192.0.2.2}\n");
        assertEquals("one", lab.star());
        assertEquals(System.getProperty("user.name"), lab.hosts().get(1).user());
    }

    @Test
    void mistakesAreNamed() {
        assertTrue(refusal("hosts: []\n").contains("'hosts' must be a list of at least one host"));
        assertTrue(refusal("hosts:\n  - {name: a, address: 192.0.2.1, adress: x}\n")
                .contains("host 1: unknown field 'adress'"));
        assertTrue(refusal("hosts:\n  - {name: a}\n").contains("host 'a': 'address' is missing"));
        assertTrue(refusal("hosts:\n  - {name: a, address: 192.0.2.1}\n  - {name: a, address: 192.0.2.2}\n")
                .contains("host 'a' is listed twice"));
        assertTrue(refusal("hosts:\n  - {name: a, address: 192.0.2.1}\n  - {name: b, address: 192.0.2.1}\n")
                .contains("address 192.0.2.1 is another host's too"));
        assertTrue(refusal("hosts:\n  - {name: a, address: 192.0.2.1}\nstar: z\n")
                .contains("star: 'z' is not one of the hosts"));
        assertTrue(refusal("hosts:\n  - {name: a, address: 192.0.2.1, ssh: {port: 70000}}\n")
                .contains("ssh port must be a port number from 1 to 65535"));
        assertTrue(refusal("hosts:\n  - {name: a, address: 192.0.2.1, installDir: ~/../../etc}\n")
                .contains("must not contain '..'"));
        assertTrue(refusal("hosts:\n  - {name: a, address: 192.0.2.1, ssh: {key: /nonexistent/key}}\n")
                .contains("the SSH key /nonexistent/key cannot be read"));
        assertTrue(refusal("hosts:\n  - {name: 'a b', address: 192.0.2.1}\n").contains("name 'a b' is not"));
        assertTrue(refusal("hosts:\n  - {name: a, address: 192.0.2.1, linkDevice: 'eth0; reboot'}\n")
                .contains("linkDevice 'eth0; reboot' is not a network interface's name"));
        assertTrue(refusal("hosts: [\n").contains("cannot be read as YAML"));
        assertTrue(refusal("- just\n- a list\n").contains("is not a lab file"));
    }
}
