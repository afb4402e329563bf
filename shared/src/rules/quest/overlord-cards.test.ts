import { bareQuestGame, questCtx, settle } from '../../engine/test-quest-game';
import { freshInstanceId } from '../../primitives/zones';
import type { GameState } from '../../state/types';
import { WARDING_OF_THE_DAWN } from '../../cards/quest/hero-tactics';
import { overlordCardWindowOpen, playOverlordCard } from './overlord-cards';
import { playerToChange } from '../../primitives/copy-on-write';

/** The Hero holds Warding of the Dawn face down. */
function withWarding(s: GameState): GameState {
  const id = freshInstanceId(s);
  s.cards[id] = { card: WARDING_OF_THE_DAWN, owner: 'p1' };
  playerToChange(s, 'p1').tactics.push(id);
  return s;
}

describe('cancelling an Overlord card (checklist 22.65, docs/rules-decisions.md #142)', () => {
  it('opens the window only in the Overlord\'s turn or a Quests Phase', () => {
    const s = bareQuestGame('pvp', 'window');
    s.activeSeat = 'p1';
    expect(overlordCardWindowOpen(s)).toBe(false);
    s.tasks.push({ kind: 'questsPhase', step: 'cards', cards: 1 });
    expect(overlordCardWindowOpen(s)).toBe(true);
    s.tasks = [];
    s.activeSeat = 'p2';
    expect(overlordCardWindowOpen(s)).toBe(true);
  });

  it('asks the Hero in the Overlord\'s turn, and not in the Hero\'s own turn outside a Quests Phase', () => {
    for (const [active, asked] of [['p2', true], ['p1', false]] as const) {
      const s = withWarding(bareQuestGame('pvp', `turn-${active}`));
      s.activeSeat = active;
      s.phase = 'activation';
      s.quest!.rage = 1;
      const ctx = questCtx(s);
      playOverlordCard(ctx, 'call-the-gang', 1);
      settle(ctx);
      expect(ctx.s.pending?.kind === 'tacticWindow').toBe(asked);
      // Not asked: the card resolves at once and the tactic stays face down.
      if (!asked) {
        expect(ctx.events.some((e) => e.e === 'summoned')).toBe(true);
        expect(ctx.s.players.p1!.tactics).toHaveLength(1);
        expect(ctx.s.quest!.overlordDiscard).toEqual(['call-the-gang']);
      }
    }
  });

  it('does not ask a Hero holding no tactic: the card resolves', () => {
    const s = bareQuestGame('pve', 'none');
    s.activeSeat = 'p2';
    s.quest!.rage = 1;
    const ctx = questCtx(s);
    playOverlordCard(ctx, 'raiders', 1);
    settle(ctx);
    expect(ctx.s.pending).toBeNull();
    expect(ctx.events.map((e) => e.e)).toEqual(expect.arrayContaining(['overlordCardPlayed', 'summoned']));
  });
});
