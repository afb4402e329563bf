import type { FieldCorner } from '../geometry';
import { ensure } from '../protocol/codes';
import { CORNERS_CLOCKWISE, clockwiseFrom, cornerAfter, edgeFor } from '../state/seating';
import type { GameState, Seat } from '../state/types';
import { ask, takeAnswer } from '../primitives/ask';
import { emit, type Ctx } from '../primitives/context';
import type { SetupTask } from '../state/tasks';
import { playerToChange } from '../primitives/copy-on-write';

/** The corners nobody holds yet, clockwise from nw. */
export function freeCorners(taken: Partial<Record<Seat, FieldCorner>>): FieldCorner[] {
  const held = new Set(Object.values(taken));
  return CORNERS_CLOCKWISE.filter((c) => !held.has(c));
}

/** The seat's Shoulder to Shoulder partner, if any. */
function allyOf(s: GameState, seat: Seat): Seat | undefined {
  if (s.config.mode !== 'teams') return undefined;
  return s.config.seats.find((o) => o !== seat && s.config.teams[o] === s.config.teams[seat]);
}

/**
 * Corner claims with more than two players (rulebook: Variants; docs/rules-decisions.md #76, #78, #79).
 * `t.order` holds the seats from the first player round the table. Each in that order picks a free
 * corner and claims XL of edge from it (the last free corner needs no question). In Shoulder to
 * Shoulder a claim also seats the ally on the next clockwise corner of the same side (or the one
 * before, when that is taken), so turns run A1, A2, B1, B2. Once every seat holds a corner, turn
 * order is clockwise by corner from the first player and each edge is the claimed stretch.
 */
export function runCornerClaims(ctx: Ctx, t: SetupTask): 'keep' | 'done' {
  const s = ctx.s;
  const corners = (t.corners ??= {});
  for (let seat = t.order.find((o) => !corners[o]); seat; seat = t.order.find((o) => !corners[o])) {
    const free = freeCorners(corners);
    let corner: FieldCorner;
    if (free.length === 1) corner = free[0]!;
    else {
      const answer = takeAnswer<{ corner: FieldCorner }>(t);
      if (!answer) return ask(ctx, seat, 'claimCorner', { corners: free, taken: { ...corners } }, { corner: free[0]! });
      ensure(free.includes(answer.corner), 'BAD_ANSWER', 'That corner is already taken; choose a free one.');
      corner = answer.corner;
    }
    claim(ctx, seat, corner, corners);
    const ally = allyOf(s, seat);
    if (ally && !corners[ally]) {
      const next = cornerAfter(corner, 1);
      claim(ctx, ally, free.includes(next) ? next : cornerAfter(corner, -1), corners);
    }
  }
  const order = clockwiseFrom(t.order[0]!, corners);
  s.turnOrder = order;
  for (const seat of order) {
    const p = playerToChange(s, seat);
    p.edge = edgeFor(s.config.mode, seat, corners, s.config.teams);
    emit(ctx, { e: 'edgeClaimed', seat, corner: corners[seat]!, edge: p.edge });
  }
  t.order = order;
  return 'done';
}

function claim(ctx: Ctx, seat: Seat, corner: FieldCorner, corners: Partial<Record<Seat, FieldCorner>>): void {
  corners[seat] = corner;
  emit(ctx, { e: 'cornerClaimed', seat, corner });
}
