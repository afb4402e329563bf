import { getCard } from '../cards/registry';
import { hypot } from '../geometry';
import { strengthOf } from '../queries/stats';
import { tiebreak } from '../rules/victory';
import type { Creature, GameState, PlayerState } from '../state/types';

/** From this many rounds before a turn limit the tiebreak counts in the evaluation (time to cross the table). */
export const TIEBREAK_ROUNDS = 6;

/** How much each part weighs, by the rounds left (bots/README.md, "Turn limits"). */
function weights(roundsLeft: number): { standing: number; wounds: number; wealth: number; hunt: number } {
  if (roundsLeft < 1) return { standing: 300, wounds: 60, wealth: 15, hunt: 1 };
  if (roundsLeft < 2) return { standing: 100, wounds: 30, wealth: 10, hunt: 1 };
  if (roundsLeft < 4) return { standing: 25, wounds: 15, wealth: 4, hunt: 1 };
  return { standing: 8, wounds: 8, wealth: 0, hunt: 0.5 };
}

/**
 * Near a turn limit the tiebreak decides (rulebook: End of the game and victory): the player whose
 * hero has the fewest wounds wins for their team; when players of both teams tie at that, the more
 * Prosperity plus building costs wins. Traced Shoulder to Shoulder losses were tiebreaks lost to an
 * enemy hero nobody had wounded, often with our creatures beside it. So in the last rounds, team
 * against team (zero-sum): who the tiebreak names if the game ended now (the engine's own
 * `tiebreak`, weighing more each round), the wounds on the least wounded heroes, and a pull of the
 * creatures toward the enemy heroes that hold their team's first step. Nothing without a limit.
 */
export function tiebreakWorth(s: GameState, team: number): number {
  const limit = s.config.turnLimit;
  if (limit <= 0) return 0;
  const living = Object.values(s.players).filter((p): p is PlayerState => !!p && !p.eliminated);
  const roundsLeft = (limit - s.turn) / Math.max(1, living.length);
  if (roundsLeft >= TIEBREAK_ROUNDS) return 0;
  const ours = living.filter((p) => p.team === team);
  const theirs = living.filter((p) => p.team !== team);
  if (ours.length === 0 || theirs.length === 0) return 0;
  const w = weights(roundsLeft);
  const result = tiebreak(s);
  const standing = result.winners.length === 0 ? 0 : s.players[result.winners[0]!]!.team === team ? 1 : -1;
  const first = firstStep(s, ours, theirs);
  return w.standing * standing + w.wounds * first.score + w.wealth * first.wealth + w.hunt * (hunt(s, ours, theirs) - hunt(s, theirs, ours));
}

function woundsOf(s: GameState, p: PlayerState): number {
  return s.creatures[p.heroCreature]?.wounds ?? Infinity;
}

/** What the tiebreak's second step compares: Prosperity plus the cost of the buildings standing. */
function wealthOf(p: PlayerState): number {
  return p.prosperity + p.buildings.reduce((sum, b) => sum + getCard(b.card).cost.prosperity, 0);
}

/**
 * The tiebreak's first step, graded: the difference of the least wounded heroes (at most 3), and when
 * level, how many heroes each team has at that level (wounding one enemy hero of two still leaves the
 * other to wound; one of ours wounded leaves only the other to keep clean). When level, `wealth` is the
 * second step's difference among those heroes' players (at most 10): Prosperity kept, not spent on a
 * summons or a building that the "built nothing" Prosperity would have beaten.
 */
function firstStep(s: GameState, ours: PlayerState[], theirs: PlayerState[]): { score: number; wealth: number } {
  const least = (ps: PlayerState[]) => Math.min(...ps.map((p) => woundsOf(s, p)));
  const a = least(ours);
  const b = least(theirs);
  if (a !== b) return { score: Math.max(-3, Math.min(3, b - a)), wealth: 0 };
  const atLeast = (ps: PlayerState[]) => ps.filter((p) => woundsOf(s, p) === a);
  const richest = (ps: PlayerState[]) => Math.max(...atLeast(ps).map(wealthOf));
  return { score: (atLeast(ours).length - atLeast(theirs).length) / 3, wealth: Math.max(-10, Math.min(10, richest(ours) - richest(theirs))) };
}

/**
 * How close a team's creatures stand to the enemy heroes with the fewest wounds (the ones the first
 * step compares), per player: over several turns this brings them across the table to land a wound.
 * Heroes pull little: they keep their own wounds out of the count.
 */
function hunt(s: GameState, team: PlayerState[], enemies: PlayerState[]): number {
  const least = Math.min(...enemies.map((p) => woundsOf(s, p)));
  const targets = enemies.filter((p) => woundsOf(s, p) === least).map((p) => s.creatures[p.heroCreature]).filter((c): c is Creature => !!c);
  if (targets.length === 0) return 0;
  const seats = new Set(team.map((p) => p.seat));
  let v = 0;
  for (const c of Object.values(s.creatures)) {
    if (!seats.has(c.controller)) continue;
    const strength = strengthOf(s, c);
    if (strength === 0) continue;
    const d = Math.min(...targets.map((t) => hypot(t.pos.x - c.pos.x, t.pos.y - c.pos.y)));
    v += ((c.kind === 'hero' ? 0.2 : 1) * strength * (600 - Math.min(600, d))) / 200;
  }
  return v / team.length;
}
