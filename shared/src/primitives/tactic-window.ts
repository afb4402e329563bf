import { getCard } from '../cards/registry';
import { ensure } from '../protocol/codes';
import type { TacticTrigger } from '../cards/effects';
import type { Seat } from '../state/types';
import { ask, takeAnswer } from './ask';
import { emit, type Ctx } from './context';
import { whileBuiltEffects } from '../queries/city-grants';
import { pushCardEffects } from './card-effects';
import { triggerInChain } from './trigger-chain';
import { areEnemies } from '../queries/creatures';
import { push } from './stack';
import type { TacticWindowTask } from '../state/tasks';
import { fromActive } from '../queries/turn-order';
import { moveToGraveyard } from './zones';
import { playerToChange } from './copy-on-write';

/**
 * Tactic windows (rulebook: Card types, docs/rules-decisions.md #44). A window opens at every trigger moment for each
 * opponent of the creature concerned who holds ANY face-down tactic, whether or not one matches:
 * so the active player learns nothing from the window itself (its options, the matching tactics,
 * are shown only to their owner). We chose always-open windows over "fire automatically" because
 * the rulebook lets the owner wait for a better occasion (Deadly Ambush), which needs a choice.
 */
export function openTacticWindow(ctx: Ctx, trigger: TacticTrigger, subject: string, amount: number): void {
  const s = ctx.s;
  const subj = s.creatures[subject];
  if (!subj) return;
  const seats = fromActive(s).filter((seat) => {
    const p = s.players[seat];
    if (!p || p.tactics.length === 0) return false;
    if (!areEnemies(s, seat, subj.controller)) return false;
    // Only in an opponent's turn (rulebook: Card types): an ally's turn is not one (rulebook: Variants, docs/rules-decisions.md #77).
    return areEnemies(s, seat, s.activeSeat) || s.config.ruleset.tacticsInOwnTurn;
  });
  if (seats.length > 0) push(ctx, { kind: 'tacticWindow', trigger, subject, amount, seats });
}

/** The face-down tactics of `seat` that answer this trigger, except names already fired off it (`fired`). */
export function matchingTactics(ctx: Ctx, seat: Seat, trigger: TacticTrigger, fired: readonly string[] = []): string[] {
  const p = ctx.s.players[seat];
  if (!p) return [];
  return p.tactics.filter((id) => {
    const card = getCard(ctx.s.cards[id]!.card);
    return card.tactic?.when === trigger && (!card.namesHero || card.namesHero === p.hero) && !fired.includes(card.name);
  });
}

/**
 * Ask each seat in the window, one at a time, whether to reveal a tactic. A seat that reveals one is
 * asked again while it holds face-down tactics: one trigger may be answered by several tactics, never
 * two of the same name, whoever holds them (rulebook: Card types, docs/rules-decisions.md #103). A
 * damage window still runs when the damage killed its creature: the damage was taken.
 */
export function runTacticWindow(ctx: Ctx, t: TacticWindowTask): 'done' | 'keep' {
  const s = ctx.s;
  // A damage window runs even when the damage killed its creature; an Overlord card's window names a card, not a creature.
  const subjectNeeded = t.trigger !== 'enemyCreatureDamaged' && t.trigger !== 'overlordPlaysCard';
  while (t.seats.length > 0) {
    const seat = t.seats[0]!;
    const p = s.players[seat];
    if (!p || p.tactics.length === 0 || (subjectNeeded && !s.creatures[t.subject])) {
      t.seats.shift();
      continue;
    }
    const fired = t.fired ?? [];
    const matching = matchingTactics(ctx, seat, t.trigger, fired);
    const answer = takeAnswer<{ tactic: string | null }>(t);
    if (!answer) return ask(ctx, seat, 'tacticWindow', { trigger: t.trigger, tactics: matching, ...overlordCardOf(s, t) }, { tactic: null });
    if (answer.tactic !== null) {
      ensure(matching.includes(answer.tactic), 'BAD_ANSWER', 'That tactic cannot be revealed now: its condition has not happened, or one of that name already answered it.');
      t.fired = [...fired, getCard(s.cards[answer.tactic]!.card).name];
      revealTactic(ctx, seat, answer.tactic, t);
      return 'keep';
    }
    t.seats.shift();
    if (s.config.ruleset.tacticsMustFireAtFirstChance) for (const id of matching) fizzle(ctx, seat, id);
  }
  return 'done';
}

/** The Overlord card an `overlordPlaysCard` window is about (quest mode, checklist 22.65), for the question's text. */
function overlordCardOf(s: Ctx['s'], t: TacticWindowTask): { overlordCard?: { side: 'pvp' | 'pve'; id: string } } {
  const side = s.config.quest?.side;
  return t.trigger === 'overlordPlaysCard' && side ? { overlordCard: { side, id: t.subject } } : {};
}

function revealTactic(ctx: Ctx, seat: Seat, id: string, t: TacticWindowTask): void {
  const p = playerToChange(ctx.s, seat);
  p.tactics.splice(p.tactics.indexOf(id), 1);
  const card = getCard(ctx.s.cards[id]!.card);
  emit(ctx, { e: 'tacticRevealed', seat, tactic: id, card: card.id });
  moveToGraveyard(ctx, id);
  // While-built text adds its effects, with choices of its own, when the named building stands (rulebook: Card types).
  // A tactic is a triggered ability of its card: it takes its place in any chain of triggers (trigger-chain.ts).
  const tag = triggerInChain(ctx, `${id}:tactic`);
  if (!tag) return;
  const base = { seat, support: 'tactics' as const, ...(t.subject !== undefined ? { triggering: t.subject } : {}), ...(t.amount !== undefined ? { amount: t.amount } : {}), ...tag };
  pushCardEffects(ctx, base, card.tactic!.effects, whileBuiltEffects(ctx.s, seat, card));
}

function fizzle(ctx: Ctx, seat: Seat, id: string): void {
  const p = playerToChange(ctx.s, seat);
  p.tactics.splice(p.tactics.indexOf(id), 1);
  emit(ctx, { e: 'tacticFizzled', seat, tactic: id, card: ctx.s.cards[id]!.card });
  moveToGraveyard(ctx, id);
}
