package org.orrery.deploy;

/** A model that cannot be turned into a deployment; the message names the element and the reason. */
public class DeploymentExportException extends Exception {

    private static final long serialVersionUID = 1L;

    public DeploymentExportException(String message) {
        super(message);
    }
}
