import type { GameState } from '../state/types';
import { jsonCopy } from './clone';

/**
 * In the solo quest game nobody sits at the Overlord's seat (checklist 22.44): a decision the rules ask
 * of it (how an NPC splits its dice when attacked, a Backstab it may make) takes its default answer at
 * once, as a clock would. Returns whether it answered.
 */
export function answerForNpcOverlord(s: GameState): boolean {
  const d = s.pending;
  const quest = s.config.quest;
  if (!d || quest?.side !== 'pve' || d.seat !== quest.overlord) return false;
  s.pending = null;
  // A copy: the decision may be the input state's own (cloneState shares it), and the rule owns its answer.
  s.tasks[s.tasks.length - 1]!.answer = jsonCopy(d.defaultAnswer);
  return true;
}
