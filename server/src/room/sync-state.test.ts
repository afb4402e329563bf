import { apply, createGame, PRECONS, randomBot, view, whoActs, type Mode, type Seat } from '@signum/shared';
import { secretOf } from './sync-state';

// secretOf views the state without its Battlefield (cheaper); it must give exactly what the seat's
// full view holds: its hand, tactics, pools, Construction Deck and its own pending decision.
describe('secretOf', () => {
  it.each<Mode>(['duel', 'teams'])('equals the private parts of the full view after every action of a played %s game', (mode) => {
    const seats: Seat[] = mode === 'duel' ? ['p1', 'p2'] : ['p1', 'p2', 'p3', 'p4'];
    const loadouts = Object.fromEntries(seats.map((seat, i) => [seat, PRECONS[i % PRECONS.length]!.loadout]));
    let s = createGame({ mode, seed: `secret-${mode}`, loadouts, turnLimit: 20 });
    const bots = new Map(seats.map((seat) => [seat, randomBot(`secret-${mode}/${seat}`)]));
    let checked = 0;
    let withDecision = 0;
    for (let i = 0; i < 300 && !s.result; i++) {
      for (const seat of seats) {
        const full = view(s, seat);
        const p = full.players[seat]!;
        const pending = full.pending && full.pending.seat === seat ? { id: full.pending.id, kind: full.pending.kind, options: full.pending.options, defaultAnswer: full.pending.defaultAnswer } : null;
        if (pending) withDecision++;
        expect(secretOf(s, seat)).toEqual({
          hand: p.hand, tactics: p.tactics, pending, buildingPool: p.buildingPool, terrainPool: p.terrainPool,
          ...(p.constructionDeck ? { constructionDeck: p.constructionDeck } : {}),
        });
        checked++;
      }
      const seat = whoActs(s);
      if (!seat) break;
      const r = apply(s, seat, bots.get(seat)!.choose(s, seat)!);
      if (!r.ok) throw new Error(r.message);
      s = r.state;
    }
    expect(checked).toBeGreaterThan(100);
    expect(withDecision).toBeGreaterThan(0);
  });
});
