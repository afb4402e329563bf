import type { MatchConnection } from '../net/match-connection';
import { navigate } from './router';

let current: MatchConnection | null = null;

/** Go to a match the lobby has just joined; the match screen takes this connection over. */
export function enterMatch(conn: MatchConnection): void {
  current = conn;
  navigate({ name: 'match', roomId: conn.roomId });
}

/** The connection the lobby handed over for this room, if any (else the match screen resumes one). */
export function takeConnection(roomId: string): MatchConnection | null {
  const conn = current && current.roomId === roomId ? current : null;
  current = null;
  return conn;
}
