import { RAGE_TRACK, getQuest } from '../../cards/quest';
import type { GameState } from '../../state/types';
import { emit, type Ctx } from '../../primitives/context';
import { questOf } from './quest-of';

/** The Rage track section for an Honour total: its index and its Rage (checklist 22.3, docs/rules-decisions.md #75b). */
export function rageSection(s: GameState, honour: number): { section: number; rage: number } {
  const track = RAGE_TRACK[s.config.quest!.side];
  let section = 0;
  for (let i = 0; i < track.length; i++) if (honour >= track[i]!.honour) section = i;
  return { section, rage: track[section]!.rage };
}

/** This turn's Rage: the track's, plus what unfinished quests add (22.18); it never carries over (22.3). */
export function resetRage(ctx: Ctx): void {
  const { q } = questOf(ctx.s);
  const extra = q.active.reduce((n, a) => n + getQuest(a.id).abilities.reduce((m, ab) => m + (ab.kind === 'extraRage' ? ab.amount : 0), 0), 0);
  q.rage = rageSection(ctx.s, q.honour).rage + extra;
  emit(ctx, { e: 'rage', rage: q.rage, section: q.rageSection });
}

/**
 * Honour changes hands (22.35). Returns how many new Rage sections were reached: the solo game plays an
 * Overlord card for each (22.47); the new section's extra Rage is added to this turn's pool
 * (docs/rules-decisions.md #132).
 */
export function gainHonour(ctx: Ctx, delta: number, why: string): number {
  const { q } = questOf(ctx.s);
  if (delta === 0) return 0;
  const before = rageSection(ctx.s, q.honour);
  q.honour += delta;
  emit(ctx, { e: 'honour', delta, total: q.honour, why });
  const after = rageSection(ctx.s, q.honour);
  if (after.section <= q.rageSection) return 0;
  const reached = after.section - q.rageSection;
  q.rageSection = after.section;
  q.rage += after.rage - before.rage;
  emit(ctx, { e: 'rage', rage: q.rage, section: q.rageSection });
  return reached;
}
