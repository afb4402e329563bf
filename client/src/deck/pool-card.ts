import type { Card, RulesetName } from '@signum/shared';
import { h } from '../app/dom';
import { cardFaceView } from '../cards/card-face-view';

/**
 * A card as the deck builder's pool shows it: the one card face (cards/card-face-view.ts) the
 * table uses too, with `actions` in its footer.
 */
export function poolCard(card: Card, ruleset: RulesetName, ...actions: HTMLElement[]): HTMLElement {
  const face = cardFaceView(card.id, ruleset, 'full');
  if (actions.length) face.append(h('footer', { class: 'cf-actions' }, ...actions));
  return face;
}
