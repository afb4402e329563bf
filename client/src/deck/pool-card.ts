import { FACTION_NAME, type Card, type RulesetName } from '@signum/shared';
import { h } from '../app/dom';
import { cardFace } from '../model/card-face';

/**
 * A card as the deck builder's pool shows it, from the same face model as the table's cards: name,
 * faction and type, cost, stats, the generated text, and keyword chips whose tooltip is the
 * reminder. `actions` go in the card's footer.
 */
export function poolCard(card: Card, ruleset: RulesetName, ...actions: HTMLElement[]): HTMLElement {
  const f = cardFace(card.id, ruleset);
  return h('article', { class: `card-face type-${card.type} faction-${card.faction}`, 'data-card': card.id },
    h('header', {}, h('strong', {}, f.name), h('span', { class: 'muted' }, `${FACTION_NAME[card.faction]} ${card.type}${card.unique ? ' · unique' : ''}`)),
    h('div', { class: 'card-text' }, ...[f.cost, f.stats, ...f.lines].filter(Boolean).map((line) => h('p', {}, line))),
    f.keywords.length ? h('div', { class: 'chips' }, ...f.keywords.map((t) => h('span', { class: 'chip', title: t.reminder, tabindex: 0, data: { keyword: t.id } }, t.label))) : null,
    actions.length ? h('footer', {}, ...actions) : null,
  );
}
