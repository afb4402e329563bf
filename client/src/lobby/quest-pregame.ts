import { getCard, OVERLORD_PVP_DECK, PRECONS, STARTER_PRECON_ID, starterHeroLoadout, type Seat } from '@signum/shared';
import { h } from '../app/dom';
import { deckLines } from '../deck/deck-edit';

/**
 * The pre-game room's deck section in a quest: nothing to choose (server quest-room.ts). The Hero
 * plays the 20-card starter deck (checklist 22.26); the Overlord player its own Overlord cards (22.21),
 * paid with Rage from the Hero's Honour.
 */
export function questDeckSection(seat: Seat | null, side: 'pve' | 'pvp'): HTMLElement {
  if (seat === 'p2') {
    return h('div', { testid: 'quest-deck' },
      h('p', {}, `You are the Overlord. You play from a deck of ${OVERLORD_PVP_DECK.length} Overlord cards, paid with Rage: the more Honour the Hero earns, the more Rage you have each turn.`),
      h('p', { class: 'muted' }, 'Stop the Hero from finishing quests: every quest it completes brings it Honour.'));
  }
  const loadout = starterHeroLoadout();
  const name = PRECONS.find((p) => p.id === STARTER_PRECON_ID)?.name ?? 'the starter deck';
  return h('div', { testid: 'quest-deck' },
    h('p', {}, `Your Hero, ${getCard(loadout.hero).name}, plays ${name}: the quest's 20-card starter deck.`),
    h('p', { class: 'muted' }, side === 'pve'
      ? 'The Overlord is played by the server. Complete quests for Honour; the Overlord grows angrier as your Honour rises.'
      : 'An Overlord player opposes you. Complete quests for Honour; its Rage grows with your Honour.'),
    h('details', {}, h('summary', {}, 'Cards'), h('ul', {}, ...deckLines(loadout).map((l) => h('li', {}, `${l.count}× ${l.name}`)))),
  );
}
