import { PRECONS } from '../cards/decks';
import { BASIC_BUILDING_IDS, findCard } from '../cards/registry';
import { playGame, replay } from '../bots/play-game';
import { createGame } from '../engine/create-game';
import { throughSetup } from '../engine/test-game';
import type { Loadout } from '../state/types';
import { view } from '../view/view';
import { validateConstructionDeck } from './experienced-architect';

/** The Experienced Architect variant (rulebook: Variants, docs/rules-decisions.md #81) through the real `createGame`. */

const base = PRECONS[0]!.loadout;
const classBuildings = base.buildings.filter((id) => findCard(id)?.building?.class);
const order = [...BASIC_BUILDING_IDS].reverse();
const withDeck = (constructionDeck?: string[]): Loadout => ({ ...base, ...(constructionDeck ? { constructionDeck } : {}) });

describe('Experienced Architect', () => {
  it('validates the Construction Deck: required with the variant, at most 12 buildings of the pool, each once, one class building, and absent without it', () => {
    const codes = (l: Loadout, variant = true) => validateConstructionDeck(l, variant).map((r) => r.code);
    expect(codes(withDeck(order))).toEqual([]);
    expect(codes(withDeck())).toEqual(['CONSTRUCTION_DECK_MISSING']);
    expect(codes(withDeck([...order, ...order.slice(0, 4)]))).toEqual(expect.arrayContaining(['CONSTRUCTION_DECK_SIZE', 'DUPLICATE_BUILDING']));
    expect(codes(withDeck(['moonwolf-cub']))).toEqual(['NOT_A_BUILDING']);
    expect(codes({ ...withDeck(['tavern']), buildings: base.buildings.filter((b) => b !== 'tavern') })).toEqual(['NOT_IN_POOL']);
    expect(codes(withDeck(order), false)).toEqual(['NOT_THIS_VARIANT']);
    expect(codes(withDeck([]), true)).toEqual([]);
    expect(() => createGame({ mode: 'duel', seed: 'ea', loadouts: { p1: withDeck(), p2: withDeck(order) }, variants: { experiencedArchitect: true } })).toThrow(/Construction Deck/);
  });

  it('allows at most one class building in it', () => {
    // Two class buildings from any precon's pool, added to the pool so only the class rule is broken.
    const twoClasses = [...new Set([...classBuildings, ...PRECONS.flatMap((p) => p.loadout.buildings).filter((id) => findCard(id)?.building?.class)])].slice(0, 2);
    expect(twoClasses).toHaveLength(2);
    const l: Loadout = { ...base, buildings: [...new Set([...base.buildings, ...twoClasses])], constructionDeck: twoClasses };
    expect(validateConstructionDeck(l, true).map((r) => r.code)).toEqual(['CLASS_BUILDING_LIMIT']);
  });

  it('keeps the deck secret: the owner sees its order, everyone else only its size', () => {
    const s = throughSetup(createGame({ mode: 'duel', seed: 'ea-view', loadouts: { p1: withDeck(order), p2: withDeck(order.slice(0, 3)) }, variants: { experiencedArchitect: true } }));
    expect(s.config.variants).toEqual({ experiencedArchitect: true });
    expect(view(s, 'p1').players.p1!.constructionDeck).toEqual(order);
    expect(view(s, 'p2').players.p1!.constructionDeck).toBeUndefined();
    expect(view(s, 'p2').players.p1!.constructionDeckCount).toBe(order.length);
    expect(view(s, 'spectator').players.p2!.constructionDeck).toBeUndefined();
    expect(JSON.stringify(view(s, 'spectator'))).not.toContain('constructionDeck"');
  });

  it('bots play the variant to a result and the log replays; only top cards were built, in order', () => {
    const config = { seed: 'ea-bots', mode: 'duel' as const, loadouts: { p1: withDeck(order), p2: withDeck(order.slice(3)) }, variants: { experiencedArchitect: true }, turnLimit: 60 };
    const g = playGame(config);
    expect(g.errors).toEqual([]);
    expect(g.finished).toBe(true);
    expect(JSON.stringify(replay(config, g.log))).toBe(JSON.stringify(g.state));
    const built = g.state.players.p1!.buildings.map((b) => b.card);
    expect(built.length).toBeGreaterThan(0);
    expect(built).toEqual(order.slice(0, built.length));
    expect(g.state.players.p1!.constructionDeck).toEqual(order.slice(built.length));
  });
});
