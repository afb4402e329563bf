import type { QuestView } from '@signum/shared';
import { restoreMatch } from '../src/store/restore';
import { applyLogged } from '../src/room/system-actions';
import { crashAndRestore, drive, joinPlayer, serverRoom, startTestServer, until, type Player, type TestServer } from './harness';

/** The public quest view the room synchronises (schema.ts `quest`), as any client reads it. */
function questOf(p: Player): QuestView | null {
  const json = (p.room.state as unknown as { quest: string }).quest;
  return json ? (JSON.parse(json) as QuestView) : null;
}

// Issue 14, online: the `quest` room, solo (one Hero seat, the engine plays the Overlord) and against an
// Overlord player (two seats), with spectators, the match log, replays and restore as in every mode.
describe('quest room', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses quest options that do not fit: a side outside a quest room, variants inside one', async () => {
    await expect(t.client().create('match', { mode: 'duel', quest: { side: 'pve' } })).rejects.toThrow(/only a quest room has a quest side/);
    await expect(t.client().create('match', { mode: 'quest', variants: { ruleset: 'classic2017' } })).rejects.toThrow(/quest rules/);
    await expect(t.client().create('match', { mode: 'quest', quest: { side: 'both' } })).rejects.toThrow(/Bad match options: quest.side/);
  });

  it('solo: one Hero seat with the starter deck, the engine plays the Overlord, a spectator watches, the log replays', async () => {
    const hero = await joinPlayer(t.client(), (c) => c.create('match', { mode: 'quest', seed: 'quest-solo', name: 'Hero' }));
    expect(hero.seat).toBe('p1');
    const sr = serverRoom(hero.room);
    expect(sr.state.questSide).toBe('pve');
    expect(sr.state.seats.size).toBe(1);
    // The only seat is taken: whoever comes next watches.
    const watcher = await joinPlayer(t.client(), (c) => c.joinById(hero.room.roomId, { name: 'Watcher' }));
    expect(watcher.seat).toBeNull();
    // The deck is fixed (checklist 22.26): choosing one is refused with a reason, and ready starts the game.
    hero.room.send('deck', { precon: 'anything' });
    await until(() => hero.errors.length > 0, 'the deck refusal');
    expect(hero.errors[0]!.code).toBe('QUEST_DECK_FIXED');
    hero.errors.length = 0;
    hero.room.send('ready', {});
    await until(() => sr.game !== null, 'the game to start');
    expect(sr.game!.config.quest).toMatchObject({ side: 'pve', hero: 'p1', overlord: 'p2' });

    // Play the Hero from the wire; the Overlord's turns happen by themselves (nobody sits at p2).
    const d = drive(hero, 'quest-solo/hero', 60);
    await until(() => sr.actionCount >= 60 || sr.game!.result !== null, '60 Hero actions', 60_000);
    d.stop();
    await until(() => questOf(watcher)?.phases === sr.game!.quest!.phases, 'the spectator to see the quest state');
    expect(sr.game!.turn).toBeGreaterThan(2);
    const seen = questOf(watcher)!;
    expect(seen.side).toBe('pve');
    expect(seen.active.map((a) => a.id)).toEqual(sr.game!.quest!.active.map((a) => a.id));
    expect(seen.honour).toBe(sr.game!.quest!.honour);
    // Every action in the store is the Hero's (the NPC Overlord acts inside the engine) and the log replays to the same game.
    const log = (await t.store.getMatch(sr.roomId))!.actions;
    expect(new Set(log.map((e) => e.seat))).toEqual(new Set(['p1']));
    expect(JSON.stringify(await restoreMatch(t.store, sr.roomId, applyLogged))).toBe(JSON.stringify(sr.game));
    expect(hero.errors).toEqual([]);
    await Promise.all([hero.room.leave(), watcher.room.leave()]);
  }, 90_000);

  it('against an Overlord player: two seats, the Overlord is sent its own hand, both play from the wire, a concession ends it and it replays', async () => {
    const hero = await joinPlayer(t.client(), (c) => c.create('match', { mode: 'quest', quest: { side: 'pvp' }, seed: 'quest-pvp', name: 'Hero' }));
    const overlord = await joinPlayer(t.client(), (c) => c.joinById(hero.room.roomId, { name: 'Overlord' }));
    expect([hero.seat, overlord.seat]).toEqual(['p1', 'p2']);
    const sr = serverRoom(hero.room);
    expect(sr.state.questSide).toBe('pvp');
    const hand = new Promise<{ overlordHand?: string[] }>((resolve) => overlord.room.onMessage('private', resolve));
    const heroSecret = new Promise<{ overlordHand?: string[] }>((resolve) => hero.room.onMessage('private', resolve));
    hero.room.send('ready', {});
    overlord.room.send('ready', {});
    await until(() => sr.game !== null, 'the game to start');
    expect((await hand).overlordHand).toEqual(sr.game!.quest!.overlordHand);
    expect((await hand).overlordHand!.length).toBeGreaterThan(0);
    expect((await heroSecret).overlordHand).toBeUndefined();

    const drivers = [drive(hero, 'quest-pvp/hero', 80), drive(overlord, 'quest-pvp/overlord', 80)];
    await until(() => sr.actionCount >= 80 || sr.game!.result !== null, '80 actions', 60_000);
    drivers.forEach((x) => x.stop());
    expect(new Set((await t.store.getMatch(sr.roomId))!.actions.map((e) => e.seat))).toEqual(new Set(['p1', 'p2']));
    expect([...hero.errors, ...overlord.errors]).toEqual([]);
    if (!sr.game!.result) {
      hero.room.send('concede');
      await until(() => sr.game!.result !== null, 'the concession');
    }
    await until(() => sr.state.status === 'ended', 'the match to be recorded as ended');
    // A quest is not rated, and its replay (the same frames anyone may watch) starts from the quest game.
    const res = await fetch(`${t.url.replace('ws', 'http')}/matches/${sr.roomId}/replay`);
    expect(res.status).toBe(200);
    const replay = (await res.json()) as { match: { mode: string }; frames: { view: { quest?: QuestView } }[] };
    expect(replay.match.mode).toBe('quest');
    expect(replay.frames[0]!.view.quest!.side).toBe('pvp');
    expect(replay.frames.at(-1)!.view.quest!.overlordHand).toBeUndefined();
    await Promise.all([hero.room.leave(), overlord.room.leave()]);
  }, 90_000);

  it('a quest against an Overlord player closed as by a crash is restored from its log; both come back with their seat keys, the Overlord gets its hand again', async () => {
    const hero = await joinPlayer(t.client(), (c) => c.create('match', { mode: 'quest', quest: { side: 'pvp' }, seed: 'quest-restore', name: 'Hero' }));
    const overlord = await joinPlayer(t.client(), (c) => c.joinById(hero.room.roomId, { name: 'Overlord' }));
    hero.room.send('ready', {});
    overlord.room.send('ready', {});
    const sr = serverRoom(hero.room);
    await until(() => sr.game !== null, 'the game to start');
    const drivers = [drive(hero, 'quest-restore/hero', 30), drive(overlord, 'quest-restore/overlord', 30)];
    await until(() => sr.actionCount >= 30 || sr.game!.result !== null, '30 actions', 60_000);
    drivers.forEach((d) => d.stop());
    const id = sr.roomId;
    const before = JSON.stringify(sr.game);
    const restored = await crashAndRestore(sr, t.store);
    expect(JSON.stringify(restored.game)).toBe(before);
    expect(restored.state.questSide).toBe('pvp');
    const heroBack = await joinPlayer(t.client(), (c) => c.joinById(id, { seatKey: hero.seatKey }));
    const overlordClient = t.client();
    const overlordRoom = await overlordClient.joinById(id, { seatKey: overlord.seatKey });
    const hand = new Promise<{ overlordHand?: string[] }>((resolve) => overlordRoom.onMessage('private', resolve));
    const overlordBack: Player = { room: overlordRoom, seat: 'p2', errors: [], events: 0 };
    overlordRoom.onMessage('error', (e: { code: string; message: string }) => overlordBack.errors.push(e));
    overlordRoom.onMessage('*', () => {});
    expect(heroBack.seat).toBe('p1');
    expect((await hand).overlordHand).toEqual(restored.game!.quest!.overlordHand);
    const count = restored.actionCount;
    const again = [drive(heroBack, 'quest-restore/hero/again', count + 20), drive(overlordBack, 'quest-restore/overlord/again', count + 20)];
    await until(() => restored.actionCount >= count + 20 || restored.game!.result !== null, '20 more actions', 60_000);
    again.forEach((d) => d.stop());
    expect([...heroBack.errors, ...overlordBack.errors]).toEqual([]);
    await Promise.all([heroBack.room.leave(), overlordRoom.leave()]);
  }, 90_000);

  it('clocks run as in every mode: a silent solo Hero has its decisions answered and its turns ended, and the Overlord plays on', async () => {
    const hero = await joinPlayer(t.client(), (c) => c.create('match', { mode: 'quest', seed: 'quest-clock', private: true, clock: { decisionSeconds: 0.1, turnSeconds: 0.3 } }));
    hero.room.send('ready', {});
    const sr = serverRoom(hero.room);
    await until(() => sr.game !== null, 'the game to start');
    // The Hero never sends anything; the clocks act for it, the engine for the Overlord.
    await until(() => sr.game!.turn >= 5 || sr.game!.result !== null, 'five turns played by the clocks alone', 30_000);
    const log = (await t.store.getMatch(sr.roomId))!.actions;
    expect(log.length).toBeGreaterThan(0);
    expect(new Set(log.map((e) => e.seat))).toEqual(new Set(['p1']));
    await hero.room.leave();
  }, 40_000);
});
