import { fieldToScreen, fitCamera, keepLabelOnScreen, panBy, screenToField, textResolutionFor, turnForEdge, zoomAround, ZOOM_MAX, type QuarterTurn } from './camera-math';

const close = (a: { x: number; y: number }, b: { x: number; y: number }) => {
  expect(a.x).toBeCloseTo(b.x, 6);
  expect(a.y).toBeCloseTo(b.y, 6);
};

describe('camera maths', () => {
  it('fits the field in the smaller side, centred, with margins', () => {
    const cam = fitCamera(1000, 640, 20);
    expect(cam.scale).toBeCloseTo(1);
    close(fieldToScreen(cam, { x: 0, y: 0 }), { x: 200, y: 20 });
    close(fieldToScreen(cam, { x: 600, y: 600 }), { x: 800, y: 620 });
  });

  it('turns the field clockwise about its centre', () => {
    const cam = fitCamera(600, 600, 0, 1);
    // A quarter turn clockwise: the north-west corner goes to the top right.
    close(fieldToScreen(cam, { x: 0, y: 0 }), { x: 600, y: 0 });
    close(fieldToScreen({ ...cam, turn: 2 }, { x: 0, y: 0 }), { x: 600, y: 600 });
    close(fieldToScreen({ ...cam, turn: 3 }, { x: 0, y: 0 }), { x: 0, y: 600 });
  });

  it('screenToField inverts fieldToScreen for every turn, zoom and pan', () => {
    for (const turn of [0, 1, 2, 3] as QuarterTurn[]) {
      const cam = panBy(zoomAround(fitCamera(900, 700, 12, turn), { x: 300, y: 200 }, 2.5, 1), 37, -11);
      const p = { x: 123.4, y: 456.7 };
      close(screenToField(cam, fieldToScreen(cam, p)), p);
    }
  });

  it('zooms around the cursor: the field point under it stays put', () => {
    const cam = fitCamera(800, 800, 10, 2);
    const at = { x: 250, y: 610 };
    const under = screenToField(cam, at);
    const zoomed = zoomAround(cam, at, 1.7, cam.scale);
    expect(zoomed.scale).toBeCloseTo(cam.scale * 1.7);
    close(fieldToScreen(zoomed, under), at);
  });

  it('clamps the zoom to the allowed range', () => {
    const cam = fitCamera(600, 600, 0);
    expect(zoomAround(cam, { x: 0, y: 0 }, 1000, cam.scale).scale).toBeCloseTo(cam.scale * ZOOM_MAX);
  });

  it('brings each edge to the bottom', () => {
    expect(turnForEdge({ a: { x: 600, y: 600 }, b: { x: 0, y: 600 } })).toBe(0); // south (duel p1)
    expect(turnForEdge({ a: { x: 0, y: 0 }, b: { x: 600, y: 0 } })).toBe(2); // north (duel p2)
    expect(turnForEdge({ a: { x: 0, y: 600 }, b: { x: 0, y: 350 } })).toBe(3); // a stretch up the west side
    expect(turnForEdge({ a: { x: 600, y: 0 }, b: { x: 600, y: 250 } })).toBe(1); // a stretch down the east side
    for (const edge of [
      { a: { x: 0, y: 0 }, b: { x: 250, y: 0 } },
      { a: { x: 600, y: 0 }, b: { x: 600, y: 250 } },
      { a: { x: 600, y: 600 }, b: { x: 350, y: 600 } },
      { a: { x: 0, y: 600 }, b: { x: 0, y: 350 } },
    ]) {
      const cam = fitCamera(600, 600, 0, turnForEdge(edge));
      const mid = fieldToScreen(cam, { x: (edge.a.x + edge.b.x) / 2, y: (edge.a.y + edge.b.y) / 2 });
      expect(mid.y).toBeCloseTo(600);
    }
  });
});

describe('textResolutionFor', () => {
  it('rounds the device pixels per mm up to a power of two, within 1..32', () => {
    expect(textResolutionFor(1.24, 1)).toBe(2);
    expect(textResolutionFor(1.24, 2)).toBe(4);
    expect(textResolutionFor(4, 1)).toBe(4);
    expect(textResolutionFor(4.1, 1)).toBe(8);
    expect(textResolutionFor(0.3, 1)).toBe(1);
    expect(textResolutionFor(100, 2)).toBe(32);
  });
});

describe('labels near the edge', () => {
  it('stay where they are when they fit, and move left to fit when they would run off the right', () => {
    expect(keepLabelOnScreen(100, 200, 800)).toBe(100);
    expect(keepLabelOnScreen(700, 200, 800)).toBe(596);
    expect(keepLabelOnScreen(-20, 50, 800)).toBe(4);
  });
});
