import type { MatchConnection } from '../net/match-connection';

/** The room before the game starts: seats, deck choice, ready (built in its own lane). */
export function mountPregame(host: HTMLElement, conn: MatchConnection): () => void {
  host.textContent = `Waiting in ${conn.roomId}`;
  return () => {};
}
