import { validateDeck } from '../cards/deck-rules';
import { countSuccesses, FACES, shuffleInPlace, SHIELD_ONLY, type Face } from '../random';
import { emptyState } from '../state/empty-state';
import { RULEBOOK, type Ruleset } from '../state/ruleset';
import { newPlayer } from '../state/player';
import { edgeFor, seatsFor, teamsFor, teamsProblem } from '../state/seating';
import type { GameState, Loadout, Mode, Seat, Variants } from '../state/types';
import { validateConstructionDeck } from '../queries/experienced-architect';
import { rollDice } from '../primitives/dice-roll';
import { runTasks } from './run-tasks';
import { freshInstanceId } from '../primitives/zones';
import { rngToChange } from '../primitives/copy-on-write';
import type { Ctx } from '../primitives/context';

/** What a new game needs. */
export interface NewGameOptions {
  mode: Mode;
  seed: string;
  loadouts: Partial<Record<Seat, Loadout>>;
  ruleset?: Ruleset;
  /** End by the tiebreak after this many turns (0 = no limit). */
  turnLimit?: number;
  teams?: Partial<Record<Seat, number>>;
  /** Optional variants, e.g. `{ experiencedArchitect: true }` with a `constructionDeck` in each loadout. */
  variants?: Variants;
}

/**
 * Create a game from legal decks (an illegal one throws with every reason): players with their
 * pools and shuffled decks, the initiative roll (docs/rules-decisions.md #7: each
 * rolls dice, most Shields chooses the first player, ties reroll), then setup waits for decisions.
 */
export function createGame(o: NewGameOptions): GameState {
  const seats = seatsFor(o.mode);
  const ruleset = o.ruleset ?? RULEBOOK;
  const teams = o.teams ?? teamsFor(o.mode);
  const badTeams = teamsProblem(o.mode, teams);
  if (badTeams) throw new Error(badTeams);
  const s = emptyState({ mode: o.mode, seats, teams, ruleset, turnLimit: o.turnLimit ?? 0, ...(o.variants ? { variants: { ...o.variants } } : {}) }, o.seed);
  const architect = o.variants?.experiencedArchitect === true;
  for (const seat of seats) {
    const l = o.loadouts[seat];
    if (!l) throw new Error(`No loadout for seat ${seat}.`);
    // Decks are checked before a game exists (rulebook: Deck building); callers show players these reasons first.
    const verdict = validateDeck(l, ruleset);
    if (!verdict.ok) throw new Error(`Seat ${seat}'s deck is not legal: ${verdict.reasons.map((r) => r.message).join(' ')}`);
    const cd = validateConstructionDeck(l, architect);
    if (cd.length > 0) throw new Error(`Seat ${seat}'s Construction Deck is not legal: ${cd.map((r) => r.message).join(' ')}`);
    const p = newPlayer(seat, teams[seat] ?? 0, l.hero, l.minion, edgeFor(o.mode, seat), ruleset.startingProsperity);
    p.buildingPool = [...l.buildings];
    p.terrainPool = [...l.terrains];
    if (architect) p.constructionDeck = [...l.constructionDeck!];
    for (const card of l.deck) {
      const id = freshInstanceId(s);
      s.cards[id] = { card, owner: seat };
      p.deck.push(id);
    }
    shuffleInPlace(rngToChange(s), p.deck);
    s.players[seat] = p;
  }
  const ctx: Ctx = { s, events: [] };
  const { chooser, rolls } = rollInitiative(ctx, seats);
  s.tasks.push({ kind: 'setup', step: 'firstPlayer', chooser, rolls, order: seats, index: 0, mulligans: {} });
  runTasks(ctx);
  return s;
}

/**
 * Roll for initiative until one seat leads; ties among the leaders roll again (docs/rules-decisions.md #7):
 * most Shields (rulebook), or the highest face, BE < AX < SH as numbered on the die (2017 summary, #104).
 */
export function rollInitiative(ctx: Ctx, seats: Seat[]): { chooser: Seat; rolls: Partial<Record<Seat, Face[]>> } {
  const rolls: Partial<Record<Seat, Face[]>> = {};
  const highest = ctx.s.config.ruleset.initiativeRoll === 'highestFace';
  const score = (faces: Face[]) => (highest ? Math.max(...faces.map((f) => FACES.indexOf(f))) : countSuccesses(faces, SHIELD_ONLY));
  let contenders = seats;
  for (;;) {
    for (const seat of contenders) rolls[seat] = rollDice(ctx, ctx.s.config.ruleset.initiativeDice);
    const scores = contenders.map((seat) => score(rolls[seat]!));
    const top = Math.max(...scores);
    contenders = contenders.filter((_, i) => scores[i] === top);
    if (contenders.length === 1) return { chooser: contenders[0]!, rolls };
  }
}
