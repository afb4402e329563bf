import { getCard, BASIC_BUILDING_IDS } from '../cards/registry';
import type { GameResult, GameState, Seat } from '../state/types';
import { emit, type Ctx } from '../primitives/context';
import { aliveOrder, expiryWithout } from '../queries/turn-order';
import { creatureToChange, creaturesToChange, playerToChange } from '../primitives/copy-on-write';
import { moveToGraveyard } from '../primitives/zones';
import { modifier } from '../primitives/modifier';

/**
 * A player whose hero died leaves the game (rulebook: End of the game and victory, Variants): their creatures are removed,
 * their terrain stays and their face-down tactics are discarded (docs/rules-decisions.md #76).
 */
export function eliminatePlayer(ctx: Ctx, seat: Seat): void {
  const s = ctx.s;
  if (!s.players[seat] || s.players[seat].eliminated) return;
  compressExpiries(s, seat);
  const p = playerToChange(s, seat);
  p.eliminated = true;
  emit(ctx, { e: 'playerEliminated', seat });
  for (const c of Object.values(s.creatures)) if (c.controller === seat) delete creaturesToChange(s)[c.id];
  for (const id of p.tactics.splice(0)) moveToGraveyard(ctx, id);
}

/** Every expiry still ahead moves earlier by the turns `seat` would have played before it (queries/turn-order.ts, docs/rules-decisions.md #76). */
function compressExpiries(s: GameState, seat: Seat): void {
  const moved = expiryWithout(s, seat);
  for (const c of Object.values(s.creatures)) {
    if (!c.modifiers.some((m) => m.untilEndOfTurn !== undefined && moved(m.untilEndOfTurn) !== m.untilEndOfTurn)) continue;
    const w = creatureToChange(s, c.id);
    w.modifiers = w.modifiers.map((m) => (m.untilEndOfTurn === undefined ? m : modifier({ ...m, untilEndOfTurn: moved(m.untilEndOfTurn) })));
  }
}

/** Whether a seat meets the Prosperity victory now (rulebook: End of the game and victory, docs/rules-decisions.md #2–#3). */
export function meetsProsperityWin(s: GameState, seat: Seat): boolean {
  const p = s.players[seat];
  if (!p || p.eliminated) return false;
  const r = s.config.ruleset;
  if (p.prosperity < r.prosperityToWin) return false;
  if (!r.needsAllBasicBuildings) return true;
  return BASIC_BUILDING_IDS.every((id) => p.buildings.some((b) => b.card === id));
}

/**
 * Check the end of the game: the last team with a living hero wins (hero death wins over Prosperity,
 * rulebook: End of the game and victory); otherwise a team all of whose living members meet the Prosperity victory wins
 * (rulebook: Variants). Both last heroes dying together goes to the tiebreak (rulebook: End of the game and victory).
 */
export function checkVictory(ctx: Ctx): void {
  const s = ctx.s;
  if (s.result) return;
  // Checked after every step: the usual answer (two sides still alive, nobody at the Prosperity
  // threshold) is found without building lists. No Prosperity win is possible unless a living member
  // of some team meets it. The seats visited are aliveOrder's.
  let firstTeam: number | undefined;
  let twoSides = false;
  let prosperous = false;
  for (const seat of s.turnOrder) {
    if (s.players[seat]?.eliminated) continue;
    const team = s.players[seat]!.team;
    if (firstTeam === undefined) firstTeam = team;
    else if (team !== firstTeam) twoSides = true;
    if (meetsProsperityWin(s, seat)) prosperous = true;
  }
  if (twoSides && !prosperous) {
    ctx.victoryCheckedAt = ctx.events.length;
    return;
  }
  const alive = aliveOrder(s);
  const teams = new Set(alive.map((seat) => s.players[seat]!.team));
  // The last heroes died at the same moment: the tiebreak is between their players only (rulebook: End of the game and victory).
  if (teams.size === 0) return endGame(ctx, tiebreak(s, eliminatedSinceLastCheck(ctx)));
  ctx.victoryCheckedAt = ctx.events.length;
  // A Shoulder to Shoulder team wins together, a fallen teammate included (rulebook: Variants).
  if (teams.size === 1) return endGame(ctx, { winners: teamSeats(s, [...teams][0]!), reason: 'heroKilled' });
  for (const team of teams) {
    const members = alive.filter((seat) => s.players[seat]!.team === team);
    if (members.every((seat) => meetsProsperityWin(s, seat))) return endGame(ctx, { winners: teamSeats(s, team), reason: 'prosperity' });
  }
}

/** Seats eliminated since the last victory check that found the game going on: they fell together. */
function eliminatedSinceLastCheck(ctx: Ctx): readonly Seat[] {
  const fell = ctx.events.slice(ctx.victoryCheckedAt ?? 0).flatMap((ev) => (ev.e === 'playerEliminated' ? [ev.seat] : []));
  return fell.length > 0 ? ctx.s.turnOrder.filter((seat) => fell.includes(seat)) : ctx.s.turnOrder;
}

/** Every seat of a team in turn order, eliminated ones included (a team's result is shared). */
function teamSeats(s: GameState, team: number): Seat[] {
  return s.turnOrder.filter((seat) => s.players[seat]!.team === team);
}

/** End the game with this result. */
export function endGame(ctx: Ctx, result: GameResult): void {
  ctx.s.result = result;
  ctx.s.phase = 'ended';
  ctx.s.pending = null;
  ctx.s.tasks = [];
  ctx.s.activation = null;
  emit(ctx, { e: 'gameOver', result });
}

/**
 * The time-limit tiebreak (rulebook: End of the game and victory, docs/rules-decisions.md #80): fewer wounds on the hero; then more
 * Prosperity plus the cost of the buildings standing in the City; then more enemy characters
 * killed; otherwise a draw. Among `among` (default: the players still in the game).
 */
export function tiebreak(s: GameState, among: readonly Seat[] = aliveOrder(s)): GameResult {
  const steps: ((seat: Seat) => number)[] = [
    (seat) => -(s.creatures[s.players[seat]!.heroCreature]?.wounds ?? Infinity),
    (seat) => {
      const p = s.players[seat]!;
      return p.prosperity + p.buildings.reduce((sum, b) => sum + getCard(b.card).cost.prosperity, 0);
    },
    (seat) => s.players[seat]!.charactersKilled,
  ];
  let best = [...among];
  for (const score of steps) {
    const top = Math.max(...best.map(score));
    best = best.filter((seat) => score(seat) === top);
    if (best.length === 1) break;
  }
  // In Shoulder to Shoulder a seat's result is its team's.
  const teams = new Set(best.map((seat) => s.players[seat]!.team));
  if (teams.size !== 1) return { winners: [], reason: 'draw' };
  return { winners: teamSeats(s, [...teams][0]!), reason: 'tiebreak' };
}
