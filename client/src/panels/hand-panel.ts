import type { TableSnapshot } from '../model/snapshot';
import { playableCards } from './action-menu';
import { cardView } from './card-view';
import { h, patch } from '../app/dom';
import type { TableContext } from './table-context';

/**
 * The viewer's own hand as card faces, each marked playable when a legal action plays it now.
 * Only a seated viewer's snapshot holds a hand; spectators see counts in the players panel.
 */
export function handPanel(ctx: TableContext, onPlay: (instance: string) => void): { el: HTMLElement; update(s: TableSnapshot): void } {
  const root = h('section', { class: 'hand', testid: 'hand', 'aria-label': 'Your hand' });
  return {
    el: root,
    update(s) {
      const own = s.viewer !== 'spectator' ? s.view?.players[s.viewer] : undefined;
      root.hidden = !own?.hand;
      const hand = own?.hand ?? [];
      const playable = playableCards(ctx.legal());
      const chosen = ctx.selectedCard();
      // Many cards overlap like a fan held in the hand; the one under the pointer rises to the front.
      root.style.setProperty('--hand-count', String(hand.length));
      patch(root, JSON.stringify([hand, [...playable], s.ruleset, chosen]), () =>
        hand.length === 0
          ? [h('p', { class: 'muted', text: 'Your hand is empty.' })]
          : hand.map((c) => {
              const face = cardView(c.card, s.ruleset, `${playable.has(c.id) ? 'playable' : ''} ${chosen === c.id ? 'chosen' : ''}`.trim(), 'mini');
              face.dataset.cardInstance = c.id;
              face.tabIndex = 0;
              face.setAttribute('role', 'button');
              face.onkeydown = (e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  onPlay(c.id);
                }
              };
              face.dataset.playable = String(playable.has(c.id));
              face.onclick = () => onPlay(c.id);
              return face;
            }),
      );
    },
  };
}
