import { findCard, type DecisionOptions, type Vec } from '@signum/shared';
import type { OwnDecision } from './decision-text';
import type { TableContext } from './table-context';
import { button, h } from '../app/dom';

/** The radius the field shows while a quest piece is placed: a creature's base, or the half-width of a terrain template. */
export function questPieceRadius(card: string): number {
  const c = findCard(card);
  const shape = c?.terrain?.shape;
  if (shape) return shape.kind === 'ellipse' ? Math.max(shape.rx, shape.ry) : Math.max(shape.w, shape.h) / 2;
  return (c?.stats?.base ?? 32) / 2;
}

/**
 * The `placeQuestPiece` prompt (quest mode against an Overlord player): click where the quest's terrain or
 * creature, or the creature an Overlord card summons, goes; the engine refuses a spot that breaks the placement
 * rules (the refusal is toasted and the choice stays armed). "Use the suggested spot" sends the default answer, a legal spot the engine chose.
 */
export function questPiecePrompt(ctx: TableContext, d: OwnDecision, onField: (arm: () => void) => HTMLElement, answer: (a: unknown) => void): { nodes: Node[] } {
  const o = d.options as DecisionOptions['placeQuestPiece'];
  const make = (at: Vec) => ({ type: 'answer' as const, decision: d.id, answer: { at } });
  const arm = () => ctx.interaction.arm({ kind: 'place', label: `Place ${ctx.names.card(o.card)}`, radius: questPieceRadius(o.card), make });
  arm();
  const suggested = button('Use the suggested spot', () => answer(d.defaultAnswer), { testid: 'quest-piece-suggested' });
  return { nodes: [onField(arm), h('div', { class: 'buttons' }, suggested)] };
}
