package org.orrery.agent;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import io.opentelemetry.proto.collector.trace.v1.ExportTraceServiceRequest;
import io.opentelemetry.proto.collector.trace.v1.ExportTraceServiceResponse;
import io.opentelemetry.proto.trace.v1.ResourceSpans;
import io.opentelemetry.proto.trace.v1.ScopeSpans;
import io.opentelemetry.proto.trace.v1.Span;

/**
 * An OTLP/HTTP traces receiver on loopback, as a collector is: it takes {@code POST /v1/traces} in the protocol's
 * protobuf encoding, decodes each request with the protocol's own classes, keeps the spans and answers with the
 * protocol's response. A body it cannot decode is answered 400 and counted.
 */
final class OtlpReceiver implements AutoCloseable {

    private final HttpServer server;
    private final List<Span> spans = new ArrayList<>();
    private final List<String> services = new ArrayList<>();
    private int undecodable;

    OtlpReceiver() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/v1/traces", this::receive);
        server.start();
    }

    String url() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/v1/traces";
    }

    private void receive(HttpExchange exchange) throws IOException {
        try (exchange; InputStream body = exchange.getRequestBody()) {
            ExportTraceServiceRequest request;
            try {
                request = ExportTraceServiceRequest.parseFrom(body.readAllBytes());
            } catch (IOException e) {
                synchronized (this) {
                    undecodable++;
                }
                exchange.sendResponseHeaders(400, -1);
                return;
            }
            synchronized (this) {
                for (ResourceSpans resource : request.getResourceSpansList()) {
                    resource.getResource()
                            .getAttributesList()
                            .stream()
                            .filter(a -> a.getKey().equals("service.name"))
                            .forEach(a -> services.add(a.getValue().getStringValue()));
                    for (ScopeSpans scope : resource.getScopeSpansList()) {
                        spans.addAll(scope.getSpansList());
                    }
                }
            }
            byte[] answer = ExportTraceServiceResponse.getDefaultInstance().toByteArray();
            exchange.getResponseHeaders().set("Content-Type", "application/x-protobuf");
            exchange.sendResponseHeaders(200, answer.length == 0 ? -1 : answer.length);
            exchange.getResponseBody().write(answer);
        }
    }

    synchronized List<Span> spans() {
        return List.copyOf(spans);
    }

    synchronized List<String> services() {
        return List.copyOf(services);
    }

    synchronized int undecodable() {
        return undecodable;
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
