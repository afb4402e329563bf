/** The deck builder (built in its own lane). */
export function mountDeckBuilder(host: HTMLElement): () => void {
  host.textContent = 'Deck builder';
  return () => {};
}
