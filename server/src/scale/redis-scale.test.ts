import { connectScale, redisOptionsFromUrl, scaleFromEnv } from './redis-scale';

describe('scale-out settings from the environment', () => {
  it('is off without REDIS_URL (one process, in-memory presence)', async () => {
    expect(scaleFromEnv({}, 2567)).toBeUndefined();
    expect(await connectScale({ PUBLIC_ADDRESS: 'x:1' }, 2567)).toBeUndefined();
  });

  it('reads host, port, database, credentials, TLS and the key prefix from the URL', () => {
    expect(redisOptionsFromUrl('redis://127.0.0.1:6379')).toEqual({ host: '127.0.0.1', port: 6379, db: 0, commandTimeout: 2000 });
    expect(redisOptionsFromUrl('rediss://u:p%40ss@cache.example:6380/3', 'game1:')).toEqual({
      host: 'cache.example',
      port: 6380,
      db: 3,
      username: 'u',
      password: 'p@ss',
      tls: {},
      keyPrefix: 'game1:',
      commandTimeout: 2000,
    });
    expect(redisOptionsFromUrl('redis://redis')).toMatchObject({ host: 'redis', port: 6379, db: 0 });
  });

  it('refuses a URL that is not Redis, a database that is not a number, and a public address with a scheme', () => {
    expect(() => redisOptionsFromUrl('http://127.0.0.1:6379')).toThrow(/redis:\/\//);
    expect(() => redisOptionsFromUrl('redis://127.0.0.1:6379/abc')).toThrow(/not a number/);
    expect(() => scaleFromEnv({ REDIS_URL: 'redis://127.0.0.1:1', PUBLIC_ADDRESS: 'ws://game:2567' }, 2567)).toThrow(/without a scheme/);
  });

  it('fails at start-up when Redis does not answer, instead of reconnecting for ever', async () => {
    await expect(connectScale({ REDIS_URL: 'redis://127.0.0.1:1' }, 2567, 500)).rejects.toThrow(/not ready within 500 ms/);
  });
});
