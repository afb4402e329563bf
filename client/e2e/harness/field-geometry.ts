import { baseOf, DISTANCE, getCard, planMove, type Creature, type GameState, type Seat, type Vec } from '@signum/shared';

const sub = (a: Vec, b: Vec): Vec => ({ x: a.x - b.x, y: a.y - b.y });
const len = (v: Vec): number => Math.hypot(v.x, v.y);
const along = (from: Vec, dir: Vec, d: number): Vec => ({ x: from.x + dir.x * d, y: from.y + dir.y * d });

/**
 * Where to click so that `mover` walks straight toward `target`: into base contact when it can
 * reach (the engine stops a path on the first enemy base it touches), else as far as the rules let
 * it, shortened until the shared `planMove` accepts it. Null when no straight move is legal.
 */
export function stepToward(state: GameState, mover: Creature, target: Creature): Vec | null {
  const gap = sub(target.pos, mover.pos);
  const dir = { x: gap.x / len(gap), y: gap.y / len(gap) };
  // Aim 1 mm past touching: the click stays off the target's base, and the engine cuts the path at contact.
  const toContact = len(gap) - (baseOf(mover).r + baseOf(target).r - 1);
  const allowance = DISTANCE[getCard(mover.card).stats!.movement as keyof typeof DISTANCE];
  for (let d = Math.min(toContact, allowance - 2); d > 5; d -= 8) {
    const at = along(mover.pos, dir, d);
    try {
      planMove(state, mover, [at], false);
      return { x: Math.round(at.x * 10) / 10, y: Math.round(at.y * 10) / 10 };
    } catch {
      // blocked or too far: a shorter step
    }
  }
  return null;
}

/**
 * A summoning spot for a new base of radius `r` touching `seat`'s edge segment {a, b}: on the field
 * side of the edge, inset by the radius, clear of every base and more than S from every enemy
 * (rulebook: Playing cards and summoning). Null when the edge has no such spot.
 */
export function spotOnEdge(state: GameState, seat: Seat, r: number): Vec | null {
  const edge = state.players[seat]!.edge;
  const e = sub(edge.b, edge.a);
  const centre = { x: 300, y: 300 };
  let n = { x: -e.y / len(e), y: e.x / len(e) };
  const mid = along(edge.a, e, 0.5);
  if (len(sub(along(mid, n, 1), centre)) > len(sub(mid, centre))) n = { x: -n.x, y: -n.y };
  const unit = { x: e.x / len(e), y: e.y / len(e) };
  for (const f of [0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8]) {
    const at = along(along(edge.a, unit, f * len(e)), n, r + 0.2);
    const clear = Object.values(state.creatures).every((c) => {
      const gap = len(sub(c.pos, at)) - r - baseOf(c).r;
      return gap > 2 && (c.controller === seat || gap > DISTANCE.S + 2);
    });
    const inside = at.x >= r && at.y >= r && at.x <= 600 - r && at.y <= 600 - r;
    if (clear && inside) return at;
  }
  return null;
}
