import { openStore, describeStore } from './store/open-store';
import { createServer } from './create-server';
import { connectScale } from './scale/redis-scale';
import { recoverMatches } from './recovery';
import { TEST_HOOKS } from './room/test-hooks';

/** `npm start`: the game server on PORT (default 2567), the store from DATABASE_URL, Redis from REDIS_URL. */
async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 2567);
  const store = await openStore(process.env);
  const scale = await connectScale(process.env, port);
  const server = await createServer({ port, store, ...scale?.serverOptions, botDelayMs: 300, handleSignals: true, allowFixedSeed: TEST_HOOKS, allowShortClocks: TEST_HOOKS });
  server.gameServer.onShutdown(() => store.close());
  // Unfinished matches in the store go on where they stopped (recovery.ts).
  await recoverMatches(store);
  console.log(`Legends of Signum Online on http://localhost:${server.port} (store: ${describeStore(process.env)}${scale ? `, ${scale.description}` : ''})`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
