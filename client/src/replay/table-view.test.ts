import type { EventBatch } from '../model/snapshot';
import { replayFixture } from './replay-fixture';
import { ReplaySource } from './replay-source';
import { tableView } from './table-view';

describe('tableView', () => {
  const replay = replayFixture('duel', 15);

  it('passes snapshots and events through, and closing it detaches only that table', () => {
    const source = new ReplaySource(replay);
    const first = tableView(source);
    const second = tableView(source);
    const a: EventBatch[] = [];
    const b: EventBatch[] = [];
    let snapshots = 0;
    first.onEvents((x) => a.push(x));
    first.subscribe(() => snapshots++);
    second.onEvents((x) => b.push(x));
    source.forward();
    first.close();
    source.forward();
    expect(a.map((x) => x.index)).toEqual([1]);
    expect(b.map((x) => x.index)).toEqual([1, 2]);
    expect(snapshots).toBe(1);
    expect(second.current()).toBe(source.current());
  });

  it('gives a rebuilt table the history up to the frame shown, in order', () => {
    const source = new ReplaySource(replay);
    source.seek(8);
    const view = tableView(source);
    const got: EventBatch[] = [];
    view.onEvents((x) => got.push(x));
    view.replayHistory();
    expect(got).toEqual([{ index: 8, events: replay.frames.slice(1, 9).flatMap((f) => f.events) }]);
    expect(got[0]!.events.length).toBeGreaterThan(0);
  });
});
