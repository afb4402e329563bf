import { candidateSources, type CandidateSource } from '../engine/legal-actions';
import { isLegal } from '../engine/check-action';
import { tryAction } from '../engine/apply';
import { surelyRejected } from '../engine/sure-rejections';
import type { Action } from '../protocol/actions';
import { nextInt, seedPrng, type PrngState } from '../random/prng';
import type { GameState, Seat } from '../state/types';
import type { Bot } from './bot';

/** How often the random bot ends its turn while it still has something else to do (1 in N). */
export const END_TURN_ODDS = 10;

/**
 * A bot that plays at random among its seat's legal actions, with its own seeded PRNG (the game's
 * PRNG is never touched; it sees nothing beyond its seat's options). It picks a random source of
 * options (a creature, a card in hand, terrain, …), then a random candidate group of that source,
 * and checks only what it picked: every source that has a legal option is equally likely, at a
 * fraction of the work of listing every legal action first. `endTurn` is taken only one time in
 * END_TURN_ODDS while anything else is possible, so games move forward.
 */
export function randomBot(seed: string): Bot {
  const rng = seedPrng(seed);
  return { choose: (state, seat) => sampleLegalAction(state, seat, rng) };
}

/** A random legal action for `seat`, or null when it has none. */
export function sampleLegalAction(state: GameState, seat: Seat, rng: PrngState): Action | null {
  let endTurnSource: CandidateSource | undefined;
  const others: CandidateSource[] = [];
  for (const source of candidateSources(state, seat)) {
    if (source.kind !== 'endTurn') others.push(source);
    else endTurnSource ??= source;
  }
  // Ending the turn is not always allowed (quest mode: the Overlord player must first play a card, 22.33).
  const endTurnAction = endTurnSource?.groups()[0]![0];
  const endTurn = endTurnAction && isLegal(state, seat, endTurnAction) ? endTurnAction : undefined;
  const takeEndTurn = endTurn !== undefined && nextInt(rng, END_TURN_ODDS) === 0;
  while (!takeEndTurn && others.length > 0) {
    const i = nextInt(rng, others.length);
    const groups = others[i]!.groups();
    while (groups.length > 0) {
      const j = nextInt(rng, groups.length);
      // Tried by applying it: the pick's result is kept, and the game's applyAction of it costs nothing more.
      const legal = groups[j]!.find((a) => !surelyRejected(state, seat, a) && tryAction(state, seat, a));
      if (legal) return legal;
      groups.splice(j, 1);
    }
    others.splice(i, 1);
  }
  return endTurn ?? null;
}
