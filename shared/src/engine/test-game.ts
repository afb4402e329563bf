import { PRECONS } from '../cards/decks';
import type { GameState } from '../state/types';
import { createGame } from './create-game';
import { apply } from './apply';

/** A duel between the first precon of each faction, for tests. */
export function newTestDuel(seed = 'test'): GameState {
  const alliance = PRECONS.find((p) => p.faction === 'alliance')!;
  const akkari = PRECONS.find((p) => p.faction === 'akkari')!;
  return createGame({ mode: 'duel', seed, loadouts: { p1: alliance.loadout, p2: akkari.loadout } });
}

/** Answer every setup decision with its default answer, until the first turn's Construction phase. */
export function throughSetup(s: GameState): GameState {
  while (s.phase === 'setup' && s.pending) {
    const r = apply(s, s.pending.seat, { type: 'answer', decision: s.pending.id, answer: s.pending.defaultAnswer });
    if (!r.ok) throw new Error(`${r.code}: ${r.message}`);
    s = r.state;
  }
  return s;
}
