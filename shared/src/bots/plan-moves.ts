import { getCard } from '../cards/registry';
import { DISTANCE, FIELD_SIZE, hypot, inContact, type Vec } from '../geometry';
import type { Action } from '../protocol/actions';
import { baseOf, enemiesOf } from '../queries/creatures';
import { has, strengthOf } from '../queries/stats';
import type { Creature, GameState, Seat } from '../state/types';

/** Run steps Movement up once (rulebook: Run); XL cannot run. */
const RUN_ALLOWANCE: Record<string, number> = { S: DISTANCE.M, M: DISTANCE.L, L: DISTANCE.XL, XL: 0 };

/**
 * Moves worth weighing on a gridless table, beyond the engine's few samples (bots/README.md,
 * "Candidates"): to contact with each enemy in reach (walking when that suffices, else running),
 * toward the enemy hero, away from the strongest threat, onto unsearched Ruins, and two side steps
 * out of sight lines. Not yet checked against the rules: the caller keeps the legal ones.
 */
export function planMoves(s: GameState, seat: Seat, c: Creature): Action[] {
  const act = s.activation?.creature === c.id ? s.activation : undefined;
  if (act?.moved || (act && act.finished)) return [];
  const movement = getCard(c.card).stats!.movement;
  const walk = DISTANCE[movement];
  const run = has(s, c, 'slow') ? 0 : RUN_ALLOWANCE[movement]!;
  const r = baseOf(c).r;
  const clamp = (v: number) => Math.min(FIELD_SIZE - r - 0.5, Math.max(r + 0.5, v));
  const move = (to: Vec, running: boolean): Action => ({ type: 'move', creature: c.id, path: [{ x: clamp(to.x), y: clamp(to.y) }], run: running });
  const toward = (target: Vec, len: number): Vec => {
    const dx = target.x - c.pos.x;
    const dy = target.y - c.pos.y;
    const d = hypot(dx, dy) || 1;
    const k = Math.min(len, d) / d;
    return { x: c.pos.x + dx * k, y: c.pos.y + dy * k };
  };
  const out: Action[] = [];
  const enemies = enemiesOf(s, seat).filter((e) => !e.stealth);
  const base = baseOf(c);
  const inContactNow = enemies.some((e) => inContact(base, baseOf(e)));
  for (const e of enemies) {
    const gap = hypot(e.pos.x - c.pos.x, e.pos.y - c.pos.y) - r - baseOf(e).r;
    if (gap < 3) continue;
    // Aim at the centre: the move stops at the first enemy base it touches (rulebook: Movement).
    if (gap <= walk - 1) out.push(move(toward(e.pos, gap + r + 1), false));
    else if (run > 0 && !inContactNow && gap <= run - 1) out.push(move(toward(e.pos, gap + r + 1), true));
  }
  const enemyHero = enemies.find((e) => e.kind === 'hero');
  if (enemyHero) out.push(move(toward(enemyHero.pos, walk - 1), false));
  // Away from the strongest nearby enemy (out of its reach, if the allowance allows).
  let threat: Creature | undefined;
  let worst = -1;
  for (const e of enemies) {
    const d = hypot(e.pos.x - c.pos.x, e.pos.y - c.pos.y);
    const danger = strengthOf(s, e) * (600 - Math.min(600, d));
    if (danger > worst) {
      worst = danger;
      threat = e;
    }
  }
  if (threat) {
    const away = { x: 2 * c.pos.x - threat.pos.x, y: 2 * c.pos.y - threat.pos.y };
    out.push(move(toward(away, walk - 1), false));
    if (run > 0 && !inContactNow) out.push(move(toward(away, run - 1), true));
    // Sideways (out of a sight line, around a blocker).
    const dx = threat.pos.x - c.pos.x;
    const dy = threat.pos.y - c.pos.y;
    const d = hypot(dx, dy) || 1;
    for (const side of [1, -1]) out.push(move({ x: c.pos.x + (side * -dy * (walk - 1)) / d, y: c.pos.y + (side * dx * (walk - 1)) / d }, false));
  }
  // Onto unsearched Ruins (a character may search them).
  if (c.kind === 'character') {
    for (const t of s.terrain) {
      if (t.searched || !getCard(t.card).terrain?.ruins) continue;
      const d = hypot(t.center.x - c.pos.x, t.center.y - c.pos.y);
      if (d < walk + 60) out.push(move(toward(t.center, Math.min(walk - 1, Math.max(0, d - r - 20))), false));
    }
  }
  return out;
}
