import type { Vec } from '@signum/shared';

/**
 * A pulsing ring over the battlefield at a field point (mm), placed with the table's own
 * field-to-page mapping and kept in place as the camera moves; it never takes a click.
 */
export function fieldMarker(): { el: HTMLElement; show(p: Vec | null): void; dispose(): void } {
  const el = document.createElement('div');
  el.className = 'field-marker';
  el.setAttribute('aria-hidden', 'true');
  el.hidden = true;
  let at: Vec | null = null;
  const place = () => {
    const map = window.__signumTable?.toClient;
    if (!at || !map) return void (el.hidden = true);
    const p = map(at);
    el.hidden = false;
    el.style.left = `${p.x}px`;
    el.style.top = `${p.y}px`;
  };
  const timer = setInterval(place, 250);
  return {
    el,
    show(p) {
      at = p;
      place();
    },
    dispose() {
      clearInterval(timer);
      el.remove();
    },
  };
}
