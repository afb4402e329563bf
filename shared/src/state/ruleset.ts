/**
 * Ruleset options. The default is the current rulebook with the decisions in docs/rules-decisions.md;
 * contested choices are flags here.
 */
export interface Ruleset {
  name: 'rulebook' | 'classic2017';
  /** Prosperity needed for the Prosperity victory (docs/rules-decisions.md #2). */
  prosperityToWin: number;
  /** Whether the Prosperity victory also needs all nine basic buildings (docs/rules-decisions.md #2). */
  needsAllBasicBuildings: boolean;
  deckMin: number;
  deckMax: number;
  /**
   * Dogs of War limits (docs/rules-decisions.md #60): `halves` = at most half the characters and half the supports
   * (rulebook); `classic2017` = at least half the deck characters, mercenary characters no more than
   * faction characters, no support cap (2017 summary, rulebook: Deck building).
   */
  dogsOfWarRule: 'halves' | 'classic2017';
  /** Creature cap, and whether the hero and minions count toward it (rulebook: Playing cards and summoning). */
  creatureCap: number;
  capCountsHeroAndMinions: boolean;
  /** Tactics must fire at the first chance or fizzle (2017 summary) instead of waiting (rulebook). */
  tacticsMustFireAtFirstChance: boolean;
  /** Tactics may also fire in their owner's own turn (2017 summary). */
  tacticsInOwnTurn: boolean;
  /** Dice each player rolls for initiative; most Shields chooses the first player (docs/rules-decisions.md #7). */
  initiativeDice: number;
  startingProsperity: number;
  startingHand: number;
  handLimit: number;
  mulliganMax: number;
  /** Whether discarding for Prosperity is offered beside the mulligan (rulebook yes, 2017 no). */
  discardForProsperity: boolean;
  /** Stealth detection succeeds on the detector's melee faces (docs/rules-decisions.md #12b). */
  detectionUsesMeleeFaces: boolean;
  /** Drill fires for any character you summon, not only a Drill character (docs/rules-decisions.md #32's alternative reading). */
  drillOnAnyCharacter: boolean;
}

export const RULEBOOK: Ruleset = {
  name: 'rulebook',
  prosperityToWin: 33,
  needsAllBasicBuildings: true,
  deckMin: 20,
  deckMax: 40,
  dogsOfWarRule: 'halves',
  creatureCap: 8,
  capCountsHeroAndMinions: true,
  tacticsMustFireAtFirstChance: false,
  tacticsInOwnTurn: false,
  initiativeDice: 3,
  startingProsperity: 3,
  startingHand: 4,
  handLimit: 10,
  mulliganMax: 4,
  discardForProsperity: true,
  detectionUsesMeleeFaces: true,
  drillOnAnyCharacter: false,
};

/** The older 2017 summary, as an option (the 2017 summary vs the rulebook). */
export const CLASSIC_2017: Ruleset = {
  ...RULEBOOK,
  name: 'classic2017',
  prosperityToWin: 51,
  needsAllBasicBuildings: false,
  deckMin: 30,
  dogsOfWarRule: 'classic2017',
  creatureCap: 7,
  capCountsHeroAndMinions: false,
  tacticsMustFireAtFirstChance: true,
  tacticsInOwnTurn: true,
  discardForProsperity: false,
};
