import { overlordCreatureOf, pveCardId, type Spot } from '../../cards/quest';
import type { Vec } from '../../geometry';
import { newCreature } from '../../primitives/new-creature';
import { emit, type Ctx } from '../../primitives/context';
import type { GameState } from '../../state/types';
import type { QuestOverlordCardTask } from '../../state/tasks';
import { creatureSpotProblem, creatureSpots, underCreatureLimit } from './placement';
import { pieceSpot } from './piece-spot';
import { questOf } from './quest-of';

/** Why a creature was not placed, for the event. */
export type NotPlaced = 'creatureLimit' | 'noRoom';

/** The card an Overlord creature is on the field in this game: its PvE face solo (22.39), its plain card against a player. */
export function overlordFace(s: GameState, card: string): string {
  const data = overlordCreatureOf(card);
  if (!data) throw new Error(`"${card}" is not an Overlord creature`);
  return questOf(s).cfg.side === 'pve' ? pveCardId(data.id) : data.id;
}

/**
 * An Overlord card's summon: the creature enters by its card face for this game (solo: its PvE face, 22.39),
 * within the creature limits (22.28, 22.40: one over the limit is not placed) and where the card tells it to go
 * (22.61, 22.64). Solo the engine picks the spot; against an Overlord player the Overlord answers it (22.16,
 * docs/rules-decisions.md #144) and `task` waits ('wait'). Returns its id, or why it was not placed.
 */
export function summonOverlordCreature(ctx: Ctx, task: QuestOverlordCardTask, card: string, where: Spot): { id: string } | { skipped: NotPlaced; card: string } | 'wait' {
  const s = ctx.s;
  const face = overlordFace(s, card);
  if (!underCreatureLimit(s, face)) return { skipped: 'creatureLimit', card: face };
  const { spots, fallback } = creatureSpots(s, face, where);
  if (spots.length === 0) return { skipped: 'noRoom', card: face };
  const piece = { overlordCard: task.card, card: face, what: 'overlord' as const, fallback, spots };
  const at = pieceSpot(ctx, task, piece, (p) => creatureSpotProblem(s, face, where, undefined, p));
  if (at === 'wait') return 'wait';
  return { id: putOverlordCreature(ctx, face, at) };
}

/** An Overlord creature (`face`, the card it is on the field) enters at `at`; killing it earns its Honour (22.35). */
export function putOverlordCreature(ctx: Ctx, face: string, at: Vec): string {
  const { q, cfg } = questOf(ctx.s);
  const c = newCreature(ctx.s, { card: face, kind: 'character', owner: cfg.overlord, at });
  const honour = overlordCreatureOf(face)?.honour ?? 0;
  if (honour > 0) q.bounties[c.id] = honour;
  emit(ctx, { e: 'summoned', seat: cfg.overlord, creature: c.id, card: face, at });
  return c.id;
}
