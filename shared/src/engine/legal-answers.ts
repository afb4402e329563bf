import { distance, placeOnEdge } from '../geometry';
import { getCard } from '../cards/registry';
import type { Action } from '../protocol/actions';
import type { Decision } from '../protocol/decisions';

/** Answers to a pending decision that the rules accept (for bots and the client's hints). */
export function legalAnswers(d: Decision): Action[] {
  const answer = (a: unknown): Action => ({ type: 'answer', decision: d.id, answer: a });
  switch (d.kind) {
    case 'diceSplit': {
      const { total, minAttack, minDefence } = d.options;
      const out: Action[] = [];
      for (let attack = minAttack; attack <= total - minDefence; attack++) out.push(answer({ attack, defence: total - attack }));
      return out;
    }
    case 'reroll':
      return [answer(d.defaultAnswer), answer({ dice: [] })];
    case 'tacticWindow':
      return [answer({ tactic: null }), ...d.options.tactics.map((tactic) => answer({ tactic }))];
    case 'relicChoice':
      return d.options.relics.map((relic) => answer({ relic }));
    case 'target':
      return d.options.targets.map((target) => answer({ target }));
    case 'blindDiscard':
      return Array.from({ length: d.options.handSize }, (_, position) => answer({ position }));
    case 'firstPlayer':
      return d.options.seats.map((first) => answer({ first }));
    case 'claimCorner':
      return d.options.corners.map((corner) => answer({ corner }));
    case 'chooseOpponent':
      return d.options.opponents.map((opponent) => answer({ opponent }));
    case 'placeHero': {
      // The default spot (the middle) and a quarter of the way from each end.
      const e = d.options.edge;
      const len = distance(e.a, e.b);
      const r = getCard(d.options.hero).stats!.base / 2;
      return [answer(d.defaultAnswer), ...[0.25, 0.75].map((f) => answer({ at: placeOnEdge(e, len * f, r) }))];
    }
    case 'placeMinion':
      // Every offered spot round the creature (all legal); the engine accepts any other legal spot too.
      return d.options.spots.map((at) => answer({ at }));
    case 'optionalBackstab':
    case 'optionalAbility':
      return [answer({ yes: false }), answer({ yes: true })];
    case 'placeQuestPiece':
      // The engine's spot (the default) and every suggested one: each is legal when asked.
      return [answer(d.defaultAnswer), ...d.options.spots.map((at) => answer({ at }))];
    case 'spot':
      // Staying put (the default) and every suggested spot: each is legal when asked.
      return [answer(d.defaultAnswer), ...d.options.spots.map((at) => answer({ at }))];
    case 'mulligan': {
      const hand = d.options.hand;
      const out = [answer({ choice: 'keep', cards: [] })];
      if (hand.length > 0) out.push(answer({ choice: 'redraw', cards: hand.slice(0, Math.min(d.options.max, 2)) }));
      if (hand.length > 0 && d.options.discardAllowed) out.push(answer({ choice: 'discard', cards: hand.slice(0, 1) }));
      return out;
    }
  }
}
