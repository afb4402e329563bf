import { Client } from 'colyseus.js';
import { PRECONS, type Mode } from '@signum/shared';
import { drive, joinPlayer, serverRoom, until } from '../../../server/test/harness';
import type { E2eServer } from './game-server';

/**
 * Play a short practice match to its end from Node (one seat driven by the server tests' random
 * bot over a real connection, the others the room's bots) and return its match id: a finished
 * match for the lobby's list and the replay.
 */
export async function finishMatchFromNode(server: E2eServer, o: { mode: Mode; seed: string; turnLimit: number; name: string }): Promise<string> {
  const client = new Client(`ws://127.0.0.1:${server.server.port}`);
  const bots = o.mode === 'duel' ? 1 : o.mode === 'ffa3' ? 2 : 3;
  const p = await joinPlayer(client, (c) => c.create('match', { mode: o.mode, bots, botLevel: 'easy', turnLimit: o.turnLimit, seed: o.seed, name: o.name }));
  p.room.send('deck', { precon: PRECONS[0]!.id });
  p.room.send('ready', {});
  const room = serverRoom(p.room);
  await until(() => room.game !== null, 'the practice game to start');
  const driver = drive(p, `${o.seed}/driver`);
  await until(() => room.game!.result !== null, 'the practice game to end', 120_000);
  driver.stop();
  const id = p.room.roomId;
  for (let i = 0; i < 100 && !(await server.store.getMatch(id))?.record.finishedAt; i++) await new Promise((r) => setTimeout(r, 50));
  await p.room.leave();
  return id;
}
