import { PRECONS } from '../cards/decks';
import { apply } from '../engine/apply';
import { whoActs } from '../engine/who-acts';
import { seedPrng, shuffleInPlace } from '../random/prng';
import type { GameState, Seat } from '../state/types';
import { view } from '../view/view';
import { determinize } from './determinize';
import { decideAs } from './levels';
import { pickLoadouts } from './pick-loadouts';
import { randomBot } from './random-bot';
import { createGame } from '../engine/create-game';
import { playerToChange } from '../primitives/copy-on-write';

/** A duel played at random until `seat` must act in its Activation phase with cards in hand. */
function midGame(seed: string): { s: GameState; seat: Seat } {
  const { loadouts } = pickLoadouts(seed, 0, 'duel', PRECONS);
  let s = createGame({ mode: 'duel', seed, loadouts, turnLimit: 60 });
  const bots = { p1: randomBot(`${seed}/1`), p2: randomBot(`${seed}/2`) };
  for (let i = 0; i < 400; i++) {
    const seat = whoActs(s)!;
    if (i > 60 && !s.pending && s.phase === 'activation' && s.players[seat]!.hand.length > 1) return { s, seat };
    const r = apply(s, seat, bots[seat as 'p1' | 'p2'].choose(s, seat)!);
    if (!r.ok) throw new Error(r.message);
    s = r.state;
  }
  throw new Error('no mid-game position found');
}

/** The same game with everything `seat` cannot see changed: other hands, decks, tactics, own deck order, dice. */
function withOtherSecrets(s: GameState, seat: Seat): GameState {
  const t: GameState = structuredClone(s);
  const rng = seedPrng('other secrets');
  const pool = PRECONS.flatMap((p) => p.loadout.deck);
  for (const p of Object.values(t.players)) {
    if (p!.seat === seat) {
      shuffleInPlace(rng, playerToChange(t, seat).deck);
      continue;
    }
    for (const id of [...p!.hand, ...p!.deck]) t.cards[id] = { card: pool[rng[0] % pool.length]!, owner: p!.seat };
    shuffleInPlace(rng, playerToChange(t, p!.seat).deck);
  }
  t.rng = [1, 2, 3, 4];
  t.idRng = [5, 6, 7, 8];
  return t;
}

/** The state's JSON with every hidden zone listed by card name instead of instance id. */
function byCard(s: GameState): string {
  const named = (ids: readonly string[]) => ids.map((id) => s.cards[id]!.card);
  const players = Object.fromEntries(Object.entries(s.players).map(([k, p]) => [k, { ...p, deck: named(p!.deck), hand: named(p!.hand), tactics: named(p!.tactics) }]));
  return JSON.stringify({ ...s, players, cards: undefined });
}

describe('bots decide from what their seat may know', () => {
  const { s, seat } = midGame('hidden-info-1');
  const changed = withOtherSecrets(s, seat);

  it('the changed game looks the same to the seat (and the change is real)', () => {
    expect(JSON.stringify(view(changed, seat))).toBe(JSON.stringify(view(s, seat)));
    expect(JSON.stringify(changed)).not.toBe(JSON.stringify(s));
  });

  it('determinizes both games to the same guess (card ids are random labels: zones compared by card)', () => {
    expect(byCard(determinize(changed, seat, seedPrng('d')))).toBe(byCard(determinize(s, seat, seedPrng('d'))));
  });

  it.each(['easy', 'greedy', 'normal', 'hard'] as const)('%s: same view, same decision', (level) => {
    const a = decideAs(level, s, seat, 'seed-1');
    expect(a).not.toBeNull();
    expect(decideAs(level, changed, seat, 'seed-1')).toEqual(a);
  });
});
