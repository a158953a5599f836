package org.orrery.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swtchart.Chart;
import org.eclipse.swtchart.ISeries;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.orrery.app.SystemFiles;
import org.orrery.control.util.Sha256;
import org.orrery.editor.OrreryEditor;
import org.orrery.lab.LabRuntime;
import org.orrery.lab.LabSession;
import org.orrery.monitor.run.RunEditor;
import org.orrery.run.RunDescription;
import org.orrery.run.RunXml;

/**
 * File > Export > Orrery Run driven with the keyboard (the menu's mnemonics, the wizard's fields), the exported
 * description opened in the run editor, run there on the real embedded lab by a click on Run, and its result chart
 * shown. The exported file is kept in {@code target/exported-run} for the CLI checks to replay headless.
 */
class RunExportTest {

    private static final long RUN_TIMEOUT_MS = 120_000;

    private static Path dir;
    private static IWorkbenchPage page;

    @BeforeAll
    static void open() throws Exception {
        dir = Files.createTempDirectory("orrery-run-export");
        Files.copy(Ui.sample("solar.orrery"), dir.resolve("solar.orrery"));
        page = Ui.emptyPage();
        Ui.noLab(); // the run deploys on an empty lab
    }

    @AfterAll
    static void stopLab() throws Exception {
        page.closeAllEditors(false);
        LabSession.get().stopLab(LabRuntime.configured());
    }

    @Test
    void aSystemExportedAsARunOpensRunsAndShowsItsChart() throws Exception {
        Path system = dir.resolve("solar.orrery");
        OrreryEditor editor = assertInstanceOf(OrreryEditor.class, SystemFiles.open(page, system));
        page.activate(editor);
        Ui.settle(500);
        Shell window = editor.getSite().getShell();
        Display display = window.getDisplay();

        // the wizard is modal: its keys come from another thread while the menu's command waits for it to close
        AtomicReference<Throwable> wizardProblem = new AtomicReference<>();
        Thread wizardHand = new Thread(() -> {
            try {
                Hand.within(20_000, 100, () -> wizardOpen(display));
                Thread.sleep(500);
                Point merge = checkBoxOnScreen(display, "merge");
                xdotool("mousemove", String.valueOf(merge.x), String.valueOf(merge.y));
                Thread.sleep(200);
                xdotool("click", "1");
                xdotool("key", "alt+w", "ctrl+a");
                xdotool("type", "--delay", "30", "500");
                xdotool("key", "alt+d", "ctrl+a");
                xdotool("type", "--delay", "30", "2000");
                Thread.sleep(300);
                xdotool("key", "Return");
            } catch (IOException | InterruptedException | RuntimeException e) {
                wizardProblem.set(e);
            }
        }, "wizard hand");
        wizardHand.start();
        Ui.key(editor.viewer().getControl(), "alt+f");
        Ui.keyToFocus("t");
        Ui.keyToFocus("r");
        Ui.waitUntil("the wizard closed", 30_000, () -> !wizardHand.isAlive());
        assertEquals(null, wizardProblem.get());

        Path exported = dir.resolve("solar-run.xml");
        Ui.waitUntil("the run editor on " + exported, 10_000, () -> page.getActiveEditor() instanceof RunEditor);
        RunDescription description = RunXml.read(exported);
        RunDescription.Test test = description.tests().get(0);
        assertEquals("solar.orrery", test.system().href());
        assertEquals(Sha256.of(system), test.system().sha256());
        assertEquals(new RunDescription.Workload(500, 2000, true), test.workload(), "what was typed into the wizard");
        assertEquals(
                List.of(new RunDescription.Measure("merge", "eventsPerSecond"),
                        new RunDescription.Measure("display", "eventsPerSecond")),
                test.measures(), "the system's application, measured by default, and the merge checked by hand");
        assertTrue(test.bundles()
                .stream()
                .anyMatch(b -> b.symbolicName().equals("org.orrery.sample.operators") && b.sha256().length() == 64),
                test.bundles().toString());

        Path kept = Path.of("target/exported-run");
        Files.createDirectories(kept);
        Files.copy(system, kept.resolve("solar.orrery"), StandardCopyOption.REPLACE_EXISTING);
        Files.copy(exported, kept.resolve("solar-run.xml"), StandardCopyOption.REPLACE_EXISTING);

        RunEditor runEditor = (RunEditor) page.getActiveEditor();
        Button run = runEditor.runButton();
        Rectangle bounds = run.getBounds();
        Ui.click(run.getParent(), new Point(bounds.x + bounds.width / 2, bounds.y + bounds.height / 2));
        Ui.waitUntil("the run to finish", RUN_TIMEOUT_MS, () -> runEditor.stateText().contains("combination ran"));
        assertTrue(runEditor.stateText().startsWith("1 combination ran, 0 failed"), runEditor.stateText());

        RunDescription.Result result = runEditor.shownResults().tests().get(0).results().get(0);
        assertTrue(result.values().get("merge") > 10, "events reached the merge: " + result);
        assertTrue(result.values().containsKey("display"), result.toString());
        assertEquals(2, result.series().get("merge").size(), "a sample a second of the 2 s window");
        List<Chart> charts = runEditor.shownCharts();
        assertEquals(1, charts.size());
        ISeries<?>[] series = charts.get(0).getSeriesSet().getSeries();
        assertEquals(1, series.length);
        assertEquals(result.statistics().mean(), series[0].getYSeries()[0], 1e-9);
        Path results = dir.resolve("results");
        assertTrue(Files.size(results.resolve("solar-run.png")) > 1000);
        assertTrue(Files.readString(results.resolve("solar-run.csv")).startsWith("test,merge,display,"));
        assertEquals(runEditor.shownResults(), RunXml.read(results.resolve("solar-run.xml")));

        // the description made to expect what the lab cannot do: run again, its verdict is shown failed, with the figure
        RunDescription.Test exportedTest = RunXml.read(exported).tests().get(0);
        RunXml.write(
                new RunDescription(description.name(), description.environment(), description.params(),
                        List.of(new RunDescription.Test(
                                exportedTest.name(), exportedTest
                                        .system(),
                                exportedTest.bundles(), exportedTest.labMap(), exportedTest.workload(),
                                exportedTest.settings(), exportedTest.variables(), exportedTest.measures(),
                                List.of(new RunDescription.Expectation("impossible", "merge", null, null,
                                        "eventsPerSecond", 0.0, null, null, Map.of())),
                                List.of()))),
                exported);
        Ui.click(run.getParent(), new Point(bounds.x + bounds.width / 2, bounds.y + bounds.height / 2));
        Ui.waitUntil("the second run to finish", RUN_TIMEOUT_MS,
                () -> runEditor.stateText().contains("expectation") && run.isEnabled());
        assertTrue(runEditor.stateText().startsWith("1 combination ran, 0 failed, 0 of 1 expectation held"),
                runEditor.stateText());
        List<String> verdicts = runEditor.shownVerdicts();
        assertEquals(1, verdicts.size(), verdicts.toString());
        assertTrue(verdicts.get(0)
                .matches("\u2718 failed \\| solar \\| \\(one run\\) \\| impossible \\| merge \\| "
                        + "[0-9.,]+ \\| eventsPerSecond of merge [0-9.,]+ is not below 0"),
                verdicts.get(0));
        Ui.saveScreenshot("run-verdicts");
    }

    private static boolean wizardOpen(Display display) {
        boolean[] open = {false};
        display.syncExec(() -> {
            for (Shell shell : display.getShells()) {
                if ("Export Orrery Run".equals(shell.getText()) && shell.isVisible()) {
                    open[0] = true;
                }
            }
        });
        return open[0];
    }

    /** Where the check box of {@code operator}'s row in the wizard's Measure list is on the screen. */
    private static Point checkBoxOnScreen(Display display, String operator) {
        Point[] point = {null};
        display.syncExec(() -> {
            for (Shell shell : display.getShells()) {
                if ("Export Orrery Run".equals(shell.getText())) {
                    Table table = find(shell, Table.class);
                    for (TableItem item : table.getItems()) {
                        if (operator.equals(item.getData())) {
                            table.showItem(item);
                            Rectangle bounds = item.getBounds();
                            // the check box sits left of the text, at the start of the row
                            point[0] = table.toDisplay(Math.max(10, bounds.x - 14), bounds.y + bounds.height / 2);
                        }
                    }
                }
            }
        });
        if (point[0] == null) {
            throw new IllegalStateException("no row " + operator + " in the wizard's Measure list");
        }
        return point[0];
    }

    private static <T> T find(Control control, Class<T> type) {
        if (type.isInstance(control)) {
            return type.cast(control);
        }
        if (control instanceof Composite composite) {
            for (Control child : composite.getChildren()) {
                T found = find(child, type);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    private static void xdotool(String... arguments) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("xdotool"));
        command.addAll(List.of(arguments));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        if (process.waitFor() != 0) {
            throw new IOException(
                    String.join(" ", command) + ": " + new String(process.getInputStream().readAllBytes()));
        }
        Thread.sleep(200);
    }
}
