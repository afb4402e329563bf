import type { GameView } from '@signum/shared';
import type { SeatInfo, TableSnapshot } from '../model/snapshot';
import { waitingSentence } from './turn-text';

const seat = (s: SeatInfo['seat'], name: string): SeatInfo => ({ seat: s, name, team: '', taken: true, bot: false, deckChosen: true, ready: true, away: false });
const view = (over: Partial<GameView>): GameView =>
  ({ viewer: 'p1', mode: 'duel', turn: 1, activeSeat: 'p1', turnOrder: ['p1', 'p2'], phase: 'construction', players: {}, creatures: [], terrain: [], activation: null, pending: null, result: null, ...over }) as GameView;
const snap = (v: GameView | null, viewer: TableSnapshot['viewer'], waitingFor: TableSnapshot['waitingFor']): TableSnapshot => ({
  mode: 'duel', status: v?.result ? 'ended' : 'playing', viewer, seats: [seat('p1', 'Ana'), seat('p2', 'Bo')], view: v, ruleset: 'rulebook', waitingFor,
  clock: { seat: '', decisionDeadline: 0, turnDeadline: 0, matchDeadline: 0 },
});

describe('waiting sentence', () => {
  it('tells the active player what the Construction phase asks', () => {
    expect(waitingSentence(snap(view({}), 'p1', 'p1'))).toBe('Your turn: Construction phase — build one building or take 2 Prosperity.');
  });
  it('names who decides, by name, for the others', () => {
    const v = view({ pending: { id: 3, seat: 'p1', kind: 'diceSplit' } });
    expect(waitingSentence(snap(v, 'p2', 'p1'))).toBe('Waiting for Ana to split dice between attack and defence.');
    expect(waitingSentence(snap(v, 'spectator', 'p1'))).toBe('Waiting for Ana to split dice between attack and defence.');
  });
  it('speaks to the decider in the second person', () => {
    const v = view({ pending: { id: 3, seat: 'p2', kind: 'placeHero' } });
    expect(waitingSentence(snap(v, 'p2', 'p2'))).toBe('Your decision: place your hero.');
  });
  it('tells the result with names', () => {
    const v = view({ phase: 'ended', result: { winners: ['p2'], reason: 'heroKilled' } });
    expect(waitingSentence(snap(v, 'p1', ''))).toBe('Game over: Bo wins (the last enemy hero was killed).');
  });
  it('waits for the players before the game', () => {
    expect(waitingSentence(snap(null, 'p1', ''))).toBe('Waiting for the players to get ready.');
  });
});
