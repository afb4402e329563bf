import { randomBot } from '../bots/random-bot';
import { createGame } from '../engine/create-game';
import { apply } from '../engine/apply';
import { isLegal } from '../engine/check-action';
import { legalActions } from '../engine/legal-actions';
import { PRECONS } from '../cards/decks';
import { RULEBOOK } from '../state/ruleset';
import type { GameState, Mode, Seat } from '../state/types';
import { whoActs } from '../engine/who-acts';
import { previewState } from './preview-state';
import { view } from './view';

/** Bot games in `mode`; at every step the acting seat's preview (from its view alone) is compared with the real state. */
function compareAlong(mode: Mode, seed: string, steps: number, check: (real: GameState, seat: Seat) => void): number {
  const seats: Seat[] = mode === 'duel' ? ['p1', 'p2'] : ['p1', 'p2', 'p3', 'p4'];
  const loadouts = Object.fromEntries(seats.map((seat, i) => [seat, PRECONS[(i * 2) % PRECONS.length]!.loadout]));
  let s = createGame({ mode, seed, loadouts });
  const bot = randomBot(seed);
  let compared = 0;
  for (let i = 0; i < steps && !s.result; i++) {
    const seat = whoActs(s)!;
    check(s, seat);
    compared++;
    const r = apply(s, seat, bot.choose(s, seat)!);
    if (!r.ok) throw new Error(r.message);
    s = r.state;
  }
  return compared;
}

describe('previewState: the client checks actions against what its seat may see', () => {
  it.each(['duel', 'ffa4', 'teams'] as Mode[])('offers exactly the real legal actions, step by step (%s)', (mode) => {
    const n = compareAlong(mode, `preview-${mode}`, 400, (real, seat) => {
      const preview = previewState(view(real, seat), RULEBOOK);
      const fromPreview = legalActions(preview, seat);
      expect(fromPreview).toEqual(legalActions(real, seat));
      for (const a of fromPreview) expect(isLegal(real, seat, a)).toBe(true);
    });
    expect(n).toBeGreaterThan(100);
  });

  it('knows nothing it may not see: no other hand, tactic or deck card', () => {
    compareAlong('duel', 'preview-hidden', 200, (real, seat) => {
      const preview = previewState(view(real, seat), RULEBOOK);
      for (const other of real.config.seats.filter((o) => o !== seat)) {
        expect(preview.players[other]!.hand).toEqual([]);
        expect(preview.players[other]!.tactics).toEqual([]);
        for (const id of real.players[other]!.hand) expect(preview.cards[id]).toBeUndefined();
      }
      for (const id of preview.players[seat]!.deck) expect(preview.cards[id]).toBeUndefined();
    });
  });
});
