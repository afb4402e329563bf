import { apply } from '../../engine/apply';
import { legalAnswers } from '../../engine/legal-answers';
import { createQuestGame } from '../../engine/create-quest-game';
import { throughSetup } from '../../engine/test-game';
import { bareQuestGame, questCtx, settle } from '../../engine/test-quest-game';
import { runTasks } from '../../engine/run-tasks';
import type { GameState } from '../../state/types';
import { drawQuest } from './draw-quest';

/** A PvP game with `quest` drawn, waiting for its first piece. */
function drawn(quest: string, seed: string): GameState {
  const ctx = questCtx(bareQuestGame('pvp', seed));
  ctx.s.quest!.questDeck = [quest, ...ctx.s.quest!.questDeck.filter((x) => x !== quest)];
  drawQuest(ctx);
  runTasks(ctx);
  return ctx.s;
}

describe('quest pieces against an Overlord player (checklist 22.9, 22.16, docs/rules-decisions.md #143)', () => {
  it('asks at the first Quests Phase, and every default answer (the engine\'s spot) is accepted', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      let s = throughSetup(createQuestGame({ side: 'pvp', seed }));
      let asked = 0;
      while (s.pending?.kind === 'placeQuestPiece') {
        asked += 1;
        const r = apply(s, s.pending.seat, { type: 'answer', decision: s.pending.id, answer: s.pending.defaultAnswer });
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        s = r.state;
      }
      expect(asked).toBeGreaterThan(0);
      expect(s.quest!.active).toHaveLength(2);
    }
  });

  it('asks the Hero for terrain and chained companions, the Overlord for its creatures; every suggested spot is legal', () => {
    let s = drawn('the-pilgrims-road', 'pilgrim');
    const asked: [string, string][] = [];
    while (s.pending?.kind === 'placeQuestPiece') {
      asked.push([s.pending.seat, s.pending.options.what]);
      for (const a of legalAnswers(s.pending)) expect(apply(s, s.pending.seat, a).ok).toBe(true);
      const r = apply(s, s.pending.seat, { type: 'answer', decision: s.pending.id, answer: s.pending.defaultAnswer });
      if (!r.ok) throw new Error(r.message);
      s = r.state;
    }
    expect(asked).toContainEqual(['p1', 'chained']);
    for (const [seat, what] of asked) expect(seat).toBe(what === 'overlord' ? 'p2' : 'p1');
  });

  it('refuses a spot that breaks the rules with BAD_PLACEMENT and the rule in words, changing nothing', () => {
    const s = drawn('old-coins', 'refuse');
    const d = s.pending!;
    expect(d).toMatchObject({ seat: 'p1', kind: 'placeQuestPiece', options: { card: 'quest-ruins', what: 'terrain' } });
    const before = JSON.stringify(s);
    const near = apply(s, 'p1', { type: 'answer', decision: d.id, answer: { at: { x: 300, y: 520 } } });
    expect(near).toMatchObject({ ok: false, code: 'BAD_PLACEMENT' });
    expect(!near.ok && near.message).toMatch(/at least L \(150 mm\) from the Hero's edge/);
    const off = apply(s, 'p1', { type: 'answer', decision: d.id, answer: { at: { x: 5, y: 200 } } });
    expect(!off.ok && off.message).toMatch(/wholly on the Battlefield/);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('keeps the engine\'s choice in the solo game: nobody is asked', () => {
    const ctx = questCtx(bareQuestGame('pve', 'solo'));
    ctx.s.quest!.questDeck.unshift('the-restless-barrow');
    drawQuest(ctx);
    settle(ctx);
    expect(ctx.s.pending).toBeNull();
    expect(ctx.events.filter((e) => e.e === 'questPlaced')).toHaveLength(4);
  });
});
