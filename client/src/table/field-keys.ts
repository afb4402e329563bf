import type { Vec } from '@signum/shared';

/** The battlefield modes as far as the keyboard cares: which ones choose a point on the field. */
export type KeyMode = 'idle' | 'move' | 'place' | 'terrain' | 'target';

/** What a key does on the battlefield. */
export type FieldKey =
  /** Move the camera by this many screen px (arrows outside the point-choosing modes). */
  | { kind: 'pan'; dx: number; dy: number }
  /** Move the keyboard crosshair by this many screen px (arrows while a path, spot or template is being chosen). */
  | { kind: 'cursor'; dx: number; dy: number }
  /** Add the crosshair's point to the path being drawn. */
  | { kind: 'waypoint' }
  /** Send the path drawn (exactly the waypoints added, never the crosshair's point). */
  | { kind: 'confirm' }
  /** Place the base or the template at the crosshair. */
  | { kind: 'place' }
  /** Take the last waypoint back. */
  | { kind: 'undo' }
  | { kind: 'cancel' }
  | { kind: 'zoom'; factor: number }
  | { kind: 'fit' };

/** An arrow moves the crosshair this far (screen px); with Shift, five times as far. */
export const CURSOR_STEP = 8;
/** An arrow pans the camera this far (screen px). */
export const PAN_STEP = 48;

const ARROWS: Record<string, Vec> = { ArrowLeft: { x: -1, y: 0 }, ArrowRight: { x: 1, y: 0 }, ArrowUp: { x: 0, y: -1 }, ArrowDown: { x: 0, y: 1 } };

/** Whether a mode chooses a point on the field (and so has a crosshair the arrows move). */
export function choosesPoint(mode: KeyMode): boolean {
  return mode === 'move' || mode === 'place' || mode === 'terrain';
}

/**
 * What `key` does on the battlefield in `mode` (null: nothing, the page may use it). Arrows move the
 * crosshair where a point is being chosen and pan the camera otherwise (the view moves the other
 * way, as when dragging the field). Space adds a waypoint in a path and places elsewhere; Enter
 * sends the path, or places; Backspace takes the last waypoint back; Esc leaves the mode.
 */
export function fieldKey(key: string, shift: boolean, mode: KeyMode): FieldKey | null {
  const arrow = ARROWS[key];
  if (arrow) {
    if (choosesPoint(mode)) {
      const step = shift ? CURSOR_STEP * 5 : CURSOR_STEP;
      return { kind: 'cursor', dx: arrow.x * step, dy: arrow.y * step };
    }
    // (+ 0 turns the -0 of an unused axis into 0.)
    return { kind: 'pan', dx: -arrow.x * PAN_STEP + 0, dy: -arrow.y * PAN_STEP + 0 };
  }
  switch (key) {
    case 'Escape':
      return mode === 'idle' ? null : { kind: 'cancel' };
    case 'Home':
    case '0':
      return { kind: 'fit' };
    case '+':
    case '=':
      return { kind: 'zoom', factor: 1.25 };
    case '-':
    case '_':
      return { kind: 'zoom', factor: 0.8 };
    case ' ':
      return mode === 'move' ? { kind: 'waypoint' } : mode === 'place' || mode === 'terrain' ? { kind: 'place' } : null;
    case 'Enter':
      return mode === 'move' ? { kind: 'confirm' } : mode === 'place' || mode === 'terrain' ? { kind: 'place' } : null;
    case 'Backspace':
      return mode === 'move' ? { kind: 'undo' } : null;
    default:
      return null;
  }
}

/**
 * The crosshair moved by (dx, dy) and kept `margin` px inside a canvas of `size`; what would have
 * left the canvas pans the camera instead (returned as `pan`, in the camera's direction: the field
 * moves under the crosshair), so the crosshair can reach any point of a zoomed-in field.
 */
export function nudgeCursor(at: Vec, dx: number, dy: number, size: { w: number; h: number }, margin = 16): { at: Vec; pan: Vec } {
  const clamp = (v: number, max: number) => Math.min(Math.max(v, Math.min(margin, max / 2)), Math.max(max - margin, max / 2));
  const want = { x: at.x + dx, y: at.y + dy };
  const next = { x: clamp(want.x, size.w), y: clamp(want.y, size.h) };
  return { at: next, pan: { x: next.x - want.x, y: next.y - want.y } };
}
