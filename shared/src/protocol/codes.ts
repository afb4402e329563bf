/**
 * Stable rejection codes. The code is for programs; the sentence that goes with it (built where the
 * rule is checked) is for the player.
 */
export const REJECTION_CODES = [
  'MALFORMED', 'GAME_OVER', 'NOT_YOUR_TURN', 'WRONG_PHASE', 'WAITING_FOR_DECISION', 'NO_DECISION', 'BAD_ANSWER',
  'UNKNOWN_CARD', 'NOT_IN_HAND', 'CANNOT_AFFORD', 'BUILDING_TAPPED', 'WRONG_FACTION', 'HERO_REQUIRED',
  'ALREADY_BUILT', 'NOT_TOP_BUILDING', 'CITY_FULL', 'DUPLICATE_BUILDING', 'CLASS_BUILDING_LIMIT', 'UNIQUE_USED', 'ALREADY_CONSTRUCTED',
  'TERRAIN_LIMIT', 'BAD_PLACEMENT', 'CREATURE_CAP', 'NO_SLOT', 'NOT_BUILT', 'BUILDING_USED',
  'UNKNOWN_CREATURE', 'NOT_YOUR_CREATURE', 'ALREADY_ACTIVATED', 'ANOTHER_ACTIVATION', 'ACTIVATION_OVER',
  'TOO_FAR', 'PATH_BLOCKED', 'OUT_OF_FIELD', 'CANNOT_RUN', 'ALREADY_MOVED', 'IN_CONTACT', 'NOT_IN_CONTACT',
  'NO_ABILITY', 'ZERO_DICE', 'OUT_OF_RANGE', 'NO_LINE_OF_SIGHT', 'HIDDEN_TARGET', 'BAD_TARGET', 'ALREADY_ATTACKED',
  'ALREADY_SEARCHED', 'NOT_RUINS', 'CANNOT_HEAL', 'DICE_SCRIPT_EXHAUSTED', 'SHIELDED',
  'NO_CONCENTRATION', 'NOT_QUEST_OVERLORD', 'NOT_ENOUGH_RAGE', 'MUST_PLAY_OVERLORD_CARD',
] as const;
export type RejectionCode = (typeof REJECTION_CODES)[number];

/** A rejected action: nothing changed. */
export interface Rejection {
  ok: false;
  code: RejectionCode;
  message: string;
}

/**
 * Thrown inside the rules to reject; `apply` turns it into a `Rejection` and discards the working
 * copy. Not an `Error` subclass on purpose: capturing a stack trace for every rejected candidate
 * cost bots more than the rules themselves, and a rejection is an answer, not a fault.
 */
export class RuleError {
  readonly name = 'RuleError';
  constructor(
    readonly code: RejectionCode,
    readonly message: string,
  ) {}
}

/** Reject unless `cond` holds. */
export function ensure(cond: unknown, code: RejectionCode, message: string): asserts cond {
  if (!cond) throw new RuleError(code, message);
}

/** Whether a rule check passes: true if it returns, false if it rejects (any other error is a bug and is rethrown). */
export function passes(check: () => unknown): boolean {
  try {
    check();
    return true;
  } catch (e) {
    if (e instanceof RuleError) return false;
    throw e;
  }
}
