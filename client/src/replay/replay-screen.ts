import { getJson } from '../net/endpoint';
import { mountTable } from '../screens/table-screen';
import type { ReplayData } from './replay-data';
import { ReplaySource } from './replay-source';
import { replayToolbar } from './replay-toolbar';
import { replayTitle } from './replay-title';
import './replay.css';

/** A finished match's replay: the toolbar over the shared table, fed by the server's public frames. */
export function mountReplay(host: HTMLElement, matchId: string): () => void {
  let stopped = false;
  let teardown: (() => void) | null = null;
  const message = document.createElement('p');
  message.className = 'replay-message';
  message.textContent = 'Loading the replay…';
  host.replaceChildren(message);

  getJson<ReplayData>(`/matches/${encodeURIComponent(matchId)}/replay`)
    .then((replay) => {
      if (stopped) return;
      const source = new ReplaySource(replay);
      const page = document.createElement('div');
      page.className = 'replay';
      const toolbar = replayToolbar(source, replayTitle(replay));
      const tableHost = document.createElement('div');
      tableHost.className = 'replay-table';
      page.append(toolbar.element, tableHost);
      host.replaceChildren(page);
      const unmountTable = mountTable(tableHost, source);
      teardown = () => {
        toolbar.detach();
        unmountTable();
        source.close();
      };
    })
    .catch((e: Error) => {
      if (stopped) return;
      message.setAttribute('role', 'alert');
      message.textContent = `This replay cannot be shown: ${e.message}`;
    });

  return () => {
    stopped = true;
    teardown?.();
  };
}
