import type { GameEvent } from '@signum/shared';
import { diceOf, FACE_SYMBOL, type DiceShow } from './dice-model';
import { h } from '../app/dom';
import type { TableContext } from './table-context';

const LEGEND = `${FACE_SYMBOL.bullseye} Bullseye · ${FACE_SYMBOL.axe} Axe · ${FACE_SYMBOL.shield} Shield`;

/** One roll as a row: who, what for, the faces, how many counted. */
function rollRow(ctx: TableContext, d: DiceShow): HTMLElement {
  return h('div', { class: 'roll', data: { creature: d.creature } },
    h('span', { class: 'roll-who', text: `${ctx.names.creature(d.creature)} — ${d.label}: ` }),
    ...d.faces.map((f) => h('span', { class: `die face-${f}`, text: FACE_SYMBOL[f], title: f })),
    h('span', { class: 'roll-result', text: d.successes === undefined ? '' : ` ${d.successes} ${d.successes === 1 ? 'success' : 'successes'}` }));
}

/** The strip under the field with the latest batch's dice (and each roll flashed over its creature). */
export function diceStrip(ctx: TableContext): { el: HTMLElement; show(events: readonly GameEvent[]): void } {
  const rolls = h('div', { class: 'rolls' });
  const root = h('section', { class: 'dice', testid: 'dice' }, rolls, h('div', { class: 'legend muted', text: LEGEND }));
  return {
    el: root,
    show(events) {
      const shows = events.map(diceOf).filter((d): d is DiceShow => d !== null);
      if (shows.length === 0) return;
      rolls.replaceChildren(...shows.map((d) => rollRow(ctx, d)));
      for (const d of shows) ctx.field()?.showDice(d.creature, d.faces, d.label);
    },
  };
}
