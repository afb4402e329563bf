import type { Mode } from '@signum/shared';

/** A match room as the Colyseus `lobby` room lists it (metadata set by the match room). */
export interface Listing {
  roomId: string;
  metadata?: { mode?: Mode | 'quest'; questSide?: 'pve' | 'pvp'; seats?: number; seatsTaken?: number; status?: string; private?: boolean; names?: string[] };
}

/** The lobby room's messages: the whole list, one room added or changed, one room gone. */
export type LobbyMessage = { type: 'rooms'; rooms: Listing[] } | { type: '+'; roomId: string; listing: Listing } | { type: '-'; roomId: string };

/** The list after one lobby message. */
export function applyLobbyMessage(list: readonly Listing[], m: LobbyMessage): Listing[] {
  switch (m.type) {
    case 'rooms':
      return [...m.rooms];
    case '+': {
      const i = list.findIndex((r) => r.roomId === m.roomId);
      return i < 0 ? [...list, m.listing] : list.map((r, j) => (j === i ? m.listing : r));
    }
    case '-':
      return list.filter((r) => r.roomId !== m.roomId);
  }
}

/** Public rooms still gathering players with a seat free: the "open matches" list. */
export function openMatches(list: readonly Listing[]): Listing[] {
  return list.filter((r) => {
    const md = r.metadata;
    return !!md && md.private !== true && md.status === 'lobby' && (md.seatsTaken ?? 0) < (md.seats ?? 0);
  });
}

/** Public rooms whose game is being played: the "watch" list. */
export function liveMatches(list: readonly Listing[]): Listing[] {
  return list.filter((r) => r.metadata?.private !== true && r.metadata?.status === 'playing');
}

/** How the lobby names each mode. */
export const MODE_LABEL: Record<Mode, string> = {
  duel: 'Duel (1 v 1)',
  ffa3: 'Free-for-all, 3 players',
  ffa4: 'Free-for-all, 4 players',
  teams: 'Shoulder to Shoulder (2 v 2)',
};

/** How the lobby names the two ways to play a quest. */
export const QUEST_LABEL: Record<'pve' | 'pvp', string> = {
  pve: 'Quest (solo)',
  pvp: 'Quest (against an Overlord player)',
};

/** A room's mode in words: a quest by its side ("Quest" when the side is not known). */
export function modeLabel(mode: Mode | 'quest' | undefined, questSide?: 'pve' | 'pvp'): string {
  if (mode === 'quest') return questSide ? QUEST_LABEL[questSide] : 'Quest';
  return MODE_LABEL[mode ?? 'duel'] ?? String(mode);
}

/** The modes in the order the lobby offers them. */
export const MODES: readonly Mode[] = ['duel', 'ffa3', 'ffa4', 'teams'];

/** A finished match as `GET /matches?finished=1` lists it (server/src/http/match-list.ts). */
export interface FinishedMatch {
  id: string;
  mode: Mode | 'quest';
  createdAt: string;
  finishedAt: string;
  result: { winners: string[]; reason: string } | null;
  seats: { seat: string; name: string; bot: boolean }[];
}

const REASON: Record<string, string> = {
  heroKilled: 'by slaying the hero',
  prosperity: 'by Prosperity',
  tiebreak: 'on the tiebreak',
  forfeit: 'by forfeit',
};

/** One line for a finished match: who played, who won and how. */
export function finishedLine(m: FinishedMatch): string {
  const name = (seat: string) => m.seats.find((s) => s.seat === seat)?.name || seat;
  const players = m.seats.map((s) => s.name || s.seat).join(', ');
  const r = m.result;
  let outcome = 'no result';
  if (r && (r.reason === 'draw' || r.winners.length === 0)) outcome = 'a draw';
  else if (r) outcome = `${r.winners.map(name).join(' & ')} won ${REASON[r.reason] ?? ''}`.trim();
  return `${modeLabel(m.mode)}: ${players} — ${outcome}`;
}

/** One listed match in words: its mode and who plays ("Duel (1 v 1): Ada, Brutus"). */
export function listingLine(r: Listing): string {
  const md = r.metadata ?? {};
  const mode = modeLabel(md.mode, md.questSide);
  const names = md.names ?? [];
  return names.length ? `${mode}: ${names.join(', ')}` : mode;
}
