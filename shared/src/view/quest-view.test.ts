import { newQuestGame } from '../engine/test-quest-game';
import { view } from './view';

describe('what each viewer sees of a quest game (docs/architecture.md §5, §10)', () => {
  it('shows the Overlord player its hand and nobody else, by the bytes of the view', () => {
    const s = newQuestGame('pvp', 'hidden');
    const q = s.quest!;
    // Markers: the hand's cards that are nowhere public (not played, not in the discard).
    const secret = q.overlordHand.filter((id) => !q.overlordDiscard.includes(id));
    expect(secret.length).toBeGreaterThan(0);
    const own = JSON.stringify(view(s, 'p2'));
    for (const id of secret) expect(own).toContain(`"${id}"`);
    for (const viewer of ['p1', 'spectator'] as const) {
      const bytes = JSON.stringify(view(s, viewer));
      for (const id of secret) expect(bytes).not.toContain(`"${id}"`);
      expect(view(s, viewer).quest!.overlordHandCount).toBe(q.overlordHand.length);
    }
  });

  it('never shows the order of the Quest deck, the Overlord\'s deck or the Dice deck, only their sizes', () => {
    const s = newQuestGame('pve', 'order');
    const q = s.quest!;
    for (const viewer of ['p1', 'p2', 'spectator'] as const) {
      const v = view(s, viewer).quest!;
      const bytes = JSON.stringify(v);
      for (const id of q.questDeck) expect(bytes).not.toContain(`"${id}"`);
      for (const id of q.overlordDeck) expect(bytes).not.toContain(`"${id}"`);
      expect(v).not.toHaveProperty('diceDeck');
      expect(v).toMatchObject({ questDeckCount: q.questDeck.length, overlordDeckCount: q.overlordDeck.length, diceDeckCount: q.diceDeck.length, honour: 0 });
      expect(v.active.map((a) => a.id)).toEqual(q.active.map((a) => a.id));
    }
  });
});
