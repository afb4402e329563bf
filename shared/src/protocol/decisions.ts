import { z } from 'zod';
import type { Seat } from './seat';
import type { Face } from '../random';
import { PointSchema } from './actions';

/**
 * Decisions are state: when a rule needs a choice, the engine stops with `pending` and accepts
 * only that seat's answer. `defaultAnswer` is what the server's clock sends when time runs out.
 */

/** Split melee dice between attack and defence (rulebook: Melee combat). */
export const DiceSplitAnswer = z.object({ attack: z.number().int().min(0), defence: z.number().int().min(0) }).strict();
/** Which dice to reroll, by index into the roll (Master abilities, Sniper). */
export const RerollAnswer = z.object({ dice: z.array(z.number().int().min(0)).max(20) }).strict();
/** Reveal one face-down tactic now, or pass (`tactic: null`). */
export const TacticWindowAnswer = z.object({ tactic: z.string().nullable() }).strict();
/** Which Durability relic soaks damage first. */
export const RelicChoiceAnswer = z.object({ relic: z.string() }).strict();
/** Pick one of the offered targets. */
export const TargetAnswer = z.object({ target: z.string() }).strict();
/** Pick a face-down card from the opponent's full hand, by position. */
export const BlindDiscardAnswer = z.object({ position: z.number().int().min(0) }).strict();
/** Who takes the first turn. */
export const FirstPlayerAnswer = z.object({ first: z.enum(['p1', 'p2', 'p3', 'p4']) }).strict();
/** Which free corner of the field to claim (rulebook: Variants). */
export const ClaimCornerAnswer = z.object({ corner: z.enum(['nw', 'ne', 'se', 'sw']) }).strict();
/** Which opponent an effect on "an opponent" touches (rulebook: Variants). */
export const ChooseOpponentAnswer = z.object({ opponent: z.enum(['p1', 'p2', 'p3', 'p4']) }).strict();
/**
 * A point on the Battlefield, checked by the rules of the question: where the hero stands (touching its own
 * edge), where a minion summoned in contact with a creature enters (docs/rules-decisions.md #105), where an
 * effect places or moves a creature (#122).
 */
export const PointAnswer = z.object({ at: PointSchema }).strict();
/** Keep the hand, put back up to four cards and redraw, or discard any for +1 Prosperity each (docs/rules-decisions.md #6). */
export const MulliganAnswer = z
  .object({ choice: z.enum(['keep', 'redraw', 'discard']), cards: z.array(z.string()).max(10).default([]) })
  .strict();

/** Yes or no: take an optional trigger. */
export const ConfirmAnswer = z.object({ yes: z.boolean() }).strict();

export const ANSWER_SCHEMAS = {
  diceSplit: DiceSplitAnswer,
  reroll: RerollAnswer,
  tacticWindow: TacticWindowAnswer,
  relicChoice: RelicChoiceAnswer,
  target: TargetAnswer,
  blindDiscard: BlindDiscardAnswer,
  firstPlayer: FirstPlayerAnswer,
  claimCorner: ClaimCornerAnswer,
  chooseOpponent: ChooseOpponentAnswer,
  placeHero: PointAnswer,
  placeMinion: PointAnswer,
  mulligan: MulliganAnswer,
  optionalBackstab: ConfirmAnswer,
  optionalAbility: ConfirmAnswer,
  spot: PointAnswer,
  placeQuestPiece: PointAnswer,
} as const;
export type DecisionKind = keyof typeof ANSWER_SCHEMAS;
export type AnswerOf<K extends DecisionKind> = z.infer<(typeof ANSWER_SCHEMAS)[K]>;

/** What each decision kind offers the deciding seat. Hidden parts are stripped by `view` for others. */
export interface DecisionOptions {
  diceSplit: { creature: string; against: string; total: number; minAttack: number; minDefence: number; role: 'attacker' | 'defender' };
  reroll: { creature: string; faces: Face[]; max: number; why: string };
  /** `overlordCard`: the Overlord card a tactic may cancel now (quest mode, checklist 22.65). */
  tacticWindow: { trigger: string; tactics: string[]; overlordCard?: { side: 'pvp' | 'pve'; id: string } };
  relicChoice: { relics: string[]; damage: number };
  target: { targets: string[]; why: string };
  blindDiscard: { handSize: number; of: Seat };
  firstPlayer: { seats: Seat[]; shields: Partial<Record<Seat, number>> };
  /** Free corners; the edge claimed runs XL from the corner (clockwise, or toward the ally in Shoulder to Shoulder). */
  claimCorner: { corners: ('nw' | 'ne' | 'se' | 'sw')[]; taken: Partial<Record<Seat, 'nw' | 'ne' | 'se' | 'sw'>> };
  /** The opponents to choose from, and what for. */
  chooseOpponent: { opponents: Seat[]; why: string };
  placeHero: { hero: string; edge: { a: { x: number; y: number }; b: { x: number; y: number } } };
  /**
   * A minion (`minion`, its card) enters in contact with `creature` by `by`; the player picks the spot. `spots` are
   * legal spots round the creature (every 10°) for bots and hints; any other legal spot is accepted too.
   */
  placeMinion: { creature: string; minion: string; by: 'ritual' | 'drill' | 'recruitment' | 'parasite'; spots: { x: number; y: number }[] };
  mulligan: { hand: string[]; max: number; discardAllowed: boolean };
  /** A hidden creature may Backstab an enemy leaving its contact, and then loses its Stealth (docs/rules-decisions.md #13). */
  optionalBackstab: { creature: string; victim: string };
  /**
   * Use an optional keyword now or not: skip the activation to lose Disease, take a wound for
   * Exhaustion, pay 1 Prosperity for Contract, summon a minion for Drill or Recruitment, heal 1 by
   * Vampirism after wounding a foe in melee.
   */
  optionalAbility: { creature: string; keyword: 'disease' | 'exhaustion' | 'contract' | 'drill' | 'recruitment' | 'vampirism' };
  /**
   * Where an effect puts `creature` (docs/rules-decisions.md #122): `place` anywhere legal within `reach` mm of
   * where it stands (its centre), or `move` in a straight line of at most `reach` mm. Answering its own
   * spot leaves it where it is; `spots` are some legal answers (for hints and bots), not the only ones.
   */
  spot: { creature: string; mode: 'place' | 'move'; reach: number; spots: { x: number; y: number }[] };
  /**
   * Quest mode against an Overlord player (checklist 22.9, 22.16, docs/rules-decisions.md #143): where a drawn
   * quest's piece goes — `card` is a quest terrain the Hero places (`terrain`), a creature the Hero will control
   * (`chained`), or an Overlord creature the Overlord places (`overlord`). `spots` are some legal answers (for
   * hints and bots); any point the placement rules allow is accepted. `fallback`: the creature has no room where
   * the quest says, so it goes in contact with the Overlord's edge (22.64). The piece comes from the quest
   * `quest`, or from the Overlord card `overlordCard` (its id) whose summon the Overlord places (#144).
   */
  placeQuestPiece: { quest?: string; overlordCard?: string; card: string; what: 'terrain' | 'chained' | 'overlord'; fallback: boolean; spots: { x: number; y: number }[] };
}

/** A decision the game waits for. */
export type Decision = {
  [K in DecisionKind]: { id: number; seat: Seat; kind: K; options: DecisionOptions[K]; defaultAnswer: AnswerOf<K> };
}[DecisionKind];
