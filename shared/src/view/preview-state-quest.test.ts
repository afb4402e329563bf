import { randomBot } from '../bots/random-bot';
import { apply } from '../engine/apply';
import { createQuestGame } from '../engine/create-quest-game';
import { legalActions } from '../engine/legal-actions';
import { whoActs } from '../engine/who-acts';
import type { QuestSide } from '../state/quest';
import { RULEBOOK } from '../state/ruleset';
import { previewState } from './preview-state';
import { view } from './view';

// The browser checks the Hero's and the Overlord player's actions on a preview rebuilt from their view:
// in a quest the Overlord seat has no hero, and the preview plays by the quest ruleset.
describe('previewState in a quest game', () => {
  it.each(['pve', 'pvp'] as QuestSide[])('offers exactly the real legal actions, step by step (%s)', (side) => {
    let compared = 0;
    for (const seed of [`preview-quest-${side}-1`, `preview-quest-${side}-2`, `preview-quest-${side}-3`]) compared += compareAlong(side, seed);
    expect(compared).toBeGreaterThan(100);
  });
});

/** One bot quest game; at every step the acting seat's preview is compared with the real state. Returns the steps compared. */
function compareAlong(side: QuestSide, seed: string): number {
  let s = createQuestGame({ side, seed });
  const bot = randomBot(seed);
  let compared = 0;
  for (let i = 0; i < 300 && !s.result; i++) {
    const seat = whoActs(s)!;
    // The seat's own view and a spectator's both rebuild (the Overlord seat has no hero to look up).
    const preview = previewState(view(s, seat), RULEBOOK);
    expect(() => previewState(view(s, 'spectator'), RULEBOOK)).not.toThrow();
    expect(preview.config.ruleset.mulliganMax).toBe(s.config.ruleset.mulliganMax);
    expect(legalActions(preview, seat)).toEqual(legalActions(s, seat));
    compared++;
    const r = apply(s, seat, bot.choose(s, seat)!);
    if (!r.ok) throw new Error(r.message);
    s = r.state;
  }
  return compared;
}
