import { createBattlefield } from '../src/table/battlefield';
import type { Battlefield, BattlefieldMode } from '../src/table/battlefield-api';
import type { TableSnapshot } from '../src/model/snapshot';
import { syntheticSnapshot } from './synthetic-snapshot';

/** What the bench runner (run.ts) drives through page.evaluate. */
export interface BenchApi {
  battlefield: Battlefield;
  /** The synthetic snapshot rendered. */
  snapshot: TableSnapshot;
  /** The Pixi renderer in use ('webgl' or 'canvas'). */
  renderer: string;
  events: string[];
  setMode(mode: BattlefieldMode): void;
  /** One melee as a live table shows it: lunge and clash, both rolls thrown, damage flashed. */
  melee(): void;
  /** Start counting frames; `stop` returns the frame times (ms) since. */
  startFrames(): void;
  stopFrames(): number[];
}

declare global {
  interface Window {
    __bench?: BenchApi;
    __benchError?: string;
  }
}

async function main(): Promise<void> {
  const host = document.getElementById('host')!;
  const events: string[] = [];
  // ?renderer=webgl|canvas forces one (the default is the battlefield's own choice).
  const asked = new URLSearchParams(location.search).get('renderer');
  const renderer = asked === 'webgl' || asked === 'canvas' ? asked : undefined;
  const log = (name: string) => (...args: unknown[]) => events.push(`${name} ${JSON.stringify(args)}`);
  const battlefield = await createBattlefield(host, {
    creatureClicked: log('creatureClicked'), fieldClicked: log('fieldClicked'), moveConfirmed: log('moveConfirmed'),
    placeChosen: log('placeChosen'), targetChosen: log('targetChosen'), cancelled: log('cancelled'),
  }, renderer ? { renderer } : {});
  // ?empty: the bare canvas, a baseline for the renderer itself.
  const snapshot = syntheticSnapshot();
  if (!new URLSearchParams(location.search).has('empty')) battlefield.render(snapshot);
  let frames: number[] = [];
  let counting = false;
  let last = 0;
  const frame = (t: number) => {
    if (counting) {
      if (last > 0) frames.push(t - last);
      last = t;
      requestAnimationFrame(frame);
    }
  };
  window.__bench = {
    battlefield,
    snapshot,
    renderer: host.querySelector('canvas')?.getContext('webgl2') || host.querySelector('canvas')?.getContext('webgl') ? 'webgl' : 'canvas',
    events,
    setMode: (m) => battlefield.setMode(m),
    melee() {
      battlefield.showMelee('p1-c4', 'p2-c4');
      battlefield.showDice('p1-c4', ['shield', 'bullseye', 'axe'], [true, false, true], 'Melee attack: Axes and Shields hit');
      battlefield.showDice('p2-c4', ['axe', 'shield'], [false, true], 'Defence: only Shields block');
      battlefield.showDamage('p2-c4', 1);
    },
    startFrames() {
      frames = [];
      last = 0;
      counting = true;
      requestAnimationFrame(frame);
    },
    stopFrames() {
      counting = false;
      return frames;
    },
  };
}

main().catch((e: unknown) => {
  window.__benchError = String(e);
});
