import { PRECONS } from '../cards/decks';
import { randomBot } from '../bots/random-bot';
import { pickLoadouts } from '../bots/pick-loadouts';
import { apply } from '../engine/apply';
import { createGame } from '../engine/create-game';
import type { GameState, Mode, Seat } from '../state/types';
import { viewEvents } from './events';
import { view, type Viewer } from './view';

/**
 * Hidden information with more players (docs/architecture.md §5): a seat's hand, deck and face-down tactics
 * reach no other seat, a Shoulder to Shoulder teammate included, and no spectator; every claimed
 * edge is public.
 */
describe('view with more players', () => {
  it.each(['ffa3', 'ffa4', 'teams'] as const)('in %s no hidden card id reaches another seat, an ally or a spectator (raw bytes, every action)', (mode: Mode) => {
    const seed = `leak-${mode}`;
    let g: GameState = createGame({ mode, seed, loadouts: pickLoadouts(seed, 0, mode, PRECONS).loadouts });
    const seats = g.config.seats;
    const bots = Object.fromEntries(seats.map((seat) => [seat, randomBot(`${seed}-${seat}`)]));
    let checked = 0;
    for (let i = 0; i < 400 && !g.result; i++) {
      const seat = (g.pending?.seat ?? g.activeSeat) as Seat;
      const r = apply(g, seat, bots[seat]!.choose(g, seat)!);
      if (!r.ok) throw new Error(r.message);
      g = r.state;
      for (const owner of seats) {
        const p = g.players[owner]!;
        const hidden = [...p.hand, ...p.deck, ...p.tactics];
        const viewers: Viewer[] = [...seats.filter((o) => o !== owner), 'spectator'];
        for (const viewer of viewers) {
          const bytes = JSON.stringify(view(g, viewer)) + JSON.stringify(viewEvents(r.events, viewer));
          for (const id of hidden) if (bytes.includes(`"${id}"`)) throw new Error(`${viewer} sees ${owner}'s hidden ${id}`);
          checked += hidden.length;
        }
      }
    }
    expect(checked).toBeGreaterThan(5_000);
    // Every seat's claimed edge is public once setup is over.
    for (const seat of seats) expect(view(g, 'spectator').players[seat]!.edge).toEqual(g.players[seat]!.edge);
  });
});
