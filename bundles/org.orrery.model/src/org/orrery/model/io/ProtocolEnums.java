package org.orrery.model.io;

import java.util.List;
import java.util.function.Function;

import org.orrery.control.api.AlertApi;
import org.orrery.control.api.BundleState;
import org.orrery.control.api.LatencyProfile;
import org.orrery.control.api.Role;
import org.orrery.model.AlertMeasure;
import org.orrery.model.DomainRole;

/**
 * The one mapping between the model's enumerations (generated from orrery.ecore) and the protocol's of the same
 * concept: a switch from each model value to the protocol's, which names every value (one added to the model fails the
 * build until it is mapped), and its inverse (a protocol value without a model value fails {@code ProtocolEnumsTest}).
 * No value travels as a string.
 */
public final class ProtocolEnums {

    private ProtocolEnums() {
    }

    public static BundleState toProtocol(org.orrery.model.BundleState state) {
        return switch (state) {
            case INSTALLED -> BundleState.INSTALLED;
            case RESOLVED -> BundleState.RESOLVED;
            case STARTING -> BundleState.STARTING;
            case ACTIVE -> BundleState.ACTIVE;
            case STOPPING -> BundleState.STOPPING;
            case UNINSTALLED -> BundleState.UNINSTALLED;
        };
    }

    public static org.orrery.model.BundleState toModel(BundleState state) {
        return inverse(org.orrery.model.BundleState.VALUES, ProtocolEnums::toProtocol, state);
    }

    /** The model's state of a bundle a domain reports, or {@code unknown} when it reports none. */
    public static org.orrery.model.BundleState toModel(BundleState state, org.orrery.model.BundleState unknown) {
        return state == null ? unknown : toModel(state);
    }

    public static Role toProtocol(DomainRole role) {
        return switch (role) {
            case STAR -> Role.STAR;
            case PLANET -> Role.PLANET;
        };
    }

    public static DomainRole toModel(Role role) {
        return inverse(DomainRole.VALUES, ProtocolEnums::toProtocol, role);
    }

    public static LatencyProfile toProtocol(org.orrery.model.LatencyProfile profile) {
        return switch (profile) {
            case THROUGHPUT -> LatencyProfile.THROUGHPUT;
            case BALANCED -> LatencyProfile.BALANCED;
            case LOW_LATENCY -> LatencyProfile.LOW_LATENCY;
        };
    }

    public static org.orrery.model.LatencyProfile toModel(LatencyProfile profile) {
        return inverse(org.orrery.model.LatencyProfile.VALUES, ProtocolEnums::toProtocol, profile);
    }

    public static AlertApi.Measure toProtocol(AlertMeasure measure) {
        return switch (measure) {
            case DROPPED_PER_SECOND -> AlertApi.Measure.DROPPED_PER_SECOND;
            case P99_US -> AlertApi.Measure.P99_US;
            case HOP_P99_US -> AlertApi.Measure.HOP_P99_US;
            case BACKLOG -> AlertApi.Measure.BACKLOG;
            case ERRORS_PER_SECOND -> AlertApi.Measure.ERRORS_PER_SECOND;
            case BUSY_PERCENT -> AlertApi.Measure.BUSY_PERCENT;
            case CPU_PERCENT -> AlertApi.Measure.CPU_PERCENT;
            case MEMORY_MB -> AlertApi.Measure.MEMORY_MB;
            case SILENT_SECONDS -> AlertApi.Measure.SILENT_SECONDS;
        };
    }

    public static AlertMeasure toModel(AlertApi.Measure measure) {
        return inverse(AlertMeasure.VALUES, ProtocolEnums::toProtocol, measure);
    }

    /** An alert of the model as a system carries it to the Star. */
    public static AlertApi.AlertSpec toProtocol(org.orrery.model.Alert alert) {
        return new AlertApi.AlertSpec(alert.getName(), alert.getSubject() == null ? "" : alert.getSubject().strip(),
                toProtocol(alert.getMeasure()).wireName(), alert.getLimit(), alert.getForSeconds(),
                alert.getAction() == null ? "" : alert.getAction().strip());
    }

    /** The model's value that {@code toProtocol} maps to {@code value}; every protocol value has one (tested). */
    private static <M, P> M inverse(List<M> values, Function<M, P> toProtocol, P value) {
        for (M candidate : values) {
            if (toProtocol.apply(candidate) == value) {
                return candidate;
            }
        }
        throw new IllegalArgumentException("the model has no value for " + value);
    }
}
