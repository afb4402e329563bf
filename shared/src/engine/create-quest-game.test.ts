import { QUEST_LIST, getQuest } from '../cards/quest';
import { apply } from './apply';
import { createQuestGame } from './create-quest-game';
import { newQuestGame } from './test-quest-game';

describe('createQuestGame (checklist 22.25–22.31, 22.38–22.41)', () => {
  it('deals the Quest deck as 3 early quests on top of 12 late ones, each part shuffled apart', () => {
    const orders = new Set<string>();
    for (const seed of ['a', 'b', 'c', 'd']) {
      const q = createQuestGame({ side: 'pve', seed }).quest!;
      expect(q.questDeck).toHaveLength(15);
      expect(q.questDeck.slice(0, 3).map((id) => getQuest(id).stage)).toEqual(['early', 'early', 'early']);
      expect(new Set(q.questDeck)).toEqual(new Set(QUEST_LIST.map((x) => x.id)));
      orders.add(q.questDeck.join());
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it('gives the solo Overlord the 10-card deck and an Overlord player the 22-card deck with an opening hand of 4', () => {
    const pve = createQuestGame({ side: 'pve', seed: 's' }).quest!;
    expect(pve.overlordDeck).toHaveLength(10);
    expect(pve.overlordHand).toHaveLength(0);
    const pvp = createQuestGame({ side: 'pvp', seed: 's' }).quest!;
    expect(pvp.overlordDeck.length + pvp.overlordHand.length).toBe(22);
    expect(pvp.overlordHand).toHaveLength(4);
  });

  it('starts Rage at 0 Honour, a full Dice deck and the box of quest terrains; the Hero goes first with the 20-card starter deck', () => {
    const s = createQuestGame({ side: 'pve', seed: 's' });
    expect(s.quest!.honour).toBe(0);
    expect(s.quest!.diceDeck).toHaveLength(18);
    expect(s.quest!.terrainBox['quest-foggy-thickets']).toBe(3);
    expect(s.turnOrder).toEqual(['p1', 'p2']);
    expect(s.players.p1!.hand.length + s.players.p1!.deck.length).toBe(20);
    expect(s.players.p1!.terrainPool).toEqual([]);
    expect(s.pending).toMatchObject({ seat: 'p1', kind: 'placeHero' });
  });

  it('lets the Hero put back up to 4 cards once and draw as many (22.31), and refuses the discard for Prosperity', () => {
    let s = createQuestGame({ side: 'pve', seed: 'redraw' });
    s = (apply(s, 'p1', { type: 'answer', decision: s.pending!.id, answer: s.pending!.defaultAnswer }) as { state: typeof s }).state;
    expect(s.pending).toMatchObject({ seat: 'p1', kind: 'mulligan' });
    const hand = [...s.players.p1!.hand];
    const discard = apply(s, 'p1', { type: 'answer', decision: s.pending!.id, answer: { choice: 'discard', cards: hand.slice(0, 1) } });
    expect(discard).toMatchObject({ ok: false, code: 'BAD_ANSWER' });
    const five = apply(s, 'p1', { type: 'answer', decision: s.pending!.id, answer: { choice: 'redraw', cards: [...hand, hand[0]] } });
    expect(five.ok).toBe(false);
    const r = apply(s, 'p1', { type: 'answer', decision: s.pending!.id, answer: { choice: 'redraw', cards: hand } });
    if (!r.ok) throw new Error(r.message);
    const p = r.state.players.p1!;
    // 4 in hand after the redraw, then the first turn's draw: 5.
    expect(p.hand).toHaveLength(5);
    expect(p.hand.length + p.deck.length).toBe(20);
    expect(r.events.filter((e) => e.e === 'mulligan')).toEqual([{ e: 'mulligan', seat: 'p1', choice: 'redraw', count: 4 }]);
  });

  it('lets the Overlord player redraw up to 4 of its opening cards once, before the Hero\'s setup (22.31)', () => {
    const s = createQuestGame({ side: 'pvp', seed: 'overlord-redraw' });
    expect(s.pending).toMatchObject({ seat: 'p2', kind: 'mulligan', options: { max: 4, discardAllowed: false } });
    const hand = [...s.quest!.overlordHand];
    const answer = (a: unknown) => apply(s, 'p2', { type: 'answer', decision: s.pending!.id, answer: a });
    expect(answer({ choice: 'discard', cards: hand.slice(0, 1) })).toMatchObject({ ok: false, code: 'BAD_ANSWER' });
    expect(answer({ choice: 'redraw', cards: ['not-a-card'] })).toMatchObject({ ok: false, code: 'BAD_ANSWER' });
    const r = answer({ choice: 'redraw', cards: hand.slice(0, 2) });
    if (!r.ok) throw new Error(r.message);
    const q = r.state.quest!;
    expect(q.overlordHand).toHaveLength(4);
    expect(q.overlordHand.slice(0, 2)).toEqual(hand.slice(2));
    expect(q.overlordDeck).toHaveLength(18);
    expect(q.overlordDeck).toEqual(expect.arrayContaining(hand.slice(0, 2)));
    expect(r.state.pending).toMatchObject({ seat: 'p1', kind: 'placeHero' });
  });

  it('holds the first Quests Phase before the Hero\'s first turn: two early quests are dealt (22.13)', () => {
    const s = newQuestGame('pve', 'first');
    expect(s.quest!.phases).toBe(1);
    expect(s.quest!.active.map((a) => getQuest(a.id).stage)).toEqual(['early', 'early']);
    expect(s.quest!.questDeck).toHaveLength(13);
    expect(s.activeSeat).toBe('p1');
    expect(s.pending).toBeNull();
  });

  it('refuses an illegal Hero deck with every reason', () => {
    expect(() => createQuestGame({ side: 'pve', seed: 'x', hero: { hero: 'aelrin-warden-of-the-moon', minion: 'moonwolf-cub', deck: [], buildings: [], terrains: [] } })).toThrow(/not legal/);
  });
});
