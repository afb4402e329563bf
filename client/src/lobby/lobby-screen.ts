/** The lobby (built in its own lane). */
export function mountLobby(host: HTMLElement): () => void {
  host.textContent = 'Lobby';
  return () => {};
}
