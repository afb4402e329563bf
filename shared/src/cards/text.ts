import type { Duration, Effect, EffectOp, TacticTrigger, TargetSpec } from './effects';
import type { Affects, Grant } from './keywords';
import type { Keyword } from './effects';
import type { BuildingAbility, Card, Cost, RelicSlot } from './schema';
import { keywordName } from './keyword-text';
import { findCard } from './registry';

/** The words for `self` and `triggering` where an effect is printed (a Ruins search targets the searcher). */
export interface TextContext {
  self: string;
  triggering: string;
  /** Which ruleset's keyword names to print (the 2017 summary says "Stalwart" for Fortitude). */
  ruleset?: RulesetName;
}

/** The rulesets whose wording differs. */
export type RulesetName = 'rulebook' | 'classic2017';

const CREATURE_CONTEXT: TextContext = { self: 'this creature', triggering: 'that creature' };
const RUINS_CONTEXT: TextContext = { ...CREATURE_CONTEXT, self: 'the searcher' };

const ALL_TYPES = ['hero', 'character', 'minion'] as const;
const PLURAL: Record<(typeof ALL_TYPES)[number], string> = { hero: 'heroes', character: 'characters', minion: 'minions' };

const capitalize = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;
const article = (phrase: string): string => `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;
const cardName = (id: string): string => findCard(id)?.name ?? id;
const isAllTypes = (types: readonly string[]): boolean => ALL_TYPES.every((t) => types.includes(t));

/** The words for an effect's target, e.g. "a chosen enemy creature" or "your hero". */
export function targetText(target: TargetSpec, ctx: TextContext = CREATURE_CONTEXT): string {
  switch (target.pick) {
    case 'self':
      return ctx.self;
    case 'ownHero':
      return 'your hero';
    case 'triggering':
      return ctx.triggering;
    case 'chosen': {
      const within = target.within ? ` within ${target.within}` : '';
      if (target.cardId !== undefined) {
        const side = { friendly: 'your ', enemy: 'an enemy ', any: '' }[target.side];
        return `${side}${cardName(target.cardId)}${within}`;
      }
      const words = ['chosen'];
      if (target.wounded) words.push('wounded');
      if (target.side !== 'any') words.push(target.side);
      words.push(isAllTypes(target.types) ? 'creature' : target.types.join(' or '));
      return `${article(words.join(' '))}${within}`;
    }
  }
}

const DURATION_TEXT: Record<Duration, string> = {
  endOfTurn: 'until the end of the turn',
  endOfOpponentTurn: 'until the end of the next enemy turn',
  permanent: 'for the rest of the game',
};

/** One clause per effect op, each starting with a lower-case verb, so the text follows the data. */
const EFFECT_TEXT: { [K in EffectOp]: (effect: Extract<Effect, { op: K }>, ctx: TextContext) => string } = {
  damage: (e, ctx) => `deal ${e.amount} damage to ${targetText(e.target, ctx)}`,
  wounds: (e, ctx) => `deal ${plural(e.amount, 'wound', 'wounds')} to ${targetText(e.target, ctx)}, ignoring Armour`,
  woundsEqualToDamage: (e, ctx) => `deal to ${targetText(e.target, ctx)} as many wounds as the damage it just took`,
  heal: (e, ctx) => `remove up to ${plural(e.amount, 'wound', 'wounds')} from ${targetText(e.target, ctx)}`,
  addArmour: (e, ctx) => `put ${plural(e.amount, 'Armour token', 'Armour tokens')} on ${targetText(e.target, ctx)}`,
  modifyStrength: (e, ctx) =>
    `give ${targetText(e.target, ctx)} ${e.amount >= 0 ? '+' : ''}${e.amount} Strength ${DURATION_TEXT[e.duration]}`,
  grantKeyword: (e, ctx) => `give ${targetText(e.target, ctx)} ${keywordLabel(e.keyword, ctx.ruleset)} ${DURATION_TEXT[e.duration]}`,
  poison: (e, ctx) => `give ${targetText(e.target, ctx)} a Poison token`,
  disease: (e, ctx) => `give ${targetText(e.target, ctx)} a Disease token`,
  spendConcentration: (e) => `spend ${plural(e.amount, 'Concentration token', 'Concentration tokens')} of this creature; without them, nothing after this happens`,
  draw: (e) => `draw ${plural(e.count, 'card', 'cards')}`,
  gainProsperity: (e) => `gain ${e.amount} Prosperity`,
  returnCard: (e, ctx) =>
    e.to === 'hand'
      ? `return ${targetText(e.target, ctx)} to its owner's hand`
      : `shuffle ${targetText(e.target, ctx)} back into its owner's Battle Deck`,
  discard: (e) => `an opponent discards ${plural(e.count, 'card', 'cards')} at random, which you pick face down`,
  destroy: (e) => `destroy ${DESTROY_TEXT[e.what]}`,
  place: (e, ctx) => `place ${targetText(e.target, ctx)} anywhere within ${e.within} of where it stands (a place, not a move)`,
  move: (e, ctx) => `move ${targetText(e.target, ctx)} up to ${e.upTo}${e.upTo === 'S' ? '' : ' (no further than its own Movement)'} in a straight line you choose`,
  backstab: (e, ctx) => `each enemy creature in contact with ${targetText(e.target, ctx)} Backstabs it`,
  onlyIf: (e) => `the rest happens only if that ${e.condition === 'killed' ? 'killed' : 'wounded'} the creature`,
  cancelOverlordCard: () => 'cancel that Overlord card: it does nothing and is shuffled back into the Overlord\'s deck',
};

const DESTROY_TEXT: Record<Extract<Effect, { op: 'destroy' }>['what'], string> = {
  building: 'a chosen building in an enemy City',
  terrain: 'a chosen terrain template on the Battlefield',
  relic: "a chosen relic of an enemy hero",
};

/** One effect as a lower-case clause without a full stop, e.g. "deal 3 damage to a chosen enemy creature". */
export function effectClause(effect: Effect, ctx: TextContext = CREATURE_CONTEXT): string {
  const render = EFFECT_TEXT[effect.op] as (e: Effect, c: TextContext) => string;
  return render(effect, ctx);
}

/** Effects as sentences. With `afterColon` the first sentence stays lower-case ("First Word: put …"). */
export function effectsText(effects: readonly Effect[], ctx: TextContext = CREATURE_CONTEXT, afterColon = false): string {
  // One card names one chosen target, shared by all its effects (rules/play-card.ts): say so after the first.
  let chosenSeen = false;
  return effects
    .map((e, i) => {
      const chosen = 'target' in e && e.target.pick === 'chosen';
      const same = chosen && chosenSeen;
      chosenSeen ||= chosen;
      const clause = same ? effectClause({ ...e, target: { pick: 'triggering' } } as Effect, { ...ctx, triggering: 'the same creature' }) : effectClause(e, ctx);
      return `${i === 0 && afterColon ? clause : capitalize(clause)}.`;
    })
    .join(' ');
}

/** Which creatures an aura names, e.g. "your characters". */
function affectsText(affects: Affects | undefined): string {
  const side = affects?.side ?? 'any';
  const types = affects?.types ?? [...ALL_TYPES];
  const noun = isAllTypes(types) ? 'creatures' : types.map((t) => PLURAL[t]).join(' and ');
  return side === 'friendly' ? `your ${noun}` : side === 'enemy' ? `enemy ${noun}` : `all ${noun}`;
}

/** What a grant hands over, e.g. "+1 Strength and Initiative". */
export function grantText(grant: Grant, ruleset: RulesetName = 'rulebook'): string {
  const parts: string[] = [];
  if (grant.strength !== 0) parts.push(`${grant.strength > 0 ? '+' : ''}${grant.strength} Strength`);
  for (const k of grant.keywords) parts.push(keywordLabel(k, ruleset));
  return parts.length === 0 ? 'nothing' : parts.join(' and ');
}

/** A keyword as printed: "Shooting 2", "-1 from attacks", "Aura S: your characters get +1 Strength". */
export function keywordLabel(keyword: Keyword, ruleset: RulesetName = 'rulebook'): string {
  const name = keywordName(keyword.kw, ruleset);
  if (keyword.kw === 'minusFromAttacks') return `-${keyword.x ?? 0} from attacks`;
  if (keyword.kw === 'aura' || keyword.kw === 'howl') {
    const grant = keyword.grant ?? { strength: 0, keywords: [] };
    const lasting = keyword.kw === 'howl' ? ' until the end of the turn' : '';
    return `${name}${keyword.range ? ` ${keyword.range}` : ''}: ${affectsText(keyword.affects)} get ${grantText(grant, ruleset)}${lasting}`;
  }
  const base = keyword.x === undefined ? name : `${name} ${keyword.x}`;
  // glossary: Shield against [text]; Charge, Executioner, Sting, Exhaustion and Contract print their [text] as a grant.
  if (keyword.kw === 'shieldAgainst' && keyword.against) return `${name} ${keyword.against.map((a) => SHIELDED_TEXT[a]).join(' and ')}`;
  if (keyword.kw === 'steamEngine') return steamEngineLabel(keyword, ruleset);
  // glossary: Concentration X — the card says what spending its tokens does: "Concentration 2 — spend 1: …".
  if (keyword.spend) return `${base} — spend ${keyword.spend.tokens}: ${effectsText(keyword.spend.effects, { ...CREATURE_CONTEXT, ruleset }, true).replace(/\.$/, '')}`;
  if (keyword.grant) return `${base}: ${grantText(keyword.grant, ruleset)}`;
  return base;
}

/** How the things a creature is shielded against are printed. */
const SHIELDED_TEXT: Record<NonNullable<Keyword['against']>[number], string> = {
  spells: 'spells',
  tactics: 'tactics',
  shooting: 'Shooting',
  throwing: 'Throwing',
  magicalShot: 'Magical Shot',
  magicalStrike: 'Magical Strike',
  control: 'Control',
  buildingAbilities: 'building abilities',
};

const STEAM_TRIGGER_TEXT: Record<NonNullable<Keyword['trigger']>, string> = {
  melee: 'melee', shooting: 'Shooting', throwing: 'Throwing', magicalShot: 'Magical Shot', magicalStrike: 'Magical Strike',
  move: 'moving', healer: 'Healer', ritual: 'Ritual',
};

/** "Steam Engine (Shooting): Bullseye: +1 Strength; Axe: nothing; Shield: 1 wound to itself". */
function steamEngineLabel(keyword: Keyword, ruleset: RulesetName): string {
  const head = `${keywordName('steamEngine', ruleset)}${keyword.trigger ? ` (${STEAM_TRIGGER_TEXT[keyword.trigger]})` : ''}`;
  const faces = (['bullseye', 'axe', 'shield'] as const).map((f) => {
    const r = keyword.faces?.[f];
    const parts: string[] = [];
    if (r?.grant) parts.push(`gets ${grantText(r.grant, ruleset)} until the end of the turn`);
    if (r?.selfWounds) parts.push(`takes ${plural(r.selfWounds, 'wound', 'wounds')}`);
    return `${capitalize(f)}: ${parts.length === 0 ? 'nothing' : parts.join(' and ')}`;
  });
  return `${head}: ${faces.join('; ')}`;
}

/** A cost line, e.g. "Cost: Arena + Any + 1 Prosperity." */
export function costText(cost: Cost): string {
  const parts = cost.buildings.map((b) => (b === 'any' ? 'Any' : cardName(b)));
  if (cost.prosperity > 0) parts.push(`${cost.prosperity} Prosperity`);
  return `Cost: ${parts.length === 0 ? 'free' : parts.join(' + ')}.`;
}

const SLOT_TEXT: Record<RelicSlot, string> = {
  meleeWeapon: 'Melee weapon',
  rangedWeapon: 'Ranged weapon',
  armour: 'Armour',
  shield: 'Shield',
  helmet: 'Helmet',
  treasure: 'Treasure',
};

/** Each tactic trigger: its opening words and what "the triggering creature" is called in it. */
const TRIGGER_TEXT: Record<TacticTrigger, { when: string; triggering: string }> = {
  enemyCreatureDamaged: { when: 'When an enemy creature takes damage', triggering: 'that creature' },
  enemyDeclaresMelee: { when: 'When an enemy creature declares a melee attack on one of your creatures', triggering: 'the attacker' },
  enemyDeclaresRanged: { when: 'When an enemy creature declares a ranged attack on one of your creatures', triggering: 'the attacker' },
  enemySummons: { when: 'When an opponent summons a character', triggering: 'the summoned character' },
  overlordPlaysCard: { when: 'When the Overlord plays an Overlord card, in its turn or a Quests Phase', triggering: 'that card' },
};

const BONUS_TEXT = { shooting: 'Shooting', throwing: 'Throwing', magicalShot: 'making a Magical Shot' } as const;

/** Lines for a creature card: stats, relic slots and minion, keywords, First and Last Word. */
function creatureLines(card: Card): string[] {
  const lines: string[] = [];
  const s = card.stats;
  if (s) lines.push(`Strength ${s.strength}, Health ${s.health}, Movement ${s.movement}, ${s.base} mm base.`);
  if (s?.relicSlots) {
    const slots = Object.entries(s.relicSlots)
      .filter(([, n]) => (n ?? 0) > 0)
      .map(([slot, n]) => `${SLOT_TEXT[slot as RelicSlot]}${n === 1 ? '' : ` ×${n}`}`);
    lines.push(`Relic slots: ${slots.join(', ')}.`);
  }
  if (card.minion !== undefined) lines.push(`Minion: ${cardName(card.minion)}.`);
  return lines;
}

/** Lines for the part of a card that depends on its type (spell, relic, tactic, building, terrain). */
function typeLines(card: Card, ctx: TextContext): string[] {
  const lines: string[] = [];
  if (card.spell) lines.push(effectsText(card.spell.effects, ctx));
  if (card.relic) {
    const r = card.relic;
    const head = [`Relic: ${SLOT_TEXT[r.slot]}.`];
    if (r.durability !== undefined) head.push(`Durability ${r.durability}.`);
    if (r.multipleUses !== undefined) head.push(`Multiple Uses ${r.multipleUses}.`);
    lines.push(head.join(' '));
    if (r.grants.strength !== 0 || r.grants.keywords.length > 0) lines.push(`Your hero gets ${grantText(r.grants, ctx.ruleset)}.`);
    if (r.activated) {
      const whose = r.activated.heroActivation ? "with your hero's activation" : "with the relic's own activation";
      lines.push(`Activation phase, once a turn, ${whose}: ${effectsText(r.activated.effects, ctx, true)}`);
    }
  }
  if (card.tactic) {
    const trigger = TRIGGER_TEXT[card.tactic.when];
    lines.push(`${trigger.when}: ${effectsText(card.tactic.effects, { ...ctx, triggering: trigger.triggering }, true)}`);
  }
  if (card.building) {
    const b = card.building;
    if (b.class) lines.push(`Class building (${capitalize(b.class)}): a City holds at most one class building.`);
    else lines.push(b.basic ? 'Basic building.' : 'Unique building: it can be built once per game.');
    if (b.bonus) lines.push(`Your creatures roll ${plural(b.bonus.dice, 'extra die', 'extra dice')} when ${BONUS_TEXT[b.bonus.attack]}.`);
    if (b.class && b.classBonus) lines.push(`Your ${capitalize(b.class)} cards get ${grantText(b.classBonus, ctx.ruleset)} while it stands.`);
    if (b.ability) lines.push(buildingAbilityText(b.ability, ctx));
  }
  if (card.terrain) lines.push(...terrainLines(card, ctx));
  return lines;
}

/** A building's own ability (rulebook: Card types), e.g. "Activation phase, tap + 1 Prosperity: put 1 Armour token on …". */
export function buildingAbilityText(ability: BuildingAbility, ctx: TextContext = CREATURE_CONTEXT): string {
  const price = [ability.tap ? 'tap' : 'once a turn'];
  if ((ability.prosperity ?? 0) > 0) price.push(`${ability.prosperity} Prosperity`);
  const beast = ability.target === 'creature' ? ' Beasts cannot be targeted.' : '';
  return `Activation phase, ${price.join(' + ')}: ${effectsText(ability.effects, ctx, true)}${beast}`;
}

/** Class and while-built lines (rulebook: Card types): what the card gets from its controller's City. */
function cityLines(card: Card, ctx: TextContext): string[] {
  const lines: string[] = [];
  if (card.affiliation) lines.push(`${capitalize(card.affiliation)} card: it gets the bonus of your ${capitalize(card.affiliation)} while one stands in your City.`);
  for (const w of card.whileBuilt ?? []) {
    const parts: string[] = [];
    if (w.grant) parts.push(`this creature gets ${grantText(w.grant, ctx.ruleset)}.`);
    if (w.effects && w.effects.length > 0) parts.push(`also ${effectsText(w.effects, ctx, true)}`);
    lines.push(`While your ${cardName(w.building)} stands: ${parts.join(' ')}`);
  }
  return lines;
}

/** Terrain properties, template size and the Ruins table. */
function terrainLines(card: Card, ctx: TextContext): string[] {
  const t = card.terrain;
  if (!t) return [];
  const props: string[] = [];
  if (t.difficult) props.push('Difficult');
  if (t.impassable) props.push('Impassable');
  if (t.blocksLineOfSight) props.push('Blocks line of sight');
  if (t.defenseAgainstShooting) props.push('Defense against shooting');
  if (t.ruins) props.push('Ruins');
  const lines = [`Terrain: ${props.length === 0 ? 'no special rules' : props.join(', ')}.`];
  const size = t.shape.kind === 'ellipse' ? `oval ${t.shape.rx * 2} × ${t.shape.ry * 2} mm` : `rectangle ${t.shape.w} × ${t.shape.h} mm`;
  lines.push(`Template: ${size}.`);
  if (card.unique) lines.push('Unique: you may play it once per game.');
  if (t.ruins) {
    lines.push('A character touching it may search it once per game by rolling a die:');
    for (const face of ['bullseye', 'axe', 'shield'] as const) {
      const effects = t.ruins[face].effects;
      lines.push(`${capitalize(face)}: ${effects.length === 0 ? 'nothing happens.' : effectsText(effects, { ...RUINS_CONTEXT, ruleset: ctx.ruleset }, true)}`);
    }
  }
  return lines;
}

/** How each kind of printed triggered ability is introduced. */
const ABILITY_LABEL = { firstWord: 'First Word', lastWord: 'Last Word', successfulAttack: 'After a successful attack' } as const;

/** The rules text of a card, one line per part, generated from its data (keyword names as the ruleset prints them). */
export function cardText(card: Card, ruleset: RulesetName = 'rulebook'): string {
  const ctx: TextContext = { ...CREATURE_CONTEXT, ruleset };
  const lines: string[] = [];
  const creature = card.type === 'hero' || card.type === 'minion';
  if (!creature) lines.push(card.type === 'building' ? `Build for ${card.cost.prosperity} Prosperity.` : costText(card.cost));
  if (card.namesHero !== undefined) lines.push(`Only when ${cardName(card.namesHero)} leads your squad.`);
  lines.push(...creatureLines(card));
  if (card.keywords.length > 0) lines.push(card.keywords.map((k) => `${keywordLabel(k, ruleset)}.`).join(' '));
  for (const ability of card.abilities) {
    lines.push(`${ABILITY_LABEL[ability.on]}: ${effectsText(ability.effects, ctx, true)}`);
  }
  lines.push(...typeLines(card, ctx));
  lines.push(...cityLines(card, ctx));
  return lines.join('\n');
}
