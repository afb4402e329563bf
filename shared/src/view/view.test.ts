import { getCard } from '../cards/registry';
import { apply } from '../engine/apply';
import { legalActions } from '../engine/legal-actions';
import { randomBot } from '../bots/random-bot';
import { newTestDuel, throughSetup } from '../engine/test-game';
import type { GameState, Seat } from '../state/types';
import { viewEvents } from './events';
import { view } from './view';
import { playerToChange } from '../primitives/copy-on-write';

/** Play the first legal non-endTurn action a few times so tactics and hands change. */
function playSome(s: GameState, steps: number): { s: GameState; events: unknown[] } {
  const events: unknown[] = [];
  for (let i = 0; i < steps && !s.result; i++) {
    const seat = (s.pending?.seat ?? s.activeSeat) as Seat;
    const options = legalActions(s, seat);
    const a = options.find((x) => x.type === 'playCard') ?? options.find((x) => x.type !== 'endTurn') ?? options[0]!;
    const r = apply(s, seat, a);
    if (!r.ok) throw new Error(r.message);
    s = r.state;
    events.push(...r.events);
  }
  return { s, events };
}

describe('view', () => {
  const { s, events } = playSome(throughSetup(newTestDuel('view')), 40);

  it('shows a seat its own hand and face-down tactics, and only counts of the opponent', () => {
    const v = view(s, 'p1');
    expect(v.players.p1!.hand!.map((c) => c.id)).toEqual(s.players.p1!.hand);
    expect(v.players.p1!.tactics!.map((c) => c.id)).toEqual(s.players.p1!.tactics);
    expect(v.players.p2!.hand).toBeUndefined();
    expect(v.players.p2!.tactics).toBeUndefined();
    expect(v.players.p2!.handCount).toBe(s.players.p2!.hand.length);
    expect(v.players.p2!.tacticCount).toBe(s.players.p2!.tactics.length);
  });

  it('over whole bot games, no hidden card id ever reaches another seat or a spectator (raw bytes, every action)', () => {
    for (const seed of ['leak-1', 'leak-2', 'leak-3']) {
      let g: GameState = newTestDuel(seed);
      const bots = { p1: randomBot(`${seed}-1`), p2: randomBot(`${seed}-2`) };
      let checked = 0;
      for (let i = 0; i < 1500 && !g.result; i++) {
        const seat = (g.pending?.seat ?? g.activeSeat) as 'p1' | 'p2';
        const r = apply(g, seat, bots[seat].choose(g, seat)!);
        if (!r.ok) throw new Error(r.message);
        g = r.state;
        for (const owner of ['p1', 'p2'] as const) {
          const p = g.players[owner]!;
          const hidden = [...p.hand, ...p.deck, ...p.tactics];
          for (const viewer of [owner === 'p1' ? 'p2' : 'p1', 'spectator'] as const) {
            const bytes = JSON.stringify(view(g, viewer)) + JSON.stringify(viewEvents(r.events, viewer));
            for (const id of hidden) expect(bytes.includes(`"${id}"`)).toBe(false);
            checked += hidden.length;
          }
        }
      }
      expect(checked).toBeGreaterThan(1000);
    }
  });

  it('never lets hidden card ids or cards reach another seat or a spectator (raw bytes)', () => {
    for (const viewer of ['p2', 'spectator'] as const) {
      const bytes = JSON.stringify(view(s, viewer)) + JSON.stringify(viewEvents(events as never, viewer));
      const p1 = s.players.p1!;
      for (const id of [...p1.hand, ...p1.deck, ...p1.tactics]) expect(bytes).not.toContain(`"${id}"`);
      expect(bytes).not.toContain('"rng"');
      expect(bytes).not.toContain('idRng');
      expect(bytes).not.toContain('"tasks"');
    }
  });

  it('hides a face-down tactic (a marker only the owner holds) from the opponent and spectators', () => {
    // Plant a marker: a known tactic card in p1's tactics, absent from every public zone.
    const tactic = Object.entries(s.cards).find(([, c]) => getCard(c.card).type === 'tactic')!;
    const planted: GameState = JSON.parse(JSON.stringify(s));
    playerToChange(planted, 'p1').tactics.push('MARKER-TACTIC-ID');
    planted.cards['MARKER-TACTIC-ID'] = { card: tactic[1].card, owner: 'p1' };
    expect(JSON.stringify(view(planted, 'p1'))).toContain('MARKER-TACTIC-ID');
    expect(JSON.stringify(view(planted, 'p2'))).not.toContain('MARKER-TACTIC-ID');
    expect(JSON.stringify(view(planted, 'spectator'))).not.toContain('MARKER-TACTIC-ID');
    expect(view(planted, 'p2').players.p1!.tacticCount).toBe(planted.players.p1!.tactics.length);
  });

  it('shows a pending decision’s options only to the seat deciding', () => {
    const fresh = newTestDuel('pending');
    const seat = fresh.pending!.seat;
    const other = seat === 'p1' ? 'p2' : 'p1';
    expect(view(fresh, seat).pending!.options).toBeDefined();
    expect(view(fresh, other).pending!.options).toBeUndefined();
    expect(view(fresh, other).pending!.kind).toBe(fresh.pending!.kind);
  });

  it('strips the drawn card from draw events for everyone but the drawer', () => {
    const draws = (events as { e: string; seat?: string; card?: string }[]).filter((e) => e.e === 'drew');
    expect(draws.length).toBeGreaterThan(0);
    for (const d of viewEvents(draws as never, 'spectator')) expect(d).toEqual({ e: 'drew', seat: (d as { seat: string }).seat });
    const own = viewEvents(draws as never, 'p1').filter((d) => (d as { seat: string }).seat === 'p1');
    for (const d of own) expect((d as { card?: string }).card).toBeDefined();
  });
});
