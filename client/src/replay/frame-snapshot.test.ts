import { snapshotOfFrame } from './frame-snapshot';
import { replayFixture } from './replay-fixture';

describe('snapshotOfFrame', () => {
  const replay = replayFixture('duel', 12);

  it("is the frame's spectator view, playing until the last frame, with the match's seats and no clock", () => {
    const s = snapshotOfFrame(replay, 3);
    expect(s.view).toBe(replay.frames[3]!.view);
    expect(s).toMatchObject({ mode: 'duel', status: 'playing', viewer: 'spectator', ruleset: 'rulebook', waitingFor: '' });
    expect(s.clock).toEqual({ seat: '', decisionDeadline: 0, turnDeadline: 0, matchDeadline: 0 });
    expect(s.seats).toEqual([
      { seat: 'p1', name: 'Name p1', team: '', taken: true, bot: false, deckChosen: true, ready: true, away: false },
      { seat: 'p2', name: 'Name p2', team: '', taken: true, bot: false, deckChosen: true, ready: true, away: false },
    ]);
    expect(s.code).toBeUndefined();
  });

  it('is ended on the last frame only', () => {
    expect(snapshotOfFrame(replay, 0).status).toBe('playing');
    expect(snapshotOfFrame(replay, replay.frames.length - 1).status).toBe('ended');
  });

  it("gives Shoulder to Shoulder seats their side from the view's teams", () => {
    const teams = replayFixture('teams', 2);
    expect(snapshotOfFrame(teams, 0).seats.map((s) => s.team)).toEqual(['A', 'A', 'B', 'B']);
  });

  it('refuses a frame the replay does not have', () => {
    expect(() => snapshotOfFrame(replay, replay.frames.length)).toThrow(RangeError);
  });
});
