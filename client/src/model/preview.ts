import { CLASSIC_2017, previewState, RULEBOOK, type GameState } from '@signum/shared';
import type { TableSnapshot } from './snapshot';

const cache = new WeakMap<TableSnapshot, GameState | null>();

/**
 * The state the shared rule checks run on in the browser (shared `previewState`), rebuilt once per
 * snapshot: path lengths, legal actions and line of sight shown before declaring are the server's
 * own answers to the same question.
 */
export function previewOf(snapshot: TableSnapshot): GameState | null {
  let s = cache.get(snapshot);
  if (s === undefined) {
    s = snapshot.view ? previewState(snapshot.view, snapshot.ruleset === 'classic2017' ? CLASSIC_2017 : RULEBOOK) : null;
    cache.set(snapshot, s);
  }
  return s;
}
