import { seedPrng } from '../random';
import type { GameConfig, GameState } from './types';

/** A game with no players, creatures or history yet: the common start of a new game and of a scenario. */
export function emptyState(config: GameConfig, seed: string): GameState {
  return {
    config,
    rng: seedPrng(`dice:${seed}`),
    idRng: seedPrng(`ids:${seed}`),
    diceScript: [],
    strictDice: false,
    turn: 0,
    activeSeat: config.seats[0]!,
    turnOrder: [...config.seats],
    phase: 'setup',
    players: {},
    cards: {},
    creatures: {},
    terrain: [],
    activation: null,
    tasks: [],
    pending: null,
    decisionCounter: 0,
    creatureCounter: 0,
    result: null,
  };
}
