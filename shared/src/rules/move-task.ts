import { countSuccesses } from '../random';
import { emit, type Ctx } from '../primitives/context';
import { push } from '../primitives/stack';
import { rollDice } from '../primitives/dice-roll';
import { meleeSuccessFaces } from '../queries/faces';
import type { MoveTask } from '../state/tasks';
import { askHiddenBackstabbers } from './backstab';
import { creatureToChange } from '../primitives/copy-on-write';

/**
 * Carry out a validated move: Backstabs from the enemies it leaves resolve first (if they kill it,
 * it never moves); then the base goes along the path; then a Run into contact draws a Backstab
 * from the enemy touched (rulebook: Run) and touching a hidden enemy makes a detection roll (rulebook: Stealth).
 */
export function runMove(ctx: Ctx, t: MoveTask): 'done' | 'keep' {
  const s = ctx.s;
  const c = s.creatures[t.creature];
  if (!c) return 'done';
  if (t.step === 'leave') {
    if (askHiddenBackstabbers(ctx, t, t.hiddenOffers, c.id, t.backstabbers) === 'keep') return 'keep';
    t.step = 'go';
    if (t.backstabbers.length > 0) {
      push(ctx, { kind: 'backstab', victim: c.id, by: t.backstabbers });
      return 'keep';
    }
  }
  if (t.step === 'go') {
    const end = t.path[t.path.length - 1]!;
    creatureToChange(s, c.id).pos = { x: end.x, y: end.y }; // a literal, not a spread of the (JSON-copied) task's point: one hidden class for every position
    emit(ctx, { e: 'moved', creature: c.id, path: t.path, length: t.length, run: t.run, ...(t.stoppedBy ? { stoppedBy: t.stoppedBy } : {}) });
    if (s.activation?.creature === c.id) {
      s.activation.moved = true;
      s.activation.ran = t.run;
    }
    t.step = 'arrive';
  }
  const touched = t.stoppedBy ? s.creatures[t.stoppedBy] : undefined;
  if (!touched) return 'done';
  if (touched.stealth) {
    // Detection (docs/rules-decisions.md #12b): the detector's melee faces; success removes the token, failure ends its activation.
    const faces = rollDice(ctx, 1);
    const success = s.config.ruleset.detectionUsesMeleeFaces ? countSuccesses(faces, meleeSuccessFaces(s, c)) > 0 : faces[0] === 'shield';
    emit(ctx, { e: 'detection', by: c.id, target: touched.id, face: faces[0]!, success });
    if (success) {
      creatureToChange(s, touched.id).stealth = false;
      emit(ctx, { e: 'stealthLost', creature: touched.id });
    } else if (s.activation?.creature === c.id) s.activation.finished = true;
    return 'done';
  }
  if (t.run && !c.stealth) push(ctx, { kind: 'backstab', victim: c.id, by: [touched.id] });
  return 'done';
}
