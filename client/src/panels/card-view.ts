import { cardFaceView } from '../cards/card-face-view';
import { h } from '../app/dom';

/** A card face as the table shows it (the one face component, cards/card-face-view.ts). */
export function cardView(cardId: string, ruleset: 'rulebook' | 'classic2017' = 'rulebook', extraClass = '', size: 'mini' | 'full' = 'full'): HTMLElement {
  return cardFaceView(cardId, ruleset, size, extraClass);
}

/** A closable overlay listing card faces (a graveyard, the tactics in hand). */
export function showCardList(title: string, cards: { id: string; card: string }[], ruleset: 'rulebook' | 'classic2017'): void {
  const close = () => overlay.remove();
  const overlay = h('div', { class: 'overlay', testid: 'card-list', role: 'dialog', 'aria-label': title });
  const panel = h('div', { class: 'overlay-panel' }, h('h3', { text: title }));
  const list = h('div', { class: 'card-grid' }, ...cards.map((c) => cardView(c.card, ruleset)));
  if (cards.length === 0) list.append(h('p', { class: 'muted', text: 'No cards.' }));
  const closeBtn = h('button', { text: 'Close', testid: 'card-list-close' });
  closeBtn.onclick = close;
  panel.append(list, closeBtn);
  overlay.append(panel);
  overlay.onclick = (e) => {
    if (e.target === overlay) close();
  };
  document.body.append(overlay);
}
