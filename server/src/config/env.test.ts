import { ConfigError, loadConfig } from './env';

describe('configuration from the environment', () => {
  it('has a default for everything optional; empty counts as unset', () => {
    const c = loadConfig({ PORT: '', REDIS_URL: '' });
    expect(c).toMatchObject({ PORT: 2567, LOG_LEVEL: 'info', MAX_SPECTATORS: 32, MAX_ROOMS: 1000, MAX_ROOMS_PER_ADDRESS: 5, ROOM_IDLE_SECONDS: 600, MATCHMAKE_PER_MINUTE: 60, CODE_LOOKUPS_PER_MINUTE: 20, MESSAGES_PER_SECOND: 60, MAX_BODY_BYTES: 16384, REDIS_TIMEOUT_MS: 2000, BOT_DELAY_MS: 300, STORE_COMMIT_INTERVAL_MS: 5 });
    expect(c.REDIS_URL).toBeUndefined();
  });

  // One bad value per variable: the error names it, says why, and shows what was given.
  const bad: [string, string, RegExp][] = [
    ['PORT', 'abc', /PORT: must be a whole number \(got "abc"\)/],
    ['PORT', '70000', /PORT: must be at most 65535/],
    ['NODE_ENV', 'prod', /NODE_ENV: .*"production"/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL: .*"info"/],
    ['DATABASE_URL', 'mysql://x/y', /DATABASE_URL: must be a URL starting with postgres:\/\/ or postgresql:\/\//],
    ['DATABASE_SCHEMA', 'Bad-Name', /DATABASE_SCHEMA: must be a lower-case SQL identifier/],
    ['REDIS_URL', 'http://localhost', /REDIS_URL: must be a URL starting with redis:\/\/ or rediss:\/\//],
    ['PUBLIC_ADDRESS', 'http://x:1', /PUBLIC_ADDRESS: must be host:port without a scheme/],
    ['REDIS_TIMEOUT_MS', '10', /REDIS_TIMEOUT_MS: must be at least 50/],
    ['BOT_DELAY_MS', '1.5', /BOT_DELAY_MS: must be a whole number/],
    ['STORE_COMMIT_INTERVAL_MS', '5000', /STORE_COMMIT_INTERVAL_MS: must be at most 1000/],
    ['MAX_SPECTATORS', '-1', /MAX_SPECTATORS: must be a whole number \(got "-1"\)/],
    ['MAX_ROOMS', '0', /MAX_ROOMS: must be at least 1/],
    ['MAX_ROOMS_PER_ADDRESS', 'many', /MAX_ROOMS_PER_ADDRESS: must be a whole number/],
    ['ROOM_IDLE_SECONDS', '1', /ROOM_IDLE_SECONDS: must be at least 5/],
    ['MATCHMAKE_PER_MINUTE', '0', /MATCHMAKE_PER_MINUTE: must be at least 1/],
    ['CODE_LOOKUPS_PER_MINUTE', 'x', /CODE_LOOKUPS_PER_MINUTE: must be a whole number/],
    ['MESSAGES_PER_SECOND', '0', /MESSAGES_PER_SECOND: must be at least 1/],
    ['MAX_BODY_BYTES', '99999999', /MAX_BODY_BYTES: must be at most 10485760/],
    ['SIGNUM_TEST_HOOKS', 'yes', /SIGNUM_TEST_HOOKS: /],
  ];
  it.each(bad)('%s=%s is refused at boot, naming the variable', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('lists every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', MAX_ROOMS: '0' })).toThrow(/Bad configuration:\n {2}PORT: .*\n {2}MAX_ROOMS: /);
  });
});
