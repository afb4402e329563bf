import type { QuestSide } from '../state/quest';
import type { GameState } from '../state/types';
import type { Ctx } from '../primitives/context';
import { createQuestGame } from './create-quest-game';
import { cloneState } from './clone';
import { throughSetup } from './test-game';
import { apply } from './apply';
import { runTasks } from './run-tasks';
import { creaturesToChange } from '../primitives/copy-on-write';

/** A quest game past setup (default placement, hand kept), at the Hero's first turn. For tests. */
export function newQuestGame(side: QuestSide = 'pve', seed = 'quest'): GameState {
  return placeQuestPieces(throughSetup(createQuestGame({ side, seed })));
}

/** Answer every quest piece's placement with its default (the engine's spot), as the clock would. For tests. */
export function placeQuestPieces(s: GameState): GameState {
  while (s.pending?.kind === 'placeQuestPiece') {
    const r = apply(s, s.pending.seat, { type: 'answer', decision: s.pending.id, answer: s.pending.defaultAnswer });
    if (!r.ok) throw new Error(`${r.code}: ${r.message}`);
    s = r.state;
  }
  return s;
}

/**
 * Run what a rule called directly queued (a Quests Phase's steps, a quest's pieces, an Overlord card), giving
 * quest pieces their default spot as the clock would. For tests.
 */
export function settle(ctx: Ctx): Ctx {
  runTasks(ctx);
  while (ctx.s.pending?.kind === 'placeQuestPiece') {
    ctx.s.tasks[ctx.s.tasks.length - 1]!.answer = ctx.s.pending.defaultAnswer;
    ctx.s.pending = null;
    runTasks(ctx);
  }
  return ctx;
}

/** A working copy to run a rule on directly, with its events. For tests. */
export function questCtx(s: GameState): Ctx {
  return { s: cloneState(s), events: [] };
}

/** A quest game with no quests, creatures but the hero, or terrain: the stage for one rule at a time. For tests. */
export function bareQuestGame(side: QuestSide = 'pve', seed = 'quest'): GameState {
  const s = cloneState(newQuestGame(side, seed));
  const q = s.quest!;
  q.questDeck.unshift(...q.active.map((a) => a.id));
  q.active = [];
  q.bounties = {};
  const creatures = creaturesToChange(s);
  for (const id of Object.keys(creatures)) if (id !== s.players.p1!.heroCreature) delete creatures[id];
  s.terrain = [];
  s.tasks = [];
  return s;
}
