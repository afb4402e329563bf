/** The match log: the interface, its three stores, the environment's choice and the replay on restart. */
export * from './match-store';
export { MemoryStore } from './memory-store';
export { SqliteStore, DEFAULT_DATA_DIR, SQLITE_FILE } from './sqlite-store';
export { PostgresStore, type PostgresStoreOptions } from './postgres-store';
export { openStore, describeStore, sqlitePath, type StoreEnv } from './open-store';
export { restoreMatch, gameOptionsOf, applyPlayerAction, type ApplyEntry } from './restore';
export { MIGRATIONS, type Migration } from './migrations';
export * from './player-store';
