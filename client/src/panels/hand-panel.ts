import type { TableSnapshot } from '../model/snapshot';
import { cardView } from './card-view';
import { h, patch } from '../app/dom';
import type { TableContext } from './table-context';

/**
 * The viewer's own hand as card faces, each marked playable exactly when the rules accept playing it now (shared `handKinds`).
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
      const kinds = ctx.handKinds();
      const playable = new Set([...kinds.values()].filter((k) => k.enabled).map((k) => k.kind));
      const chosen = ctx.selectedCard();
      // Many cards overlap like a fan held in the hand; the one under the pointer rises to the front.
      root.style.setProperty('--hand-count', String(hand.length));
      patch(root, JSON.stringify([hand, [...playable], s.ruleset, chosen]), () =>
        hand.length === 0
          ? [h('p', { class: 'muted', text: 'Your hand is empty.' })]
          : hand.map((c) => {
              const face = cardView(c.card, s.ruleset, `${playable.has(c.id) ? 'playable' : ''} ${chosen === c.id ? 'chosen' : ''}`.trim(), 'mini');
              face.dataset.cardInstance = c.id;
              face.dataset.playable = String(playable.has(c.id));
              const why = kinds.get(c.id);
              if (why && !why.enabled) face.title = `Not now: ${why.reason}`;
              // Reachable by keyboard: Tab to the card, Enter or Space to play it.
              face.tabIndex = 0;
              face.setAttribute('role', 'button');
              face.setAttribute('aria-label', `${face.querySelector('.card-name')?.textContent ?? c.card}${playable.has(c.id) ? '' : ' (not playable now)'}`);
              face.onclick = () => onPlay(c.id);
              face.onkeydown = (e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  onPlay(c.id);
                }
              };
              return face;
            }),
      );
    },
  };
}
