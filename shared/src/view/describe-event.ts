import { findCard } from '../cards/registry';
import type { GameEvent } from '../protocol/events';
import type { GameState } from '../state/types';
import { printedName } from './printed-name';
import { describeQuestEvent } from './describe-quest-event';

/** How the describer names things: creatures by id, cards by card id. */
export interface Names {
  creature(id: string): string;
  card(id: string): string;
}

/** A card's printed name, or its id when the pool does not know it. */
export function cardName(id: string): string {
  return findCard(id)?.name ?? id;
}

/** Names that remember every creature seen in the given states, so the dead can still be named. */
export function nameBook(): Names & { learn(state: GameState): void } {
  const creatures = new Map<string, string>();
  return {
    learn(state: GameState): void {
      for (const c of Object.values(state.creatures)) creatures.set(c.id, c.card);
    },
    creature(id: string): string {
      const card = creatures.get(id);
      return card ? `${cardName(card)} (${id})` : id;
    },
    card: cardName,
  };
}

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/**
 * One plain-English sentence for an event. Keywords and abilities go by their printed names, never
 * ids; positions are not given (the field is turned differently for each player, so "north" or
 * coordinates would mislead): the table shows where things are.
 */
export function describeEvent(ev: GameEvent, n: Names): string {
  const cr = n.creature;
  switch (ev.e) {
    case 'initiativeRolled':
      return `Initiative: ${Object.entries(ev.rolls).map(([s, f]) => `${s} rolled ${(f ?? []).join(', ')}`).join('; ')}.`;
    case 'firstPlayerChosen':
      return `${ev.seat} will take the first turn.`;
    case 'cornerClaimed':
      return `${ev.seat} claims a corner of the Battlefield.`;
    case 'edgeClaimed':
      return `${ev.seat} takes the edge beside that corner.`;
    case 'heroPlaced':
      return `${ev.seat} places ${cr(ev.creature)} on their edge.`;
    case 'mulligan':
      return ev.choice === 'keep' ? `${ev.seat} keeps their hand.` : `${ev.seat} mulligans (${ev.choice}) ${plural(ev.count, 'card')}.`;
    case 'turnStarted':
      return `— Turn ${ev.turn}: ${ev.seat} —`;
    case 'untapped':
      return `${ev.seat} untaps their buildings.`;
    case 'drew':
      return ev.card ? `${ev.seat} draws ${n.card(ev.card)}.` : `${ev.seat} draws a card.`;
    case 'deckOut':
      return `${ev.seat} cannot draw from an empty deck: ${ev.gainer} gains ${ev.amount} Prosperity.`;
    case 'handFullDiscard':
      return `${ev.seat}'s hand is full: ${ev.chooser} makes them discard ${n.card(ev.card)}.`;
    case 'prosperity':
      return `${ev.seat} ${ev.delta >= 0 ? 'gains' : 'loses'} ${Math.abs(ev.delta)} Prosperity (${ev.why}), now ${ev.total}.`;
    case 'built':
      return `${ev.seat} builds ${n.card(ev.building)}.`;
    case 'tapped':
      return `${ev.seat} taps ${ev.buildings.map(n.card).join(', ')}.`;
    case 'buildingUsed':
      return `${ev.seat} uses ${n.card(ev.building)}${ev.target ? ` on ${n.creature(ev.target)}` : ''}.`;
    case 'cardPlayed':
      return `${ev.seat} plays ${n.card(ev.card)}.`;
    case 'tacticSet':
      return ev.card ? `${ev.seat} sets ${n.card(ev.card)} face down as a tactic.` : `${ev.seat} sets a tactic face down.`;
    case 'tacticRevealed':
      return `${ev.seat} reveals the tactic ${n.card(ev.card)}.`;
    case 'tacticFizzled':
      return `${ev.seat}'s tactic ${n.card(ev.card)} has no effect.`;
    case 'summoned':
      return `${ev.seat} summons ${cr(ev.creature)}.`;
    case 'relicEquipped':
      return `${ev.seat} equips ${n.card(ev.card)}${ev.replaced ? ', replacing a relic' : ''}.`;
    case 'relicDestroyed':
      return `${ev.seat}'s ${n.card(ev.card)} is destroyed (${printedName(ev.why)}).`;
    case 'terrainPlaced':
      return `${ev.seat} lays the terrain ${n.card(ev.card)}.`;
    case 'activationStarted':
      return `${cr(ev.creature)} activates.`;
    case 'activationEnded':
      return `${cr(ev.creature)} ends its activation.`;
    case 'moved': {
      const stop = ev.stoppedBy ? `, stopping on contact with ${cr(ev.stoppedBy)}` : '';
      return `${cr(ev.creature)} ${ev.run ? 'runs' : 'moves'} ${Math.round(ev.length)} mm${stop}.`;
    }
    case 'backstab':
      return `${cr(ev.by)} backstabs ${cr(ev.victim)} as it leaves contact: ${ev.faces.join(', ')} — ${plural(ev.successes, 'success', 'successes')}.`;
    case 'detection':
      return `${cr(ev.by)} tries to detect ${cr(ev.target)}: ${ev.face}, ${ev.success ? 'found' : 'not found'}.`;
    case 'stealthGained':
      return `${cr(ev.creature)} hides (Stealth).`;
    case 'stealthLost':
      return `${cr(ev.creature)} loses Stealth.`;
    case 'meleeDeclared':
      return `${cr(ev.attacker)} attacks ${cr(ev.defender)} in melee.`;
    case 'diceSplit':
      return `${cr(ev.creature)} puts ${plural(ev.attack, 'die', 'dice')} into attack and ${ev.defence} into defence.`;
    case 'rolled':
      return `${cr(ev.creature)} rolls for ${printedName(ev.purpose)}: ${ev.faces.join(', ') || 'no dice'} — ${plural(ev.successes, 'success', 'successes')}.`;
    case 'rerolled':
      return `${cr(ev.creature)} rerolls ${plural(ev.indices.length, 'die', 'dice')} for ${printedName(ev.purpose)}: now ${ev.faces.join(', ')} — ${plural(ev.successes, 'success', 'successes')}.`;
    case 'rangedDeclared':
      return `${cr(ev.attacker)} makes a ${printedName(ev.attack)} attack on ${cr(ev.target)} at ${Math.round(ev.distance)} mm with ${plural(ev.dice, 'die', 'dice')}.`;
    case 'damaged': {
      const soaked = ev.absorbedByRelics + ev.absorbedByArmour;
      return `${cr(ev.creature)} takes ${ev.amount} damage${soaked > 0 ? ` (${soaked} absorbed)` : ''}: ${plural(ev.wounds, 'wound')}.`;
    }
    case 'wounded':
      return `${cr(ev.creature)} suffers ${plural(ev.amount, 'wound')}.`;
    case 'healed':
      return `${cr(ev.creature)} heals ${plural(ev.amount, 'wound')}.`;
    case 'armourGained':
      return `${cr(ev.creature)} gains ${ev.amount} Armour.`;
    case 'strengthChanged':
      return `${cr(ev.creature)} gets ${ev.delta >= 0 ? '+' : ''}${ev.delta} Strength${ev.untilEndOfTurn !== undefined ? ' until end of turn' : ''}.`;
    case 'keywordGained':
      return `${cr(ev.creature)} gains ${printedName(ev.keyword)}${ev.untilEndOfTurn !== undefined ? ' until end of turn' : ''}.`;
    case 'pushed':
      return `${cr(ev.creature)} is pushed ${Math.round(ev.length)} mm${ev.blocked ? ', stopped short' : ''}.`;
    case 'poisoned':
      return `${cr(ev.creature)} is poisoned.`;
    case 'diseased':
      return `${cr(ev.creature)} is diseased.`;
    case 'diseaseRemoved':
      return `${cr(ev.creature)} is no longer diseased.`;
    case 'concentration':
      return `${cr(ev.creature)} has ${plural(ev.tokens, 'Concentration token')}.`;
    case 'controlChanged':
      return `${ev.controller} controls ${cr(ev.creature)}${ev.untilEndOfTurn !== undefined ? ' until end of turn' : ''}.`;
    case 'died':
      return `${cr(ev.creature)} dies.`;
    case 'toGraveyard':
      return `${n.card(ev.card)} goes to ${ev.seat}'s Graveyard.`;
    case 'successfulAttack':
      return `${cr(ev.creature)} makes a successful attack on ${cr(ev.target)}.`;
    case 'relicUsed':
      return `${ev.seat} activates ${n.card(ev.card)}${ev.target ? ` on ${cr(ev.target)}` : ''}.`;
    case 'chainInterrupted':
      return 'The chain of triggered abilities stops: an ability would trigger the same ability again.';
    case 'cardReturned':
      return `${cr(ev.creature)} leaves the Battlefield: its card goes back to ${ev.seat}'s ${ev.to === 'hand' ? 'hand' : 'Battle Deck'}.`;
    case 'deckShuffled':
      return `${ev.seat}'s Battle Deck is shuffled.`;
    case 'discarded':
      return `${ev.chooser} picks a card from ${ev.seat}'s hand face down: ${n.card(ev.card)} is discarded.`;
    case 'buildingDestroyed':
      return `${ev.seat}'s ${n.card(ev.building)} is destroyed.`;
    case 'terrainDestroyed':
      return `The terrain ${n.card(ev.card)} is destroyed and leaves the Battlefield.`;
    case 'placed':
      return `${cr(ev.creature)} is placed elsewhere (not a move).`;
    case 'searched':
      return `${cr(ev.creature)} searches the Ruins: ${ev.face}.`;
    case 'secretEntrance':
      return `${cr(ev.creature)} takes a secret entrance between two Ruins: ${ev.face}${ev.at ? ', and comes out of the other' : ''}.`;
    case 'decision':
      return `${ev.seat} must decide (${printedName(ev.kind).toLowerCase()}).`;
    case 'turnEnded':
      return `${ev.seat} ends turn ${ev.turn}.`;
    case 'playerEliminated':
      return `${ev.seat} is eliminated.`;
    case 'gameOver':
      return describeResult(ev.result);
    case 'timedOut':
      return ev.kind === 'turn'
        ? `${ev.seat}'s time for the turn ran out: the clock ends it for them.`
        : `${ev.seat}'s time to decide ran out: the clock gives the default answer.`;
    case 'questsPhase': case 'questDrawn': case 'questPlaced': case 'questPlacementSkipped': case 'questCompleted': case 'questFailed':
    case 'terrainFlipped': case 'honour': case 'rage': case 'overlordCardPlayed': case 'overlordCardCancelled': case 'overlordDrew': case 'diceCard': case 'npc': case 'questGameOver':
      return describeQuestEvent(ev, n);
    default:
      return unknownEvent(ev);
  }
}

/** `Game over: p1 wins (heroKilled).` */
export function describeResult(r: { winners: readonly string[]; reason: string }): string {
  const who = r.winners.length === 0 ? 'nobody wins' : `${r.winners.join(' and ')} ${r.winners.length === 1 ? 'wins' : 'win'}`;
  return `Game over: ${who} (${describeReason(r.reason)}).`;
}

/** A result reason in words (`tiebreak` → `time-limit tiebreak`). */
export function describeReason(reason: string): string {
  return REASONS[reason] ?? reason;
}

const REASONS: Record<string, string> = {
  heroKilled: 'the last enemy hero was killed',
  prosperity: 'Prosperity victory',
  tiebreak: 'time-limit tiebreak',
  draw: 'a draw',
  forfeit: 'forfeit',
  questEnd: 'the quest game ended with the Hero alive',
};

/** An event this describer does not know yet (the union grew): still print something. */
function unknownEvent(ev: never): string {
  return `(${JSON.stringify(ev)})`;
}
