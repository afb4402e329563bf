import type { Vec } from '@signum/shared';

/** What the battlefield does with pointer and key input; points are canvas CSS px. */
export interface InputSink {
  /** The pointer is over the canvas at `at` (null: it left). */
  hover(at: Vec | null): void;
  /** A press and release without moving: button 0 left, 1 middle, 2 right. */
  click(at: Vec, button: number): void;
  /** Whether a left-button drag starting here pans the camera (otherwise it draws, in move mode). */
  leftDragPans(at: Vec): boolean;
  /** A left-button drag that did not pan ended here. */
  dragEnd(at: Vec): void;
  pan(dx: number, dy: number): void;
  zoom(at: Vec, factor: number): void;
  doubleClick(at: Vec): void;
  /** A key pressed while no form field has the focus; true when the battlefield used it. */
  key(key: string, shift: boolean): boolean;
}

/** Moves shorter than this (px) between press and release are clicks. */
const CLICK_SLOP = 4;

/**
 * DOM input on the canvas: wheel zoom, drag to pan (right or middle button anywhere, left where the
 * sink says so), clicks, double-clicks and the keyboard (window-wide, ignored while typing in a form).
 * Returns the function that removes the listeners.
 */
export function attachInput(canvas: HTMLCanvasElement, sink: InputSink): () => void {
  let press: { button: number; start: Vec; last: Vec; moved: boolean; pans: boolean; id: number } | null = null;
  // Touch points down on the canvas: two of them pinch-zoom (and pan by their midpoint).
  const touches = new Map<number, Vec>();
  let pinch: { dist: number; mid: Vec } | null = null;
  const pinchState = () => {
    const [a, b] = [...touches.values()];
    return { dist: Math.hypot(a!.x - b!.x, a!.y - b!.y), mid: { x: (a!.x + b!.x) / 2, y: (a!.y + b!.y) / 2 } };
  };
  const local = (e: MouseEvent): Vec => {
    const r = canvas.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const down = (e: PointerEvent) => {
    const at = local(e);
    if (e.pointerType === 'touch') {
      touches.set(e.pointerId, at);
      if (touches.size === 2) {
        pinch = pinchState();
        press = null;
        return;
      }
    }
    if (pinch) return;
    press = { button: e.button, start: at, last: at, moved: false, pans: e.button !== 0 || sink.leftDragPans(at), id: e.pointerId };
    canvas.setPointerCapture?.(e.pointerId);
  };
  const move = (e: PointerEvent) => {
    const at = local(e);
    if (touches.has(e.pointerId)) touches.set(e.pointerId, at);
    if (pinch && touches.size === 2) {
      const now = pinchState();
      if (pinch.dist > 0 && now.dist > 0) sink.zoom(now.mid, now.dist / pinch.dist);
      sink.pan(now.mid.x - pinch.mid.x, now.mid.y - pinch.mid.y);
      pinch = now;
      return;
    }
    if (press && press.id === e.pointerId) {
      if (!press.moved && Math.hypot(at.x - press.start.x, at.y - press.start.y) > CLICK_SLOP) press.moved = true;
      if (press.moved && press.pans) sink.pan(at.x - press.last.x, at.y - press.last.y);
      press.last = at;
    }
    sink.hover(at);
  };
  const up = (e: PointerEvent) => {
    touches.delete(e.pointerId);
    if (pinch) {
      if (touches.size < 2) pinch = null;
      return;
    }
    if (!press || press.id !== e.pointerId) return;
    const at = local(e);
    const p = press;
    press = null;
    canvas.releasePointerCapture?.(e.pointerId);
    if (!p.moved) sink.click(at, p.button);
    else if (!p.pans) sink.dragEnd(at);
  };
  const cancel = (e: PointerEvent) => {
    touches.delete(e.pointerId);
    if (touches.size < 2) pinch = null;
    press = null;
  };
  const leave = () => {
    if (!press) sink.hover(null);
  };
  const wheel = (e: WheelEvent) => {
    e.preventDefault();
    // Lines or pages of scroll count as ~40 px each; one notch of a mouse wheel zooms by ~12 %.
    const px = e.deltaY * (e.deltaMode === 1 ? 40 : e.deltaMode === 2 ? 400 : 1);
    sink.zoom(local(e), Math.exp(-px * 0.0012));
  };
  const dbl = (e: MouseEvent) => {
    if (e.button === 0) sink.doubleClick(local(e));
  };
  const menu = (e: Event) => e.preventDefault();
  const key = (e: KeyboardEvent) => {
    const t = e.target as HTMLElement | null;
    if (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))) return;
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    // Space and Enter on a focused button or link press it; the field has them when it has the focus (or nothing has).
    if ((e.key === ' ' || e.key === 'Enter') && t && t !== canvas && t.closest('button, a[href], [role="button"], summary, [tabindex]')) return;
    if (sink.key(e.key, e.shiftKey)) e.preventDefault();
  };
  canvas.addEventListener('pointerdown', down);
  canvas.addEventListener('pointermove', move);
  canvas.addEventListener('pointerup', up);
  canvas.addEventListener('pointercancel', cancel);
  canvas.addEventListener('pointerleave', leave);
  canvas.addEventListener('wheel', wheel, { passive: false });
  canvas.addEventListener('dblclick', dbl);
  canvas.addEventListener('contextmenu', menu);
  window.addEventListener('keydown', key);
  return () => {
    canvas.removeEventListener('pointerdown', down);
    canvas.removeEventListener('pointermove', move);
    canvas.removeEventListener('pointerup', up);
    canvas.removeEventListener('pointercancel', cancel);
    canvas.removeEventListener('pointerleave', leave);
    canvas.removeEventListener('wheel', wheel);
    canvas.removeEventListener('dblclick', dbl);
    canvas.removeEventListener('contextmenu', menu);
    window.removeEventListener('keydown', key);
  };
}
