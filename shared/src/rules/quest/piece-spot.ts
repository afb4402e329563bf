import type { Vec } from '../../geometry';
import type { DecisionOptions } from '../../protocol/decisions';
import { ensure } from '../../protocol/codes';
import { ask, takeAnswer } from '../../primitives/ask';
import type { Ctx } from '../../primitives/context';
import { pickSpot } from './placement';
import { questOf } from './quest-of';

/**
 * The spot of one piece a quest or an Overlord card puts on the field: the engine's (solo), or the answer of
 * the seat that places it (22.16: the Hero its terrain and chained creatures, the Overlord the other creatures),
 * checked by the placement rules — a spot that breaks them is refused with the rule's words and nothing
 * changes. The engine's spot is the default answer, so the clock and the bots always have a legal one
 * (docs/rules-decisions.md #143, #144). `task` is the task that waits for the answer.
 */
export function pieceSpot(ctx: Ctx, task: { answer?: unknown }, piece: DecisionOptions['placeQuestPiece'], problem: (at: Vec) => string | null): Vec | 'wait' {
  const { cfg } = questOf(ctx.s);
  if (cfg.side === 'pve') return pickSpot(ctx.s, piece.spots)!;
  const answer = takeAnswer<{ at: Vec }>(task);
  if (!answer) {
    ask(ctx, piece.what === 'overlord' ? cfg.overlord : cfg.hero, 'placeQuestPiece', { ...piece, spots: sampleSpots(piece.spots) }, { at: pickSpot(ctx.s, piece.spots)! });
    return 'wait';
  }
  const broken = problem(answer.at);
  ensure(broken === null, 'BAD_PLACEMENT', broken ?? '');
  return { x: answer.at.x, y: answer.at.y };
}

/** At most this many suggested spots go with the question (the legal ones are many more). */
const SUGGESTED_SPOTS = 12;

/** Evenly spread suggestions from a list of legal spots. */
function sampleSpots(spots: Vec[]): Vec[] {
  if (spots.length <= SUGGESTED_SPOTS) return spots;
  return Array.from({ length: SUGGESTED_SPOTS }, (_, i) => spots[Math.floor((i * spots.length) / SUGGESTED_SPOTS)]!);
}
