import type { Action } from '@signum/shared';
import type { Battlefield, BattlefieldMode } from '../table/battlefield-api';
import { Interaction } from './interaction';

function setup(accept = true) {
  const modes: BattlefieldMode[] = [];
  const sent: Action[] = [];
  const field = { setMode: (m: BattlefieldMode) => modes.push(m) } as unknown as Battlefield;
  const ix = new Interaction(() => field, (a) => (sent.push(a), accept), () => {});
  return { ix, modes, sent };
}

describe('interaction', () => {
  it('turns a confirmed path into a move and goes back to idle', () => {
    const { ix, modes, sent } = setup();
    ix.arm({ kind: 'move', creature: 'k1', run: true });
    ix.moveConfirmed('k1', [{ x: 10, y: 20 }], true);
    expect(sent).toEqual([{ type: 'move', creature: 'k1', path: [{ x: 10, y: 20 }], run: true }]);
    expect(modes).toEqual([{ kind: 'move', creature: 'k1', run: true }, { kind: 'idle' }]);
    expect(ix.armed.kind).toBe('idle');
  });
  it('keeps the choice armed when the action is refused', () => {
    const { ix, sent } = setup(false);
    ix.arm({ kind: 'move', creature: 'k1', run: false });
    ix.moveConfirmed('k1', [{ x: 1, y: 1 }], false);
    expect(sent).toHaveLength(1);
    expect(ix.armed.kind).toBe('move');
  });
  it('sends the action of the chosen target, ignoring other creatures', () => {
    const { ix, modes, sent } = setup();
    const melee: Action = { type: 'melee', creature: 'k1', target: 'k2' };
    ix.arm({ kind: 'target', label: 'Melee', byTarget: { k2: melee } });
    expect(modes[0]).toEqual({ kind: 'target', candidates: ['k2'], label: 'Melee', probe: melee });
    ix.targetChosen('k9');
    expect(sent).toEqual([]);
    ix.targetChosen('k2');
    expect(sent).toEqual([melee]);
  });
  it('places a card or a rotated terrain template at the chosen spot', () => {
    const { ix, modes, sent } = setup();
    ix.arm({ kind: 'place', label: 'Summon', radius: 25, make: (at) => ({ type: 'playCard', card: 'c1', at }) });
    ix.placeChosen({ x: 5, y: 6 });
    ix.arm({ kind: 'terrain', label: 'Forest', card: 'forest', template: [], rotation: 0 });
    ix.rotate(-45);
    expect(modes.at(-1)).toEqual({ kind: 'terrain', template: [], rotation: 315, label: 'Forest' });
    ix.placeChosen({ x: 300, y: 300 });
    expect(sent).toEqual([{ type: 'playCard', card: 'c1', at: { x: 5, y: 6 } }, { type: 'playTerrain', card: 'forest', at: { x: 300, y: 300 }, rotation: 315 }]);
  });
});
