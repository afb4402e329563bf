import { z } from 'zod';
import type { Effect, EffectInput } from './effects';

/**
 * Every keyword ability the engine knows, by its stable id. The reminder text lives in
 * `keyword-text.ts`; the behaviour lives in `rules/` (one place per keyword).
 */
export const KEYWORD_IDS = [
  // combat and damage
  'armour', 'fortitude', 'initiative', 'veteran', 'hammerblow', 'flaw', 'minusFromAttacks',
  'expertOfAttack', 'expertOfDefense', 'masterOfAttack', 'masterOfDefense', 'cautious', 'reckless', 'stamina',
  'berserk', 'predator', 'lunge', 'persecution', 'defender', 'vampirism', 'charge', 'executioner', 'sting',
  'buckshot', 'steamEngine', 'shieldAgainst',
  // ranged
  'shooting', 'throwing', 'magicalShot', 'magicalStrike', 'quickShooter', 'battleMage', 'rainOfArrows',
  'difficultTarget', 'masterOfShooting', 'masterOfMagic', 'sniper',
  // movement
  'slow', 'quick', 'flight', 'jump', 'agile', 'pathfinder', 'rush',
  // abilities
  'stealth', 'healer', 'healing', 'masterOfHealing', 'aura', 'ritual', 'masterOfRitual', 'regeneration',
  'forged', 'resurgent', 'monster', 'beast', 'concentration', 'contract', 'control', 'howl', 'exhaustion',
  'drill', 'recruitment', 'parasite', 'requiem',
] as const;

/** A keyword's stable id. */
export type KeywordId = (typeof KEYWORD_IDS)[number];
export const KeywordIdSchema = z.enum(KEYWORD_IDS);

/** Distance bands printed on cards: S 80 mm, M 100 mm, L 150 mm, XL 250 mm. */
export const RangeBandSchema = z.enum(['S', 'M', 'L', 'XL']);

/** Which creatures an aura (or another area ability) touches; the source itself is always excluded. */
export const AffectsSchema = z.object({
  side: z.enum(['friendly', 'enemy', 'any']).default('any'),
  types: z.array(z.enum(['hero', 'character', 'minion'])).default(['hero', 'character', 'minion']),
});
export type Affects = z.infer<typeof AffectsSchema>;

/** A plain keyword with an optional value X (e.g. `{ kw: 'shooting', x: 2 }`). */
export const SimpleKeywordSchema = z.object({ kw: KeywordIdSchema, x: z.number().int().min(0).optional() });
export type SimpleKeyword = z.infer<typeof SimpleKeywordSchema>;

/** What an aura or a relic hands to the creatures it affects. */
export const GrantSchema = z.object({
  strength: z.number().int().default(0),
  keywords: z.array(SimpleKeywordSchema).default([]),
});
export type Grant = z.infer<typeof GrantSchema>;

/** What `shieldAgainst` protects from: the creature cannot be targeted by these. */
export const SHIELDED_FROM = ['spells', 'tactics', 'shooting', 'throwing', 'magicalShot', 'magicalStrike', 'control', 'buildingAbilities'] as const;

/** The declarations a Steam Engine can be tied to. */
export const STEAM_ENGINE_TRIGGERS = ['melee', 'shooting', 'throwing', 'magicalShot', 'magicalStrike', 'move', 'healer', 'ritual'] as const;

/** What one face of a Steam Engine's die does: a bonus until the end of the turn and/or wounds to itself. */
export const SteamEngineResultSchema = z.object({ grant: GrantSchema.optional(), selfWounds: z.number().int().min(1).optional() });

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
// An effect can grant a keyword and a keyword's spend holds effects: effects/vocabulary.ts hands its
// schema over when it loads, so neither module needs the other at load time.
let spendEffectSchema: z.ZodType<Effect, EffectInput> | undefined;
/** Called once by effects/vocabulary.ts with the effect schema a Concentration spend is checked against. */
export function setSpendEffectSchema(schema: z.ZodType<Effect, EffectInput>): void {
  spendEffectSchema = schema;
}
const ConcentrationSpendSchema: z.ZodType<ConcentrationSpend, ConcentrationSpendInput> = z.lazy(() => {
  if (!spendEffectSchema) throw new Error('effects/vocabulary.ts must be loaded before a Concentration spend is parsed');
  return z.object({ tokens: z.number().int().min(1), effects: z.array(spendEffectSchema).min(1) });
});

/**
 * A keyword on a card.
 * - `range`, `affects`, `grant`: Aura and Howl (who within what distance gets what).
 * - `grant` alone: the [text] of Charge, Executioner, Sting, Exhaustion and Contract.
 * - `against`: Shield against.
 * - `trigger` and `faces`: Steam Engine (the declaration it fires on and each die face's result).
 * - `spend`: Concentration — what spending its tokens does, any time in its controller's turn (glossary:
 *   Concentration X; players use it with `{ type: 'concentrate', creature, target? }`, abilities/concentrate.ts).
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
