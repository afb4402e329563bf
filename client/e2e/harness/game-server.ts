import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer, type RunningServer } from '../../../server/src/create-server';
import type { MatchStore } from '../../../server/src/store/match-store';
import { openStore } from '../../../server/src/store/open-store';

/** The game server the end-to-end test drives: in this process, on a free port, with a fresh SQLite file. */
export interface E2eServer {
  server: RunningServer;
  store: MatchStore;
  /** The page's address (the server also serves the built client). */
  url: string;
  close(): Promise<void>;
}

/** Start the real server (express + Colyseus) over client/dist; fixed seeds and short clocks allowed for tests. */
export async function startGameServer(): Promise<E2eServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'signum-e2e-'));
  const store = await openStore({ DATA_DIR: dataDir });
  const clientDist = resolve(__dirname, '..', '..', 'dist');
  // Every tab of every scenario comes from 127.0.0.1: the per-address limits (made for one person's browser:
  // 60 matchmaking requests a minute, 5 open rooms, and practice rooms stay open for their player) would
  // refuse the later scenarios of the suite, so they are lifted here.
  const server = await createServer({
    port: 0, store, allowFixedSeed: true, allowShortClocks: true, clientDist, botDelayMs: 150,
    httpLimits: { matchmakePerMinute: 100_000 }, limits: { maxRoomsPerAddress: 1000 },
  });
  return {
    server,
    store,
    url: `http://127.0.0.1:${server.port}`,
    close: async () => {
      await server.close();
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
