import type { ChatChannel, ChatLine, Mode, Viewer } from '@signum/shared';

/** The channels a viewer may write on: everyone; a Shoulder to Shoulder player's side; the spectators among themselves. */
export function writableChannels(mode: Mode, viewer: Viewer): ChatChannel[] {
  if (viewer === 'spectator') return ['all', 'spectators'];
  return mode === 'teams' ? ['all', 'team'] : ['all'];
}

/** How a channel is named to players. */
export const CHANNEL_LABEL: Record<ChatChannel, string> = { all: 'Everyone', team: 'My side', spectators: 'Spectators' };

/** Add lines to a list kept in order, once each (a backlog may repeat lines already shown). */
export function mergeLines(have: readonly ChatLine[], more: readonly ChatLine[]): ChatLine[] {
  const byIndex = new Map(have.map((l) => [l.index, l]));
  for (const l of more) byIndex.set(l.index, l);
  return [...byIndex.values()].sort((a, b) => a.index - b.index);
}

/** The lines to show: none from muted players (the server also stops sending them). */
export function visibleLines(lines: readonly ChatLine[], muted: ReadonlySet<string>): ChatLine[] {
  return lines.filter((l) => !muted.has(l.playerId));
}

const MUTED_KEY = 'signum.muted';

/** The players this browser muted (kept across visits). */
export function loadMuted(): Set<string> {
  try {
    return new Set(JSON.parse(localStorage.getItem(MUTED_KEY) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
}

/** Keep the muted players. */
export function saveMuted(muted: ReadonlySet<string>): void {
  localStorage.setItem(MUTED_KEY, JSON.stringify([...muted]));
}
