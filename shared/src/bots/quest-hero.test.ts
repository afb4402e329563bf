import { distance } from '../geometry';
import { apply } from '../engine/apply';
import { bareQuestGame, questCtx, settle } from '../engine/test-quest-game';
import { drawQuest } from '../rules/quest/draw-quest';
import type { GameState } from '../state/types';
import { questHeroBot } from './quest-hero';

const idle = { choose: () => null };

function atActivation(s: GameState): GameState {
  const r = apply(s, 'p1', { type: 'takeProsperity' });
  if (!r.ok) throw new Error(r.message);
  return r.state;
}

describe('questHeroBot', () => {
  it('walks the Hero toward the terrain a reach quest needs, as far as it legally can', () => {
    const ctx = questCtx(bareQuestGame('pve', 'errand'));
    ctx.s.quest!.questDeck.unshift('scout-the-thickets');
    drawQuest(ctx);
    const s = atActivation(settle(ctx).s);
    const fog = s.terrain[0]!;
    const hero = s.creatures[s.players.p1!.heroCreature]!;
    const a = questHeroBot(idle).choose(s, 'p1');
    expect(a).toMatchObject({ type: 'move', creature: hero.id });
    const end = (a as { path: { x: number; y: number }[] }).path[0]!;
    expect(distance(end, fog.center)).toBeLessThan(distance(hero.pos, fog.center) - 90);
  });

  it('leaves everything else to the bot it wraps', () => {
    const s = atActivation(bareQuestGame('pve', 'none'));
    expect(questHeroBot({ choose: () => ({ type: 'endTurn' }) }).choose(s, 'p1')).toEqual({ type: 'endTurn' });
  });
});
