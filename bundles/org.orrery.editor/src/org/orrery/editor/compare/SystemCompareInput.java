package org.orrery.editor.compare;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.eclipse.compare.CompareConfiguration;
import org.eclipse.compare.CompareEditorInput;
import org.eclipse.compare.IStreamContentAccessor;
import org.eclipse.compare.ITypedElement;
import org.eclipse.compare.structuremergeviewer.DiffNode;
import org.eclipse.compare.structuremergeviewer.Differencer;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.swt.graphics.Image;
import org.orrery.model.diff.SystemDiff;
import org.orrery.model.diff.SystemDiff.Change;

/**
 * Two systems side by side in Eclipse's compare editor: on top, each element that differs (a host, domain, bundle,
 * operator, connection or alert, added, removed or changed, as {@link SystemDiff} finds it); below, the selected
 * element's properties in each system, their differences marked. Left is the system in the editor, right the one it is
 * compared with; nothing is merged (both sides are read-only).
 */
public final class SystemCompareInput extends CompareEditorInput {

    private final SystemDiff diff;

    /**
     * @param diff the differences from the other system (before) to the editor's (after)
     * @param leftLabel what the editor's system is ("solar.orrery (in the editor)")
     * @param rightLabel what it is compared with ("solar.orrery (saved)")
     */
    public SystemCompareInput(SystemDiff diff, String leftLabel, String rightLabel) {
        super(configuration(leftLabel, rightLabel));
        this.diff = diff;
        setTitle(leftLabel + " \u2194 " + rightLabel);
    }

    private static CompareConfiguration configuration(String left, String right) {
        CompareConfiguration configuration = new CompareConfiguration();
        configuration.setLeftLabel(left);
        configuration.setRightLabel(right);
        configuration.setLeftEditable(false);
        configuration.setRightEditable(false);
        return configuration;
    }

    @Override
    protected Object prepareInput(IProgressMonitor monitor) {
        DiffNode root = new DiffNode(Differencer.NO_CHANGE);
        for (Change change : diff.changes()) {
            int kind = switch (change.kind()) {
                case ADDED -> Differencer.ADDITION;
                case REMOVED -> Differencer.DELETION;
                case CHANGED -> Differencer.CHANGE;
            };
            String name = change.element() + " " + change.key();
            root.add(new DiffNode(kind, null, side(name, change.after()), side(name, change.before())) {

                @Override
                public String getName() {
                    return change.toString().substring(2);
                }
            });
        }
        return root.hasChildren() ? root : null;
    }

    /** What a compare shows when the systems do not differ. */
    @Override
    public String getMessage() {
        return diff.isEmpty() ? "The two systems do not differ (where things are drawn aside)." : super.getMessage();
    }

    /** One side of an element: its properties as text, or nothing when this system lacks it. */
    private static ITypedElement side(String name, EObject element) {
        return element == null ? null : new Properties(name, SystemDiff.properties(element));
    }

    /** The differences shown, as their lines (for tests). */
    public List<String> shownChanges() {
        return diff.changes().stream().map(Change::toString).toList();
    }

    /** An element's properties, one a line, as compared text. */
    private record Properties(String name, List<String> lines) implements ITypedElement, IStreamContentAccessor {

        @Override
        public String getName() {
            return name;
        }

        @Override
        public Image getImage() {
            return null;
        }

        @Override
        public String getType() {
            return ITypedElement.TEXT_TYPE;
        }

        @Override
        public InputStream getContents() {
            return new ByteArrayInputStream((String.join("\n", lines) + "\n").getBytes(StandardCharsets.UTF_8));
        }
    }
}
