import type { Creature, GameState, PlayerState } from '../state/types';

/**
 * The working copy `apply` changes. Only what the rules mutate is copied; parts that never change
 * once the game exists are shared with the input: the config, card instances (`{ card, owner }`),
 * edges, building and terrain pools, and terrain polygons. A JSON round trip cost most of an
 * action's time; `clone.test.ts` plays whole games on deep-frozen inputs to prove nothing shared is
 * ever written.
 */
export function cloneState(s: GameState): GameState {
  const players: GameState['players'] = {};
  for (const seat of Object.keys(s.players) as (keyof GameState['players'])[]) players[seat] = clonePlayer(s.players[seat]!);
  const creatures: Record<string, Creature> = {};
  for (const id in s.creatures) creatures[id] = cloneCreature(s.creatures[id]!);
  return {
    ...s,
    rng: [...s.rng],
    idRng: [...s.idRng],
    diceScript: [...s.diceScript],
    turnOrder: [...s.turnOrder],
    players,
    cards: { ...s.cards },
    creatures,
    terrain: s.terrain.map((t) => ({ ...t })),
    activation: s.activation ? { ...s.activation } : null,
    // Suspended rules and the pending decision are small and nested: copy them whole.
    tasks: s.tasks.length > 0 ? (JSON.parse(JSON.stringify(s.tasks)) as GameState['tasks']) : [],
    pending: s.pending ? (JSON.parse(JSON.stringify(s.pending)) as GameState['pending']) : null,
    result: s.result ? { ...s.result, winners: [...s.result.winners] } : null,
  };
}

function clonePlayer(p: PlayerState): PlayerState {
  return {
    ...p,
    deck: [...p.deck],
    hand: [...p.hand],
    graveyard: [...p.graveyard],
    buildings: p.buildings.map((b) => ({ ...b })),
    terrainCards: [...p.terrainCards],
    uniquesUsed: [...p.uniquesUsed],
    relics: p.relics.map((r) => ({ ...r })),
    tactics: [...p.tactics],
  };
}

function cloneCreature(c: Creature): Creature {
  return { ...c, pos: { ...c.pos }, modifiers: c.modifiers.map((m) => ({ ...m })) };
}
