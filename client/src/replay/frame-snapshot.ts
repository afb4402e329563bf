import type { ClockInfo, SeatInfo, TableSnapshot } from '../model/snapshot';
import { withSoloOverlord } from '../model/solo-overlord-seat';
import type { ReplayData } from './replay-data';

/** No clock runs in a replay. */
const STOPPED: ClockInfo = { seat: '', decisionDeadline: 0, turnDeadline: 0, matchDeadline: 0 };

/** The seat list a replay shows: everyone seated and ready, named as in the match; the side from the view in teams. */
function seatsOf(replay: ReplayData, at: number): SeatInfo[] {
  const view = replay.frames[at]!.view;
  return replay.match.seats.map(({ seat, name }) => {
    const engineTeam = view.players[seat]?.team;
    const team = replay.match.mode === 'teams' ? (engineTeam === 1 ? 'A' : 'B') : '';
    return { seat, name, team, taken: true, bot: false, deckChosen: true, ready: true, away: false };
  });
}

/**
 * The table snapshot of frame `at`: a spectator's view, 'ended' only on the last frame (so the table
 * shows the result when the replay reaches it), no one waited for and no clock.
 */
export function snapshotOfFrame(replay: ReplayData, at: number): TableSnapshot {
  const frame = replay.frames[at];
  if (!frame) throw new RangeError(`A replay of ${replay.frames.length} frames has no frame ${at}.`);
  return {
    mode: replay.match.mode,
    status: at === replay.frames.length - 1 ? 'ended' : 'playing',
    viewer: 'spectator',
    seats: withSoloOverlord(seatsOf(replay, at), frame.view.quest),
    view: frame.view,
    ruleset: replay.match.ruleset === 'classic2017' ? 'classic2017' : 'rulebook',
    waitingFor: '',
    clock: STOPPED,
  };
}
