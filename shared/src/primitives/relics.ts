import { getCard } from '../cards/registry';
import type { Creature, Seat } from '../state/types';
import { emit, type Ctx } from './context';
import { moveToGraveyard } from './zones';
import { playerToChange } from './copy-on-write';

/** Remove a relic from its hero and send it to its owner's Graveyard (rulebook: Card types). */
export function destroyRelic(ctx: Ctx, seat: Seat, relicId: string, why: 'durability' | 'multipleUses' | 'replaced' | 'effect'): void {
  const i = ctx.s.players[seat]?.relics.findIndex((r) => r.id === relicId) ?? -1;
  if (i < 0) return;
  const [relic] = playerToChange(ctx.s, seat).relics.splice(i, 1);
  emit(ctx, { e: 'relicDestroyed', seat, relic: relicId, card: relic!.card, why });
  moveToGraveyard(ctx, relicId);
}

/** Mark one use on every Multiple Uses relic whose bonus was used; discard the spent ones (rulebook: Card types, docs/rules-decisions.md #19). */
export function markRelicUse(ctx: Ctx, seat: Seat, used: (grantKeywords: string[], grantStrength: number) => boolean): void {
  const p = ctx.s.players[seat];
  if (!p) return;
  p.relics.forEach((r, i) => {
    const relic = getCard(r.card).relic;
    if (!relic?.multipleUses) return;
    if (!used(relic.grants.keywords.map((k) => k.kw), relic.grants.strength)) return;
    playerToChange(ctx.s, seat).relics[i] = { ...r, marks: r.marks + 1 };
  });
}

/** Discard relics whose Multiple Uses are spent (after the use that spent them has applied). */
export function discardSpentRelics(ctx: Ctx, seat: Seat): void {
  const p = ctx.s.players[seat];
  if (!p) return;
  for (const r of [...p.relics]) {
    const uses = getCard(r.card).relic?.multipleUses;
    if (uses && r.marks >= uses) destroyRelic(ctx, seat, r.id, 'multipleUses');
  }
}

/**
 * Multiple Uses (rulebook: Card types, docs/rules-decisions.md #19): a relic's use counts wherever one of
 * its granted abilities actually applies to the hero carrying it (melee, ranged, Backstab, keywords at
 * declaration). Only heroes carry relics; other creatures mark nothing.
 */
export function markHeroRelicUse(ctx: Ctx, c: Creature, used: (grantKeywords: string[], grantStrength: number) => boolean): void {
  if (c.kind === 'hero') markRelicUse(ctx, c.owner, used);
}

/** Mark the relics granting keyword `kw` when it applied to hero `c`, then discard any that are spent. */
export function useRelicKeyword(ctx: Ctx, c: Creature, kw: string): void {
  if (c.kind !== 'hero') return;
  markRelicUse(ctx, c.owner, (kws) => kws.includes(kw));
  discardSpentRelics(ctx, c.owner);
}

/** Discard every player's spent Multiple Uses relics: when an attack ends, whoever is left standing. */
export function discardAllSpentRelics(ctx: Ctx): void {
  for (const seat of Object.keys(ctx.s.players) as Seat[]) discardSpentRelics(ctx, seat);
}
