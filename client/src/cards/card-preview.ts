import type { RulesetName } from '@signum/shared';
import { cardFaceView } from './card-face-view';

/** Hover this long (ms) before the preview shows; press this long on a touch screen. */
const HOVER_MS = 250;
const LONG_PRESS_MS = 450;
let installed = false;
let ruleset: RulesetName = 'rulebook';
let hideShown: () => void = () => {};

/** Take the preview away now: something more important (the game's result) takes the screen. */
export function hideCardPreview(): void {
  hideShown();
}

/** The rules the previews' text follows (a 2017-rules table says so). */
export function setPreviewRuleset(r: RulesetName): void {
  ruleset = r;
}

/**
 * Full-size card previews for the whole page: hovering (or focusing) any element with `data-card`
 * — a hand card, a city building, a graveyard card, a log entry, a deck builder card — shows its
 * face full size with its keyword reminders above or beside it; a long press does it on touch
 * screens. Installed once; it never takes the pointer (pointer-events: none).
 */
export function installCardPreview(doc: Document = document): void {
  if (installed) return;
  installed = true;
  const layer = doc.createElement('div');
  layer.className = 'card-preview';
  layer.setAttribute('role', 'tooltip');
  layer.hidden = true;
  layer.dataset.testid = 'card-preview';
  doc.body.append(layer);
  let timer = 0;
  let shownFor: Element | null = null;

  const target = (e: Event): HTMLElement | null => ((e.target as Element | null)?.closest?.('[data-card]') as HTMLElement | null) ?? null;
  const hide = () => {
    clearTimeout(timer);
    shownFor = null;
    layer.hidden = true;
  };
  hideShown = hide;
  // A panel redrawn under a resting pointer drops the card the preview is for: the preview goes with it.
  new MutationObserver(() => {
    if (shownFor && !shownFor.isConnected) hide();
  }).observe(doc.body, { childList: true, subtree: true });
  const show = (el: HTMLElement) => {
    const id = el.dataset.card;
    if (!id) return;
    shownFor = el;
    layer.replaceChildren(cardFaceView(id, ruleset, 'full', 'cf-preview'));
    layer.hidden = false;
    // Above the card when there is room (the hand, along the bottom), else beside it; inside the window.
    const r = el.getBoundingClientRect();
    const w = layer.offsetWidth;
    const h = layer.offsetHeight;
    let left: number;
    let top: number;
    if (r.top - h - 12 >= 0) {
      left = r.left + r.width / 2 - w / 2;
      top = r.top - h - 12;
    } else {
      left = r.right + 12 + w <= innerWidth ? r.right + 12 : r.left - 12 - w;
      top = r.top + r.height / 2 - h / 2;
    }
    left = Math.min(Math.max(8, left), innerWidth - w - 8);
    top = Math.min(Math.max(8, top), innerHeight - h - 8);
    layer.style.transform = `translate(${Math.round(left)}px, ${Math.round(top)}px)`;
  };

  doc.addEventListener('pointerover', (e) => {
    if (e.pointerType === 'touch') return;
    const el = target(e);
    if (el === shownFor) return;
    hide();
    if (!el || el.closest('.card-preview')) return;
    timer = window.setTimeout(() => show(el), HOVER_MS);
  });
  doc.addEventListener('pointerout', (e) => {
    const to = (e.relatedTarget as Element | null)?.closest?.('[data-card]');
    if (!to || to !== shownFor) hide();
  });
  doc.addEventListener('pointerdown', (e) => {
    hide();
    if (e.pointerType !== 'touch') return;
    const el = target(e);
    if (el) timer = window.setTimeout(() => show(el), LONG_PRESS_MS);
  });
  doc.addEventListener('pointerup', (e) => {
    if (e.pointerType === 'touch') clearTimeout(timer);
  });
  doc.addEventListener('focusin', (e) => {
    const el = target(e);
    if (el) show(el);
  });
  doc.addEventListener('focusout', hide);
  doc.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') hide();
  });
}
