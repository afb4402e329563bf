import { getJson } from '../net/endpoint';
import { mountTable } from '../screens/table-screen';
import type { ReplayData } from './replay-data';
import { ReplaySource } from './replay-source';
import { replayTitle } from './replay-title';
import { replayToolbar } from './replay-toolbar';
import { tableView } from './table-view';
import './replay.css';
import { replayChat } from '../players/replay-chat';

/** How long after the last jump (back, slider) the table is rebuilt with the history up to there. */
const REBUILD_AFTER_MS = 250;

/**
 * A finished match's replay: the toolbar over the shared table, fed by the server's public frames.
 * The table's log only appends, so after a step back or a jump the table is rebuilt (once the
 * jumping stops) and its log given the history up to the frame shown (replay-source.ts).
 */
export function mountReplay(host: HTMLElement, matchId: string): () => void {
  let stopped = false;
  let teardown: (() => void) | null = null;
  const message = document.createElement('p');
  message.className = 'replay-message';
  message.textContent = 'Loading the replay…';
  host.replaceChildren(message);

  const show = (replay: ReplayData) => {
    const source = new ReplaySource(replay);
    const page = document.createElement('div');
    page.className = 'replay';
    const toolbar = replayToolbar(source, replayTitle(replay));
    const tableHost = document.createElement('div');
    tableHost.className = 'replay-table';
    page.append(toolbar.element, tableHost, replayChat(matchId)); // players/: the match's chat
    host.replaceChildren(page);

    let unmountTable = mountTable(tableHost, tableView(source));
    let rebuild: ReturnType<typeof setTimeout> | undefined;
    const stopJumps = source.onJump(() => {
      clearTimeout(rebuild);
      rebuild = setTimeout(() => {
        unmountTable();
        tableHost.replaceChildren();
        const view = tableView(source);
        unmountTable = mountTable(tableHost, view);
        view.replayHistory();
      }, REBUILD_AFTER_MS);
    });
    teardown = () => {
      clearTimeout(rebuild);
      stopJumps();
      toolbar.detach();
      unmountTable();
      source.close();
    };
  };

  getJson<ReplayData>(`/matches/${encodeURIComponent(matchId)}/replay`)
    .then((replay) => {
      if (!stopped) show(replay);
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
