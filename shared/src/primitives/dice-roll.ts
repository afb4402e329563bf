import { FACES, nextInt, type Face } from '../random';
import { RuleError } from '../protocol/codes';
import type { Ctx } from './context';

/** Roll `n` dice: scripted faces first (tests, scenarios), then the game's seeded PRNG. */
export function rollDice(ctx: Ctx, n: number): Face[] {
  const faces: Face[] = [];
  for (let i = 0; i < n; i++) faces.push(rollOne(ctx));
  return faces;
}

function rollOne(ctx: Ctx): Face {
  const scripted = ctx.s.diceScript.shift();
  if (scripted) return scripted;
  if (ctx.s.strictDice) throw new RuleError('DICE_SCRIPT_EXHAUSTED', 'The scenario ran out of scripted dice.');
  return FACES[nextInt(ctx.s.rng, 3)] as Face;
}
