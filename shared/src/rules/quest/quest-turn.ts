import { emit, type Ctx } from '../../primitives/context';
import type { QuestTurnTask } from '../../state/tasks';
import { readyCreatures, startStandardTurn } from '../begin-turn';
import { startNpcTurn } from './npc-turn';
import { overlordDraws } from './overlord-cards';
import { questOf } from './quest-of';
import { runQuestsPhase } from './quests-phase';
import { resetRage } from './rage';
import { playerToChange } from '../../primitives/copy-on-write';

/**
 * Quest mode's turn structure, as `startTurn` hands it over (docs/architecture.md §10). The Hero's turn is
 * the standard one (22.32, 22.42) after the Quests Phase that closes the round (and, before the first
 * turn, deals the first quests, docs/rules-decisions.md #130). The Overlord's turn has no Beginning phase
 * of a player: against an Overlord player it draws 1 card and gets this turn's Rage (22.33); solo, the
 * engine runs the NPCs (22.43).
 */
export function runQuestTurn(ctx: Ctx, t: QuestTurnTask): 'done' {
  const s = ctx.s;
  const { q, cfg } = questOf(s);
  const seat = t.seat;
  if (seat === cfg.hero) {
    startStandardTurn(ctx, seat);
    // Pushed after the Beginning phase, so what the phase queues (an Overlord card's wounds) resolves first.
    runQuestsPhase(ctx);
    return 'done';
  }
  s.activeSeat = seat;
  s.phase = 'activation';
  emit(ctx, { e: 'turnStarted', seat, turn: s.turn });
  readyCreatures(s, seat);
  playerToChange(s, seat).lastTurn = s.turn;
  if (cfg.side === 'pve') {
    startNpcTurn(ctx);
    return 'done';
  }
  q.overlordPlayed = 0;
  resetRage(ctx);
  overlordDraws(ctx, 1);
  return 'done';
}
