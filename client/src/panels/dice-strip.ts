import type { GameEvent } from '@signum/shared';
import { diceOf, startsNewRoll, type DiceShow } from './dice-model';
import { h } from '../app/dom';
import { dieView } from '../dice/die-view';
import type { TableContext } from './table-context';

/** One roll as a row: who, what for, each die, how many counted, and the rule that made them count. */
function rollRow(ctx: TableContext, d: DiceShow): HTMLElement {
  const who = ctx.names.creature(d.creature);
  const result = d.successes === undefined ? '' : `${d.successes} ${d.successes === 1 ? 'success' : 'successes'}`;
  return h('div', { class: 'roll', data: { creature: d.creature } },
    h('span', { class: 'roll-who', text: `${who} — ${d.label}` }),
    h('span', { class: 'roll-dice' }, ...d.faces.map((f, i) => dieView(f, d.counted[i], d.rerolled.includes(i)))),
    h('span', { class: 'roll-result', text: result }),
    d.rule ? h('span', { class: 'roll-rule', text: d.rule }) : null);
}

/**
 * The dice of the exchange going on (an attack, an activation): every roll of it, each die marked
 * by whether it counted and why; it clears when the next exchange starts, and grows rather than
 * cutting a line off. Each roll is also thrown over its creature on the battlefield.
 */
export function diceStrip(ctx: TableContext): { el: HTMLElement; show(events: readonly GameEvent[]): void } {
  const rolls = h('div', { class: 'rolls' });
  const root = h('section', { class: 'dice', testid: 'dice', 'aria-label': 'Dice', 'aria-live': 'polite' }, rolls);
  root.hidden = true;
  return {
    el: root,
    show(events) {
      for (const ev of events) {
        if (startsNewRoll(ev)) {
          rolls.replaceChildren();
          ctx.field()?.clearDice();
        }
        const d = diceOf(ev);
        if (!d) continue;
        rolls.append(rollRow(ctx, d));
        ctx.field()?.showDice(d.creature, d.faces, d.counted, d.rule || d.label);
      }
      root.hidden = rolls.childElementCount === 0;
    },
  };
}
