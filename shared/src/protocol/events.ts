import type { Vec } from '../geometry';
import type { Face } from '../random';
import type { Seat, GameResult } from './seat';
import type { QuestEvent } from './quest-events';

/**
 * Events describe everything that happened, in order: the client animates and logs from them and a
 * replay is their stream. An event with `private` is seen in full only by those seats; `viewEvents`
 * gives everyone else its `redacted` form (or nothing).
 */
export type GameEvent =
  | { e: 'initiativeRolled'; rolls: Partial<Record<Seat, Face[]>> }
  | { e: 'firstPlayerChosen'; seat: Seat }
  | { e: 'cornerClaimed'; seat: Seat; corner: 'nw' | 'ne' | 'se' | 'sw' }
  | { e: 'edgeClaimed'; seat: Seat; corner: 'nw' | 'ne' | 'se' | 'sw'; edge: { a: Vec; b: Vec } }
  | { e: 'heroPlaced'; seat: Seat; creature: string; at: Vec }
  | { e: 'mulligan'; seat: Seat; choice: 'keep' | 'redraw' | 'discard'; count: number }
  | { e: 'turnStarted'; seat: Seat; turn: number }
  | { e: 'untapped'; seat: Seat }
  | { e: 'drew'; seat: Seat; card?: string; instance?: string; private?: Seat[] }
  | { e: 'deckOut'; seat: Seat; gainer: Seat; amount: number }
  | { e: 'handFullDiscard'; seat: Seat; chooser: Seat; card: string; instance: string }
  | { e: 'prosperity'; seat: Seat; delta: number; total: number; why: string }
  | { e: 'built'; seat: Seat; building: string }
  | { e: 'tapped'; seat: Seat; buildings: string[] }
  | { e: 'buildingUsed'; seat: Seat; building: string; target?: string }
  | { e: 'cardPlayed'; seat: Seat; card: string; instance: string }
  | { e: 'tacticSet'; seat: Seat; tactic?: string; card?: string; private?: Seat[] }
  | { e: 'tacticRevealed'; seat: Seat; tactic: string; card: string }
  | { e: 'tacticFizzled'; seat: Seat; tactic: string; card: string }
  | { e: 'summoned'; seat: Seat; creature: string; card: string; at: Vec }
  | { e: 'relicEquipped'; seat: Seat; relic: string; card: string; replaced?: string }
  | { e: 'relicDestroyed'; seat: Seat; relic: string; card: string; why: 'durability' | 'multipleUses' | 'replaced' | 'effect' }
  | { e: 'terrainPlaced'; seat: Seat; terrain: string; card: string; at: Vec; rotation: number }
  | { e: 'activationStarted'; creature: string }
  | { e: 'activationEnded'; creature: string }
  | { e: 'moved'; creature: string; path: Vec[]; length: number; run: boolean; stoppedBy?: string }
  | { e: 'backstab'; by: string; victim: string; faces: Face[]; successes: number; counts?: Face[] }
  | { e: 'pushed'; creature: string; from: Vec; to: Vec; length: number; blocked: boolean }
  | { e: 'detection'; by: string; target: string; face: Face; success: boolean }
  | { e: 'stealthGained'; creature: string }
  | { e: 'stealthLost'; creature: string }
  | { e: 'meleeDeclared'; attacker: string; defender: string }
  | { e: 'diceSplit'; creature: string; attack: number; defence: number }
  /** `counts`: the faces that were successes for this roll (the engine's own success faces; absent in logs older than it). */
  | { e: 'rolled'; creature: string; purpose: string; faces: Face[]; successes: number; counts?: Face[] }
  | { e: 'rerolled'; creature: string; purpose: string; indices: number[]; faces: Face[]; successes: number; counts?: Face[] }
  | { e: 'rangedDeclared'; attacker: string; target: string; attack: string; dice: number; distance: number }
  | { e: 'damaged'; creature: string; amount: number; absorbedByRelics: number; absorbedByArmour: number; wounds: number }
  /** A declared attack dealt damage or wounds (rulebook: Melee combat, Ranged attacks). */
  | { e: 'successfulAttack'; creature: string; target: string; attack: 'melee' | 'shooting' | 'throwing' | 'magicalShot' | 'magicalStrike' | 'backstab' | 'effect' }
  | { e: 'wounded'; creature: string; amount: number }
  | { e: 'healed'; creature: string; amount: number }
  | { e: 'armourGained'; creature: string; amount: number }
  | { e: 'strengthChanged'; creature: string; delta: number; untilEndOfTurn?: number }
  | { e: 'keywordGained'; creature: string; keyword: string; untilEndOfTurn?: number }
  | { e: 'poisoned'; creature: string }
  | { e: 'diseased'; creature: string }
  | { e: 'diseaseRemoved'; creature: string }
  | { e: 'concentration'; creature: string; tokens: number }
  | { e: 'controlChanged'; creature: string; controller: Seat; untilEndOfTurn?: number }
  | { e: 'died'; creature: string; card: string }
  | { e: 'toGraveyard'; seat: Seat; card: string; instance: string }
  /** A relic's activated ability was used (rulebook: Card types — relics). */
  | { e: 'relicUsed'; seat: Seat; relic: string; card: string; target?: string }
  /** A chain of triggered abilities stopped: `ability` would have been triggered by `by` a second time (rulebook: Dragon Rules 6). */
  | { e: 'chainInterrupted'; ability: string; by: string }
  /** A character left the Battlefield and its card went back to its owner's hand or deck (the new instance id stays hidden). */
  | { e: 'cardReturned'; seat: Seat; creature: string; card: string; to: 'hand' | 'deck' }
  | { e: 'deckShuffled'; seat: Seat }
  /** A card discarded from a hand by an effect; `chooser` picked it face down. */
  | { e: 'discarded'; seat: Seat; chooser: Seat; card: string; instance: string }
  | { e: 'buildingDestroyed'; seat: Seat; building: string }
  | { e: 'terrainDestroyed'; seat: Seat; terrain: string; card: string }
  /** A creature put somewhere by an effect: a place, not a move (nothing in between matters, no Backstab). */
  | { e: 'placed'; creature: string; from: Vec; to: Vec }
  | { e: 'searched'; creature: string; terrain: string; face: Face }
  | { e: 'secretEntrance'; creature: string; from: string; to: string; face: Face; at?: Vec }
  | { e: 'decision'; seat: Seat; kind: string; id: number }
  | { e: 'turnEnded'; seat: Seat; turn: number }
  | { e: 'playerEliminated'; seat: Seat }
  | { e: 'gameOver'; result: GameResult }
  /** Not from the rules: the server's clock acted for a seat (what follows is its default, not the player's choice). */
  | { e: 'timedOut'; seat: Seat; kind: 'decision' | 'turn' }
  | QuestEvent;

export type EventName = GameEvent['e'];
