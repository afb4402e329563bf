import { randomBot } from '../bots/random-bot';
import type { Keyword } from '../cards/effects';
import { apply } from '../engine/apply';
import { legalActions } from '../engine/legal-actions';
import { seedPrng } from '../random/prng';
import { createScenarioState } from '../scenario/scenario-state';
import type { ScenarioCreature } from '../state/scenario-setup';
import type { GameState, Seat } from '../state/types';

const G = { strength: 1, keywords: [] };
const STEAM: Keyword = { kw: 'steamEngine', trigger: 'melee', faces: { axe: { grant: G }, shield: { selfWounds: 1 } } };
const KITS: Keyword[][] = [
  [{ kw: 'lunge' }, { kw: 'persecution', x: 2 }, { kw: 'charge', grant: G }],
  [{ kw: 'defender' }, { kw: 'vampirism' }, { kw: 'berserk', x: 1 }],
  [{ kw: 'sting', grant: G }, { kw: 'predator' }, STEAM],
  [{ kw: 'executioner', grant: G }, { kw: 'lunge' }, { kw: 'vampirism' }],
];

/** Two armies of creatures carrying every combat keyword, close enough to fight at once. */
function battle(seed: string): GameState {
  const creatures: ScenarioCreature[] = [];
  KITS.forEach((keywords, i) => {
    creatures.push({ id: `a${i}`, card: 'wolfen-packrunner', owner: 'p1', at: { x: 120 + i * 120, y: 340 }, keywords });
    creatures.push({ id: `b${i}`, card: 'wolfen-packrunner', owner: 'p2', at: { x: 120 + i * 120, y: 260 }, keywords, victim: `a${(i + 1) % 4}` });
  });
  creatures.push({ id: 'gunner', card: 'caltael-the-sentinel-archer', owner: 'p1', at: { x: 300, y: 480 }, keywords: [{ kw: 'buckshot' }, { kw: 'sniper' }, { kw: 'masterOfShooting', x: 1 }] });
  creatures.push({ id: 'spitter', card: 'venom-spitter', owner: 'p2', at: { x: 300, y: 120 }, keywords: [{ kw: 'sting', grant: G }, { kw: 'steamEngine', trigger: 'throwing', faces: { bullseye: { grant: { strength: 0, keywords: [{ kw: 'sniper' }] } } } }] });
  const s = createScenarioState({ activeSeat: 'p1', players: { p1: {}, p2: {} }, creatures }, []);
  s.strictDice = false;
  s.rng = seedPrng(`dice:${seed}`);
  return s;
}

describe('combat keywords under random play', () => {
  it('every listed action is accepted and games with every combat keyword run without errors', () => {
    const seen = new Set<string>();
    for (const seed of ['kw-1', 'kw-2', 'kw-6']) {
      let s = battle(seed);
      const bots = { p1: randomBot(`${seed}-1`), p2: randomBot(`${seed}-2`) };
      for (let step = 0; step < 300 && !s.result; step++) {
        const seat = (s.pending?.seat ?? s.activeSeat) as Seat;
        for (const a of legalActions(s, seat)) {
          const r = apply(s, seat, a);
          if (!r.ok) throw new Error(`${JSON.stringify(a)} rejected: ${r.code} ${r.message}`);
        }
        const r = apply(s, seat, bots[seat as 'p1' | 'p2'].choose(s, seat)!);
        if (!r.ok) throw new Error(r.message);
        for (const e of r.events) {
          if (e.e === 'decision') seen.add(e.kind);
          if (e.e === 'pushed' || e.e === 'poisoned') seen.add(e.e);
          if (e.e === 'rolled' && e.purpose === 'steamEngine') seen.add('steamEngine');
        }
        const asked = r.state.pending;
        if (asked?.kind === 'optionalAbility') seen.add((asked.options as { keyword: string }).keyword);
        s = r.state;
      }
    }
    for (const k of ['vampirism', 'target', 'steamEngine', 'poisoned', 'pushed', 'reroll']) expect(seen).toContain(k);
  });
});
