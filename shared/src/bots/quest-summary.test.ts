import { cloneState } from '../engine/clone';
import { newQuestGame } from '../engine/test-quest-game';
import type { GameState } from '../state/types';
import { questEnding, summariseQuests, type QuestRecord } from './quest-summary';
import { creaturesToChange, playerToChange } from '../primitives/copy-on-write';

/** A quest game given a result, with `change` applied first (which deck is empty, whether the Hero stands). */
function ended(change: (s: GameState) => void, reason: 'questEnd' | 'heroKilled' = 'questEnd'): GameState {
  const s = cloneState(newQuestGame('pve', 'summary'));
  change(s);
  s.result = { winners: reason === 'questEnd' ? ['p1'] : ['p2'], reason };
  return s;
}

describe('questEnding', () => {
  it('names the end condition that finished the game', () => {
    expect(questEnding(ended((s) => delete creaturesToChange(s)[s.players.p1!.heroCreature], 'heroKilled'))).toBe('heroFell');
    expect(questEnding(ended((s) => (playerToChange(s, 'p1').deck = [])))).toBe('heroDeckOut');
    expect(questEnding(ended((s) => (s.quest!.overlordDeck = [])))).toBe('overlordDeckOut');
    expect(questEnding(ended((s) => {
      s.quest!.questDeck = [];
      s.quest!.active = [];
    }))).toBe('questsDone');
  });
});

describe('summariseQuests', () => {
  const r = (over: Partial<QuestRecord>): QuestRecord => ({ heroWon: true, score: 0, completed: 0, failed: 0, ending: 'overlordDeckOut', ...over });
  it('gives the win rate, the means, the share of games with a quest done and the endings', () => {
    const s = summariseQuests([
      r({ score: 6, completed: 2, failed: 1 }),
      r({ score: 3, completed: 1, ending: 'heroDeckOut' }),
      r({ heroWon: false, score: -1, failed: 1, ending: 'heroFell' }),
      r({ heroWon: false, score: 0, ending: 'heroFell' }),
    ]);
    expect(s).toEqual({
      games: 4, heroWinRate: 0.5, meanHonour: 2, meanCompleted: 0.75, meanFailed: 0.5, completedSomeRate: 0.5,
      endings: { heroFell: 2, heroDeckOut: 1, overlordDeckOut: 1, questsDone: 0, other: 0 },
    });
  });
});
