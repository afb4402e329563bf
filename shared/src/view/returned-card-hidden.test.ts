import { apply } from '../engine/apply';
import { createScenarioState } from '../scenario/scenario-state';
import { viewEvents } from './events';
import { view } from './view';

/**
 * A card returned to a hidden zone gets a fresh id (docs/architecture.md §5): nobody but its owner may see
 * that id, in the state or the events, and for a deck not even the owner (rulebook: Components and zones).
 */
describe('a returned card in a hidden zone', () => {
  const played = (card: string, tapForAny?: string[]) => {
    const s = createScenarioState(
      {
        activeSeat: 'p1',
        players: { p1: { hand: [card], buildings: ['school-of-magic', 'temple', 'arena'], prosperity: 5 }, p2: { deck: ['herrick', 'flames-of-fury'] } },
        creatures: [{ id: 'brute', card: 'carapace-brute', owner: 'p2', at: { x: 300, y: 200 } }],
      },
      [],
    );
    const r = apply(s, 'p1', { type: 'playCard', card: 'p1-hand-0', target: 'brute', ...(tapForAny ? { tapForAny } : {}) });
    if (!r.ok) throw new Error(r.message);
    return r;
  };

  it('to the deck: its new id reaches no viewer, owner included', () => {
    const r = played('forgotten-oath', ['arena']);
    const fresh = r.state.players.p2!.deck.find((id) => r.state.cards[id]!.card === 'carapace-brute')!;
    expect(fresh).toMatch(/^c/);
    for (const viewer of ['p1', 'p2', 'spectator'] as const) {
      const bytes = JSON.stringify([view(r.state, viewer), viewEvents(r.events, viewer)]);
      expect(bytes).not.toContain(fresh);
    }
  });

  it('to the hand: its new id reaches its owner only', () => {
    const r = played('banishing-gale');
    const fresh = r.state.players.p2!.hand[0]!;
    expect(JSON.stringify(view(r.state, 'p2'))).toContain(fresh);
    for (const viewer of ['p1', 'spectator'] as const) {
      expect(JSON.stringify([view(r.state, viewer), viewEvents(r.events, viewer)])).not.toContain(fresh);
    }
  });
});
