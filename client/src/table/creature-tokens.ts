import { getCard, type Creature } from '@signum/shared';

/** One token drawn on a base's rim. */
export interface Token {
  text: string;
  color: number;
  /** What it means, for tests and tooltips. */
  kind: 'wounds' | 'armour' | 'poison' | 'disease' | 'concentration' | 'strength';
}

/** What a base shows: its stat line and tokens, derived from the creature and its effective Strength. */
export interface BaseFace {
  strength: number;
  printedStrength: number;
  healthLeft: number;
  health: number;
  movement: string;
  tokens: Token[];
}

/**
 * The numbers and tokens on a base: printed Health and Movement, Strength as it is now (`strength`,
 * from the shared `strengthOf`) against the printed one, wounds as "−n", Armour, Poison, Disease,
 * Concentration, and the sum of timed Strength modifiers.
 */
export function baseFace(c: Creature, strength: number): BaseFace {
  const stats = getCard(c.card).stats!;
  const tokens: Token[] = [];
  if (c.wounds > 0) tokens.push({ kind: 'wounds', text: `−${c.wounds}`, color: 0xd9534f });
  if (c.armour > 0) tokens.push({ kind: 'armour', text: `A${c.armour}`, color: 0x8fa3b8 });
  if (c.poison) tokens.push({ kind: 'poison', text: 'P', color: 0x6fbf3f });
  if (c.disease) tokens.push({ kind: 'disease', text: 'D', color: 0xa08a3c });
  if ((c.concentration ?? 0) > 0) tokens.push({ kind: 'concentration', text: `C${c.concentration}`, color: 0x7d6fe0 });
  const mod = c.modifiers.reduce((n, m) => n + (m.strength ?? 0), 0);
  if (mod !== 0) tokens.push({ kind: 'strength', text: mod > 0 ? `+${mod}` : `−${-mod}`, color: 0xd9a441 });
  return {
    strength,
    printedStrength: stats.strength,
    healthLeft: Math.max(0, stats.health - c.wounds),
    health: stats.health,
    movement: stats.movement,
    tokens,
  };
}
