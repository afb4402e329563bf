import { z } from 'zod';
import { EffectSchema, KeywordSchema, TacticTriggerSchema } from './effects';
import { GrantSchema } from './keywords';

/** Factions; `neutral` holds basic buildings, basic terrain and universal support cards. */
export const FactionSchema = z.enum(['alliance', 'akkari', 'vallor', 'grypharim', 'dogs-of-war', 'neutral']);
export type Faction = z.infer<typeof FactionSchema>;

/** How a faction is named to players. */
export const FACTION_NAME: Readonly<Record<Faction, string>> = {
  alliance: 'Alliance of the Unicorn',
  akkari: 'Akkari',
  vallor: 'Free City of Vallor',
  grypharim: 'Grypharim Empire',
  'dogs-of-war': 'Dogs of War',
  neutral: 'Neutral',
};

/** The eight card types (rulebook: Card types). */
export const CardTypeSchema = z.enum(['hero', 'minion', 'character', 'spell', 'relic', 'tactic', 'building', 'terrain']);
export type CardType = z.infer<typeof CardTypeSchema>;

export const RaritySchema = z.enum(['common', 'rare', 'legendary', 'mythical']);

/** Relic types (rulebook: Card types); a hero's card gives how many of each it can carry. */
export const RelicSlotSchema = z.enum(['meleeWeapon', 'rangedWeapon', 'armour', 'shield', 'helmet', 'treasure']);
export type RelicSlot = z.infer<typeof RelicSlotSchema>;

/** A card's cost: building ids to tap (`any` = any one untapped building) plus Prosperity. */
export const CostSchema = z.object({
  buildings: z.array(z.string()).default([]),
  prosperity: z.number().int().min(0).default(0),
});
export type Cost = z.infer<typeof CostSchema>;

export const MovementSchema = z.enum(['S', 'M', 'L', 'XL']);
export type Movement = z.infer<typeof MovementSchema>;

/** Stats of a hero, minion or character. */
export const CreatureStatsSchema = z.object({
  strength: z.number().int().min(0),
  health: z.number().int().min(1),
  movement: MovementSchema,
  base: z.union([z.literal(32), z.literal(50), z.literal(60), z.literal(80)]),
  /** Heroes only: relic slots by type. */
  relicSlots: z.partialRecord(RelicSlotSchema, z.number().int().min(0)).optional(),
});
export type CreatureStats = z.infer<typeof CreatureStatsSchema>;

/**
 * A triggered ability printed on a card: First Word (played from hand), Last Word (goes to the Graveyard), or after
 * a successful attack of the creature (rulebook: Melee combat, Ranged attacks; the attacked creature is the triggering one).
 */
export const TriggeredAbilitySchema = z.object({
  on: z.enum(['firstWord', 'lastWord', 'successfulAttack']),
  effects: z.array(EffectSchema).min(1),
});

/**
 * A relic's activated ability (rulebook: Card types — relics): used in your Activation phase, once a turn, by the
 * relic's own activation, or by the hero's when `heroActivation` (the card shows both icons); usable the turn the
 * relic is played. `target: 'creature'` = its effects' chosen creature is named when it is used.
 */
export const RelicAbilitySchema = z.object({
  heroActivation: z.boolean().default(false),
  target: z.enum(['creature', 'none']).optional(),
  effects: z.array(EffectSchema).min(1),
});
export type RelicAbility = z.infer<typeof RelicAbilitySchema>;

export const RelicSchema = z.object({
  slot: RelicSlotSchema,
  durability: z.number().int().min(1).optional(),
  multipleUses: z.number().int().min(1).optional(),
  grants: GrantSchema.default({ strength: 0, keywords: [] }),
  activated: RelicAbilitySchema.optional(),
});

export const TacticSchema = z.object({ when: TacticTriggerSchema, effects: z.array(EffectSchema).min(1) });

/** A basic building's passive bonus: +N dice to one attack kind of its owner's creatures. */
export const BuildingBonusSchema = z.object({ attack: z.enum(['shooting', 'throwing', 'magicalShot']), dice: z.number().int().min(1) });

/**
 * A building's ability (rulebook: Card types, docs/rules-decisions.md #65): `tap` = using it taps the building; `prosperity` = its price;
 * `target: 'creature'` = it needs a non-Beast creature as target (the effects' `target` refers to it).
 */
export const BuildingAbilitySchema = z.object({
  tap: z.boolean(),
  prosperity: z.number().int().min(0).optional(),
  target: z.enum(['creature', 'none']).optional(),
  effects: z.array(EffectSchema).min(1),
});
export type BuildingAbility = z.infer<typeof BuildingAbilitySchema>;

/** Text active only while the named unique building stands in the controller's City (rulebook: Card types). */
export const WhileBuiltSchema = z.object({
  building: z.string(),
  /** Characters: what the creature gets. */
  grant: GrantSchema.optional(),
  /** Spells, tactics, First Words: effects resolved in addition. */
  effects: z.array(EffectSchema).optional(),
});
export type WhileBuilt = z.infer<typeof WhileBuiltSchema>;

export const BuildingSchema = z.object({
  basic: z.boolean(),
  /** Class buildings (Elf Houses, Akkari Swarms): at most one per City. */
  class: z.enum(['house', 'swarm']).optional(),
  bonus: BuildingBonusSchema.optional(),
  /** Class buildings: what class cards of the same class get while this building stands (rulebook: Card types). */
  classBonus: GrantSchema.optional(),
  /** The building's own ability, used in the activation phase with `useBuilding` (rulebook: Card types, docs/rules-decisions.md #65). */
  ability: BuildingAbilitySchema.optional(),
});

/** A terrain template's shape in millimetres, centred on the placement point. */
export const TemplateShapeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ellipse'), rx: z.number().positive(), ry: z.number().positive() }),
  z.object({ kind: z.literal('rectangle'), w: z.number().positive(), h: z.number().positive() }),
]);
export type TemplateShape = z.infer<typeof TemplateShapeSchema>;

/** A Ruins search result, by die face (card data; docs/rules-decisions.md #42). */
export const RuinsResultSchema = z.object({ effects: z.array(EffectSchema) });

export const TerrainSchema = z.object({
  shape: TemplateShapeSchema,
  difficult: z.boolean().default(false),
  impassable: z.boolean().default(false),
  blocksLineOfSight: z.boolean().default(false),
  defenseAgainstShooting: z.boolean().default(false),
  ruins: z.object({ bullseye: RuinsResultSchema, axe: RuinsResultSchema, shield: RuinsResultSchema }).optional(),
});

/** One card. Text shown to players is generated from this data (`cards/text.ts`). */
export const CardSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a readable slug from the name'),
    name: z.string().min(1),
    faction: FactionSchema,
    type: CardTypeSchema,
    rarity: RaritySchema.default('common'),
    /** Unique buildings and terrains: once per game per player. Characters are always unique. */
    unique: z.boolean().default(false),
    cost: CostSchema.default({ buildings: [], prosperity: 0 }),
    stats: CreatureStatsSchema.optional(),
    keywords: z.array(KeywordSchema).default([]),
    abilities: z.array(TriggeredAbilitySchema).default([]),
    /** Heroes: the minion card that comes with this hero. */
    minion: z.string().optional(),
    /** Hero-specific support cards: only playable with this hero (rulebook: Card types). */
    namesHero: z.string().optional(),
    spell: z.object({ effects: z.array(EffectSchema).min(1) }).optional(),
    relic: RelicSchema.optional(),
    tactic: TacticSchema.optional(),
    building: BuildingSchema.optional(),
    terrain: TerrainSchema.optional(),
    /** Class cards: get the `classBonus` of their controller's class building of this class (rulebook: Card types). */
    affiliation: z.enum(['house', 'swarm']).optional(),
    /** Text active only while a unique building stands in the controller's City (rulebook: Card types). */
    whileBuilt: z.array(WhileBuiltSchema).optional(),
    flavor: z.string().optional(),
  })
  .superRefine((card, ctx) => {
    const need = (field: keyof typeof card, when: boolean) => {
      if (when && card[field] === undefined) ctx.addIssue({ code: 'custom', message: `a ${card.type} card needs "${field}"`, path: [field] });
    };
    const creature = card.type === 'hero' || card.type === 'minion' || card.type === 'character';
    need('stats', creature);
    need('spell', card.type === 'spell');
    need('relic', card.type === 'relic');
    need('tactic', card.type === 'tactic');
    need('building', card.type === 'building');
    need('terrain', card.type === 'terrain');
  });
export type Card = z.infer<typeof CardSchema>;
/** The card data as written in the pool files, before zod fills the defaults. */
export type CardInput = z.input<typeof CardSchema>;
