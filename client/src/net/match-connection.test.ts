import { PRECONS, timeoutAction, whoActs } from '@signum/shared';
import { MatchConnection } from './match-connection';
import type { ConnectionStatus, TableSnapshot } from '../model/snapshot';
import { serverRoom, startTestServer, until, type TestServer } from '../../../server/test/harness';

/** A page's storage, for the client code outside a browser. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(k: string): string | null {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string): void {
    this.items.set(k, v);
  }
  removeItem(k: string): void {
    this.items.delete(k);
  }
}

/** The colyseus.js room inside a connection (to cut its socket as a network would). */
const roomOf = (c: MatchConnection) => (c as unknown as { room: { connection: { close(): void }; roomId: string } }).room;

// The web client's own connection code (client/src/net/match-connection.ts) against a real server:
// a dropped socket comes back by itself to the same seat, and a reloaded page returns to its seat.
describe('the web client’s match connection', () => {
  let t: TestServer;
  const g = globalThis as Record<string, unknown>;
  beforeAll(async () => {
    t = await startTestServer();
    g.SIGNUM_SERVER = `http://127.0.0.1:${t.server.port}`;
    g.sessionStorage = new MemoryStorage();
    g.localStorage = new MemoryStorage();
  });
  afterAll(async () => {
    delete g.SIGNUM_SERVER;
    delete g.sessionStorage;
    delete g.localStorage;
    await t.close();
  });

  it('closing a second time leaves nothing more (the Rematch and the table it leaves both close the old room)', async () => {
    const conn = await MatchConnection.open({ kind: 'practice', mode: 'duel', name: 'Bea' });
    const room = roomOf(conn) as unknown as { leave(consented?: boolean): Promise<number> };
    const sr = serverRoom(roomOf(conn) as never);
    const leave = jest.spyOn(room, 'leave');
    conn.close();
    conn.close();
    expect(leave).toHaveBeenCalledTimes(1);
    expect(leave).toHaveBeenCalledWith(true);
    await leave.mock.results[0]!.value;
    await until(() => sr.disposing, 'the practice room, left by its only player, to close');
  }, 30_000);

  it('reconnects by itself after a drop, and a reload (a new connection from the saved token) sits in the same seat', async () => {
    const conn = await MatchConnection.open({ kind: 'practice', mode: 'duel', name: 'Ana' });
    const statuses: ConnectionStatus[] = [];
    conn.onStatus((s) => statuses.push(s));
    let latest: TableSnapshot | null = null;
    conn.subscribe((s) => (latest = s));
    expect(conn.seat).toBe('p1');
    conn.chooseDeck({ precon: PRECONS[0]!.id });
    conn.ready();
    await until(() => latest?.status === 'playing' && latest.view?.players.p1?.hand !== undefined, 'the game to start with Ana’s hand');
    const roomId = conn.roomId;
    const sr = serverRoom(roomOf(conn) as never);

    // The network drops: the server keeps the seat; the client retries on its own.
    roomOf(conn).connection.close();
    await until(() => statuses.includes('reconnecting') && statuses.at(-1) === 'connected', 'the connection to come back by itself');
    expect(sr.state.seats.get('p1')!.away).toBe(false);
    const afterDrop = conn.current()!;
    expect(afterDrop.viewer).toBe('p1');
    // Still the player: the hand is there and an action is accepted.
    await until(() => conn.current()!.view?.players.p1?.hand !== undefined, 'the private part again');
    await until(() => whoActs(sr.game!) === 'p1', 'the game to wait for Ana');
    const before = sr.actionCount;
    conn.declare!(timeoutAction(sr.game!));
    await until(() => sr.actionCount > before, 'Ana’s action after reconnecting to be accepted');

    // A reload: the page's connection vanishes without a goodbye, and the new page resumes from the saved token.
    (conn as unknown as { closedByUs: boolean }).closedByUs = true; // the old page is gone: it must not retry
    roomOf(conn).connection.close();
    await until(() => sr.state.seats.get('p1')!.away, 'the server to see the seat away');
    const reloaded = await MatchConnection.resume(roomId, 'Ana');
    await until(() => reloaded.current()?.view?.players.p1?.hand !== undefined, 'the reloaded page to show the hand');
    expect(reloaded.seat).toBe('p1');
    expect(reloaded.current()!.viewer).toBe('p1');
    expect(sr.state.seats.get('p1')!.away).toBe(false);
    expect(reloaded.current()!.view!.players.p1!.hand!.map((c) => c.id)).toEqual(sr.game!.players.p1!.hand);
    reloaded.close();
  }, 60_000);
});
