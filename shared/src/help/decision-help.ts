import type { DecisionKind } from '../protocol/decisions';

/** What a decision's "?" says: the rule behind the question, and where the page explains it. */
export interface DecisionHelp {
  text: string;
  /** How-to-play anchor. */
  rule: string;
}

/** Help for every kind of decision (typed as a full record, so a new kind without help does not compile). */
export const DECISION_HELP: Record<DecisionKind, DecisionHelp> = {
  diceSplit: {
    text: 'In melee both sides roll dice equal to their Strength, split between attack and defence; the defender splits first. Attack dice succeed on an Axe or a Shield (only a Shield when wounded, unless Fortitude); defence dice succeed on a Shield and each cancels one enemy success. Cautious, Reckless and a second melee in a turn may force part of the split.',
    rule: 'melee',
  },
  reroll: {
    text: 'An ability (Master of Attack, Defense, Shooting …) lets you roll up to this many of these dice again. Pick the ones that failed; the new faces stand.',
    rule: 'dice',
  },
  tacticWindow: {
    text: 'An opponent did something a face-down tactic could answer. You may reveal one whose condition fits now, or pass and keep it for later. Everyone holding a tactic is asked, so this question reveals nothing.',
    rule: 'tactics',
  },
  relicChoice: {
    text: 'Your hero takes damage from a non-magical attack or a Backstab and more than one relic has Durability tokens: choose which relic soaks it first. One relic is emptied before the next is used.',
    rule: 'damage',
  },
  target: {
    text: 'An effect needs a target: choose one of those offered (they already meet the card\'s conditions, range and line of sight).',
    rule: 'abilities',
  },
  blindDiscard: {
    text: 'Choose one of an opponent\'s face-down cards to discard, at random: their hand is full (10 cards) and they must draw, or one of your cards makes them discard.',
    rule: 'cards',
  },
  spot: {
    text: 'An effect puts a creature somewhere: click the spot. A place may jump over anything but must be free ground within the reach shown; a move goes in a straight line, stops at the first enemy it touches and draws Backstabs when it leaves contact. Choosing the spot where it stands leaves it there.',
    rule: 'movement',
  },
  firstPlayer: {
    text: 'You rolled the most Shields at setup, so you choose who takes the first turn.',
    rule: 'setup',
  },
  claimCorner: {
    text: 'With more than two players each claims a free corner in turn; your edge is the XL stretch from it (toward your ally in Shoulder to Shoulder). Turns then go clockwise by corner.',
    rule: 'modes',
  },
  chooseOpponent: {
    text: 'The effect touches "an opponent": with several, you pick which one.',
    rule: 'modes',
  },
  placeHero: {
    text: 'Place your hero anywhere with its base touching your own edge; heroes go on the field before anything else.',
    rule: 'setup',
  },
  placeMinion: {
    text: 'A minion enters the Battlefield in contact with the creature that summons it (Ritual, Drill, Recruitment, or Parasite next to its victim). Choose where round that creature it stands: not on another base or Impassable terrain, and never in contact with an enemy.',
    rule: 'summoning',
  },
  placeQuestPiece: {
    text: 'A new quest puts its pieces on the field. In a game against an Overlord player the Hero places the quest\'s terrain and the creatures the Hero will control, the Overlord the other creatures. A terrain stands wholly on the field, at least L from the Hero\'s edge, at least M from other terrain and touching no creature; a creature goes where the quest says (near its terrain, or as far from the Hero\'s creatures as it asks), or in contact with the Overlord\'s edge when there is no room there, never touching the Hero\'s creatures unless the quest says so. The Overlord also places the creatures its Overlord cards summon, where the card says (in contact with the Hero when it says so), or in contact with its own edge when there is no room there.',
    rule: 'modes',
  },
  mulligan: {
    text: 'Keep your four cards, put up to four back (they go to the bottom, you draw as many, then the deck is shuffled), or discard any number for 1 Prosperity each. Everyone chooses in secret.',
    rule: 'setup',
  },
  optionalBackstab: {
    text: 'An enemy is leaving contact with your hidden creature. It may Backstab (one die, no defence) but then loses its Stealth token.',
    rule: 'stealth',
  },
  optionalAbility: {
    text: 'One of your creature\'s keywords may be used now or not (Disease, Exhaustion, Contract, Drill, Recruitment, Vampirism): see its glossary entry for what it costs and gives.',
    rule: 'abilities',
  },
};
