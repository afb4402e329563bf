import { shuffleInPlace } from '../../random';
import { ensure } from '../../protocol/codes';
import { ask, takeAnswer } from '../../primitives/ask';
import { emit, type Ctx } from '../../primitives/context';
import type { QuestOverlordRedrawTask } from '../../state/tasks';
import { questOf } from './quest-of';
import { rngToChange } from '../../primitives/copy-on-write';

/**
 * The Overlord player's opening redraw (checklist 22.31): once, before the game starts, it may put up to 4
 * cards of its opening hand on the bottom of its deck, draw as many from the top and shuffle the deck.
 * Asked as the same decision as the Hero's redraw, over its Overlord cards; no discard for Prosperity.
 */
export function runOverlordRedraw(ctx: Ctx, t: QuestOverlordRedrawTask): 'done' | 'keep' {
  const { q, cfg } = questOf(ctx.s);
  const max = ctx.s.config.ruleset.mulliganMax;
  const answer = takeAnswer<{ choice: 'keep' | 'redraw' | 'discard'; cards: string[] }>(t);
  if (!answer) return ask(ctx, cfg.overlord, 'mulligan', { hand: [...q.overlordHand], max, discardAllowed: false }, { choice: 'keep', cards: [] });
  const unique = new Set(answer.cards);
  ensure(unique.size === answer.cards.length && answer.cards.every((id) => q.overlordHand.includes(id)), 'BAD_ANSWER', 'Choose cards from your own hand, each once.');
  ensure(answer.choice !== 'discard', 'BAD_ANSWER', 'The Overlord cannot discard for Prosperity.');
  ensure(answer.choice !== 'redraw' || answer.cards.length <= max, 'BAD_ANSWER', `You may put back at most ${max} cards.`);
  ensure(answer.choice !== 'keep' || answer.cards.length === 0, 'BAD_ANSWER', 'Keeping your hand means choosing no cards.');
  emit(ctx, { e: 'mulligan', seat: cfg.overlord, choice: answer.choice, count: answer.cards.length });
  if (answer.choice === 'keep') return 'done';
  q.overlordHand = q.overlordHand.filter((id) => !unique.has(id));
  q.overlordDeck.push(...answer.cards);
  q.overlordHand.push(...q.overlordDeck.splice(0, answer.cards.length));
  shuffleInPlace(rngToChange(ctx.s), q.overlordDeck);
  emit(ctx, { e: 'overlordDrew', count: answer.cards.length, deckLeft: q.overlordDeck.length });
  return 'done';
}
