package org.orrery.editor.commands;

import java.util.List;

import org.eclipse.gef.commands.Command;

/** Adds an entry to a list of the model, or removes one from it; undo puts the list back as it was. */
public class ListEntryCommand<T> extends Command {

    private final List<T> list;
    private final T entry;
    private final boolean adding;
    private int index;

    protected ListEntryCommand(String label, List<T> list, T entry, boolean adding) {
        super(label);
        this.list = list;
        this.entry = entry;
        this.adding = adding;
    }

    @Override
    public void execute() {
        index = adding ? list.size() : list.indexOf(entry);
        redo();
    }

    @Override
    public void redo() {
        if (adding) {
            list.add(index, entry);
        } else {
            list.remove(entry);
        }
    }

    @Override
    public void undo() {
        if (adding) {
            list.remove(entry);
        } else {
            list.add(index, entry);
        }
    }
}
