import type { GameState } from '../state/types';
import { startCopyOnWrite } from '../primitives/copy-on-write';
import { COPIED_FROM } from '../state/copied-from';
import { copyActivation } from '../state/activation';

/**
 * The working copy `apply` changes: a new state with a new record of players, sharing with the input
 * every player, creature and terrain piece, the creatures' record, the terrain list and the random
 * streams until a rule changes them (copy on write, primitives/copy-on-write.ts), the turn order
 * (only ever replaced), and the config, pools, polygons, the pending decision and the
 * card-instance record (copied on write by the one rule that changes it, primitives/zones.ts). A
 * JSON round trip cost most of an action's time, and a copy of every creature and player an action
 * made a match's every state a new one for the garbage collector; `clone.test.ts` plays whole games
 * on deep-frozen inputs to prove nothing shared is ever written.
 */
export function cloneState(s: GameState): GameState {
  const players: GameState['players'] = {};
  for (const seat of Object.keys(s.players) as (keyof GameState['players'])[]) players[seat] = s.players[seat];
  // One literal in `emptyState`'s field order (so JSON stays byte for byte the same), not a spread of
  // `s` plus overrides: that cost about twice as much per action. A new optional GameState field must
  // be added here (clone.test.ts compares the JSON of whole games).
  const out: GameState = {
    config: s.config,
    rng: s.rng, // the random streams, scripted dice, creatures and terrain: copied on write (copy-on-write.ts)
    idRng: s.idRng,
    diceScript: s.diceScript,
    strictDice: s.strictDice,
    turn: s.turn,
    activeSeat: s.activeSeat,
    turnOrder: s.turnOrder, // only ever replaced whole (rules/setup.ts, rules/claim-corners.ts)
    phase: s.phase,
    players,
    cards: s.cards, // copied on write (cardsToChange) by the one rule that changes it (primitives/zones.ts, reidentify)
    creatures: s.creatures,
    terrain: s.terrain,
    activation: s.activation ? copyActivation(s.activation) : null,
    // Suspended rules are small and nested, and the rules write into them: copied whole.
    tasks: s.tasks.length > 0 ? (jsonCopy(s.tasks) as GameState['tasks']) : [],
    // The pending decision is shared: the rules only ever replace it (primitives/ask.ts) or clear it,
    // never write into it, and copying its options (every spot of a placement) cost a copy per try.
    pending: s.pending,
    decisionCounter: s.decisionCounter,
    creatureCounter: s.creatureCounter,
    result: s.result ? { ...s.result, winners: [...s.result.winners] } : null,
    [COPIED_FROM]: s, // until the copy is handed out (primitives/copy-on-write.ts, doneChanging)
  };
  // Quest mode's state is small and nested: copied whole (docs/architecture.md §10).
  if (s.quest) out.quest = jsonCopy(s.quest) as GameState['quest'];
  startCopyOnWrite(out);
  return out;
}

/**
 * What `JSON.parse(JSON.stringify(v))` gives for plain data, without the text in between (which cost
 * several times more): keys whose value is undefined are left out, undefined in an array and
 * non-finite numbers become null, -0 becomes 0, and keys keep their order. Plain data only (no
 * dates, maps or toJSON), which is all the suspended rules hold.
 */
export function jsonCopy(v: unknown): unknown {
  if (typeof v === 'number') return Number.isFinite(v) ? (v === 0 ? 0 : v) : null; // -0 becomes 0, as in JSON
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map((x) => (x === undefined || typeof x === 'function' ? null : jsonCopy(x)));
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v)) {
    const x = (v as Record<string, unknown>)[k];
    if (x !== undefined && typeof x !== 'function') out[k] = jsonCopy(x);
  }
  return out;
}
