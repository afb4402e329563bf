import '../styles/help.css';
import { h, patch } from '../app/dom';
import { hrefOf } from '../app/router';
import type { TableSnapshot } from '../model/snapshot';
import { seatName } from '../panels/names';
import type { TableContext } from '../panels/table-context';
import { actionKinds } from './action-kinds';

/**
 * "What can I do now?": a folded panel listing the kinds of action the rules allow this seat right
 * now (from the same `legalActions` the server checks with), each linked to its rule.
 */
export function whatCanIDo(ctx: TableContext): { el: HTMLElement; update(s: TableSnapshot): void } {
  const list = h('ul', { class: 'can-do-list' });
  const el = h('details', { class: 'can-do', testid: 'what-can-i-do' }, h('summary', { text: 'What can I do now?' }), list);
  return {
    el,
    update(s) {
      el.hidden = s.viewer === 'spectator' || !s.view;
      const kinds = s.viewer === 'spectator' ? [] : actionKinds(ctx.legal(), s.view, s.viewer);
      patch(list, `${s.waitingFor}|${s.view?.phase}|${kinds.map((k) => k.key).join()}`, () => {
        if (s.status === 'ended') return [h('li', { text: 'The game is over.' })];
        if (kinds.length === 0) return [h('li', { text: s.waitingFor ? `Nothing yet: waiting for ${seatName(s.seats, s.waitingFor)}.` : 'Nothing right now.' })];
        return kinds.map((k) => h('li', {}, k.text, ' ', h('a', { href: hrefOf({ name: 'howToPlay', anchor: k.rule }), target: '_blank', rel: 'noopener', text: '(rule)' })));
      });
    },
  };
}
