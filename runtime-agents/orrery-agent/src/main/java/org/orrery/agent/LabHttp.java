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

    static String post(String url, Path tokenFile) throws IOException, InterruptedException {
        return send("POST", url, null, Files.readString(tokenFile, StandardCharsets.UTF_8).strip(), Duration.ofSeconds(5));
    }

    /** Sends a request and returns the body; a status of 400 or more becomes an {@link IOException} with the body. */
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
            throw new IOException(method + " " + url + " answered " + response.statusCode() + ": " + response.body());
        }
        return response.body();
    }
}
