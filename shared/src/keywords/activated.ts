import { DISTANCE } from '../geometry';
import { ensure } from '../protocol/codes';
import type { Creature, GameState } from '../state/types';
import { emit, type Ctx } from '../primitives/context';
import { allCreatures, areEnemies, creatureOrReject, gapBetween } from '../queries/creatures';
import { heal } from '../primitives/healing';
import { keyword, valueOf } from '../queries/stats';
import { checkSightWithin } from '../queries/sight';
import { checkCap } from '../queries/placement';
import { checkHealTarget } from '../queries/heal-target';
import { canBeTargetedBy } from '../queries/targeting';
import { applyGrant } from '../primitives/apply-grant';
import { inArea } from '../queries/area';
import { creatureToChange } from '../primitives/copy-on-write';

/** The activated keyword abilities of this lane (each uses the whole activation, rulebook: Special abilities). */
export type KeywordAbility = 'concentration' | 'control' | 'howl' | 'healing';

/** Check one of these abilities and its target (the activation itself is checked by the caller). */
export function checkKeywordAbility(s: GameState, c: Creature, ability: KeywordAbility, target?: string): { c: Creature; t?: Creature } {
  switch (ability) {
    case 'concentration': {
      // glossary: Concentration X — gain 1 token, never more than X.
      const x = valueOf(s, c, 'concentration');
      ensure(x > 0, 'NO_ABILITY', 'This creature has no Concentration.');
      ensure((c.concentration ?? 0) < x, 'NO_ABILITY', `This creature already has ${x} Concentration tokens, its most.`);
      return { c };
    }
    case 'howl': {
      const k = keyword(s, c, 'howl');
      ensure(k?.range && k.grant, 'NO_ABILITY', 'This creature has no Howl.');
      return { c };
    }
    case 'healing': {
      // glossary: Healing X — illegal on an unwounded target or one that cannot be healed.
      ensure(valueOf(s, c, 'healing') > 0, 'NO_ABILITY', 'This creature has no Healing.');
      ensure(target, 'BAD_TARGET', 'Choose a creature to heal.');
      const t = creatureOrReject(s, target);
      checkHealTarget(s, c, t, 'healing');
      return { c, t };
    }
    case 'control': {
      // glossary: Control X — an enemy character or minion within XL in line of sight; not Beasts or Monsters (targeting.ts).
      ensure(valueOf(s, c, 'control') > 0, 'NO_ABILITY', 'This creature has no Control.');
      ensure(target, 'BAD_TARGET', 'Choose an enemy character or minion to control.');
      const t = creatureOrReject(s, target);
      ensure(areEnemies(s, c.controller, t.controller), 'BAD_TARGET', 'Control takes an enemy creature.');
      ensure(t.kind !== 'hero', 'BAD_TARGET', 'Heroes cannot be controlled.');
      ensure(!t.stealth, 'HIDDEN_TARGET', 'That creature is hidden (Stealth): it cannot be targeted by abilities.');
      ensure(canBeTargetedBy(s, t, 'control', c.controller), 'SHIELDED', 'That creature cannot be controlled.');
      ensure(gapBetween(c, t) <= DISTANCE.XL, 'OUT_OF_RANGE', 'Control reaches XL at most.');
      checkSightWithin(s, c, t, DISTANCE.XL, 'Control needs line of sight to the target.');
      // docs/rules-decisions.md #27: a controlled creature counts toward the cap; it cannot be taken when the cap is full.
      checkCap(s, c.controller);
      return { c, t };
    }
  }
}

/** Carry out Concentration, Howl or Healing (Control rolls through ability-roll.ts). */
export function useKeywordAbility(ctx: Ctx, c: Creature, ability: KeywordAbility, t?: Creature): void {
  const s = ctx.s;
  if (ability === 'concentration') {
    const w = creatureToChange(s, c.id);
    w.concentration = Math.min(valueOf(s, w, 'concentration'), (w.concentration ?? 0) + 1);
    emit(ctx, { e: 'concentration', creature: c.id, tokens: w.concentration });
  } else if (ability === 'howl') {
    // glossary: Howl X — a snapshot of who stands within X now; the grant lasts until end of turn; the source is excluded (docs/rules-decisions.md #36).
    const k = keyword(s, c, 'howl')!;
    for (const o of allCreatures(s)) if (inArea(s, c, o, k.range!, k.affects)) applyGrant(ctx, o, k.grant!, s.turn);
  } else if (ability === 'healing' && t) {
    heal(ctx, t, valueOf(s, c, 'healing'));
  }
}
