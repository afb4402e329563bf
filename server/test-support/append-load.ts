/**
 * A child process for the group-commit crash test (test/group-commit-crash.test.ts): it opens the
 * SQLite store at argv[2], creates MATCHES matches and appends to all of them at once, each match
 * one action after another as a room does, printing `ACK <match> <index> <largest commit>` for each
 * append the store has acknowledged, until it is killed.
 */
import { SqliteStore } from '../src/store/sqlite-store';

const MATCHES = 24;

async function main(): Promise<void> {
  const store = new SqliteStore(process.argv[2]!);
  const ids = Array.from({ length: MATCHES }, (_, k) => `group-${k}`);
  await Promise.all(ids.map((id) => store.createMatch({ id, mode: 'duel', config: {}, createdAt: '2026-05-01T00:00:00.000Z' })));
  console.log('READY');
  await Promise.all(
    ids.map(async (id) => {
      for (let index = 0; ; index++) {
        await store.appendAction(id, { index, seat: 'p1', action: { type: 'endTurn' } });
        process.stdout.write(`ACK ${id} ${index} ${store.largestCommit}\n`);
      }
    }),
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
