package org.orrery.editor.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.PointList;
import org.eclipse.draw2d.geometry.Rectangle;
import org.junit.jupiter.api.Test;
import org.orrery.editor.figures.LabelPlacement;
import org.orrery.editor.figures.LabelPlacement.Placement;
import org.orrery.editor.figures.LabelPlacement.Request;

/**
 * Where connection labels go: on the path where it is free, beside it where not, shorter or not at all when crowded.
 */
class LabelPlacementTest {

    private static final Dimension FULL = new Dimension(120, 16);
    private static final Dimension RATE = new Dimension(50, 16);

    private static PointList path(int... xy) {
        PointList points = new PointList();
        for (int i = 0; i < xy.length; i += 2) {
            points.addPoint(xy[i], xy[i + 1]);
        }
        return points;
    }

    private static Placement one(PointList path, List<Rectangle> obstacles, Dimension... sizes) {
        return LabelPlacement.place(List.of(new Request(path, List.of(sizes))), obstacles).get(0);
    }

    @Test
    void aLabelWithRoomSitsOnTheMiddleOfItsPathInFull() {
        Placement placed = one(path(0, 100, 400, 100), List.of(), FULL, RATE);
        assertEquals(0, placed.text());
        assertEquals(new Rectangle(140, 92, 120, 16), placed.bounds());
        assertTrue(placed.bounds().contains(placed.anchor()));
    }

    @Test
    void aFigureOverTheMiddleMovesTheLabelAlongThePath() {
        Rectangle figure = new Rectangle(150, 60, 100, 80);
        Placement placed = one(path(0, 100, 800, 100), List.of(figure), FULL, RATE);
        assertEquals(0, placed.text());
        assertFalse(placed.bounds().intersects(figure), placed.bounds() + " covers " + figure);
        assertTrue(placed.bounds().contains(placed.anchor()), "still on its path");
    }

    @Test
    void aStreamBetweenFiguresCloseTogetherGetsItsLabelBesideItWithoutCoveringThem() {
        // Solar's planet1: 135 x 48 operators 15 px apart, the stream between them in the gap
        Rectangle left = new Rectangle(10, 30, 135, 48);
        Rectangle right = new Rectangle(160, 30, 135, 48);
        Placement placed = one(path(145, 54, 160, 54), List.of(left, right), FULL, RATE);
        assertTrue(placed.shown());
        assertFalse(placed.bounds().intersects(left) || placed.bounds().intersects(right), placed.bounds().toString());
        assertFalse(placed.bounds().contains(placed.anchor()), "beside the path, joined to it by a leader");
        assertTrue(placed.bounds().bottom() <= left.y || placed.bounds().y >= left.bottom(),
                "above or below the figures");
    }

    @Test
    void whenTheFullTextFitsNowhereTheRateAloneIsShownAndWhenThatDoesNotNothing() {
        // a corridor 20 px high and 80 px long between walls: the full text is too long for it, the rate is not
        List<Rectangle> walls = List.of(new Rectangle(-200, 0, 600, 90), new Rectangle(-200, 110, 600, 90),
                new Rectangle(-200, 90, 200, 20), new Rectangle(80, 90, 320, 20));
        Placement rate = one(path(0, 100, 80, 100), walls, FULL, RATE);
        assertEquals(1, rate.text());
        walls = List.of(new Rectangle(-200, 0, 600, 90), new Rectangle(-200, 110, 600, 90),
                new Rectangle(-200, 90, 200, 20), new Rectangle(40, 90, 360, 20));
        assertFalse(one(path(0, 100, 40, 100), walls, FULL, RATE).shown(), "no room at all: colour and thickness only");
    }

    @Test
    void manyLabelsAmongManyFiguresNeverCoverAFigureOrEachOther() {
        Random random = new Random(42);
        List<Rectangle> figures = new ArrayList<>();
        for (int row = 0; row < 20; row++) {
            for (int column = 0; column < 10; column++) {
                figures.add(new Rectangle(column * 150, row * 70, 135, 48));
            }
        }
        List<Request> requests = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            Rectangle from = figures.get(random.nextInt(figures.size()));
            Rectangle to = figures.get(random.nextInt(figures.size()));
            requests.add(new Request(path(from.right(), from.y + 24, to.x, to.y + 24), List.of(FULL, RATE)));
        }
        List<Placement> placements = LabelPlacement.place(requests, figures);
        List<Rectangle> shown = new ArrayList<>();
        for (Placement placement : placements) {
            if (placement.shown()) {
                for (Rectangle figure : figures) {
                    assertFalse(placement.bounds().intersects(figure),
                            placement.bounds() + " covers the figure " + figure);
                }
                for (Rectangle other : shown) {
                    assertFalse(placement.bounds().intersects(other),
                            placement.bounds() + " covers the label " + other);
                }
                shown.add(placement.bounds());
            }
        }
        assertTrue(shown.size() > 100, "most labels find a place: " + shown.size());
    }
}
