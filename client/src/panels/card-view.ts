import { cardFace } from '../model/card-face';
import { h } from '../app/dom';

/** A card face: name, type, cost, stats, generated text and keyword chips whose hover shows the reminder. */
export function cardView(cardId: string, ruleset: 'rulebook' | 'classic2017' = 'rulebook', extraClass = ''): HTMLElement {
  const f = cardFace(cardId, ruleset);
  const box = h('div', { class: `card card-${f.type} faction-${f.faction} ${extraClass}`.trim(), data: { card: f.id } });
  box.append(h('div', { class: 'card-head' }, h('span', { class: 'card-name', text: f.name }), h('span', { class: 'card-type', text: f.type })));
  if (f.cost) box.append(h('div', { class: 'card-cost', text: f.cost }));
  if (f.stats) box.append(h('div', { class: 'card-stats', text: f.stats }));
  if (f.keywords.length > 0) {
    box.append(h('div', { class: 'card-keywords' }, ...f.keywords.map((k) => h('span', { class: 'keyword', text: k.label, title: k.reminder, data: { keyword: k.id } }))));
  }
  if (f.lines.length > 0) box.append(h('div', { class: 'card-text' }, ...f.lines.map((l) => h('p', { text: l }))));
  return box;
}

/** A closable overlay listing card faces (a graveyard, the tactics in hand). */
export function showCardList(title: string, cards: { id: string; card: string }[], ruleset: 'rulebook' | 'classic2017'): void {
  const close = () => overlay.remove();
  const overlay = h('div', { class: 'overlay', testid: 'card-list' });
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
