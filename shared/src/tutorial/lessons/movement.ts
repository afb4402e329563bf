import type { Lesson } from '../types';

/** Lesson: Movement and terrain (rulebook: Movement, Run, Terrain; Difficult, Impassable, Flight). */
export const MOVEMENT_LESSON: Lesson = {
  id: 'movement',
  title: 'Movement and terrain',
  summary: 'Difficult ground, rocks you cannot cross, a flyer that ignores them, and a Run.',
  minutes: 3,
  ends: 'steps',
  setup: {
    players: { p1: { hero: 'aelrin-warden-of-the-moon', heroAt: { x: 300, y: 560 } }, p2: { hero: 'vessira-high-weaver' } },
    creatures: [
      { id: 'sprite', card: 'glimmerwing-sprite', owner: 'p1', at: { x: 100, y: 584 } },
      { id: 'dancer', card: 'keledan-bladedancer', owner: 'p1', at: { x: 205, y: 535 } },
      { id: 'runner', card: 'wolfen-packrunner', owner: 'p1', at: { x: 480, y: 560 } },
    ],
    terrain: [
      { id: 'marsh', card: 'marsh', owner: 'p2', at: { x: 300, y: 450 } },
      { id: 'rocks', card: 'rocks', owner: 'p2', at: { x: 130, y: 490 } },
    ],
  },
  dice: [],
  steps: [
    {
      id: 'difficult',
      title: 'Difficult terrain',
      explain: [
        'The Marsh is Difficult terrain. A creature whose move starts in it, ends in it or passes through it may move only S (80 mm) in total that activation, whatever its Movement.',
        'Aelrin\'s Movement is M (100 mm), but into the Marsh she goes only 80 mm.',
      ],
      task: 'Move Aelrin 80 mm straight ahead, into the Marsh (the marked spot).',
      rule: 'terrain',
      highlight: { testid: 'action-move', field: { x: 300, y: 480 } },
      action: { type: 'move', creature: 'p1-hero', path: [{ x: 300, y: 480 }], run: false },
      tolerance: 25,
    },
    {
      id: 'impassable',
      title: 'Impassable terrain',
      explain: [
        'Rocks are Impassable: nothing walks through them or stops on them. A path around counts its full length.',
        'The Keledan Bladedancer has Movement L (150 mm): enough to go round the Rocks with two waypoints.',
      ],
      task: 'Press End activation (Aelrin is done), then select the Bladedancer, press Move, click below the Rocks, then on the marked spot beyond them, and press Enter.',
      rule: 'terrain',
      highlight: { testid: 'action-move', field: { x: 72, y: 508 } },
      action: { type: 'move', creature: 'dancer', path: [{ x: 110, y: 544 }, { x: 72, y: 508 }], run: false },
    },
    {
      id: 'flight',
      title: 'Flight',
      explain: [
        'A creature with Flight ignores creatures and terrain while it moves; it only may not end on Impassable terrain.',
        'The Glimmerwing Sprite (Movement L) can fly straight over the Rocks.',
      ],
      task: 'Press End activation, then move the Sprite straight over the Rocks to the marked spot.',
      rule: 'terrain',
      highlight: { testid: 'action-move', field: { x: 110, y: 440 } },
      action: { type: 'move', creature: 'sprite', path: [{ x: 110, y: 440 }], run: false },
    },
    {
      id: 'run',
      title: 'Run',
      explain: [
        'Run steps the Movement up one band: S→M, M→L, L→XL. The Wolfen Packrunner (L) may run XL, 250 mm.',
        'After a Run the creature does nothing more (Quick lets it still fight). No Run while touching an enemy, none for Slow creatures or XL movers, and none through Difficult terrain.',
      ],
      task: 'Press End activation, then select the Packrunner, press Run, click the marked spot and press Enter.',
      rule: 'run',
      highlight: { testid: 'action-run', field: { x: 480, y: 320 } },
      action: { type: 'move', creature: 'runner', path: [{ x: 480, y: 320 }], run: true },
    },
    {
      id: 'done',
      title: 'Lesson complete',
      explain: ['Difficult terrain slows to S, Impassable blocks, Flight ignores what it passes over, and a Run goes one band further but ends the activation.'],
      task: 'Press Finish.',
      rule: 'terrain',
    },
  ],
};
