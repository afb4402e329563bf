import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { randomBot } from '../bots/random-bot';
import { pickLoadouts } from '../bots/pick-loadouts';
import type { Bot } from '../bots/bot';
import { PRECONS } from '../cards/decks';
import { loadScenarios } from '../cli/load-scenarios';
import { apply, type ApplyResult } from '../engine/apply';
import { createGame } from '../engine/create-game';
import { createQuestGame } from '../engine/create-quest-game';
import { whoActs } from '../engine/who-acts';
import { stepKind } from '../scenario/parse';
import { createScenarioState } from '../scenario/scenario-state';
import type { GameState, Mode, Seat } from '../state/types';
import { cloneState } from '../engine/clone';
import { COPIED_FROM } from '../state/copied-from';
import { copyEverythingUpFront, creatureToChange, doneChanging, playerToChange } from './copy-on-write';

/** JSON with every object's keys sorted: the same data whatever order its keys were added in. */
function canonical(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.keys(x).sort().map((k) => [k, (x as Record<string, unknown>)[k]])) : x,
  );
}

/** Apply with copies up front and with copy on write; both results, which must be the same. */
function applyBothWays(s: GameState, seat: Seat, action: unknown): { upFront: ApplyResult; onWrite: ApplyResult } {
  copyEverythingUpFront(true);
  try {
    const upFront = apply(s, seat, action);
    copyEverythingUpFront(false);
    return { upFront, onWrite: apply(s, seat, action) };
  } finally {
    copyEverythingUpFront(false);
  }
}

describe('copy on write', () => {
  it('gives a changed object its own copy once, and leaves the state it was copied from as it was', () => {
    let before = createGame({ mode: 'duel', seed: 'cow', loadouts: pickLoadouts('cow', 0, 'duel', PRECONS).loadouts });
    const bot = randomBot('cow');
    const play = (s: GameState): GameState => {
      const r = apply(s, whoActs(s)!, bot.choose(s, whoActs(s)!)!);
      if (!r.ok) throw new Error(r.message);
      return r.state;
    };
    while (before.phase === 'setup') before = play(before); // the heroes are on the Battlefield
    const after = cloneState(before); // a working copy, as apply makes one
    const hero = after.players.p1!.heroCreature;
    expect(after.creatures[hero]).toBe(before.creatures[hero]); // shared until changed
    const copy = creatureToChange(after, hero);
    expect(copy).not.toBe(before.creatures[hero]);
    expect(creatureToChange(after, hero)).toBe(copy); // the same copy afterwards
    copy.wounds += 2;
    playerToChange(after, 'p1').prosperity += 5;
    expect(before.creatures[hero]!.wounds).toBe(copy.wounds - 2);
    expect(before.players.p1!.prosperity).toBe(after.players.p1!.prosperity - 5);
    // Handed out, it owns what it holds and links to nothing: apply's results are like that.
    expect(doneChanging(after)[COPIED_FROM]).toBeUndefined();
    expect(creatureToChange(after, hero)).toBe(copy);
    expect(play(after)[COPIED_FROM]).toBeUndefined();
    // A state that was never copied from another owns everything already.
    const fresh = createGame({ mode: 'duel', seed: 'cow', loadouts: pickLoadouts('cow', 0, 'duel', PRECONS).loadouts });
    expect(playerToChange(fresh, 'p1')).toBe(fresh.players.p1);
  });

  it('keeps no earlier state of a game alive (a working copy links to its source only until it is handed out)', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    let s = createGame({ mode: 'duel', seed: 'cow-gc', loadouts: pickLoadouts('cow-gc', 0, 'duel', PRECONS).loadouts });
    const bot = randomBot('cow-gc');
    let early: WeakRef<GameState> | undefined;
    for (let i = 0; i < 200 && whoActs(s); i++) {
      const r = apply(s, whoActs(s)!, bot.choose(s, whoActs(s)!)!);
      if (!r.ok) throw new Error(r.message);
      s = r.state;
      if (i === 20) early = new WeakRef(s);
    }
    await new Promise((resolve) => setImmediate(resolve));
    gc();
    expect(s.turn).toBeGreaterThan(2);
    expect(early!.deref()).toBeUndefined();
  });

  // A rule that read a creature or player before another rule copied it would read old values: played
  // with copies up front (as before copy on write) the same games must give the same results, events
  // and states, in every mode.
  const games: [string, (g: number) => GameState][] = [
    ...(['duel', 'ffa3', 'ffa4', 'teams'] as Mode[]).map((mode): [string, (g: number) => GameState] => [
      mode,
      (g) => createGame({ mode, seed: `cow-${mode}-${g}`, loadouts: pickLoadouts(`cow-${mode}-${g}`, g, mode, PRECONS).loadouts }),
    ]),
    ['quest against the Overlord deck', (g) => createQuestGame({ side: 'pve', seed: `cow-pve-${g}` })],
    ['quest with an Overlord player', (g) => createQuestGame({ side: 'pvp', seed: `cow-pvp-${g}` })],
  ];
  it.each(games)('plays %s games as copies up front would', (_, start) => {
    let actions = 0;
    for (let g = 0; g < 3; g++) {
      let s = start(g);
      const bots: Partial<Record<Seat, Bot>> = {};
      for (let seat = whoActs(s); seat && actions < 6000; seat = whoActs(s), actions++) {
        const { upFront, onWrite } = applyBothWays(s, seat, (bots[seat] ??= randomBot(`cow-${g}-${seat}`)).choose(s, seat));
        expect(canonical(onWrite)).toBe(canonical(upFront));
        if (!onWrite.ok) throw new Error(`${onWrite.code}: ${onWrite.message}`);
        s = onWrite.state;
      }
    }
    expect(actions).toBeGreaterThan(150);
  });

  it('plays every scenario as copies up front would (the rules random games seldom reach)', () => {
    let steps = 0;
    for (const loaded of loadScenarios(join(__dirname, '../../scenarios'))) {
      if ('error' in loaded) throw new Error(loaded.error);
      const { setup, dice, steps: script } = loaded.scenario;
      let s = createScenarioState(setup, dice ?? []);
      for (const step of script) {
        if (stepKind(step) !== 'action') continue;
        const { seat, action } = step as { seat: Seat; action: unknown };
        const { upFront, onWrite } = applyBothWays(s, seat, action);
        expect(`${loaded.path}: ${canonical(onWrite)}`).toBe(`${loaded.path}: ${canonical(upFront)}`);
        steps++;
        if (!onWrite.ok) break;
        s = onWrite.state;
      }
    }
    expect(steps).toBeGreaterThan(600);
  });
});
