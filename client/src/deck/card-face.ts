import { cardText, FACTION_NAME, type Card, type RulesetName } from '@signum/shared';
import { h } from '../app/dom';
import { keywordTips } from './keyword-tips';

/**
 * A card as the deck builder shows it: name, faction and type, the generated rules text, and its
 * keywords as chips whose tooltip is the reminder text. `actions` go in the card's footer.
 */
export function cardFace(card: Card, ruleset: RulesetName, ...actions: HTMLElement[]): HTMLElement {
  const text = cardText(card, ruleset).split('\n');
  return h('article', { class: `card-face type-${card.type} faction-${card.faction}`, 'data-card': card.id },
    h('header', {}, h('strong', {}, card.name), h('span', { class: 'muted' }, `${FACTION_NAME[card.faction]} ${card.type}${card.unique ? ' · unique' : ''}`)),
    h('div', { class: 'card-text' }, ...text.map((line) => h('p', {}, line))),
    keywordTips(card, ruleset).length
      ? h('div', { class: 'chips' }, ...keywordTips(card, ruleset).map((t) => h('span', { class: 'chip', title: t.reminder, tabindex: 0 }, t.label.split(':')[0]!)))
      : null,
    actions.length ? h('footer', {}, ...actions) : null,
  );
}

