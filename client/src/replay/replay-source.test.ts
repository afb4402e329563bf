import type { EventBatch, TableSnapshot, TableSource } from '../model/snapshot';
import { replayFixture } from './replay-fixture';
import { ReplaySource, type ReplayTimers } from './replay-source';

/** A timer the test fires by hand. */
function manualTimers(): ReplayTimers & { tick(): void; running: () => boolean } {
  let fn: (() => void) | null = null;
  return {
    setInterval: (f) => ((fn = f), 1),
    clearInterval: () => void (fn = null),
    tick: () => fn?.(),
    running: () => fn !== null,
  };
}

describe('ReplaySource', () => {
  const replay = replayFixture('duel', 20);
  const last = replay.frames.length - 1;

  function watch(source: ReplaySource) {
    const snapshots: TableSnapshot[] = [];
    const batches: EventBatch[] = [];
    source.subscribe((s) => snapshots.push(s));
    source.onEvents((b) => batches.push(b));
    return { snapshots, batches };
  }

  it('starts on frame 0 and publishes each frame with its events when stepping forward', () => {
    const source = new ReplaySource(replay);
    const { snapshots, batches } = watch(source);
    expect(source.current().view).toBe(replay.frames[0]!.view);
    source.forward();
    source.forward();
    expect(snapshots.map((s) => s.view)).toEqual([replay.frames[1]!.view, replay.frames[2]!.view]);
    expect(batches).toEqual([
      { index: 1, events: replay.frames[1]!.events },
      { index: 2, events: replay.frames[2]!.events },
    ]);
    expect(batches.some((b) => b.events.length > 0)).toBe(true);
    expect(source.label()).toBe(`2 / ${last}`);
  });

  it('steps back and seeks with a new snapshot but no events', () => {
    const source = new ReplaySource(replay);
    const { snapshots, batches } = watch(source);
    source.seek(10);
    source.back();
    expect(snapshots.map((s) => s.view)).toEqual([replay.frames[10]!.view, replay.frames[9]!.view]);
    expect(batches).toEqual([]);
    expect(source.progress()).toEqual({ at: 9, count: replay.frames.length, playing: false });
  });

  it('plays to the end on its timer, then pauses; playing again starts over', () => {
    const timers = manualTimers();
    const source = new ReplaySource(replay, { timers });
    const progress: boolean[] = [];
    source.onProgress((p) => progress.push(p.playing));
    source.play();
    expect(source.progress().playing).toBe(true);
    for (let i = 0; i < last; i++) timers.tick();
    expect(source.current().status).toBe('ended');
    expect(source.progress()).toEqual({ at: last, count: replay.frames.length, playing: false });
    expect(timers.running()).toBe(false);
    expect(progress[0]).toBe(true);
    source.toggle();
    expect(source.progress()).toMatchObject({ at: 0, playing: true });
    source.toggle();
    expect(source.progress().playing).toBe(false);
  });

  it('accepts no action and stops its timer and listeners on close', () => {
    const timers = manualTimers();
    const source = new ReplaySource(replay, { timers });
    const { snapshots } = watch(source);
    expect((source as TableSource).declare).toBeUndefined();
    source.play();
    source.close();
    expect(timers.running()).toBe(false);
    source.forward();
    expect(snapshots).toEqual([]);
  });
});

describe('ReplaySource while playing', () => {
  it('pauses when the slider reaches the last frame', () => {
    const replay = replayFixture('duel', 10);
    const timers = { setInterval: () => 1, clearInterval: () => {} };
    const source = new ReplaySource(replay, { timers });
    source.play();
    source.seek(replay.frames.length - 1);
    expect(source.progress().playing).toBe(false);
  });
});

describe('ReplaySource jumps', () => {
  it('tells onJump about a step back or a seek, not about a step forward or no move', () => {
    const source = new ReplaySource(replayFixture('duel', 10));
    const jumps: number[] = [];
    source.onJump((at) => jumps.push(at));
    source.forward();
    source.seek(6);
    source.back();
    source.seek(5);
    source.seek(6);
    source.back();
    source.back();
    source.back();
    expect(jumps).toEqual([6, 5, 5, 4, 3]);
    expect(source.history()).toEqual({ index: 3, events: source.replay.frames.slice(1, 4).flatMap((f) => f.events) });
  });
});
