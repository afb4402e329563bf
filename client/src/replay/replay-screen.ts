/** A finished match's replay on the table (built in its own lane). */
export function mountReplay(host: HTMLElement, matchId: string): () => void {
  host.textContent = `Replay ${matchId}`;
  return () => {};
}
