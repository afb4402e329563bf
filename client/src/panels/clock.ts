import type { ClockInfo } from '../model/snapshot';

/** Time left as "m:ss" (or "h:mm:ss"), never below zero. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** One running clock as the turn bar prints it. */
export interface ClockLine {
  which: 'decision' | 'turn' | 'match';
  label: string;
  text: string;
  /** Under 15 seconds left: the bar warns. */
  urgent: boolean;
}

const LABEL = { decision: 'Decision', turn: 'Turn', match: 'Match' } as const;

/** The clocks that are running (a deadline of 0 is not), each with its time left at `now`. */
export function clockLines(clock: ClockInfo, now: number): ClockLine[] {
  const out: ClockLine[] = [];
  for (const which of ['decision', 'turn', 'match'] as const) {
    const deadline = clock[`${which}Deadline`];
    if (!deadline) continue;
    const left = deadline - now;
    out.push({ which, label: LABEL[which], text: formatRemaining(left), urgent: left < 15_000 });
  }
  return out;
}
