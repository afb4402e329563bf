import type { Creature } from '../state/types';
import { emit, type Ctx } from './context';
import { creatureToChange } from './copy-on-write';

/** Declaring an attack or Backstab or an activated ability removes the Stealth token (rulebook: Stealth). */
export function loseStealth(ctx: Ctx, c: Creature): void {
  if (!c.stealth) return;
  creatureToChange(ctx.s, c.id).stealth = false;
  emit(ctx, { e: 'stealthLost', creature: c.id });
}
