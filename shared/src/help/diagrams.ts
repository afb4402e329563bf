import type { ScenarioSetup } from '../state/scenario-setup';
import type { DiagramId } from './how-to-play';

/** A diagram: a small position the table's battlefield draws, what it highlights, and its caption. */
export interface Diagram {
  setup: ScenarioSetup;
  /** The creature whose range rings are shown (selected). */
  select?: string;
  /** Draw the line of sight from one creature to another. */
  lineOfSight?: { from: string; to: string };
  /** Zoom in on the selected creature by this factor (the whole field is shown by default). */
  zoom?: number;
  caption: string;
}

const duel = { p1: { hero: 'aelrin-warden-of-the-moon', heroAt: { x: 300, y: 560 } }, p2: { hero: 'vessira-high-weaver', heroAt: { x: 300, y: 40 } } };

/** The How-to-play page's diagrams, by id. */
export const DIAGRAMS: Record<DiagramId, Diagram> = {
  range: {
    setup: { players: duel, creatures: [{ id: 'packrunner', card: 'wolfen-packrunner', owner: 'p1', at: { x: 300, y: 330 } }] },
    select: 'packrunner',
    caption: 'The rings around a selected creature: S (80 mm), M (100 mm), L (150 mm) and XL (250 mm), measured from the edge of its base.',
  },
  contact: {
    setup: {
      players: duel,
      creatures: [
        { id: 'caillion', card: 'caillion-the-captain-of-steel-blades', owner: 'p1', at: { x: 280, y: 320 } },
        { id: 'spitter', card: 'venom-spitter', owner: 'p2', at: { x: 280, y: 288 } },
        { id: 'dancer', card: 'keledan-bladedancer', owner: 'p1', at: { x: 360, y: 320 } },
      ],
    },
    select: 'caillion',
    zoom: 3,
    caption: 'Caillion and the Venom Spitter touch (a gap under 3 mm): they are in contact and may fight. The Bladedancer beside them is not: if Caillion walked away, the Spitter would Backstab it.',
  },
  'line-of-sight': {
    setup: {
      players: duel,
      creatures: [
        { id: 'archer', card: 'caltael-the-sentinel-archer', owner: 'p1', at: { x: 200, y: 430 } },
        { id: 'target', card: 'venom-spitter', owner: 'p2', at: { x: 330, y: 230 } },
      ],
      terrain: [
        { id: 'forest', card: 'forest', owner: 'p2', at: { x: 265, y: 330 } },
        { id: 'hill', card: 'hill', owner: 'p2', at: { x: 450, y: 380 } },
      ],
    },
    select: 'archer',
    lineOfSight: { from: 'archer', to: 'target' },
    zoom: 1.5,
    caption: 'Caltael sees the Venom Spitter across the Forest: in range (XL) and in sight, but the Forest on the line gives the target cover. The Hill blocks sight for anything behind it.',
  },
};
