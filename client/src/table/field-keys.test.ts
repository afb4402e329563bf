import { CURSOR_STEP, fieldKey, nudgeCursor, PAN_STEP } from './field-keys';

describe('field keys: a keyboard crosshair where a point is chosen, panning elsewhere', () => {
  it('arrows move the crosshair in move, place and terrain modes (Shift five times as far)', () => {
    for (const mode of ['move', 'place', 'terrain'] as const) {
      expect(fieldKey('ArrowUp', false, mode)).toEqual({ kind: 'cursor', dx: 0, dy: -CURSOR_STEP });
      expect(fieldKey('ArrowRight', false, mode)).toEqual({ kind: 'cursor', dx: CURSOR_STEP, dy: 0 });
      expect(fieldKey('ArrowLeft', true, mode)).toEqual({ kind: 'cursor', dx: -5 * CURSOR_STEP, dy: 0 });
    }
  });

  it('arrows pan the camera when no point is being chosen (the field moves the other way)', () => {
    for (const mode of ['idle', 'target'] as const) {
      expect(fieldKey('ArrowLeft', false, mode)).toEqual({ kind: 'pan', dx: PAN_STEP, dy: 0 });
      expect(fieldKey('ArrowDown', false, mode)).toEqual({ kind: 'pan', dx: 0, dy: -PAN_STEP });
    }
  });

  it('Space adds a waypoint to a path, Enter sends it, Backspace takes one back', () => {
    expect(fieldKey(' ', false, 'move')).toEqual({ kind: 'waypoint' });
    expect(fieldKey('Enter', false, 'move')).toEqual({ kind: 'confirm' });
    expect(fieldKey('Backspace', false, 'move')).toEqual({ kind: 'undo' });
  });

  it('Space or Enter places a base or a template; they do nothing without a point to choose', () => {
    for (const mode of ['place', 'terrain'] as const) {
      expect(fieldKey(' ', false, mode)).toEqual({ kind: 'place' });
      expect(fieldKey('Enter', false, mode)).toEqual({ kind: 'place' });
      expect(fieldKey('Backspace', false, mode)).toBeNull();
    }
    for (const mode of ['idle', 'target'] as const) {
      expect(fieldKey(' ', false, mode)).toBeNull();
      expect(fieldKey('Enter', false, mode)).toBeNull();
    }
  });

  it('Esc leaves any mode but idle (where the page may use it); zoom and fit keys work everywhere', () => {
    expect(fieldKey('Escape', false, 'idle')).toBeNull();
    expect(fieldKey('Escape', false, 'place')).toEqual({ kind: 'cancel' });
    expect(fieldKey('+', false, 'move')).toEqual({ kind: 'zoom', factor: 1.25 });
    expect(fieldKey('-', false, 'idle')).toEqual({ kind: 'zoom', factor: 0.8 });
    expect(fieldKey('Home', false, 'terrain')).toEqual({ kind: 'fit' });
    expect(fieldKey('a', false, 'move')).toBeNull();
  });

  it('the crosshair stays inside the canvas; what would leave it pans the field under it instead', () => {
    const size = { w: 400, h: 300 };
    expect(nudgeCursor({ x: 100, y: 100 }, 8, -8, size)).toEqual({ at: { x: 108, y: 92 }, pan: { x: 0, y: 0 } });
    // 10 px short of the right margin: the crosshair stops at the margin and the other 30 px pan the field left.
    expect(nudgeCursor({ x: 374, y: 100 }, 40, 0, size)).toEqual({ at: { x: 384, y: 100 }, pan: { x: -30, y: 0 } });
    expect(nudgeCursor({ x: 20, y: 20 }, 0, -40, size)).toEqual({ at: { x: 20, y: 16 }, pan: { x: 0, y: 36 } });
    // A canvas smaller than two margins keeps the crosshair in its middle.
    expect(nudgeCursor({ x: 10, y: 10 }, 5, 5, { w: 20, h: 20 }).at).toEqual({ x: 10, y: 10 });
  });
});
