package org.orrery.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.orrery.control.api.BundleState;
import org.orrery.control.api.LatencyProfile;
import org.orrery.control.api.Role;
import org.orrery.model.DomainRole;
import org.orrery.model.io.ProtocolEnums;

/** Every value of the protocol's enums has the model's value of the same concept, and back. */
class ProtocolEnumsTest {

    @Test
    void everyBundleStateMapsBothWays() {
        for (BundleState state : BundleState.values()) {
            assertEquals(state, ProtocolEnums.toProtocol(ProtocolEnums.toModel(state)));
            assertEquals(state.wireName(), ProtocolEnums.toModel(state).getLiteral());
        }
    }

    @Test
    void everyLatencyProfileMapsBothWays() {
        for (LatencyProfile profile : LatencyProfile.values()) {
            assertEquals(profile, ProtocolEnums.toProtocol(ProtocolEnums.toModel(profile)));
            assertEquals(profile.wireName(), ProtocolEnums.toModel(profile).getLiteral());
        }
    }

    @Test
    void everyRoleMapsBothWays() {
        for (Role role : Role.values()) {
            assertEquals(role, ProtocolEnums.toProtocol(ProtocolEnums.toModel(role)));
        }
        assertEquals(Role.STAR, ProtocolEnums.toProtocol(DomainRole.STAR));
    }

    @Test
    void aBundleStateNotReportedIsTheOneAskedFor() {
        assertEquals(org.orrery.model.BundleState.UNINSTALLED,
                ProtocolEnums.toModel(null, org.orrery.model.BundleState.UNINSTALLED));
    }
}
