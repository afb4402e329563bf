import { getCard } from '../cards/registry';
import { getPrecon } from '../cards/decks';
import { keywordLabel } from '../cards/text';
import { playGame } from '../bots/play-game';
import { apply } from '../engine/apply';
import { legalActions } from '../engine/legal-actions';
import { createScenarioState } from '../scenario/scenario-state';
import { concentrationSpend } from './concentrate';

// glossary: Concentration X — tokens spent any time in your turn, as the card defines.

describe('concentrate', () => {
  it('is proposed to bots and used by them; each use removes exactly the tokens its card asks', () => {
    let used = 0;
    for (const seed of ['conc-1', 'conc-2']) {
      const game = playGame({
        seed, mode: 'duel', turnLimit: 40,
        loadouts: { p1: getPrecon('silent-cloister').loadout, p2: getPrecon('weavers-of-the-brood').loadout },
        onAction: (step, _events, before, after) => {
          if (step.action.type !== 'concentrate') return;
          used++;
          const c = before.creatures[step.action.creature]!;
          const spend = concentrationSpend(before, c)!;
          expect(after.creatures[c.id]?.concentration ?? 0).toBe((c.concentration ?? 0) - spend.tokens);
          expect(after.activation?.creature).toBe(before.activation?.creature);
        },
      });
      expect(game.errors).toEqual([]);
    }
    expect(used).toBeGreaterThan(0);
  });

  it('lists a spend among the legal actions only with enough tokens, and draws for the Hermit', () => {
    const setup = {
      activeSeat: 'p1' as const,
      players: { p1: { deck: ['monastery-novice', 'monastery-novice'] }, p2: {} },
      creatures: [{ id: 'hermit', card: 'hermit-of-the-high-pass', owner: 'p1' as const, at: { x: 300, y: 400 }, concentration: 1, stealth: true }],
    };
    const short = createScenarioState(setup, []);
    expect(legalActions(short, 'p1').filter((a) => a.type === 'concentrate')).toEqual([]);
    expect(apply(short, 'p1', { type: 'concentrate', creature: 'hermit' })).toMatchObject({ ok: false, code: 'NO_CONCENTRATION' });
    const ready = createScenarioState({ ...setup, creatures: [{ ...setup.creatures[0]!, concentration: 2 }] }, []);
    expect(legalActions(ready, 'p1').filter((a) => a.type === 'concentrate')).toEqual([{ type: 'concentrate', creature: 'hermit' }]);
    const hand = ready.players.p1!.hand.length;
    const r = apply(ready, 'p1', { type: 'concentrate', creature: 'hermit' });
    if (!r.ok) throw new Error(r.message);
    expect(r.state.players.p1!.hand).toHaveLength(hand + 1);
    expect(r.state.creatures.hermit!.concentration).toBe(0);
    expect(r.state.creatures.hermit!.stealth).toBe(true); // not an activated ability: the Stealth token stays (rulebook: Stealth)
  });

  it('prints what spending does on the card', () => {
    const k = getCard('hermit-of-the-high-pass').keywords.find((x) => x.kw === 'concentration')!;
    expect(keywordLabel(k)).toBe('Concentration 2 — spend 2: draw 1 card');
  });
});
