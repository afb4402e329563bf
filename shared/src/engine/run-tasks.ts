import { runEffects } from '../rules/effects';
import type { Ctx } from '../primitives/context';
import { runBackstab } from '../rules/backstab';
import { runBeginTurn } from '../rules/begin-turn';
import { runDamage } from '../primitives/damage';
import { runDeath } from '../rules/death';
import { runDraw } from '../rules/draw';
import { endTurnOfEliminated } from '../rules/eliminated-turn';
import { runMagicalStrike } from '../rules/magical-strike';
import { runMelee } from '../rules/melee';
import { runMove } from '../rules/move-task';
import { runRanged } from '../rules/ranged';
import { runSetup } from '../rules/setup';
import { runRuinsRoll } from '../rules/ruins';
import { runTacticWindow } from '../primitives/tactic-window';
import type { Task, TaskKind, TaskOf } from '../state/tasks';
import { checkVictory } from '../rules/victory';
import { runExecutioner } from '../keywords/executioner';
import { declarationToResume, runActivationStart } from '../keywords/on-activation-start';
import { RuleError } from '../protocol/codes';
import { dispatch } from './dispatch';
import { runAbilityRoll } from '../keywords/ability-roll';
import { runPlaceMinion, runSummonMinions } from '../keywords/minions';
import { runRequiem } from '../keywords/on-death';
import { runDiscard } from '../rules/discard';
import { runNpcTurn } from '../rules/quest/npc-turn';
import { runQuestTurn } from '../rules/quest/quest-turn';
import { runOverlordRedraw } from '../rules/quest/overlord-redraw';
import { runQuestsPhaseSteps } from '../rules/quest/quests-phase';
import { runOverlordCard } from '../rules/quest/overlord-cards';
import { runQuestSetup } from '../rules/quest/draw-quest';
import { answerForNpcOverlord } from './npc-answers';

const HANDLERS: { [K in TaskKind]: (ctx: Ctx, t: TaskOf<K>) => 'done' | 'keep' } = {
  setup: runSetup,
  beginTurn: runBeginTurn,
  draw: runDraw,
  move: runMove,
  backstab: runBackstab,
  melee: runMelee,
  magicalStrike: runMagicalStrike,
  ranged: runRanged,
  damage: runDamage,
  death: runDeath,
  tacticWindow: runTacticWindow,
  effects: runEffects,
  executioner: runExecutioner,
  activationStart: runActivationStartThenResume,
  abilityRoll: runAbilityRoll,
  summonMinions: runSummonMinions,
  placeMinion: runPlaceMinion,
  requiem: runRequiem,
  ruinsRoll: runRuinsRoll,
  discard: runDiscard,
  questTurn: runQuestTurn,
  questNpcTurn: runNpcTurn,
  questOverlordRedraw: runOverlordRedraw,
  questsPhase: runQuestsPhaseSteps,
  questOverlordCard: runOverlordCard,
  questSetup: runQuestSetup,
};

/**
 * The start-of-activation choices, then the declaration that started the activation: the engine owns
 * dispatch, so the keyword hook only says which declaration is left to carry out.
 */
function runActivationStartThenResume(ctx: Ctx, t: TaskOf<'activationStart'>): 'done' | 'keep' {
  if (runActivationStart(ctx, t) === 'keep') return 'keep';
  const then = declarationToResume(ctx.s, t);
  if (then) {
    try {
      dispatch(ctx, t.seat, then);
    } catch (e) {
      // The declaration no longer fits (the choices changed the position): the activation goes on without it.
      if (!(e instanceof RuleError)) throw e;
    }
  }
  return 'done';
}

/**
 * More steps than any real chain needs. Loops of triggered abilities are stopped by the game's own loop rule
 * (primitives/trigger-chain.ts, docs/rules-decisions.md #110); reaching this is an engine bug, not a game state.
 */
const LOOP_GUARD = 10_000;

/**
 * Run the procedure stack until it is empty or waits for a decision (docs/architecture.md §2: a queue that runs
 * until quiet, with a loop guard). Victory is checked whenever no damage or death is in flight, so
 * that simultaneous deaths count as simultaneous (rulebook: End of the game and victory).
 */
export function runTasks(ctx: Ctx): void {
  const s = ctx.s;
  for (let steps = 0; s.tasks.length > 0 && !s.result; steps++) {
    // The solo game's Overlord has no one at the table: the engine gives its decisions their default (checklist 22.44).
    if (s.pending && !answerForNpcOverlord(s)) break;
    if (steps > LOOP_GUARD) throw new Error('The rules did not settle: a trigger loop.');
    const task = s.tasks[s.tasks.length - 1]!;
    const handler = HANDLERS[task.kind] as (ctx: Ctx, t: Task) => 'done' | 'keep';
    ctx.running = task;
    const outcome = handler(ctx, task);
    ctx.running = undefined;
    if (outcome === 'done') s.tasks.splice(s.tasks.lastIndexOf(task), 1);
    if (!s.tasks.some((t) => t.kind === 'damage' || t.kind === 'death')) checkVictory(ctx);
  }
  if (!s.pending && s.tasks.length === 0) checkVictory(ctx);
  if (endTurnOfEliminated(ctx)) runTasks(ctx);
}
