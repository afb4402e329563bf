import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pglib from 'pg';
import { postgresService, uniqueName } from '../../test-support/services';
import { describeStore, openStore, sqlitePath } from './open-store';
import { MIGRATIONS } from './migrations';
import { PostgresStore } from './postgres-store';
import { SqliteStore } from './sqlite-store';

describe('openStore', () => {
  let dir: string;
  beforeAll(() => void (dir = mkdtempSync(join(tmpdir(), 'signum-open-'))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('opens SQLite in DATA_DIR (creating the folder) when DATABASE_URL is not set, in WAL mode with full sync', async () => {
    const dataDir = join(dir, 'nested', 'data');
    const store = await openStore({ DATA_DIR: dataDir });
    try {
      expect(store).toBeInstanceOf(SqliteStore);
      expect(existsSync(join(dataDir, 'signum.sqlite'))).toBe(true);
      expect((store as SqliteStore).settings()).toEqual({ journalMode: 'wal', synchronous: 2 }); // 2 = FULL
    } finally {
      await store.close();
    }
  });

  it('defaults to ./data/signum.sqlite', () => {
    expect(sqlitePath({})).toBe(join('data', 'signum.sqlite'));
    expect(describeStore({})).toBe(`SQLite file ${join('data', 'signum.sqlite')}`);
  });

  it('describes a PostgreSQL URL without its password', () => {
    expect(describeStore({ DATABASE_URL: 'postgres://u:secret@db.example:6543/signum' })).toBe('PostgreSQL at db.example:6543/signum');
  });

  const pg = postgresService();
  (pg.available ? it : it.skip)('opens PostgreSQL when DATABASE_URL is set', async () => {
    const schema = uniqueName('signum_open').toLowerCase();
    const store = await openStore({ DATABASE_URL: pg.url, DATABASE_SCHEMA: schema, DATA_DIR: join(dir, 'unused') });
    const admin = new pglib.Client({ connectionString: pg.url });
    await admin.connect();
    try {
      expect(store).toBeInstanceOf(PostgresStore);
      expect(await (store as PostgresStore).schemaVersions()).toEqual(MIGRATIONS.map((m) => m.version));
      const tables = await admin.query('SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name', [schema]);
      expect(tables.rows.map((r) => r.table_name)).toEqual(expect.arrayContaining(['match_actions', 'matches', 'schema_migrations', 'players', 'player_sessions', 'ratings', 'chat_lines']));
      expect(existsSync(join(dir, 'unused'))).toBe(false);
    } finally {
      await store.close();
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    }
  });

  it('fails to open PostgreSQL at an address where nothing listens, instead of falling back', async () => {
    await expect(openStore({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' })).rejects.toThrow(/ECONNREFUSED/);
  });
});
