import type { RejectionCode } from '../protocol/codes';

/** For every rejection code, the How-to-play anchor that explains the rule it enforces (a full record: a new code without a link does not compile). */
export const REJECTION_RULE: Record<RejectionCode, string> = {
  MALFORMED: 'refusals', GAME_OVER: 'victory', NOT_YOUR_TURN: 'turn', WRONG_PHASE: 'turn', WAITING_FOR_DECISION: 'decisions',
  NO_DECISION: 'decisions', BAD_ANSWER: 'decisions', UNKNOWN_CARD: 'cards', NOT_IN_HAND: 'cards', CANNOT_AFFORD: 'costs',
  BUILDING_TAPPED: 'costs', WRONG_FACTION: 'cards', HERO_REQUIRED: 'cards', ALREADY_BUILT: 'construction', NOT_TOP_BUILDING: 'modes',
  CITY_FULL: 'construction', DUPLICATE_BUILDING: 'construction', CLASS_BUILDING_LIMIT: 'construction', UNIQUE_USED: 'construction',
  ALREADY_CONSTRUCTED: 'construction', TERRAIN_LIMIT: 'terrain', BAD_PLACEMENT: 'summoning', CREATURE_CAP: 'summoning', NO_SLOT: 'relics',
  NOT_BUILT: 'construction', BUILDING_USED: 'construction', UNKNOWN_CREATURE: 'activation', NOT_YOUR_CREATURE: 'activation',
  ALREADY_ACTIVATED: 'activation', ANOTHER_ACTIVATION: 'activation', ACTIVATION_OVER: 'activation', TOO_FAR: 'movement',
  PATH_BLOCKED: 'movement', OUT_OF_FIELD: 'movement', CANNOT_RUN: 'run', ALREADY_MOVED: 'activation', IN_CONTACT: 'contact',
  NOT_IN_CONTACT: 'contact', NO_ABILITY: 'abilities', ZERO_DICE: 'melee', OUT_OF_RANGE: 'ranged', NO_LINE_OF_SIGHT: 'ranged',
  HIDDEN_TARGET: 'stealth', BAD_TARGET: 'abilities', ALREADY_ATTACKED: 'melee', ALREADY_SEARCHED: 'terrain', NOT_RUINS: 'terrain',
  CANNOT_HEAL: 'damage', DICE_SCRIPT_EXHAUSTED: 'refusals', SHIELDED: 'abilities', NO_CONCENTRATION: 'abilities',
  NOT_QUEST_OVERLORD: 'quest-mode', NOT_ENOUGH_RAGE: 'quest-honour-rage', MUST_PLAY_OVERLORD_CARD: 'quest-solo',
};
