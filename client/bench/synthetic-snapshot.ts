import { createScenarioState, creatureToChange, getCard, playerToChange, view, type ScenarioCreature, type ScenarioTerrain, type Seat } from '@signum/shared';
import type { TableSnapshot } from '../src/model/snapshot';

// Real pool cards, 15 a side, with every token and state the bases can show spread among them.
const CARDS = [
  'caltael-the-sentinel-archer', 'keledan-bladedancer', 'moonwell-druid', 'wolfen-packrunner', 'thornwood-huntress',
  'starfall-adept', 'wolfen-shieldbearer', 'moonlit-sentinel', 'glade-skirmisher', 'elathil-magister-of-the-moon',
  'web-stalker', 'venom-spitter', 'silk-weaver-acolyte', 'chitin-guard', 'shadow-widow',
];

const TERRAIN: ScenarioTerrain[] = [
  { id: 't1', card: 'forest', at: { x: 85, y: 300 } },
  { id: 't2', card: 'rocks', at: { x: 215, y: 265 }, rotation: 20 },
  { id: 't3', card: 'ruins', at: { x: 330, y: 305 }, searched: true },
  { id: 't4', card: 'hill', at: { x: 500, y: 290 } },
  { id: 't5', card: 'marsh', at: { x: 205, y: 345 } },
  { id: 't6', card: 'webbed-hollow', at: { x: 420, y: 225 }, rotation: 90 },
  { id: 't7', card: 'canal-lock', at: { x: 450, y: 360 } },
  { id: 't8', card: 'merchant-barricade', at: { x: 300, y: 220 } },
];

/** Two rows of bases on one side, spaced by their base sizes. */
function side(owner: Seat, rows: number[], count: number): ScenarioCreature[] {
  const out: ScenarioCreature[] = [];
  let x = 40;
  let row = 0;
  CARDS.slice(0, count).forEach((card, i) => {
    const r = getCard(card).stats!.base / 2;
    if (x + r > 570) {
      row++;
      x = 60;
    }
    out.push({
      id: `${owner}-c${i}`, card, owner, at: { x: x + r, y: rows[row]! },
      wounds: i % 5 === 1 ? 1 : 0, armour: i % 6 === 2 ? 2 : 0, poison: i % 7 === 3, disease: i % 8 === 4,
      stealth: i % 9 === 5, activated: i % 4 === 0, concentration: i % 10 === 6 ? 2 : 0,
    });
    x += 2 * r + 10;
  });
  return out;
}

/** What a synthetic table holds besides its defaults. */
export interface SyntheticOptions {
  /** Characters a side (default 15: 32 creatures with the heroes). */
  perSide?: number;
  /** p1's hand, card ids. */
  hand?: string[];
  /** p2 plays p1's hero too (a mirror match: the same name twice on the table). */
  mirror?: boolean;
  /** p1's terrain pool, card ids (default none). */
  terrainPool?: string[];
}

/**
 * A duel mid-game, seen by p1: by default 32 creatures (two heroes and 30 characters of the pool)
 * and 8 terrain templates, built by the engine's scenario setup and its `view`, as the table gets it.
 */
export function syntheticSnapshot(options: SyntheticOptions = {}): TableSnapshot {
  const perSide = options.perSide ?? 15;
  const s = createScenarioState(
    {
      players: {
        p1: { hero: 'aelrin-warden-of-the-moon', heroAt: { x: 300, y: 560 }, hand: options.hand ?? [], buildings: ['barracks', 'smithy', 'temple'], prosperity: 6, relics: [] },
        p2: { hero: options.mirror ? 'aelrin-warden-of-the-moon' : 'vessira-high-weaver', heroAt: { x: 300, y: 40 }, buildings: ['arena'] },
      },
      creatures: [...side('p1', [520, 445], perSide), ...side('p2', [80, 155], perSide)],
      terrain: TERRAIN,
    },
    [],
  );
  // A Strength change and a creature under someone else's control, as the table must show them.
  if (s.creatures['p1-c3']) creatureToChange(s, 'p1-c3').modifiers.push({ strength: 1, untilEndOfTurn: 2 });
  if (s.creatures['p2-c6']) creatureToChange(s, 'p2-c6').modifiers.push({ strength: -1 });
  if (s.creatures['p2-c8']) creatureToChange(s, 'p2-c8').controller = 'p1';
  if (options.terrainPool) playerToChange(s, 'p1').terrainPool = [...options.terrainPool];
  return {
    mode: 'duel', status: 'playing', viewer: 'p1',
    seats: (['p1', 'p2'] as const).map((seat, i) => ({ seat, name: ['Ada', 'Bram'][i]!, team: '', taken: true, bot: i === 1, deckChosen: true, ready: true, away: false })), view: view(s, 'p1'), ruleset: 'rulebook', waitingFor: 'p1',
    clock: { seat: '', decisionDeadline: 0, turnDeadline: 0, matchDeadline: 0 },
  };
}
