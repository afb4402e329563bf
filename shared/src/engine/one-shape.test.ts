import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { PRECONS } from '../cards/decks';
import { ALL_CARDS, QUEST_CARDS, UNIFORM_PARTS } from '../cards/registry';
import { pickLoadouts } from '../bots/pick-loadouts';
import { playGame } from '../bots/play-game';
import type { GameState, Mode } from '../state/types';

// The objects the rules read most are built in one shape each: the same fields in the same order,
// a field not in use present as undefined, never deleted (cards/uniform-shape.ts says why: V8 gives
// each shape its own hidden class, and the engine's code is recompiled as new ones reach it). A rule
// that adds a field later or deletes one shows here as a second list of fields; one that spreads an
// object into a new literal, as a second hidden class, asked of V8 itself.

/** The distinct key lists of `objects`. */
function shapes(objects: Iterable<object>): string[] {
  const seen = new Set<string>();
  for (const o of objects) seen.add(Object.keys(o).join(','));
  return [...seen];
}

setFlagsFromString('--allow-natives-syntax');
/** V8's own answer: whether two objects have the same hidden class (a runtime function of V8's, for tests). */
const sameHiddenClass = runInNewContext('(a, b) => %HaveSameMap(a, b)') as (a: object, b: object) => boolean;

/** How many hidden classes `objects` have between them. */
function hiddenClasses(objects: readonly object[]): number {
  const kinds: object[] = [];
  for (const o of objects) if (!kinds.some((k) => sameHiddenClass(k, o))) kinds.push(o);
  return kinds.length;
}

/** Every state of a few games of each mode, by kind of object. */
function objectsOfPlayedGames(): Record<'creatures' | 'positions' | 'modifiers' | 'buildings' | 'activations' | 'terrainPieces', object[]> {
  const out = { creatures: [] as object[], positions: [] as object[], modifiers: [] as object[], buildings: [] as object[], activations: [] as object[], terrainPieces: [] as object[] };
  const collect = (s: GameState): void => {
    for (const c of Object.values(s.creatures)) out.creatures.push(c), out.positions.push(c.pos), out.modifiers.push(...c.modifiers);
    for (const p of Object.values(s.players)) out.buildings.push(...p!.buildings);
    if (s.activation) out.activations.push(s.activation);
    for (const t of s.terrain) out.terrainPieces.push(t), out.positions.push(t.center);
  };
  const modes: Mode[] = ['duel', 'ffa3', 'ffa4', 'teams'];
  modes.forEach((mode, i) => {
    for (let k = 0; k < 3; k++) {
      const seed = `one-shape-${mode}-${k}`;
      const { loadouts } = pickLoadouts(seed, i + k, mode, PRECONS);
      playGame({ seed, mode, loadouts, turnLimit: 12, onAction: (_step, _events, _before, after) => collect(after) });
    }
  });
  return out;
}

describe('one shape per kind of object', () => {
  const played = objectsOfPlayedGames();

  it.each(Object.keys(played) as (keyof typeof played)[])('%s of played games have one shape: the same fields in the same order, one hidden class', (kind) => {
    expect(played[kind].length).toBeGreaterThan(kind === 'activations' || kind === 'terrainPieces' || kind === 'modifiers' ? 10 : 1000);
    expect(shapes(played[kind])).toHaveLength(1);
    expect(hiddenClasses(played[kind])).toBe(1);
  });

  it('cards, and each part of them the rules read, have one shape', () => {
    const cards = [...ALL_CARDS, ...QUEST_CARDS];
    expect(shapes(cards)).toHaveLength(1);
    for (const part of UNIFORM_PARTS) {
      const parts = cards.flatMap((c) => (c[part] === undefined ? [] : [c[part]!]));
      expect({ part, count: parts.length > 0, shapes: shapes(parts).length, hiddenClasses: hiddenClasses(parts) }).toEqual({ part, count: true, shapes: 1, hiddenClasses: 1 });
    }
    expect(hiddenClasses(cards)).toBe(1);
  });

  it('leaves a card without a part its field, as undefined, which JSON leaves out', () => {
    const spell = ALL_CARDS.find((c) => c.type === 'spell')!;
    expect('stats' in spell && spell.stats === undefined).toBe(true);
    expect(JSON.parse(JSON.stringify(spell))).not.toHaveProperty('stats');
  });
});
