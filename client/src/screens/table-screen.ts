import type { TableSource } from '../model/snapshot';

/** The table: battlefield, panels, prompts (built in its own lane). */
export function mountTable(host: HTMLElement, source: TableSource): () => void {
  host.textContent = 'Table';
  return () => source.close();
}
