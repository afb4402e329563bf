import type { Creature, Seat } from '../state/types';
import { emit, type Ctx } from '../primitives/context';
import { loseStealth } from '../primitives/stealth';

/**
 * Control X (glossary, docs/rules-decisions.md #27): `seat` controls the creature until the end of this turn and may
 * activate it this turn. Ownership never changes (rulebook: Components and zones).
 */
export function takeControl(ctx: Ctx, seat: Seat, t: Creature): void {
  t.controller = seat;
  t.controlledUntil = ctx.s.turn;
  t.activated = false;
  loseStealth(ctx, t);
  emit(ctx, { e: 'controlChanged', creature: t.id, controller: seat, untilEndOfTurn: ctx.s.turn });
}

/** At the end of a turn, control taken "until end of turn" returns to the owner. */
export function endOfTurnKeywords(ctx: Ctx): void {
  for (const c of Object.values(ctx.s.creatures)) {
    if (c.controlledUntil === undefined || c.controlledUntil > ctx.s.turn) continue;
    delete c.controlledUntil;
    c.controller = c.owner;
    c.activated = true;
    emit(ctx, { e: 'controlChanged', creature: c.id, controller: c.owner });
  }
}
