import { cardName, findCard, type DecisionOptions, type Vec } from '@signum/shared';
import type { OwnDecision } from './decision-text';
import type { TableContext } from './table-context';

/** Millimetres between the minion's base and the summoner's: in contact (under 3 mm) without overlapping. */
const CONTACT_SPACING = 1;

/**
 * The spot touching a summoner nearest a click: a minion enters in contact with the creature that summons it
 * (rulebook: Playing cards and summoning), so the click picks the side and the contact gives the distance —
 * as `snapToEdge` does for a summon along the edge. A click on the summoner's centre keeps the offered spot.
 */
export function snapToContact(centre: Vec, centreRadius: number, at: Vec, radius: number, fallback: Vec): Vec {
  const dx = at.x - centre.x;
  const dy = at.y - centre.y;
  const len = Math.hypot(dx, dy);
  if (len === 0) return fallback;
  const dist = centreRadius + radius + CONTACT_SPACING;
  return { x: centre.x + (dx / len) * dist, y: centre.y + (dy / len) * dist };
}

/**
 * The `placeMinion` prompt: click where round the summoner the minion stands; the engine refuses a spot that
 * touches an enemy or another base (the refusal is toasted and the choice stays armed).
 */
export function placeMinionPrompt(ctx: TableContext, d: OwnDecision, onField: (arm: () => void) => HTMLElement): { nodes: Node[] } {
  const o = d.options as DecisionOptions['placeMinion'];
  const radius = (findCard(o.minion)?.stats?.base ?? 32) / 2;
  const fallback = (d.defaultAnswer as { at: Vec }).at;
  const make = (at: Vec) => {
    const summoner = ctx.preview()?.creatures[o.creature];
    const spot = summoner ? snapToContact(summoner.pos, (findCard(summoner.card)?.stats?.base ?? 0) / 2, at, radius, fallback) : fallback;
    return { type: 'answer' as const, decision: d.id, answer: { at: spot } };
  };
  const arm = () => ctx.interaction.arm({ kind: 'place', label: `Place ${cardName(o.minion)} touching ${ctx.names.creature(o.creature)}`, radius, make });
  arm();
  return { nodes: [onField(arm)] };
}
