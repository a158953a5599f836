package org.orrery.model.io;

import org.orrery.control.api.BundleState;
import org.orrery.control.api.LatencyProfile;
import org.orrery.control.api.Role;
import org.orrery.model.DomainRole;

/**
 * The one mapping between the model's enumerations (generated from orrery.ecore) and the protocol's of the same
 * concept. Each switch names every value, so a value added on one side and not the other fails the build instead of
 * travelling as a string neither side knows.
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
        return switch (state) {
            case INSTALLED -> org.orrery.model.BundleState.INSTALLED;
            case RESOLVED -> org.orrery.model.BundleState.RESOLVED;
            case STARTING -> org.orrery.model.BundleState.STARTING;
            case ACTIVE -> org.orrery.model.BundleState.ACTIVE;
            case STOPPING -> org.orrery.model.BundleState.STOPPING;
            case UNINSTALLED -> org.orrery.model.BundleState.UNINSTALLED;
        };
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
        return switch (role) {
            case STAR -> DomainRole.STAR;
            case PLANET -> DomainRole.PLANET;
        };
    }

    public static LatencyProfile toProtocol(org.orrery.model.LatencyProfile profile) {
        return switch (profile) {
            case THROUGHPUT -> LatencyProfile.THROUGHPUT;
            case BALANCED -> LatencyProfile.BALANCED;
            case LOW_LATENCY -> LatencyProfile.LOW_LATENCY;
        };
    }

    public static org.orrery.model.LatencyProfile toModel(LatencyProfile profile) {
        return switch (profile) {
            case THROUGHPUT -> org.orrery.model.LatencyProfile.THROUGHPUT;
            case BALANCED -> org.orrery.model.LatencyProfile.BALANCED;
            case LOW_LATENCY -> org.orrery.model.LatencyProfile.LOW_LATENCY;
        };
    }
}
