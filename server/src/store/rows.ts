import type { LoggedAction, MatchRecord } from './match-store';

/** A `matches` row as both databases return it. */
export interface MatchRow {
  id: string;
  mode: string;
  config: string;
  created_at: string;
  finished_at: string | null;
  result: string | null;
}

/** An `match_actions` row as both databases return it (PostgreSQL may give the integer as a string). */
export interface ActionRow {
  idx: number | string;
  seat: string;
  action: string;
  timed_out: string | null;
}

/** The columns a MatchRecord is read from, in `MatchRow` order. */
export const MATCH_COLUMNS = 'id, mode, config, created_at, finished_at, result';

/** A MatchRecord from its row: JSON columns parsed, absent optional fields left out. */
export function recordFromRow(row: MatchRow): MatchRecord {
  const record: MatchRecord = { id: row.id, mode: row.mode as MatchRecord['mode'], config: JSON.parse(row.config), createdAt: row.created_at };
  if (row.finished_at !== null) record.finishedAt = row.finished_at;
  if (row.result !== null) record.result = JSON.parse(row.result);
  return record;
}

/** A LoggedAction from its row. */
export function actionFromRow(row: ActionRow): LoggedAction {
  const entry: LoggedAction = { index: Number(row.idx), seat: row.seat, action: JSON.parse(row.action) };
  if (row.timed_out === 'decision' || row.timed_out === 'turn') entry.timedOut = row.timed_out;
  return entry;
}

/** JSON text for a column; `undefined` (no result) is stored as SQL NULL. */
export function jsonColumn(value: unknown): string | null {
  return value === undefined ? null : JSON.stringify(value);
}
