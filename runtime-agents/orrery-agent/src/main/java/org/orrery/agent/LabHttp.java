package org.orrery.agent;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

/** Small HTTP calls between the lab's processes, authenticated with the lab token. */
final class LabHttp {

    private static final HttpClient CLIENT = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

    private LabHttp() {
    }

    /** An answer of 400 or more: its status and body, besides the message that names both. */
    static final class Refused extends IOException {

        private static final long serialVersionUID = 1L;

        private final int status;
        private final String body;

        Refused(String method, String url, int status, String body) {
            super(method + " " + url + " answered " + status + ": " + body);
            this.status = status;
            this.body = body;
        }

        int status() {
            return status;
        }

        String body() {
            return body;
        }
    }

    static String post(String url, Path tokenFile) throws IOException, InterruptedException {
        return send("POST", url, null, Files.readString(tokenFile, StandardCharsets.UTF_8).strip(), Duration.ofSeconds(5));
    }

    /** Sends a request and returns the body; a status of 400 or more becomes a {@link Refused} with the body. */
    static String send(String method, String url, byte[] body, String token, Duration timeout)
            throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(URI.create(url))
                .timeout(timeout)
                .header("Authorization", "Bearer " + token)
                .header("Content-Type", "application/json")
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofByteArray(body))
                .build();
        HttpResponse<String> response = CLIENT.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() >= 400) {
            throw new Refused(method, url, response.statusCode(), response.body());
        }
        return response.body();
    }
}
