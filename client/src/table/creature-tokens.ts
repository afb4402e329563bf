import { getCard, type Creature } from '@signum/shared';
import { ICON } from '../icons/icon-choice';

/** One status mark drawn on a base's rim: an icon, and a number where the count matters. */
export interface Token {
  kind: 'armour' | 'poison' | 'disease' | 'concentration' | 'strength' | 'stealth' | 'relics' | 'activated';
  /** The game-icons icon (icons/icon-choice.ts). */
  icon: string;
  /** A count shown beside the icon ("2" Armour, "+1" Strength); empty when the icon says it all. */
  text: string;
  color: number;
  /** What it means, in words (the plate's accessible description). */
  words: string;
}

/** What a base shows: its stats, wound pips and status marks, derived from the creature and its effective Strength. */
export interface BaseFace {
  strength: number;
  printedStrength: number;
  healthLeft: number;
  health: number;
  movement: string;
  /** The kind icon in the middle of the base: hero, character or minion. */
  icon: string;
  tokens: Token[];
}

/**
 * The numbers and marks on a base: printed Health (as pips, wounds in red) and Movement, Strength as
 * it is now (`strength`, from the shared `strengthOf`) against the printed one, and the states a
 * player must see at a glance — Armour, Stealth, Poison, Disease, Concentration, relics carried,
 * timed Strength changes, already activated.
 */
export function baseFace(c: Creature, strength: number, relics = 0): BaseFace {
  const stats = getCard(c.card).stats!;
  const tokens: Token[] = [];
  if (c.armour > 0) tokens.push({ kind: 'armour', icon: ICON.armour, text: `${c.armour}`, color: 0xb8c7d9, words: `Armour ${c.armour}` });
  if (c.stealth) tokens.push({ kind: 'stealth', icon: ICON.stealth, text: '', color: 0xc9b8ff, words: 'Stealth' });
  if (c.poison) tokens.push({ kind: 'poison', icon: ICON.poison, text: '', color: 0x7fd14f, words: 'Poisoned' });
  if (c.disease) tokens.push({ kind: 'disease', icon: ICON.disease, text: '', color: 0xc9a64a, words: 'Diseased' });
  if ((c.concentration ?? 0) > 0) tokens.push({ kind: 'concentration', icon: ICON.concentration, text: `${c.concentration}`, color: 0xa99cff, words: `Concentration ${c.concentration}` });
  if (relics > 0) tokens.push({ kind: 'relics', icon: ICON.relics, text: relics > 1 ? `${relics}` : '', color: 0x6fd6e0, words: `${relics} ${relics === 1 ? 'relic' : 'relics'}` });
  const mod = c.modifiers.reduce((n, m) => n + (m.strength ?? 0), 0);
  if (mod !== 0) tokens.push({ kind: 'strength', icon: ICON.strength, text: mod > 0 ? `+${mod}` : `−${-mod}`, color: mod > 0 ? 0x8fe08a : 0xff7a6e, words: `Strength ${mod > 0 ? '+' : '−'}${Math.abs(mod)} this turn` });
  if (c.activated) tokens.push({ kind: 'activated', icon: ICON.activated, text: '', color: 0xd0d0d0, words: 'Already activated' });
  return {
    strength,
    printedStrength: stats.strength,
    healthLeft: Math.max(0, stats.health - c.wounds),
    health: stats.health,
    movement: stats.movement,
    icon: ICON[c.kind],
    tokens,
  };
}
