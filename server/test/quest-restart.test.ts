import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'colyseus.js';
import { randomBot } from '@signum/shared';
import { SqliteStore } from '../src/store/sqlite-store';
import { freePort, stop, type Spawned } from '../test-support/processes';
import { joinSeat, play, probe, startServer } from '../test-support/restart-clients';

// Issue 14, online: a solo quest survives kill -9 like every match (restart.test.ts): the new process
// replays the quest game from its log, the Hero takes its seat back with its key, and the engine's
// Overlord plays on to the end of the game.
/** One client sends a probe and an action per step: 20 a second stays under the room's per-client rate (rate-limit.ts). */
const GAP_MS = 100;

describe('quest restart', () => {
  const dir = mkdtempSync(join(tmpdir(), 'signum-quest-restart-'));
  const procs: Spawned[] = [];
  afterAll(async () => {
    for (const p of procs) await stop(p, 2000);
    rmSync(dir, { recursive: true, force: true });
  });

  it('a solo quest survives kill -9: same state, every acknowledged action kept, the Hero back in its seat, played to the end', async () => {
    const port1 = await freePort();
    const first = await startServer(dir, port1);
    procs.push(first);
    const hero = await joinSeat(() => new Client(`ws://127.0.0.1:${port1}`).create('match', { mode: 'quest', seed: 'quest-restart-seed', name: 'Ann' }));
    const matchId = hero.room.roomId;
    hero.room.send('ready', {});
    while (!(await probe(hero.room)).game) await new Promise((r) => setTimeout(r, 20));
    const bots = { p1: randomBot('quest-restart-hero') };
    expect(await play([hero], bots, 30, GAP_MS)).toBe(30);
    const before = await probe(hero.room);
    expect(before.game.result).toBeNull();
    expect(before.game.turn).toBeGreaterThan(1); // the Overlord has had turns of its own

    first.child.kill('SIGKILL');
    await first.exited;
    const disk = new SqliteStore(join(dir, 'signum.sqlite'));
    expect((await disk.getMatch(matchId))!.actions).toHaveLength(before.actions);
    expect((await disk.unfinishedMatches()).map((m) => m.id)).toEqual([matchId]);
    await disk.close();

    const port2 = await freePort();
    const second = await startServer(dir, port2);
    procs.push(second);
    expect(second.output()).toContain(`restored 1 unfinished match(es): ${matchId}`);
    const back = await joinSeat(() => new Client(`ws://127.0.0.1:${port2}`).joinById(matchId, { seatKey: hero.seatKey }));
    expect(back.seat).toBe('p1');
    const after = await probe(back.room);
    expect(after.actions).toBe(before.actions);
    expect(after.hash).toBe(before.hash);
    expect(JSON.stringify(after.game.quest)).toBe(JSON.stringify(before.game.quest));
    const quest = JSON.parse((back.room.state as unknown as { quest: string }).quest) as { honour: number; active: unknown[] };
    expect(quest.honour).toBe(before.game.quest!.honour);

    back.acked = before.actions - 1;
    await play([back], bots, 5000, GAP_MS);
    const end = await probe(back.room);
    expect(end.game.result).not.toBeNull();
    expect(end.actions).toBeGreaterThan(before.actions);
    await back.room.leave();
  }, 180_000);
});
