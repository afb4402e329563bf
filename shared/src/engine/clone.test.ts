import { randomBot } from '../bots/random-bot';
import { pickLoadouts } from '../bots/pick-loadouts';
import { PRECONS } from '../cards/decks';
import type { Bot } from '../bots/bot';
import type { GameState, Seat } from '../state/types';
import { apply } from './apply';
import { cloneState, jsonCopy } from './clone';
import { createGame } from './create-game';
import { createQuestGame } from './create-quest-game';
import { newTestDuel } from './test-game';
import { whoActs } from './who-acts';

function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}

describe('cloneState', () => {
  it('copies to equal data, byte for byte, characters and relics included', () => {
    let s: GameState = newTestDuel('clone');
    const bots = { p1: randomBot('c1'), p2: randomBot('c2') };
    for (let i = 0; i < 400 && !s.result; i++) {
      const seat = (s.pending?.seat ?? s.activeSeat) as 'p1' | 'p2';
      const r = apply(s, seat, bots[seat].choose(s, seat)!);
      if (r.ok) s = r.state;
      expect(JSON.stringify(cloneState(s))).toBe(JSON.stringify(s));
    }
    expect(Object.values(s.creatures).some((c) => c.kind === 'character')).toBe(true);
  });

  it('lets apply play whole games on deep-frozen inputs: nothing shared with the input is ever written', () => {
    for (const seed of ['frozen-1', 'frozen-2', 'frozen-3']) {
      let s: GameState = newTestDuel(seed);
      const bots = { p1: randomBot(`${seed}-a`), p2: randomBot(`${seed}-b`) };
      let actions = 0;
      for (; actions < 3000 && !s.result; actions++) {
        const seat = (s.pending?.seat ?? s.activeSeat) as 'p1' | 'p2';
        const action = bots[seat].choose(deepFreeze(s), seat as Seat);
        if (!action) break;
        const r = apply(s, seat, action);
        if (!r.ok) throw new Error(`${r.code}: ${r.message}`);
        s = r.state;
      }
      expect(actions).toBeGreaterThan(50);
    }
  });

  // The same in every other shape of game: three and four seats, teams, and Quest mode's two sides
  // (its own rules: quests, the Overlord's cards, the dice deck), so that a rule only those reach
  // cannot write into a state it shares with the one it started from.
  const otherGames: [string, () => GameState][] = [
    ['ffa3', () => createGame({ mode: 'ffa3', seed: 'frozen-ffa3', loadouts: pickLoadouts('frozen-ffa3', 0, 'ffa3', PRECONS).loadouts })],
    ['teams', () => createGame({ mode: 'teams', seed: 'frozen-teams', loadouts: pickLoadouts('frozen-teams', 1, 'teams', PRECONS).loadouts })],
    ['quest against the Overlord deck', () => createQuestGame({ side: 'pve', seed: 'frozen-pve' })],
    ['quest with an Overlord player', () => createQuestGame({ side: 'pvp', seed: 'frozen-pvp' })],
  ];
  it.each(otherGames)('lets apply play a whole %s game on deep-frozen inputs', (_, start) => {
    let s = start();
    const bots: Partial<Record<Seat, Bot>> = {};
    let actions = 0;
    for (let seat = whoActs(s); seat && actions < 3000; seat = whoActs(s), actions++) {
      const action = (bots[seat] ??= randomBot(`frozen-${seat}`)).choose(deepFreeze(s), seat);
      if (!action) break;
      const r = apply(s, seat, action);
      if (!r.ok) throw new Error(`${r.code}: ${r.message}`);
      s = r.state;
    }
    expect(actions).toBeGreaterThan(50);
  });

  it('copies suspended rules as a JSON round trip would', () => {
    const data = { b: 1, a: [1, undefined, { z: undefined, y: -0, x: NaN }], 2: 'two', 1: { deep: [Infinity, 'x', null, true] } };
    const copy = jsonCopy(data);
    expect(copy).toStrictEqual(JSON.parse(JSON.stringify(data)));
    expect(JSON.stringify(copy)).toBe(JSON.stringify(data));
    expect(Object.is((copy as { a: { y: number }[] }).a[2]!.y, 0)).toBe(true);
    expect((copy as { a: unknown[] }).a).not.toBe(data.a);
  });
});
