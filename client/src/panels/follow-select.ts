import type { Seat } from '@signum/shared';
import type { TableSnapshot } from '../model/snapshot';
import { h, patch } from '../app/dom';

/** Spectators choose whose side of the field is at the bottom; seated players always see their own. */
export function followSelect(onFollow: (seat: Seat) => void): { el: HTMLElement; update(s: TableSnapshot): void } {
  const select = h('select', { testid: 'follow-seat' });
  const root = h('label', { class: 'follow' }, 'Follow ', select);
  select.onchange = () => onFollow(select.value as Seat);
  return {
    el: root,
    update(s) {
      root.hidden = s.viewer !== 'spectator';
      patch(select, JSON.stringify(s.seats.map((x) => [x.seat, x.name])), () =>
        s.seats.map((x) => {
          const o = h('option', { text: x.name || x.seat });
          o.value = x.seat;
          return o;
        }),
      );
    },
  };
}
