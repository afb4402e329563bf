import { isDeepStrictEqual } from 'node:util';
import { PRECONS, view, type GameView, type Seat } from '@signum/shared';
import { snapshotFromRoom, type RoomStateLike, type SecretLike } from './view-from-room';
import { drive, joinPlayer, serverRoom, startTestServer, until, type TestServer } from '../../../server/test/harness';

/** A view with its lists in a fixed order, so two equal views compare equal. */
function normalised(v: GameView): GameView {
  return JSON.parse(JSON.stringify({ ...v, creatures: [...v.creatures].sort((a, b) => a.id.localeCompare(b.id)) })) as GameView;
}

// The web client rebuilds the engine's view from what it receives (the public schema and its seat's
// private message): the table draws, and the client's previews check, the very view the server has.
describe('the client rebuilds each viewer’s view from the wire', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['duel', 1],
    ['teams', 3],
  ] as const)('%s: the seat’s and a spectator’s rebuilt views equal view(state, viewer) mid-game and at the end', async (mode, bots) => {
    const p = await joinPlayer(t.client(), (c) => c.create('match', { mode, bots, botLevel: 'easy', turnLimit: 6, seed: `client-view-${mode}`, name: 'Ana' }));
    let secret: SecretLike | null = null;
    p.room.onMessage('private', (m: SecretLike) => (secret = m));
    p.room.send('deck', { precon: PRECONS[2]!.id });
    p.room.send('ready', {});
    const sr = serverRoom(p.room);
    await until(() => sr.game !== null, 'the game to start');
    const watcher = await joinPlayer(t.client(), (c) => c.joinById(p.room.roomId, { spectate: true }));
    const seat = p.seat as Seat;

    const rebuilt = () => ({
      own: snapshotFromRoom(p.room.state as RoomStateLike, seat, secret).view,
      watching: snapshotFromRoom(watcher.room.state as RoomStateLike, 'spectator', null).view,
    });
    const matches = () => {
      const { own, watching } = rebuilt();
      const g = sr.game!;
      return (
        own !== null && watching !== null &&
        isDeepStrictEqual(normalised(own), normalised(view(g, seat))) &&
        isDeepStrictEqual(normalised(watching), normalised(view(g, 'spectator')))
      );
    };

    let midGame = 0;
    for (const stopAfter of [25, 60, Infinity]) {
      const driver = drive(p, `client-view-${mode}-${stopAfter}`, stopAfter);
      await until(() => sr.game!.result !== null || sr.actionCount >= stopAfter, `${stopAfter} actions`, 60_000);
      driver.stop();
      // Bots may still act; compare once the wire has caught up with a quiet engine.
      await until(() => matches(), 'the rebuilt views to match the engine', 20_000).catch(() => {
        const { own, watching } = rebuilt();
        expect(normalised(own!)).toEqual(normalised(view(sr.game!, seat)));
        expect(normalised(watching!)).toEqual(normalised(view(sr.game!, 'spectator')));
      });
      if (sr.game!.result) break;
      midGame++;
    }
    expect(midGame).toBeGreaterThan(0);
    expect(sr.game!.result).not.toBeNull();
    // The seat's own hand is in its rebuilt view; the spectator's has no hand at all.
    const { own, watching } = rebuilt();
    expect(own!.players[seat]!.hand).toEqual(view(sr.game!, seat).players[seat]!.hand);
    expect(Object.values(watching!.players).every((pl) => pl!.hand === undefined && pl!.tactics === undefined)).toBe(true);
    await watcher.room.leave();
    await p.room.leave();
  }, 120_000);

  it('quest against an Overlord player: the Hero’s, the Overlord’s (with its hand) and a spectator’s rebuilt views equal the engine’s', async () => {
    const hero = await joinPlayer(t.client(), (c) => c.create('match', { mode: 'quest', quest: { side: 'pvp' }, seed: 'client-view-quest', name: 'Hero' }));
    const overlord = await joinPlayer(t.client(), (c) => c.joinById(hero.room.roomId, { name: 'Overlord' }));
    const secrets: Record<string, SecretLike | null> = { p1: null, p2: null };
    hero.room.onMessage('private', (m: SecretLike) => (secrets.p1 = m));
    overlord.room.onMessage('private', (m: SecretLike) => (secrets.p2 = m));
    const watcher = await joinPlayer(t.client(), (c) => c.joinById(hero.room.roomId, { spectate: true }));
    hero.room.send('ready', {});
    overlord.room.send('ready', {});
    const sr = serverRoom(hero.room);
    await until(() => sr.game !== null, 'the game to start');
    const drivers = [drive(hero, 'client-view-quest/hero', 40), drive(overlord, 'client-view-quest/overlord', 40)];
    await until(() => sr.game!.result !== null || sr.actionCount >= 40, '40 actions', 60_000);
    drivers.forEach((d) => d.stop());
    const rebuilt = (room: typeof hero.room, viewer: Seat | 'spectator') => snapshotFromRoom(room.state as RoomStateLike, viewer, viewer === 'spectator' ? null : (secrets[viewer] ?? null)).view!;
    const same = () =>
      isDeepStrictEqual(normalised(rebuilt(hero.room, 'p1')), normalised(view(sr.game!, 'p1'))) &&
      isDeepStrictEqual(normalised(rebuilt(overlord.room, 'p2')), normalised(view(sr.game!, 'p2'))) &&
      isDeepStrictEqual(normalised(rebuilt(watcher.room, 'spectator')), normalised(view(sr.game!, 'spectator')));
    await until(same, 'the rebuilt quest views to match the engine', 20_000).catch(() => {
      expect(normalised(rebuilt(overlord.room, 'p2'))).toEqual(normalised(view(sr.game!, 'p2')));
      expect(normalised(rebuilt(hero.room, 'p1'))).toEqual(normalised(view(sr.game!, 'p1')));
    });
    expect(rebuilt(overlord.room, 'p2').quest!.overlordHand).toEqual(sr.game!.quest!.overlordHand);
    expect(rebuilt(hero.room, 'p1').quest!.overlordHand).toBeUndefined();
    expect(snapshotFromRoom(hero.room.state as RoomStateLike, 'p1', secrets.p1 ?? null).questSide).toBe('pvp');
    await Promise.all([watcher.room.leave(), hero.room.leave(), overlord.room.leave()]);
  }, 120_000);
});
