import { z } from 'zod';

/** A point on the Battlefield in millimetres; finite numbers only, so NaN or Infinity never reach the rules. */
export const PointSchema = z.object({ x: z.number().finite(), y: z.number().finite() }).strict();

const id = z.string().min(1).max(64);

/** Build one building in the Construction phase (rulebook: Construction phase). */
const Build = z.object({ type: z.literal('build'), building: id }).strict();
/** Build nothing and take +2 Prosperity instead (rulebook: Construction phase). */
const TakeProsperity = z.object({ type: z.literal('takeProsperity') }).strict();

/** Play a card from hand: a character (`at` on your edge), spell (`target`), relic (`replace`) or tactic. */
const PlayCard = z
  .object({
    type: z.literal('playCard'),
    card: id,
    at: PointSchema.optional(),
    target: id.optional(),
    replace: id.optional(),
    /** Which buildings pay the cost's "any" icons; chosen automatically when absent. */
    tapForAny: z.array(id).max(12).optional(),
  })
  .strict();

/** Play a terrain card: the template's centre and rotation in degrees. */
const PlayTerrain = z
  .object({ type: z.literal('playTerrain'), card: id, at: PointSchema, rotation: z.number().finite().default(0), tapForAny: z.array(id).max(12).optional() })
  .strict();

/** Move a creature along waypoints (the start is where it stands). `run` steps the allowance up once. */
const Move = z
  .object({ type: z.literal('move'), creature: id, path: z.array(PointSchema).min(1).max(32), run: z.boolean().default(false) })
  .strict();

/** Fight a melee with an enemy in contact (or within S with Lunge). */
const Melee = z.object({ type: z.literal('melee'), creature: id, target: id }).strict();
/** Magical Strike on an enemy in contact. */
const MagicalStrike = z.object({ type: z.literal('magicalStrike'), creature: id, target: id }).strict();
/** A ranged attack: Shooting, Throwing or Magical Shot. */
const Ranged = z
  .object({ type: z.literal('ranged'), creature: id, target: id, attack: z.enum(['shooting', 'throwing', 'magicalShot']) })
  .strict();
/** Use an activated ability printed on the creature. */
const UseAbility = z
  .object({ type: z.literal('ability'), creature: id, ability: z.enum(['stealth', 'healer', 'ritual', 'curePoison', 'concentration', 'control', 'howl', 'healing']), target: id.optional() })
  .strict();
/**
 * Spend a creature's Concentration tokens as its card defines, with the target its effects need
 * (glossary: Concentration X: "at any time during your turn"). Not an activation: it neither starts
 * nor ends one (keywords/concentrate.ts).
 */
const Concentrate = z.object({ type: z.literal('concentrate'), creature: id, target: id.optional() }).strict();
/** Search a Ruins template the character touches (rulebook: Ruins). */
const Search = z.object({ type: z.literal('search'), creature: id, terrain: id }).strict();
/** Use the secret entrance of a searched Ruins to reach another searched Ruins (rulebook: Ruins). */
const SecretEntrance = z.object({ type: z.literal('secretEntrance'), creature: id, from: id, to: id, at: PointSchema }).strict();
/** Use a building's own ability in your Creature Activation phase (rulebook: Card types, docs/rules-decisions.md #65). */
const UseBuilding = z.object({ type: z.literal('useBuilding'), building: id, target: id.optional() }).strict();
/** Do nothing with this creature: it counts as activated (rulebook: Creature activation). */
const Pass = z.object({ type: z.literal('pass'), creature: id }).strict();
/** Finish the current creature's activation. */
const EndActivation = z.object({ type: z.literal('endActivation') }).strict();
/** End the turn: every creature not yet activated counts as activated (docs/rules-decisions.md #46). */
const EndTurn = z.object({ type: z.literal('endTurn') }).strict();

/**
 * Quest mode, the Overlord player: play an Overlord card from hand, putting `rage` of this turn's Rage into
 * its Main ability (Multiple Rage X runs it once per X; checklist 22.22–22.23, 22.33).
 */
const PlayOverlordCard = z.object({ type: z.literal('playOverlordCard'), card: z.string().min(1).max(64), rage: z.number().int().min(0).max(99) }).strict();

/** The answer to the pending decision; its shape depends on the decision's kind. */
const Answer = z.object({ type: z.literal('answer'), decision: z.number().int().min(0), answer: z.unknown() }).strict();

/** Every message a seat may declare. */
export const ActionSchema = z.discriminatedUnion('type', [
  Build, TakeProsperity, PlayCard, PlayTerrain, Move, Melee, MagicalStrike, Ranged, UseAbility, Concentrate, Search, SecretEntrance, UseBuilding,
  Pass, EndActivation, EndTurn, PlayOverlordCard, Answer,
]);
export type Action = z.infer<typeof ActionSchema>;
export type ActionType = Action['type'];
/** One variant of the action union by its type. */
export type ActionOf<T extends ActionType> = Extract<Action, { type: T }>;
