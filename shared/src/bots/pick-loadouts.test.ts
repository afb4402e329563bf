import { PRECONS } from '../cards/decks';
import { pickLoadouts } from './pick-loadouts';

describe('pickLoadouts', () => {
  it('is a pure function of seed and index', () => {
    expect(pickLoadouts('s-3', 3, 'duel', PRECONS)).toEqual(pickLoadouts('s-3', 3, 'duel', PRECONS));
  });

  it('gives each duel seat a different precon and cycles through all of them', () => {
    const seen = new Set<string>();
    for (let i = 0; i < PRECONS.length; i++) {
      const { decks, loadouts } = pickLoadouts(`s-${i}`, i, 'duel', PRECONS);
      expect(Object.keys(loadouts).sort()).toEqual(['p1', 'p2']);
      expect(decks.p1).not.toBe(decks.p2);
      seen.add(decks.p1!).add(decks.p2!);
      expect(Object.values(decks)).toContain(PRECONS[i]!.id);
    }
    expect(seen.size).toBe(PRECONS.length);
    expect(new Set(PRECONS.filter((p) => seen.has(p.id)).map((p) => p.faction)).size).toBeGreaterThan(1);
  });

  it('deals every main faction that has a precon within one cycle of the precons', () => {
    const factions = new Set<string>();
    for (let i = 0; i < PRECONS.length; i++) {
      const { decks } = pickLoadouts(`s-${i}`, i, 'duel', PRECONS);
      for (const id of Object.values(decks)) factions.add(PRECONS.find((p) => p.id === id)!.faction);
    }
    expect([...factions].sort()).toEqual([...new Set(PRECONS.map((p) => p.faction))].sort());
    expect(factions).toEqual(new Set(['alliance', 'akkari', 'vallor', 'grypharim']));
  });

  it('fills every seat of a four-player mode', () => {
    expect(Object.keys(pickLoadouts('x', 0, 'ffa4', PRECONS).loadouts)).toEqual(['p1', 'p2', 'p3', 'p4']);
  });

  it('uses fixed decks by seat order', () => {
    const [a, b] = PRECONS;
    expect(pickLoadouts('x', 5, 'duel', PRECONS, [a!, b!]).decks).toEqual({ p1: a!.id, p2: b!.id });
  });

  it('hands out copies, so a game cannot change the precon table', () => {
    const { loadouts } = pickLoadouts('x', 0, 'duel', PRECONS);
    loadouts.p1!.deck.length = 0;
    expect(PRECONS.every((p) => p.loadout.deck.length > 0)).toBe(true);
  });
});
