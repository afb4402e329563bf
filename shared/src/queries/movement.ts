import {
  circleInsideField, circleOverlapsPolygon, inContact, circlesOverlap, cutPath, DISTANCE, firstCircleHitAlongPath, firstPolygonHitAlongPath,
  pathLength, type Circle, type Vec,
} from '../geometry';
import { getCard } from '../cards/registry';
import type { Movement } from '../cards/schema';
import { ensure, RuleError } from '../protocol/codes';
import type { Creature, GameState } from '../state/types';
import type { MovePlan } from '../state/tasks';
import { allCreatures, areEnemies, baseOf } from './creatures';
import { has } from './stats';
import { terrainPolygons } from './terrain-traits';

/** Slack for a path measured against its allowance, in mm (rulers on a table are not exact either). */
export const LENGTH_TOLERANCE = 0.5;

const RUN_STEP: Record<Movement, Movement | null> = { S: 'M', M: 'L', L: 'XL', XL: null };

/**
 * Validate a move declared as waypoints (rulebook: Movement, Run, docs/architecture.md §4) without changing anything:
 * allowance (Run steps it up once; Difficult terrain cuts it to S, docs/rules-decisions.md #29), the field, other
 * bases and Impassable terrain (Flight and Jump excepted), and the cut at the first enemy base
 * touched (rulebook: Movement). Throws a RuleError for an illegal move.
 */
export function planMove(s: GameState, c: Creature, waypoints: Vec[], run: boolean, maxAllowance?: number): MovePlan {
  const r = baseOf(c).r;
  const flight = has(s, c, 'flight');
  const jump = !flight && has(s, c, 'jump') && waypoints.length === 1;
  // The other creatures' bases, enemies apart (Battlefield order kept), in one pass: the lists the
  // checks below need, without a filter and a map per check.
  const enemies: Creature[] = [];
  const enemyBases: Circle[] = [];
  const friendBases: Circle[] = [];
  for (const o of allCreatures(s)) {
    if (o.id === c.id) continue;
    if (areEnemies(s, c.controller, o.controller)) {
      enemies.push(o);
      enemyBases.push(baseOf(o));
    } else {
      friendBases.push(baseOf(o));
    }
  }
  const start: Circle = { c: c.pos, r };
  const startContacts = enemies.filter((_, i) => inContact(start, enemyBases[i]!)); // as enemiesInContact(s, c)
  const base = runAllowance(s, c, run, maxAllowance);
  if (run) ensure(startContacts.length === 0, 'CANNOT_RUN', 'A creature in contact with an enemy cannot Run.');
  let path: Vec[] = [c.pos];
  for (const w of waypoints) path.push(w); // not a spread: this runs for every move a bot considers
  for (const p of path) ensure(circleInsideField({ c: p, r }), 'OUT_OF_FIELD', 'The whole base must stay on the Battlefield.');
  const declared = pathLength(path);
  const { allowance, cappedAt, cut, difficult } = terrainAllowance(s, c, path, run, base);
  if (cut) path = cutPath(path, cut.segmentIndex, cut.t);
  // Sentences with numbers are built only on rejection (this runs for every move a bot considers).
  if (!(declared <= allowance + LENGTH_TOLERANCE || cappedAt !== undefined)) {
    const why = difficult ? ' (Difficult terrain: S)' : '';
    throw new RuleError('TOO_FAR', `That path is ${Math.round(declared)} mm long; this creature may move ${allowance} mm${why}.`);
  }
  if (cappedAt !== undefined && !(cappedAt <= allowance + LENGTH_TOLERANCE)) throw new RuleError('TOO_FAR', `That path is too long: this creature may move ${allowance} mm.`);

  const impassable = terrainPolygons(s, 'impassable');
  let stoppedBy: string | undefined;
  if (!flight && !jump) {
    const hit = firstCircleHitAlongPath(path, r, enemyBases);
    if (hit) {
      path = cutPath(path, hit.segmentIndex, hit.t);
      stoppedBy = enemies[hit.index]!.id;
    }
    ensure(!firstCircleHitAlongPath(path, r, friendBases), 'PATH_BLOCKED', 'Creatures cannot move through other creatures.');
  }
  if (!flight) ensure(!firstPolygonHitAlongPath(path, r, impassable), 'PATH_BLOCKED', 'Creatures cannot move through Impassable terrain.');
  const end = { c: path[path.length - 1]!, r };
  ensure(!enemyBases.some((b) => circlesOverlap(end, b)) && !friendBases.some((b) => circlesOverlap(end, b)), 'PATH_BLOCKED', 'A creature cannot end its move on another creature.');
  ensure(!impassable.some((poly) => circleOverlapsPolygon(end, poly)), 'PATH_BLOCKED', 'A creature cannot end its move on Impassable terrain.');

  // Ending within 3 mm of an enemy it did not touch on the way (or flew or jumped to) is coming into
  // contact all the same (Dragon rule 7): that enemy is the one reached (Run Backstab 11.7, detection 18.6).
  stoppedBy ??= enemies.find((e, i) => inContact(end, enemyBases[i]!) && !startContacts.includes(e))?.id;
  const length = pathLength(path);
  const endTouchesEnemy = stoppedBy !== undefined || enemyBases.some((b) => inContact(end, b));
  const agileEscape = has(s, c, 'agile') && !endTouchesEnemy;
  // Backstab on leaving contact (rulebook: Backstab): not against a hidden mover, not by hidden enemies (docs/rules-decisions.md #13), not for Agile escapes.
  const exposed = length > 0 && !c.stealth && !agileEscape;
  const backstabbers = exposed ? startContacts.filter((e) => !e.stealth).map((e) => e.id) : [];
  const hiddenOffers = exposed ? startContacts.filter((e) => e.stealth).map((e) => e.id) : [];
  return { path, length, run, stoppedBy, backstabbers, hiddenOffers };
}

/** What a move along a path may cover, as `planMove` measures it. */
export interface MoveAllowance {
  /** Millimetres the path may be long (Run one band up; S once Difficult terrain is touched, docs/rules-decisions.md #29). */
  allowance: number;
  /** Where along the path Difficult terrain was touched, past S already: the move stops there. */
  cappedAt?: number;
  /** The point to cut the path at when `cappedAt` is set. */
  cut?: { segmentIndex: number; t: number };
  /** True when Difficult terrain lowered the allowance to S. */
  difficult: boolean;
}

/** The printed Movement in mm, one band up for a Run (never XL, never Slow), at most `maxAllowance`. */
function runAllowance(s: GameState, c: Creature, run: boolean, maxAllowance?: number): number {
  const movement = getCard(c.card).stats!.movement;
  let allowance: number = DISTANCE[movement];
  if (run) {
    const up = RUN_STEP[movement];
    ensure(up, 'CANNOT_RUN', 'A creature with XL Movement cannot Run.');
    ensure(!has(s, c, 'slow'), 'CANNOT_RUN', 'A Slow creature cannot Run.');
    allowance = DISTANCE[up];
  }
  return maxAllowance === undefined ? allowance : Math.min(allowance, maxAllowance);
}

/** Difficult terrain on the path (docs/rules-decisions.md #29): touching it caps the move at S; past S already, the move stops on touching. */
function terrainAllowance(s: GameState, c: Creature, path: Vec[], run: boolean, allowance: number): MoveAllowance {
  if (allowance <= DISTANCE.S || has(s, c, 'flight') || has(s, c, 'pathfinder')) return { allowance, difficult: false };
  const difficult = terrainPolygons(s, 'difficult');
  if (difficult.length === 0) return { allowance, difficult: false };
  const r = baseOf(c).r;
  const startsIn = difficult.some((poly) => circleOverlapsPolygon({ c: c.pos, r }, poly));
  const hit = startsIn ? null : firstPolygonHitAlongPath(path, r, difficult);
  if (startsIn || hit) ensure(!run, 'CANNOT_RUN', 'A creature cannot Run through Difficult terrain.');
  if (startsIn) return { allowance: DISTANCE.S, difficult: true };
  if (hit && hit.distanceAlong > DISTANCE.S + LENGTH_TOLERANCE) return { allowance, cappedAt: hit.distanceAlong, cut: { segmentIndex: hit.segmentIndex, t: hit.t }, difficult: false };
  if (hit) return { allowance: DISTANCE.S, difficult: true };
  return { allowance, difficult: false };
}

/**
 * The allowance of a move along `waypoints`, exactly as `planMove` measures it (the move preview's
 * label shows this number, so it never disagrees with a refusal). Throws the same RuleError a Run
 * that is not allowed gets.
 */
export function moveAllowance(s: GameState, c: Creature, waypoints: readonly Vec[], run: boolean, maxAllowance?: number): MoveAllowance {
  return terrainAllowance(s, c, [c.pos, ...waypoints], run, runAllowance(s, c, run, maxAllowance));
}
