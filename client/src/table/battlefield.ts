import type { Battlefield, BattlefieldEvents } from './battlefield-api';

/** Placeholder until the Pixi battlefield lands (lane "table" replaces this file). */
export async function createBattlefield(host: HTMLElement, events: BattlefieldEvents): Promise<Battlefield> {
  const canvas = document.createElement('canvas');
  host.append(canvas);
  void events;
  return {
    render: () => {},
    setMode: () => {},
    select: () => {},
    setViewpoint: () => {},
    showDice: () => {},
    toClient: (p) => ({ x: p.x, y: p.y }),
    destroy: () => canvas.remove(),
  };
}
