import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeStore } from '../store/open-store';
import { redisOptionsFromUrl } from './redis-scale';
import { startCommand } from '../../test-support/processes';

// docker-compose.yml cannot run on these machines, so its consistency is checked here: the game
// servers it declares must be the topology scale-out.test.ts proves on loopback.

// js-yaml comes with jest's coverage tooling (3.x: `load` with the default safe schema); no types.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const yaml = require('js-yaml') as { load(text: string): unknown };

interface Service {
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
}

const compose = yaml.load(readFileSync(join(__dirname, '..', '..', '..', 'docker-compose.yml'), 'utf8')) as { services: Record<string, Service> };
const services = compose.services;
const games = Object.entries(services).filter(([, s]) => s.environment?.REDIS_URL);

describe('docker-compose.yml', () => {
  it('declares Redis, PostgreSQL and at least two game servers', () => {
    expect(services.redis?.image).toMatch(/^redis:/);
    expect(services.postgres?.image).toMatch(/^postgres:/);
    expect(games.length).toBeGreaterThanOrEqual(2);
  });

  it('gives each game server its own port and public address, published on that port', () => {
    const ports = games.map(([, s]) => s.environment!.PORT);
    const addresses = games.map(([, s]) => s.environment!.PUBLIC_ADDRESS);
    expect(new Set(ports).size).toBe(games.length);
    expect(new Set(addresses).size).toBe(games.length);
    for (const [name, s] of games) {
      const env = s.environment!;
      expect({ name, address: env.PUBLIC_ADDRESS }).toEqual({ name, address: expect.stringMatching(new RegExp(`^[a-z0-9.-]+:${env.PORT}$`)) });
      expect(s.ports).toContain(`${env.PORT}:${env.PORT}`);
      // The bundle built once by the install service, run as `npm start` runs it (its node flags
      // included), never `npm start` itself (which builds) in each server.
      expect(s.command).toEqual(startCommand());
      expect(s.command!.at(-1)).toBe('server/dist/main.js');
    }
  });

  it('points every game server at the declared Redis and PostgreSQL, and starts it after them', () => {
    for (const [, s] of games) {
      const env = s.environment!;
      expect(redisOptionsFromUrl(env.REDIS_URL!).host).toBe('redis');
      const db = new URL(env.DATABASE_URL!);
      expect(db.hostname).toBe('postgres');
      expect(db.pathname).toBe(`/${services.postgres!.environment!.POSTGRES_DB}`);
      expect(describeStore(env)).toMatch(/^PostgreSQL at postgres:5432\//);
      expect(Object.keys(s.depends_on ?? {})).toEqual(expect.arrayContaining(['redis', 'postgres']));
    }
  });
});
