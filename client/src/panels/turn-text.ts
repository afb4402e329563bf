import { describeResult, type DecisionKind, type Phase } from '@signum/shared';
import type { TableSnapshot } from '../model/snapshot';
import { seatName, withSeatNames } from './names';

/** What deciding each kind of decision is, as "Waiting for Ana to …" ends. */
export const DECISION_VERB: Record<DecisionKind, string> = {
  diceSplit: 'split dice between attack and defence',
  reroll: 'choose dice to reroll',
  tacticWindow: 'decide whether to reveal a tactic',
  relicChoice: 'choose which relic absorbs the damage',
  target: 'choose a target',
  blindDiscard: 'pick a card to discard',
  firstPlayer: 'choose who plays first',
  claimCorner: 'claim a corner',
  chooseOpponent: 'choose an opponent',
  placeHero: 'place their hero',
  placeMinion: 'place a minion',
  mulligan: 'keep or change their starting hand',
  optionalBackstab: 'decide whether to backstab',
  optionalAbility: 'decide whether to use an ability',
  spot: 'choose where a creature goes',
  placeQuestPiece: "place a quest's piece or a summoned creature",
};

const PHASE_LABEL: Record<Phase, string> = { setup: 'Setup', construction: 'Construction', activation: 'Creature activation', ended: 'Game over' };

/** A phase's name for people. */
export function phaseLabel(phase: Phase): string {
  return PHASE_LABEL[phase];
}

/** What the game waits for, in plain words, from the viewer's side. */
export function waitingSentence(s: TableSnapshot): string {
  const v = s.view;
  if (s.status === 'lobby' || !v) return 'Waiting for the players to get ready.';
  if (v.result) return withSeatNames(describeResult(v.result), s.seats);
  const mine = s.viewer !== 'spectator' && s.waitingFor === s.viewer;
  if (v.pending) {
    const verb = DECISION_VERB[v.pending.kind];
    return mine ? `Your decision: ${verb.replace(/\btheir\b/g, 'your')}.` : `Waiting for ${seatName(s.seats, v.pending.seat)} to ${verb}.`;
  }
  const active = seatName(s.seats, v.activeSeat);
  if (v.phase === 'construction') {
    return mine ? 'Your turn: Construction phase — build one building or take 2 Prosperity.' : `Waiting for ${active} to build (Construction phase).`;
  }
  if (v.phase === 'activation') {
    return mine
      ? 'Your turn: activate your creatures one by one, play cards, then end the turn.'
      : `Waiting for ${active} to activate creatures and play cards.`;
  }
  return `Waiting for ${active}.`;
}
