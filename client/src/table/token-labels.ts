import type { Seat } from '@signum/shared';
import { layoutLabels, type PlacedLabel } from './label-layout';
import { SEAT_MARK } from './seat-mark';

/** One base's name plate as the battlefield asks for it: screen position (CSS px) and what it says. */
export interface PlateRequest {
  id: string;
  text: string;
  seat: Seat;
  /** A sentence for screen readers and the tooltip: "Stormhowl 1 (Stormhowl, the Tempest), hero of Ada: Strength 3, Health 4 of 6, 2 wounds". */
  words: string;
  x: number;
  y: number;
  r: number;
  state: '' | 'selected' | 'candidate';
  dim: boolean;
}

/**
 * The creatures' name plates: HTML over the canvas, so they are crisp at any zoom, scale with the
 * browser's font size (rem), carry the seat's shape as well as its colour, and can be found by
 * their text. Placed by layoutLabels so that no two overlap; rebuilt only when a plate's text
 * changes, moved when the camera or a base moves.
 */
export class TokenLabels {
  readonly el: HTMLElement;
  private readonly plates = new Map<string, { el: HTMLElement; key: string; w: number; h: number }>();
  private last: PlacedLabel[] = [];

  constructor(host: HTMLElement) {
    this.el = document.createElement('div');
    this.el.className = 'token-labels';
    this.el.setAttribute('role', 'list');
    this.el.setAttribute('aria-label', 'Creatures on the battlefield');
    host.append(this.el);
  }

  /** Show these plates (others are removed) and place them. */
  update(requests: readonly PlateRequest[]): void {
    const seen = new Set<string>();
    for (const q of requests) {
      seen.add(q.id);
      let p = this.plates.get(q.id);
      const key = `${q.text}|${q.seat}|${q.words}`;
      if (!p) {
        const el = document.createElement('div');
        el.className = 'token-label';
        el.setAttribute('role', 'listitem');
        el.dataset.creature = q.id;
        this.el.append(el);
        p = { el, key: '', w: 0, h: 0 };
        this.plates.set(q.id, p);
      }
      if (p.key !== key) {
        p.key = key;
        p.el.dataset.seat = q.seat;
        p.el.title = q.words;
        p.el.setAttribute('aria-label', q.words);
        const mark = document.createElement('span');
        mark.className = 'seat-glyph';
        mark.setAttribute('aria-hidden', 'true');
        mark.textContent = SEAT_MARK[q.seat].glyph;
        p.el.replaceChildren(mark, document.createTextNode(q.text));
        p.w = p.el.offsetWidth;
        p.h = p.el.offsetHeight;
      }
      p.el.classList.toggle('selected', q.state === 'selected');
      p.el.classList.toggle('candidate', q.state === 'candidate');
      p.el.classList.toggle('dim', q.dim);
    }
    for (const [id, p] of this.plates) {
      if (seen.has(id)) continue;
      p.el.remove();
      this.plates.delete(id);
    }
    this.last = layoutLabels(requests.map((q) => ({ id: q.id, x: q.x, y: q.y, r: q.r, w: this.plates.get(q.id)!.w, h: this.plates.get(q.id)!.h })));
    for (const l of this.last) this.plates.get(l.id)!.el.style.transform = `translate(${Math.round(l.left)}px, ${Math.round(l.top)}px)`;
  }

  /** Where each plate was placed (CSS px in the battlefield), for tests. */
  placed(): readonly PlacedLabel[] {
    return this.last;
  }

  destroy(): void {
    this.el.remove();
  }
}
