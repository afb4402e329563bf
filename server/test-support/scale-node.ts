/**
 * One game-server process for the scale-out test (run with tsx, one per port). SCALE_ROOM=probe
 * serves only a tiny `probe` room (the harness alone); SCALE_ROOM=match serves the real server from
 * createServer. Both take Redis from the environment through connectScale (what main.ts should use).
 * Prints `READY <port> <processId>` when listening; shuts down (cleaning its Redis entries) on SIGTERM.
 */
import { matchMaker, Room, Server, type Client } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { connectScale } from '../src/scale/redis-scale';

/** A room that says which process hosts it. */
class ProbeRoom extends Room {
  override onCreate(): void {
    this.onMessage('where', (client: Client) => client.send('where', { processId: matchMaker.processId, port: Number(process.env.PORT) }));
  }
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT);
  if (!port) throw new Error('PORT is required');
  const scale = await connectScale(process.env, port);
  if (!scale) throw new Error('REDIS_URL is required');
  if (process.env.SCALE_ROOM === 'match') {
    const { createServer } = await import('../src/create-server');
    const { MemoryStore } = await import('../src/store/memory-store');
    const running = await createServer({ port, store: new MemoryStore(), ...scale.serverOptions, handleSignals: true });
    running.gameServer.onShutdown(() => console.log(`SHUTDOWN ${matchMaker.processId}`));
  } else {
    const server = new Server({ transport: new WebSocketTransport(), greet: false, ...scale.serverOptions });
    server.define('probe', ProbeRoom);
    server.onShutdown(() => console.log(`SHUTDOWN ${matchMaker.processId}`));
    await server.listen(port, '127.0.0.1');
  }
  console.log(`READY ${port} ${matchMaker.processId}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
