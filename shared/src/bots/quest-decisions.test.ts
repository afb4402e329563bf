import type { DecisionKind } from '../protocol/decisions';
import { makeBot } from './levels';
import { playGame } from './play-game';
import { randomBot } from './random-bot';
import type { Bot } from './bot';

/** Play a quest game against an Overlord player and count the decisions each kind of bot answered, and the cancels. */
function play(seed: string, bot: (name: string) => Bot) {
  const answered: Partial<Record<DecisionKind | 'overlordPlaysCard', number>> = {};
  let cancelled = 0;
  const g = playGame({
    seed, mode: 'duel', loadouts: {}, quest: { side: 'pvp' }, maxActions: 3000,
    bots: { p1: bot(`${seed}/hero`), p2: bot(`${seed}/overlord`) },
    onAction: (step, events, before) => {
      const d = before.pending;
      if (step.action.type === 'answer' && d) {
        const key = d.kind === 'tacticWindow' && d.options.trigger === 'overlordPlaysCard' ? 'overlordPlaysCard' : d.kind;
        answered[key] = (answered[key] ?? 0) + 1;
      }
      cancelled += events.filter((e) => e.e === 'overlordCardCancelled').length;
    },
  });
  return { g, answered, cancelled };
}

describe('bots answer the quest decisions (checklist 22.9, 22.16, 22.65)', () => {
  it.each([
    ['easy', (name: string) => makeBot('easy', name)],
    ['random', (name: string) => randomBot(name)],
  ] as const)('the %s bot places quest pieces for both seats and answers the Overlord-card window', (_name, bot) => {
    let pieces = 0;
    let windows = 0;
    let cancels = 0;
    for (const seed of ['qd-1', 'qd-2', 'qd-3']) {
      const { g, answered, cancelled } = play(seed, bot);
      expect(g.errors).toEqual([]);
      pieces += answered.placeQuestPiece ?? 0;
      windows += answered.overlordPlaysCard ?? 0;
      cancels += cancelled;
    }
    expect(pieces).toBeGreaterThan(0);
    expect(windows).toBeGreaterThan(0);
    // The starter deck's Warding of the Dawn gets played face down and fired at an Overlord card.
    expect(cancels).toBeGreaterThan(0);
  });
});
