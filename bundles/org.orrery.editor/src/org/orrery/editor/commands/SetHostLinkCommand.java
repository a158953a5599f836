package org.orrery.editor.commands;

import org.eclipse.emf.common.util.EList;
import org.eclipse.gef.commands.Command;
import org.orrery.model.Host;
import org.orrery.model.Link;
import org.orrery.model.OrreryFactory;
import org.orrery.model.edit.Links;

/**
 * Gives the link between two hosts a profile, or takes the link away (a blank profile). The link is kept by whichever
 * host held it, or by {@code host} when there was none; a changed profile replaces the link, so that the host that
 * holds it tells the diagram its links changed.
 */
public final class SetHostLinkCommand extends Command {

    private final Host host;
    private final Host peer;
    private final String profile;
    private Host holder;
    private Link before;
    private Link after;
    private int index;

    public SetHostLinkCommand(Host host, Host peer, String profile) {
        super("Set the link " + host.getName() + " \u2013 " + peer.getName());
        this.host = host;
        this.peer = peer;
        this.profile = profile == null || profile.isBlank() ? null : profile.strip();
    }

    @Override
    public boolean canExecute() {
        return host != peer && host.getSystem() != null && host.getSystem() == peer.getSystem();
    }

    @Override
    public void execute() {
        before = Links.between(host, peer).orElse(null);
        holder = before == null ? host : Links.host(before);
        index = before == null ? holder.getLinks().size() : holder.getLinks().indexOf(before);
        if (profile != null) {
            after = OrreryFactory.eINSTANCE.createLink();
            after.setPeer(holder == host ? peer : host);
            after.setProfile(profile);
        }
        redo();
    }

    @Override
    public void redo() {
        replace(before, after);
    }

    @Override
    public void undo() {
        replace(after, before);
    }

    private void replace(Link out, Link in) {
        EList<Link> links = holder.getLinks();
        if (out != null && in != null) {
            links.set(index, in);
        } else if (out != null) {
            links.remove(out);
        } else if (in != null) {
            links.add(index, in);
        }
    }
}
