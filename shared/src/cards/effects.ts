import { z } from 'zod';
import { AffectsSchema, GrantSchema, RangeBandSchema, SHIELDED_FROM, SimpleKeywordSchema, STEAM_ENGINE_TRIGGERS, SteamEngineResultSchema } from './keywords';

/**
 * The closed effect vocabulary: every spell, tactic, First Word and Last Word is a list of these.
 * One handler per `op` lives in `rules/effects.ts`; a new card either fits this list or the list
 * grows by one documented entry. The full keyword schema lives here too: a keyword's Concentration
 * spend holds effects and the `grantKeyword` effect holds a keyword.
 */

/** What spending Concentration tokens does (glossary: Concentration X): the tokens it costs and its effects. */
export interface ConcentrationSpend {
  tokens: number;
  effects: Effect[];
}
/** How a Concentration spend is written in card data (before defaults). */
export interface ConcentrationSpendInput {
  tokens: number;
  effects: EffectInput[];
}
// A Concentration keyword's spend holds effects and an effect can grant a keyword: the two schemas are
// one recursive definition, so they live in this one module (the spend is lazy: EffectSchema comes below).
const ConcentrationSpendSchema: z.ZodType<ConcentrationSpend, ConcentrationSpendInput> = z.lazy(() =>
  z.object({ tokens: z.number().int().min(1), effects: z.array(EffectSchema).min(1) }),
);

/**
 * A keyword on a card.
 * - `range`, `affects`, `grant`: Aura and Howl (who within what distance gets what).
 * - `grant` alone: the [text] of Charge, Executioner, Sting, Exhaustion and Contract.
 * - `against`: Shield against.
 * - `trigger` and `faces`: Steam Engine (the declaration it fires on and each die face's result).
 * - `spend`: Concentration — what spending its tokens does, any time in its controller's turn (glossary:
 *   Concentration X; players use it with `{ type: 'concentrate', creature, target? }`, keywords/concentrate.ts).
 */
export const KeywordSchema = SimpleKeywordSchema.extend({
  range: RangeBandSchema.optional(),
  affects: AffectsSchema.optional(),
  grant: GrantSchema.optional(),
  against: z.array(z.enum(SHIELDED_FROM)).min(1).optional(),
  trigger: z.enum(STEAM_ENGINE_TRIGGERS).optional(),
  faces: z.object({ bullseye: SteamEngineResultSchema.optional(), axe: SteamEngineResultSchema.optional(), shield: SteamEngineResultSchema.optional() }).optional(),
  spend: ConcentrationSpendSchema.optional(),
});
export type Keyword = z.infer<typeof KeywordSchema>;


/** Who an effect touches. `chosen` asks the card's controller for a target when it is played. */
export const TargetSpecSchema = z.discriminatedUnion('pick', [
  z.object({ pick: z.literal('self') }),
  z.object({ pick: z.literal('ownHero') }),
  /** The creature named by the event that triggered the effect (tactics, Last Word). */
  z.object({ pick: z.literal('triggering') }),
  z.object({
    pick: z.literal('chosen'),
    side: z.enum(['friendly', 'enemy', 'any']).default('any'),
    types: z.array(z.enum(['hero', 'character', 'minion'])).default(['hero', 'character', 'minion']),
    /** Only a creature with this card id (e.g. Ruphus's First Word names Herrick). */
    cardId: z.string().optional(),
    /** Only within this band of the source creature, measured base to base. */
    within: RangeBandSchema.optional(),
    /** Only a wounded creature (healing). */
    wounded: z.boolean().optional(),
  }),
]);
export type TargetSpec = z.infer<typeof TargetSpecSchema>;

/** How long a temporary change lasts (docs/rules-decisions.md #63: an explicit expiry on every effect). */
export const DurationSchema = z.enum(['endOfTurn', 'endOfOpponentTurn', 'permanent']);
export type Duration = z.infer<typeof DurationSchema>;

export const EffectSchema = z.discriminatedUnion('op', [
  /** Damage: Armour tokens soak it first (docs/rules-decisions.md #15). */
  z.object({ op: z.literal('damage'), amount: z.number().int().min(1), target: TargetSpecSchema }),
  /** Wounds: skip Armour. */
  z.object({ op: z.literal('wounds'), amount: z.number().int().min(1), target: TargetSpecSchema }),
  /** Wounds equal to the damage of the triggering event (Deadly Ambush). */
  z.object({ op: z.literal('woundsEqualToDamage'), target: TargetSpecSchema }),
  z.object({ op: z.literal('heal'), amount: z.number().int().min(1), target: TargetSpecSchema }),
  z.object({ op: z.literal('addArmour'), amount: z.number().int().min(1), target: TargetSpecSchema }),
  z.object({ op: z.literal('modifyStrength'), amount: z.number().int(), target: TargetSpecSchema, duration: DurationSchema }),
  z.object({ op: z.literal('grantKeyword'), keyword: KeywordSchema, target: TargetSpecSchema, duration: DurationSchema }),
  z.object({ op: z.literal('poison'), target: TargetSpecSchema }),
  /** A Disease token (glossary: Disease); Forged and Resurgent are immune; at most one (docs/rules-decisions.md #40). */
  z.object({ op: z.literal('disease'), target: TargetSpecSchema }),
  /**
   * Spend Concentration tokens of the source creature (glossary: Concentration X). The effects after
   * it in the same list happen only if the tokens were there to spend.
   */
  z.object({ op: z.literal('spendConcentration'), amount: z.number().int().min(1) }),
  z.object({ op: z.literal('draw'), count: z.number().int().min(1) }),
  z.object({ op: z.literal('gainProsperity'), amount: z.number().int().min(1) }),
  /**
   * A character leaves the Battlefield and its card goes to its owner's hand or Battle Deck (rulebook:
   * Components and zones: a deck is shuffled whenever a card goes back into it; the card loses what it
   * gained). Heroes, minions and Monsters cannot be returned (glossary: Monster).
   */
  z.object({ op: z.literal('returnCard'), to: z.enum(['hand', 'deck']), target: TargetSpecSchema }),
  /** An opponent discards cards at random: the card's player picks them face down (docs/rules-decisions.md #120). */
  z.object({ op: z.literal('discard'), count: z.number().int().min(1) }),
  /**
   * Destroy a chosen building in an enemy City, a terrain template on the Battlefield, or a relic of an
   * enemy hero (rulebook: Card types; docs/rules-decisions.md #121). A basic building may be built again.
   */
  z.object({ op: z.literal('destroy'), what: z.enum(['building', 'terrain', 'relic']) }),
  /**
   * Place the target anywhere within `within` of where it stands, chosen by the card's player: a place
   * ignores what lies between and is not a move, so it draws no Backstab (rulebook: Movement, docs/rules-decisions.md #54).
   */
  z.object({ op: z.literal('place'), within: RangeBandSchema, target: TargetSpecSchema }),
  /** Move the target up to `upTo` along a straight line the card's player chooses: a real move, Backstabs included (rulebook: Backstab). */
  z.object({ op: z.literal('move'), upTo: RangeBandSchema, target: TargetSpecSchema }),
  /** The target takes a Backstab from each enemy creature in contact with it (rulebook: Backstab, an ability that calls for one). */
  z.object({ op: z.literal('backstab'), target: TargetSpecSchema }),
  /**
   * A condition (rulebook: Special abilities, e.g. "kills an enemy character"): the effects after it
   * happen only if the creature the previous effect touched was killed (`killed`: it is no longer on the Battlefield)
   * or took a wound (`wounded`).
   */
  z.object({ op: z.literal('onlyIf'), condition: z.enum(['killed', 'wounded']) }),
  /**
   * Quest mode (checklist 22.65): the Overlord card being played does nothing and is shuffled back into the
   * Overlord's deck (docs/rules-decisions.md #142). Only a tactic answering `overlordPlaysCard` has it.
   */
  z.object({ op: z.literal('cancelOverlordCard') }),
]);
export type Effect = z.infer<typeof EffectSchema>;
/** An effect as written in card data (before defaults). */
export type EffectInput = z.input<typeof EffectSchema>;
export type EffectOp = Effect['op'];

/** When a face-down tactic may be revealed. Each trigger is a moment the engine opens a tactic window at. */
export const TacticTriggerSchema = z.enum([
  /** An opposing creature has just taken damage (after Armour), in the tactic owner's opponent's turn. */
  'enemyCreatureDamaged',
  /** An opposing creature has just declared a melee attack on one of your creatures. */
  'enemyDeclaresMelee',
  /** An opposing creature has just declared a ranged attack on one of your creatures. */
  'enemyDeclaresRanged',
  /** An opponent has just summoned a character. */
  'enemySummons',
  /** Quest mode: the Overlord has just played an Overlord card, in its turn or a Quests Phase (checklist 22.65). */
  'overlordPlaysCard',
]);
export type TacticTrigger = z.infer<typeof TacticTriggerSchema>;
