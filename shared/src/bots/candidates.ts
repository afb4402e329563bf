import { legalActions } from '../engine/legal-actions';
import { legalAnswers } from '../engine/legal-answers';
import { isLegal } from '../engine/check-action';
import type { Action } from '../protocol/actions';
import type { GameState, Seat } from '../state/types';
import { planMoves } from './plan-moves';

/**
 * The actions a search weighs for `seat` now, each accepted by the rules: the engine's legal actions
 * (one per intent: a card with its first legal spot, an attack, a sampled move) plus the planned
 * moves of every creature that may still move, without duplicates, at most `max` (attacks and
 * cards kept before moves when cut).
 */
export function searchCandidates(s: GameState, seat: Seat, max: number): Action[] {
  if (s.pending) return s.pending.seat === seat ? dedupe(legalAnswers(s.pending)) : [];
  const legal = legalActions(s, seat);
  if (s.phase !== 'activation') return legal;
  const moves: Action[] = [];
  for (const c of Object.values(s.creatures)) {
    if (c.controller !== seat) continue;
    if (c.activated && s.activation?.creature !== c.id) continue;
    for (const m of planMoves(s, seat, c)) if (isLegal(s, seat, m)) moves.push(m);
  }
  // `pass` only spends a creature's activation: never better than ending the turn with it unused.
  const kept = legal.filter((a) => a.type !== 'pass');
  const all = dedupe([...kept.filter((a) => a.type !== 'move'), ...moves, ...kept.filter((a) => a.type === 'move')]);
  return all.slice(0, max);
}

function dedupe(actions: Action[]): Action[] {
  const seen = new Set<string>();
  return actions.filter((a) => {
    const k = JSON.stringify(a);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
