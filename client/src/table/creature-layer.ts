import { Container } from 'pixi.js';
import { baseOf, strengthOf, type Creature, type GameState, type GameView, type Vec } from '@signum/shared';
import { drawBase } from './base-view';
import { baseFace } from './creature-tokens';
import { Glide } from './glide';

interface BaseEntry {
  key: string;
  view: Container;
  creature: Creature;
}

/** A path's end this close (mm) to the new position is the move that got it there. */
const SAME_SPOT = 0.5;

/**
 * The creatures' bases, one container per creature id: a base is redrawn only when what it shows
 * changes (its key), moved when only its position changes, and removed when the creature is gone.
 */
export class CreatureLayer {
  readonly container = new Container();
  private bases = new Map<string, BaseEntry>();
  /** Paths moves were made by, told before the snapshot that shows where they ended. */
  private readonly routes = new Map<string, Vec[]>();
  private readonly glides = new Map<string, Glide>();

  /** @param animate whether a base glides to its new place (off when the reader asks for reduced motion). */
  constructor(private readonly animate = true) {}

  /** The path a creature is moving by (from its 'moved' event): its next change of place glides along it. */
  announce(id: string, path: readonly Vec[]): void {
    if (this.animate && path.length > 1) this.routes.set(id, [...path]);
  }

  /** Advance the glides by `ms`; true when a base was moved (the frame must be drawn). */
  tick(ms: number): boolean {
    if (this.glides.size === 0) return false;
    for (const [id, glide] of this.glides) {
      const { at, done } = glide.step(ms);
      this.bases.get(id)?.view.position.set(at.x, at.y);
      if (done) this.glides.delete(id);
    }
    return true;
  }

  /** Bring the layer to `view`; `preview` gives effective Strength; `upright` turns bases to read upright. */
  update(view: GameView, preview: GameState | null, upright: number): void {
    const seen = new Set<string>();
    for (const c of view.creatures) {
      seen.add(c.id);
      const live = preview?.creatures[c.id];
      const face = baseFace(c, live && preview ? strengthOf(preview, live) : baseFace(c, 0).printedStrength);
      const key = JSON.stringify([c.card, c.kind, c.owner, c.controller, c.stealth, c.activated, face, upright]);
      let entry = this.bases.get(c.id);
      const before = entry?.creature.pos;
      const shownAt = entry ? { x: entry.view.position.x, y: entry.view.position.y } : c.pos;
      if (entry?.key !== key) {
        entry?.view.destroy({ children: true });
        const drawn = drawBase(c, baseOf(c).r, face);
        drawn.rotation = upright;
        this.container.addChild(drawn);
        entry = { key, view: drawn, creature: c };
        this.bases.set(c.id, entry);
      }
      entry.creature = c;
      entry.view.position.set(shownAt.x, shownAt.y);
      if (before && (before.x !== c.pos.x || before.y !== c.pos.y)) this.startGlide(c.id, shownAt, c.pos);
      else if (!this.glides.has(c.id)) entry.view.position.set(c.pos.x, c.pos.y);
    }
    for (const [id, e] of this.bases) {
      if (seen.has(id)) continue;
      e.view.destroy({ children: true });
      this.bases.delete(id);
      this.glides.delete(id);
    }
  }

  /** Glide from where the base is drawn to `to`: along the announced path when it ends there, else straight. */
  private startGlide(id: string, from: Vec, to: Vec): void {
    const route = this.routes.get(id);
    this.routes.delete(id);
    const end = route?.at(-1);
    if (!this.animate) {
      this.glides.delete(id);
      this.bases.get(id)?.view.position.set(to.x, to.y);
      return;
    }
    const near = (a: Vec, b: Vec) => Math.hypot(a.x - b.x, a.y - b.y) < SAME_SPOT;
    // The announced path when it is the move that got here (from where the base is drawn), else a straight glide.
    const path = route && end && near(end, to) ? (near(route[0]!, from) ? route : [from, ...route]) : [from, to];
    this.glides.set(id, new Glide(path));
  }

  /** The creature whose base holds field point p (the top-most, i.e. last drawn), if any. */
  hit(p: Vec): Creature | null {
    let found: Creature | null = null;
    for (const { creature } of this.bases.values()) {
      const b = baseOf(creature);
      if (Math.hypot(p.x - b.c.x, p.y - b.c.y) <= b.r) found = creature;
    }
    return found;
  }

  /** The creature with this id as last rendered. */
  get(id: string): Creature | null {
    return this.bases.get(id)?.creature ?? null;
  }
}
