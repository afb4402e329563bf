import { SEAT_MARK } from '../table/seat-mark';
import type { TableSnapshot } from '../model/snapshot';
import { clockLines } from './clock';
import { h, patch, setText } from '../app/dom';
import { seatColour, seatName } from './names';
import { phaseLabel, waitingSentence } from './turn-text';

/** The bar across the top: turn, phase, whose turn, what the game waits for, the running clocks. */
export function turnBar(): { el: HTMLElement; update(s: TableSnapshot): void; tick(s: TableSnapshot | null, now: number): void } {
  const turn = h('span', { class: 'tb-turn', testid: 'turn-number' });
  const phase = h('span', { class: 'tb-phase', testid: 'turn-phase' });
  const whose = h('span', { class: 'tb-whose', testid: 'turn-seat' });
  const waiting = h('span', { class: 'tb-waiting', testid: 'waiting-for' });
  const clocks = h('span', { class: 'tb-clocks', testid: 'clocks' });
  const root = h('header', { class: 'turn-bar', testid: 'turn-bar' }, turn, phase, whose, waiting, clocks);
  return {
    el: root,
    update(s) {
      const v = s.view;
      setText(turn, v ? `Turn ${v.turn}` : '');
      setText(phase, v ? phaseLabel(v.phase) : 'Pre-game');
      const active = v && v.phase !== 'setup' && !v.result ? v.activeSeat : '';
      patch(whose, `${active}|${seatName(s.seats, active)}`, () =>
        active ? [h('span', { class: 'seat-dot', 'aria-hidden': 'true', text: SEAT_MARK[active].glyph }), `${seatName(s.seats, active)}'s turn`] : [],
      );
      whose.style.setProperty('--seat', seatColour(active));
      setText(waiting, waitingSentence(s));
      waiting.classList.toggle('mine', s.viewer !== 'spectator' && s.waitingFor === s.viewer);
    },
    tick(s, now) {
      const lines = s && s.status === 'playing' ? clockLines(s.clock, now) : [];
      patch(clocks, lines.map((l) => `${l.which}${l.text}${l.urgent}`).join('|'), () =>
        lines.map((l) => h('span', { class: `clock${l.urgent ? ' urgent' : ''}`, data: { clock: l.which } }, `${l.label} ${l.text}`)),
      );
    },
  };
}
