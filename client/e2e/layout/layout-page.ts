import '../../src/styles/display-font.css';
import type { GameEvent } from '@signum/shared';
import { installCardPreview } from '../../src/cards/card-preview';
import type { EventBatch, TableSnapshot, TableSource } from '../../src/model/snapshot';
import { mountTable } from '../../src/screens/table-screen';
import { syntheticSnapshot } from '../../bench/synthetic-snapshot';

/** The hand of ten: every card type, long names and short. */
const HAND = [
  'keledan-bladedancer', 'moonwell-druid', 'wolfen-packrunner', 'starfall-adept', 'thornwood-huntress',
  'glade-skirmisher', 'moonlit-sentinel', 'wolfen-shieldbearer', 'caltael-the-sentinel-archer', 'elathil-magister-of-the-moon',
];

declare global {
  interface Window {
    /** The layout scenario's hook: play events on the table as a live room would. */
    __layout?: { emit(events: GameEvent[]): void; snapshot: TableSnapshot };
  }
}

/**
 * The real table screen (screens/table-screen.ts) on a synthetic mid-game duel seen by p1 — a
 * mirror match (both heroes the same card), 16 creatures, a hand of ten — with no server: the
 * layout scenario (e2e/scenarios/table-layout.ts) measures it at several window sizes.
 */
/** A precon's seven terrain cards: one "Lay terrain" button, not seven. */
const POOL = ['forest', 'rocks', 'ruins', 'hill', 'marsh', 'mountain-spring', 'circle-of-equals'];

const snapshot = syntheticSnapshot({ perSide: 7, hand: HAND, mirror: true, terrainPool: POOL });
const events = new Set<(b: EventBatch) => void>();
let index = 0;
const source: TableSource = {
  current: () => snapshot,
  subscribe: (l) => {
    l(snapshot);
    return () => {};
  },
  onEvents: (l) => {
    events.add(l);
    return () => events.delete(l);
  },
  onError: () => () => {},
  declare: () => {},
  close: () => {},
};
installCardPreview();
mountTable(document.getElementById('app')!, source);
window.__layout = {
  snapshot,
  emit(evs) {
    index++;
    for (const l of events) l({ index, events: evs });
  },
};
