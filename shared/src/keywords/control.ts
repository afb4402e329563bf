import type { Creature, Seat } from '../state/types';
import { emit, type Ctx } from '../primitives/context';
import { loseStealth } from '../primitives/stealth';
import { creatureToChange } from '../primitives/copy-on-write';

/**
 * Control X (glossary, docs/rules-decisions.md #27): `seat` controls the creature until the end of this turn and may
 * activate it this turn. Ownership never changes (rulebook: Components and zones).
 */
export function takeControl(ctx: Ctx, seat: Seat, t: Creature): void {
  const w = creatureToChange(ctx.s, t.id);
  w.controller = seat;
  w.controlledUntil = ctx.s.turn;
  w.activated = false;
  loseStealth(ctx, w);
  emit(ctx, { e: 'controlChanged', creature: t.id, controller: seat, untilEndOfTurn: ctx.s.turn });
}

/** At the end of a turn, control taken "until end of turn" returns to the owner. */
export function endOfTurnKeywords(ctx: Ctx): void {
  for (const c of Object.values(ctx.s.creatures)) {
    if (c.controlledUntil === undefined || c.controlledUntil > ctx.s.turn) continue;
    const w = creatureToChange(ctx.s, c.id);
    w.controlledUntil = undefined; // not `delete`: creatures keep one shape (primitives/new-creature.ts)
    w.controller = w.owner;
    w.activated = true;
    emit(ctx, { e: 'controlChanged', creature: c.id, controller: c.owner });
  }
}
