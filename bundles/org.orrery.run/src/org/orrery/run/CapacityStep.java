package org.orrery.run;

import java.util.Locale;

/**
 * One measured step of a capacity search: the rate its source was offered and what came of it over the window, and
 * whether the system sustained it ({@code failed} null) or why not.
 *
 * @param offered the source's scheduled rate, events/s
 * @param sent what the source sent over the window, events/s
 * @param delivered what reached the operators at the end of its paths, events/s
 * @param latencyMicros the bound's latency at those operators, from the intended send; NaN when nothing arrived
 * @param dropped events its connections dropped over the window
 * @param owedGrowth how many more events the source owed at the end of the window than at its start
 * @param backlogGrowth the most a connection's backlog grew over the window
 * @param failed why the step was not sustained, or null
 * @param bottleneck what was busiest and fullest in the window
 */
public record CapacityStep(double offered, double sent, double delivered, double latencyMicros, long dropped,
        long owedGrowth, long backlogGrowth, String failed, Bottleneck bottleneck) {

    public boolean sustained() {
        return failed == null;
    }

    /**
     * What was busiest in a step: the operator on the source's paths that used most of its domain's event thread, the
     * connection whose backlog grew most, and the domain whose process used most CPU.
     */
    public record Bottleneck(String operator, double busyPercent, String connection, long backlogGrowth, String domain,
            double cpuPercent) {

        /** An operator this busy is what limits the rate. */
        static final double SATURATED_PERCENT = 80;

        /**
         * What limits the rate, in words: a saturated operator, else a connection whose backlog grew, else a domain's
         * CPU, else what was busiest.
         */
        public String limiter() {
            if (!operator.isEmpty() && busyPercent >= SATURATED_PERCENT) {
                return String.format(Locale.ROOT, "operator %s (busy %.0f %% of its domain's event thread)", operator,
                        busyPercent);
            }
            if (backlogGrowth > 0) {
                return String.format(Locale.ROOT, "connection %s (its backlog grew by %,d events)", connection,
                        backlogGrowth);
            }
            if (!domain.isEmpty() && cpuPercent >= 90) {
                return String.format(Locale.ROOT, "domain %s's CPU (%.0f %% of a core)", domain, cpuPercent);
            }
            return String.format(Locale.ROOT,
                    "nothing saturated (busiest: operator %s at %.0f %%, domain %s at %.0f %%" + " CPU)",
                    operator.isEmpty() ? "-" : operator, busyPercent, domain.isEmpty() ? "-" : domain, cpuPercent);
        }
    }
}
