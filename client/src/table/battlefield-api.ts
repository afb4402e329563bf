import type { Action, Face, Polygon, Seat, Vec } from '@signum/shared';
import type { TableSnapshot } from '../model/snapshot';
import type { ShortLabels } from './short-labels';

/**
 * What the table screen asks of the Pixi battlefield (table/battlefield.ts) and what the
 * battlefield reports back. Coordinates are the engine's: millimetres, origin at the north-west
 * corner, y towards the south (as on screen). The battlefield draws and measures; the screen decides what an
 * input means and sends the action.
 */
export type BattlefieldMode =
  /** Clicking selects creatures. */
  | { kind: 'idle' }
  /** Drawing a move for `creature`: clicks add waypoints, a drag shows the path live; `run` steps the allowance up. */
  | { kind: 'move'; creature: string; run: boolean }
  /** Choosing where a new base of `radius` mm goes (a character's summoning spot, a hero's place). */
  | { kind: 'place'; radius: number; label: string }
  /** Choosing where a terrain template goes: its polygon around (0,0) unturned; the battlefield turns it by `rotation` degrees (clockwise on the field) and moves it to the cursor. */
  | { kind: 'terrain'; template: Polygon; rotation: number; label: string }
  /** Choosing one of these creatures (a target); `probe`, one action of the choice, lets the line of sight say why another creature is refused. */
  | { kind: 'target'; candidates: string[]; label: string; probe?: Action };

export interface BattlefieldEvents {
  /** A creature's base was clicked in 'idle' or 'target' mode (a non-candidate), or another of the viewer's own creatures in 'move' mode; otherwise in 'move' a click is a waypoint, so moving into contact can end on an enemy's base. */
  creatureClicked(id: string): void;
  /** Empty field was clicked in 'idle' mode (clears the selection). */
  fieldClicked(at: Vec): void;
  /** 'move' mode: the player confirmed the clicked path (double-click or Enter), which the rules accept. Waypoints exclude the start. */
  moveConfirmed(creature: string, waypoints: Vec[], run: boolean): void;
  /** 'place' / 'terrain' mode: the player clicked a spot. */
  placeChosen(at: Vec): void;
  /** 'target' mode: a candidate was clicked. */
  targetChosen(id: string): void;
  /** Escape or right-click: leave the current mode. */
  cancelled(): void;
  /** Something the player tried on the field did nothing, and why (a path confirmed before any point, a path the rules refuse). */
  notice?(message: string): void;
}

/** Optional settings of createBattlefield. */
export interface BattlefieldOptions {
  /** The creatures' short names, shared with what names them off the field (the table's names book); by default the battlefield's own. */
  labels?: ShortLabels;
  /** Force a Pixi renderer; by default WebGL on a GPU, Canvas 2D on a software rasteriser (renderer-choice.ts). */
  renderer?: 'webgl' | 'canvas';
}

export interface Battlefield {
  /** Draw this snapshot (bases, terrain, edges, tokens); keeps zoom, pan, mode and selection. */
  render(snapshot: TableSnapshot): void;
  setMode(mode: BattlefieldMode): void;
  /** Highlight one creature (its range rings S/M/L/XL are drawn around it), or none. */
  select(id: string | null): void;
  /** Turn the field so this seat's edge is at the bottom (a player's own seat; the seat a spectator follows). */
  setViewpoint(seat: Seat | null): void;
  /** A creature is moving by this path (its 'moved' event): the base glides along it when the new position arrives. */
  showMove(creature: string, path: readonly Vec[]): void;
  /** Roll dice over a creature: each die's face, `counted[i]` marking the dice that counted (empty: unknown), `label` the rule that made them count. */
  showDice(creature: string, faces: readonly Face[], counted: readonly boolean[], label: string): void;
  /** A melee was declared: the attacker lunges at the defender, blades clash. */
  showMelee(attacker: string, defender: string): void;
  /** A ranged attack was declared: a missile flies (`kind`: shooting, throwing, magicalShot). */
  showShot(attacker: string, target: string, kind: string): void;
  /** A creature took damage: a red flash and the amount floating up from its base. */
  showDamage(creature: string, amount: number): void;
  /** A creature died (its base fades when the snapshot without it arrives). */
  showDeath(creature: string): void;
  /** Take away the dice thrown over creatures (a new exchange of dice starts). */
  clearDice(): void;
  /** End every running animation at once. */
  skipAnimations(): void;
  /** The name plates as placed on the screen (CSS px within the battlefield), for tests. */
  plates(): readonly { id: string; left: number; top: number; w: number; h: number }[];
  /** Whether the camera shows the whole field (as fitted on load or by Fit). */
  fitted(): boolean;
  /** Where a field point is on the page, in CSS pixels (tests click through this). */
  toClient(p: Vec): { x: number; y: number };
  /** Where the keyboard's crosshair is on the page, in CSS pixels, while it shows (tests aim the arrow keys with this). */
  crosshair(): { x: number; y: number } | null;
  destroy(): void;
}
