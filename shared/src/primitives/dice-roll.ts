import { FACES, nextInt, type Face } from '../random';
import { RuleError } from '../protocol/codes';
import type { Ctx } from './context';
import { diceScriptToChange, rngToChange } from './copy-on-write';

/** Roll `n` dice: scripted faces first (tests, scenarios), then the game's seeded PRNG. */
export function rollDice(ctx: Ctx, n: number): Face[] {
  const faces: Face[] = [];
  for (let i = 0; i < n; i++) faces.push(rollOne(ctx));
  return faces;
}

function rollOne(ctx: Ctx): Face {
  const scripted = ctx.s.diceScript.length > 0 ? diceScriptToChange(ctx.s).shift() : undefined;
  if (scripted) return scripted;
  if (ctx.s.strictDice) throw new RuleError('DICE_SCRIPT_EXHAUSTED', 'The scenario ran out of scripted dice.');
  return FACES[nextInt(rngToChange(ctx.s), 3)] as Face;
}
