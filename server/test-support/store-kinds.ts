import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { MemoryStore } from '../src/store/memory-store';
import type { MatchStore } from '../src/store/match-store';
import { PostgresStore } from '../src/store/postgres-store';
import { SqliteStore } from '../src/store/sqlite-store';
import { postgresService, uniqueName, type ServiceCheck } from './services';

/** One store implementation under test: open it, open it again on the same data, and clean up. */
export interface StoreKind {
  name: string;
  /** Null when the kind needs no service. */
  service: ServiceCheck | null;
  /** Prepare fresh, isolated storage (a temporary file, a new schema); call in beforeAll. */
  setup(): Promise<void>;
  /** A store on that storage; several calls give several connections to the same data. */
  open(): Promise<MatchStore>;
  /** Whether data outlives `close` (false for memory). */
  durable: boolean;
  /** Remove the storage; call in afterAll. */
  teardown(): Promise<void>;
}

/** The in-memory store. */
export function memoryKind(): StoreKind {
  let store: MemoryStore | null = null;
  return {
    name: 'MemoryStore',
    service: null,
    durable: false,
    setup: async () => void (store = new MemoryStore()),
    open: async () => (store ??= new MemoryStore()),
    teardown: async () => void (store = null),
  };
}

/** The SQLite store on a file in a fresh temporary folder (opened with `options`, e.g. a commit interval). */
export function sqliteKind(options: ConstructorParameters<typeof SqliteStore>[1] = {}): StoreKind {
  let dir = '';
  return {
    name: 'SqliteStore',
    service: null,
    durable: true,
    setup: async () => void (dir = mkdtempSync(join(tmpdir(), 'signum-store-'))),
    open: async () => new SqliteStore(join(dir, 'data', 'signum.sqlite'), options),
    teardown: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The PostgreSQL store in a schema of its own, dropped afterwards. */
export function postgresKind(): StoreKind {
  const service = postgresService();
  const schema = uniqueName('signum_test').toLowerCase();
  return {
    name: 'PostgresStore',
    service,
    durable: true,
    setup: async () => {},
    open: () => PostgresStore.open({ connectionString: service.url, schema, max: 4 }),
    teardown: async () => {
      if (!service.available) return;
      const c = new pg.Client({ connectionString: service.url });
      await c.connect();
      try {
        await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      } finally {
        await c.end();
      }
    },
  };
}

/** Every store kind, in the order the suites run them. */
export function allStoreKinds(): StoreKind[] {
  return [memoryKind(), sqliteKind(), postgresKind()];
}
