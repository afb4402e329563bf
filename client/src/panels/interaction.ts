import type { Action, Polygon, Vec } from '@signum/shared';
import type { Battlefield, BattlefieldMode } from '../table/battlefield-api';

/** What the player is in the middle of choosing on the field, and what the choice becomes. */
export type Armed =
  | { kind: 'idle' }
  | { kind: 'move'; creature: string; run: boolean }
  | { kind: 'target'; label: string; byTarget: Record<string, Action> }
  | { kind: 'place'; label: string; radius: number; make: (at: Vec) => Action }
  | { kind: 'terrain'; label: string; card: string; template: Polygon; rotation: number };

/** The battlefield mode that lets the player make an armed choice. */
export function modeOf(a: Armed): BattlefieldMode {
  switch (a.kind) {
    case 'idle':
      return { kind: 'idle' };
    case 'move':
      return { kind: 'move', creature: a.creature, run: a.run };
    case 'target': {
      const probe = Object.values(a.byTarget)[0];
      return { kind: 'target', candidates: Object.keys(a.byTarget), label: a.label, ...(probe ? { probe } : {}) };
    }
    case 'place':
      return { kind: 'place', radius: a.radius, label: a.label };
    case 'terrain':
      return { kind: 'terrain', template: a.template, rotation: a.rotation, label: a.label };
  }
}

/**
 * Turns the battlefield's clicks into actions: the screen arms a choice (a move, a target, a spot),
 * the battlefield reports what was picked, and the finished action goes to `send`. `send` says
 * whether it went out; a refused action keeps the choice armed so the player can try again.
 */
export class Interaction {
  armed: Armed = { kind: 'idle' };

  constructor(
    private readonly field: () => Battlefield | null,
    private readonly send: (a: Action) => boolean,
    private readonly changed: () => void,
  ) {}

  /** Start a choice on the field (replacing any other). */
  arm(a: Armed): void {
    this.armed = a;
    this.field()?.setMode(modeOf(a));
    this.changed();
  }

  /** Leave whatever choice is armed. */
  cancel(): void {
    if (this.armed.kind !== 'idle') this.arm({ kind: 'idle' });
  }

  /** Turn the terrain template being placed by `degrees`. */
  rotate(degrees: number): void {
    if (this.armed.kind === 'terrain') this.arm({ ...this.armed, rotation: (((this.armed.rotation + degrees) % 360) + 360) % 360 });
  }

  /** The battlefield's confirmed path. */
  moveConfirmed(creature: string, waypoints: Vec[], run: boolean): void {
    if (this.armed.kind !== 'move' || waypoints.length === 0) return;
    this.finish({ type: 'move', creature, path: waypoints, run });
  }

  /** The battlefield's chosen spot. */
  placeChosen(at: Vec): void {
    if (this.armed.kind === 'place') this.finish(this.armed.make(at));
    else if (this.armed.kind === 'terrain') this.finish({ type: 'playTerrain', card: this.armed.card, at, rotation: this.armed.rotation });
  }

  /** The battlefield's chosen creature. */
  targetChosen(id: string): void {
    if (this.armed.kind !== 'target') return;
    const action = this.armed.byTarget[id];
    if (action) this.finish(action);
  }

  private finish(a: Action): void {
    if (this.send(a)) this.cancel();
  }
}
