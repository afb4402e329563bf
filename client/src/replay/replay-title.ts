import { describeResult } from '@signum/shared';
import type { ReplayData } from './replay-data';

const MODE_NAMES: Record<string, string> = { duel: 'Duel', ffa3: 'Free-for-all (3)', ffa4: 'Free-for-all (4)', teams: 'Shoulder to Shoulder', quest: 'Quest' };

/** One line naming a replayed match: its mode, players and result. */
export function replayTitle(replay: ReplayData): string {
  const m = replay.match;
  const players = m.seats.map((s) => `${s.name} (${s.seat})`).join(' vs ');
  const r = m.result as { winners?: string[]; reason?: string } | null;
  const result = r && Array.isArray(r.winners) && typeof r.reason === 'string' ? ` — ${describeResult({ winners: r.winners, reason: r.reason })}` : '';
  return `Replay · ${MODE_NAMES[m.mode] ?? m.mode} · ${players}${result}`;
}
