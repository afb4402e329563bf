import { getQuest } from '../../cards/quest';
import { emit, type Ctx } from '../../primitives/context';
import { push } from '../../primitives/stack';
import type { QuestsPhaseTask } from '../../state/tasks';
import { endGame } from '../victory';
import { drawQuest, endQuest } from './draw-quest';
import { goalMet, questFailed } from './goals';
import { drawAndPlayOverlordCard } from './overlord-cards';
import { gainHonour, resetRage } from './rage';
import { questOf } from './quest-of';
import { questScore } from './score';
import { playerToChange } from '../../primitives/copy-on-write';

/** At most this many quests are active (checklist 22.13). */
export const MAX_ACTIVE_QUESTS = 2;

/**
 * The Quests Phase, held after the Overlord's turn and, to deal the first quests, before the Hero's
 * first turn (docs/rules-decisions.md #130). PvP order (22.34): completion, failure, new quests, the end
 * checks. Solo order (22.46): completion, an Overlord card when two quests are active, failure, new
 * quests, the end checks. Goals and failures are looked at only here (22.19). Completion is paid at once;
 * the rest is queued (`runQuestsPhaseSteps`), as an Overlord card may wait for the Hero's tactic (22.65) and a
 * new quest's pieces for the players placing them (22.9, 22.16).
 */
export function runQuestsPhase(ctx: Ctx): void {
  const s = ctx.s;
  const { q, cfg } = questOf(s);
  q.phases += 1;
  emit(ctx, { e: 'questsPhase', phase: q.phases });
  if (cfg.side === 'pve') resetRage(ctx);
  let sections = collectBounties(ctx);
  sections += checkCompletion(ctx);
  // Solo: a new Rage section plays an Overlord card at once (22.47), and so do two active quests (22.46b).
  const cards = cfg.side === 'pve' ? sections + (q.active.length >= MAX_ACTIVE_QUESTS ? 1 : 0) : 0;
  push(ctx, { kind: 'questsPhase', step: 'cards', cards });
}

/** The queued steps of a Quests Phase, one at a time: each card, each new quest, is done before the next. */
export function runQuestsPhaseSteps(ctx: Ctx, t: QuestsPhaseTask): 'done' | 'keep' {
  const { q } = questOf(ctx.s);
  if (t.step === 'cards') {
    if (t.cards > 0) {
      t.cards -= 1;
      drawAndPlayOverlordCard(ctx);
      return 'keep';
    }
    t.step = 'failure';
  }
  if (t.step === 'failure') {
    checkFailure(ctx);
    t.step = 'draw';
  }
  if (t.step === 'draw') {
    if (q.active.length < MAX_ACTIVE_QUESTS && q.questDeck.length > 0) {
      drawQuest(ctx);
      return 'keep';
    }
    t.step = 'end';
  }
  checkEnd(ctx);
  return 'done';
}

/** Honour for Overlord creatures killed since the last phase (22.35, docs/rules-decisions.md #75c). */
function collectBounties(ctx: Ctx): number {
  const { q } = questOf(ctx.s);
  let sections = 0;
  for (const [id, honour] of Object.entries(q.bounties)) {
    if (ctx.s.creatures[id]) continue;
    delete q.bounties[id];
    sections += gainHonour(ctx, honour, 'an Overlord creature was slain');
  }
  return sections;
}

/** Completed quests give their reward and go to the Hero (22.34a, 22.46a). Returns new Rage sections reached. */
function checkCompletion(ctx: Ctx): number {
  const s = ctx.s;
  const { q, cfg } = questOf(s);
  let sections = 0;
  for (const aq of [...q.active]) {
    if (!goalMet(s, aq)) continue;
    const quest = getQuest(aq.id);
    q.active = q.active.filter((a) => a !== aq);
    q.completed.push(aq.id);
    emit(ctx, { e: 'questCompleted', quest: aq.id, honour: quest.honour, prosperity: quest.prosperity });
    sections += gainHonour(ctx, quest.honour, `quest ${quest.name}`);
    if (quest.prosperity > 0) {
      const p = playerToChange(s, cfg.hero);
      p.prosperity += quest.prosperity;
      emit(ctx, { e: 'prosperity', seat: cfg.hero, delta: quest.prosperity, total: p.prosperity, why: `quest ${quest.name}` });
    }
    endQuest(ctx, aq, true);
  }
  return sections;
}

/** Failed quests are discarded; their reward is a penalty at the end (22.34b, 22.46c). */
function checkFailure(ctx: Ctx): void {
  const s = ctx.s;
  const { q } = questOf(s);
  for (const aq of [...q.active]) {
    if (!questFailed(s, aq)) continue;
    q.active = q.active.filter((a) => a !== aq);
    q.failed.push(aq.id);
    emit(ctx, { e: 'questFailed', quest: aq.id, penalty: getQuest(aq.id).honour });
    endQuest(ctx, aq, false);
  }
}

/**
 * The end checks (22.34d–e, 22.37, docs/rules-decisions.md #75e): the Hero's deck is empty (it could not
 * draw at the start of its turn), the Overlord's deck is empty, or every quest is done. The Hero alive
 * at the end is the Hero's result (#75a).
 */
function checkEnd(ctx: Ctx): void {
  const s = ctx.s;
  const { q, cfg } = questOf(s);
  const heroDeckEmpty = s.players[cfg.hero]!.deck.length === 0;
  const overlordDeckEmpty = q.overlordDeck.length === 0;
  // "All the Quests were accomplished": none left to draw or on the table (docs/rules-decisions.md #137).
  const allQuestsDone = q.questDeck.length === 0 && q.active.length === 0;
  if (!heroDeckEmpty && !overlordDeckEmpty && !allQuestsDone) return;
  endQuestGame(ctx);
}

/** End a quest game with the Hero alive: score it and give the Hero the result. */
export function endQuestGame(ctx: Ctx): void {
  const { q, cfg } = questOf(ctx.s);
  const score = questScore(ctx.s);
  q.score = score;
  emit(ctx, { e: 'questGameOver', ...score });
  endGame(ctx, { winners: [cfg.hero], reason: 'questEnd' });
}
