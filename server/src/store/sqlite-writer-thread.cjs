// The SQLite store's writer (sqlite-store.ts): a worker thread with its own connection, so a commit's
// fsync never blocks the game server's event loop. Writes that arrive while a commit is on its way to
// disk are group-committed together next: one transaction and one fsync for all of them, and each is
// answered only once that transaction is on disk. Plain JavaScript, so that every way the server runs
// (tsx, jest, a bundle) can start it as it is.
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.betterSqlite3);

const db = new Database(workerData.file, { timeout: 5000 });
db.pragma('journal_mode = WAL');
// FULL: every commit syncs the WAL before it is answered (see sqlite-store.ts).
db.pragma('synchronous = FULL');
db.pragma('foreign_keys = ON');

const sql = {
  createMatch: db.prepare('INSERT INTO matches (id, mode, config, created_at, finished_at, result) VALUES (@id, @mode, @config, @createdAt, @finishedAt, @result)'),
  // The index must be the log's length (max idx + 1, from the primary key's index) and the match unfinished.
  append: db.prepare(
    `INSERT INTO match_actions (match_id, idx, seat, action, timed_out)
     SELECT id, @index, @seat, @action, @timedOut FROM matches
     WHERE id = @matchId AND finished_at IS NULL
       AND @index = coalesce((SELECT max(idx) + 1 FROM match_actions WHERE match_id = @matchId), 0)`,
  ),
  finishMatch: db.prepare('UPDATE matches SET finished_at = @finishedAt, result = @result WHERE id = @matchId AND finished_at IS NULL'),
  logState: db.prepare('SELECT finished_at, coalesce((SELECT max(idx) + 1 FROM match_actions WHERE match_id = @matchId), 0) AS next_index FROM matches WHERE id = @matchId'),
};

/** What the store knows of a match, for the reason a write was refused (append-check.ts turns it into a StoreError). */
function logState(matchId) {
  const row = sql.logState.get({ matchId });
  return { exists: !!row, finished: !!row && row.finished_at !== null, nextIndex: row ? row.next_index : 0 };
}

/** One write inside the batch's transaction: undefined if it went in, else why it was refused. */
function write(w) {
  try {
    if (w.op === 'create') return void sql.createMatch.run(w.args);
    const changed = (w.op === 'append' ? sql.append : sql.finishMatch).run(w.args).changes;
    if (changed === 1) return undefined;
  } catch (err) {
    if (err.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return { refused: w.op === 'create' ? 'exists' : 'state', state: logState(w.args.matchId ?? w.args.id) };
    throw err;
  }
  return { refused: 'state', state: logState(w.args.matchId) };
}

/**
 * A batch's writes in one IMMEDIATE transaction. Made once: `db.transaction` builds four wrappers and
 * defines their properties at every call, 15 µs, which was paid at every commit.
 */
const commitBatch = db.transaction((batch) => batch.map(write));

let queue = [];
let scheduled = false;

function flush() {
  scheduled = false;
  const batch = queue;
  queue = [];
  let outcomes;
  try {
    outcomes = commitBatch.immediate(batch);
  } catch (err) {
    // Not committed (a full disk, an I/O error): every write of the batch failed, none is stored.
    const error = { message: err.message, code: err.code };
    return parentPort.postMessage(batch.map((w) => ({ id: w.id, error })));
  }
  // `together`: how many writes this commit (and its one fsync) carried (sqlite-writer.ts keeps the largest).
  // One message answers the whole commit: a message per write cost each side a copy and a wake-up.
  parentPort.postMessage(batch.map((w, i) => ({ id: w.id, together: batch.length, ...(outcomes[i] ? { refused: outcomes[i] } : {}) })));
}

function receive(m) {
  if (m.op === 'close') {
    if (queue.length) flush();
    db.close();
    return parentPort.postMessage([{ id: m.id }]);
  }
  if (m.op === 'pragma') return parentPort.postMessage([{ id: m.id, value: db.pragma(m.source) }]);
  queue.push(m);
  if (scheduled) return;
  scheduled = true;
  // After every message already waiting has been queued: those are committed together.
  setImmediate(flush);
}

// The main thread sends the writes of one turn of its event loop in one message (sqlite-writer.ts).
parentPort.on('message', (messages) => {
  for (const m of messages) receive(m);
});
