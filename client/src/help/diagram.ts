import { createScenarioState, view, type Diagram } from '@signum/shared';
import { h } from '../app/dom';
import type { TableSnapshot } from '../model/snapshot';
import { createBattlefield } from '../table/battlefield';
import type { Battlefield, BattlefieldEvents } from '../table/battlefield-api';

const ignore: BattlefieldEvents = { creatureClicked() {}, fieldClicked() {}, moveConfirmed() {}, placeChosen() {}, targetChosen() {}, cancelled() {} };

/** The snapshot the table would draw for a diagram's position, seen from the first seat. */
function diagramSnapshot(d: Diagram): TableSnapshot {
  const state = createScenarioState(d.setup, []);
  return {
    mode: 'duel',
    status: 'playing',
    viewer: 'p1',
    seats: [],
    view: view(state, 'p1'),
    ruleset: 'rulebook',
    waitingFor: '',
    clock: { seat: '', decisionDeadline: 0, turnDeadline: 0, matchDeadline: 0 },
  };
}

/**
 * A rules diagram drawn by the table's own Pixi battlefield on a small scenario position: range
 * rings come from selecting a creature, the line of sight from pointing at the target, exactly as
 * at the table. Returns the figure and what takes it down.
 */
export function diagramFigure(d: Diagram, testid: string): { el: HTMLElement; dispose(): void } {
  const canvasHost = h('div', { class: 'diagram-field' });
  const el = h('figure', { class: 'diagram', testid }, canvasHost, h('figcaption', { text: d.caption }));
  let field: Battlefield | null = null;
  let disposed = false;
  createBattlefield(canvasHost, ignore)
    .then((bf) => {
      if (disposed) return bf.destroy();
      field = bf;
      const snap = diagramSnapshot(d);
      bf.setViewpoint('p1');
      bf.render(snap);
      bf.select(d.select ?? null);
      const selected = d.select && snap.view?.creatures.find((c) => c.id === d.select);
      if (selected && d.zoom) zoomAt(canvasHost, bf.toClient(selected.pos), d.zoom);
      const target = d.lineOfSight && snap.view?.creatures.find((c) => c.id === d.lineOfSight!.to);
      if (target) pointAt(canvasHost, bf.toClient(target.pos));
      el.dataset.drawn = 'true';
    })
    .catch((e: unknown) => el.append(h('p', { class: 'muted', text: `This diagram could not be drawn: ${e instanceof Error ? e.message : String(e)}` })));
  return {
    el,
    dispose() {
      disposed = true;
      field?.destroy();
    },
  };
}

/** Hover the pointer over a page point of the canvas: the battlefield then draws the line of sight to what is there. */
function pointAt(host: HTMLElement, at: { x: number; y: number }): void {
  const canvas = host.querySelector('canvas');
  canvas?.dispatchEvent(new PointerEvent('pointermove', { clientX: at.x, clientY: at.y, bubbles: true }));
}

/** Zoom the camera by `factor` around a page point, as the mouse wheel does there (table/input.ts: ~0.12 % per pixel of scroll). */
function zoomAt(host: HTMLElement, at: { x: number; y: number }, factor: number): void {
  const canvas = host.querySelector('canvas');
  canvas?.dispatchEvent(new WheelEvent('wheel', { clientX: at.x, clientY: at.y, deltaY: -Math.log(factor) / 0.0012, deltaMode: 0, bubbles: true, cancelable: true }));
}
