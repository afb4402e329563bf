import type { matchMaker, Presence } from '@colyseus/core';

/**
 * Redis presence and driver when REDIS_URL is set (several processes behind one Redis), else
 * nothing (in-process). Each process needs its own public address (STACK.md).
 */
export async function scaleOut(env: NodeJS.ProcessEnv, port: number): Promise<{ presence?: Presence; driver?: matchMaker.MatchMakerDriver; publicAddress?: string }> {
  if (!env.REDIS_URL) return {};
  const { RedisPresence } = await import('@colyseus/redis-presence');
  const { RedisDriver } = await import('@colyseus/redis-driver');
  return {
    presence: new RedisPresence(env.REDIS_URL),
    driver: new RedisDriver(env.REDIS_URL),
    publicAddress: env.PUBLIC_ADDRESS ?? `localhost:${port}`,
  };
}
