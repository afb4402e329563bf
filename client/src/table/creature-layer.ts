import { Container } from 'pixi.js';
import { baseOf, cardName, strengthOf, type Creature, type GameState, type GameView, type Seat, type Vec } from '@signum/shared';
import { drawBase } from './base-view';
import { baseFace, type BaseFace } from './creature-tokens';
import { Glide } from './glide';
import { worldResolution } from './world-text';
import type { ShortLabels } from './short-labels';
import type { PlateRequest } from './token-labels';

interface BaseEntry {
  key: string;
  view: Container;
  creature: Creature;
  face: BaseFace;
}

/** A base on its way out: it fades (and sinks) where it died. */
interface Dying {
  view: Container;
  age: number;
}

/** How long a dead creature's base takes to fade (ms). */
const DEATH_MS = 650;
/** A melee lunge: how far (mm) and how long (ms). */
const LUNGE_MM = 7;
const LUNGE_MS = 380;

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
  private dying: Dying[] = [];
  /** Bases lunging at a foe (a melee): unit direction and age (ms). */
  private readonly lunges = new Map<string, { dx: number; dy: number; age: number }>();
  /** Wounds taken since the last update, for the effects layer to show (id → amount). */
  readonly wounded = new Map<string, number>();

  /**
   * @param labels each creature's short name for the whole game (short-labels.ts), shared with the log and panels
   * @param animate whether a base glides to its new place (off when the reader asks for reduced motion)
   */
  constructor(private readonly labels: ShortLabels, private readonly animate = true) {}

  /** The path a creature is moving by (from its 'moved' event): its next change of place glides along it. */
  announce(id: string, path: readonly Vec[]): void {
    if (this.animate && path.length > 1) this.routes.set(id, [...path]);
  }

  /** Advance the glides by `ms`; true when a base was moved (the frame must be drawn). */
  tick(ms: number): boolean {
    if (this.glides.size === 0 && this.dying.length === 0 && this.lunges.size === 0) return false;
    for (const [id, l] of this.lunges) {
      l.age += ms;
      const e = this.bases.get(id);
      const t = Math.min(1, l.age / LUNGE_MS);
      // Out fast and back: sin over half a period, so the base ends where it stands.
      const k = Math.sin(Math.PI * t) * LUNGE_MM;
      if (e && !this.glides.has(id)) e.view.position.set(e.creature.pos.x + l.dx * k, e.creature.pos.y + l.dy * k);
      if (t >= 1) this.lunges.delete(id);
    }
    for (const [id, glide] of this.glides) {
      const { at, done } = glide.step(ms);
      this.bases.get(id)?.view.position.set(at.x, at.y);
      if (done) this.glides.delete(id);
    }
    for (const d of this.dying) {
      d.age += ms;
      const t = Math.min(1, d.age / DEATH_MS);
      d.view.alpha = 1 - t;
      d.view.scale.set(1 - 0.35 * t);
      if (t >= 1) d.view.destroy({ children: true });
    }
    this.dying = this.dying.filter((d) => d.age < DEATH_MS);
    return true;
  }

  /** Whether a base is gliding along a path (its plate must follow every frame). */
  get gliding(): boolean {
    return this.glides.size > 0;
  }

  /** Whether a base is gliding or lunging (a click skips it). */
  get moving(): boolean {
    return this.glides.size > 0 || this.lunges.size > 0;
  }

  /** A melee: the attacker's base lunges towards the defender and back. */
  lunge(id: string, toward: Vec): void {
    const e = this.bases.get(id);
    if (!this.animate || !e) return;
    const dx = toward.x - e.creature.pos.x;
    const dy = toward.y - e.creature.pos.y;
    const len = Math.hypot(dx, dy) || 1;
    this.lunges.set(id, { dx: dx / len, dy: dy / len, age: 0 });
  }

  /** End every glide and fade at once (a click skips animations). */
  finish(): void {
    for (const id of this.lunges.keys()) {
      const e = this.bases.get(id);
      e?.view.position.set(e.creature.pos.x, e.creature.pos.y);
    }
    this.lunges.clear();
    for (const [id, glide] of this.glides) {
      const end = glide.path[glide.path.length - 1]!;
      this.bases.get(id)?.view.position.set(end.x, end.y);
    }
    this.glides.clear();
    for (const d of this.dying) d.view.destroy({ children: true });
    this.dying = [];
  }

  /** The name plates to draw: each base's short name, where it is on the screen, and whether it is selected or a candidate. */
  plates(toScreen: (p: Vec) => Vec, pxPerMm: number, selected: string | null, candidates: readonly string[], nameOf: (seat: Seat) => string): PlateRequest[] {
    const out: PlateRequest[] = [];
    for (const [id, e] of this.bases) {
      const c = e.creature;
      const at = toScreen({ x: e.view.position.x, y: e.view.position.y });
      const text = this.labels.label(id) ?? id;
      const what = c.kind === 'hero' ? 'hero' : c.kind === 'minion' ? 'minion' : 'character';
      const wounds = c.wounds > 0 ? `, ${c.wounds} ${c.wounds === 1 ? 'wound' : 'wounds'}` : '';
      const marks = e.face.tokens.map((t) => t.words).join(', ');
      out.push({
        id, text, seat: c.controller, x: at.x, y: at.y, r: baseOf(c).r * pxPerMm,
        words: `${text} (${cardName(c.card)}), ${what} of ${nameOf(c.controller)}: Strength ${e.face.strength}, Health ${e.face.healthLeft} of ${e.face.health}${wounds}${marks ? `; ${marks}` : ''}`,
        state: id === selected ? 'selected' : candidates.includes(id) ? 'candidate' : '',
        dim: c.activated,
      });
    }
    return out;
  }

  /** Redraw every base's cached texture at the text resolution now in force (the zoom crossed a step). */
  recache(): void {
    for (const e of this.bases.values()) {
      e.view.cacheAsTexture(false);
      e.view.cacheAsTexture({ resolution: worldResolution(), antialias: true });
    }
  }

  /** Bring the layer to `view`; `preview` gives effective Strength; `upright` turns bases to read upright. */
  update(view: GameView, preview: GameState | null, upright: number): void {
    const seen = new Set<string>();
    this.labels.learn(view.creatures.map((c) => ({ id: c.id, name: cardName(c.card) })));
    for (const c of view.creatures) {
      seen.add(c.id);
      const live = preview?.creatures[c.id];
      const relics = c.kind === 'hero' ? (view.players[c.owner]?.relics.length ?? 0) : 0;
      const face = baseFace(c, live && preview ? strengthOf(preview, live) : baseFace(c, 0).printedStrength, relics);
      const key = JSON.stringify([c.card, c.kind, c.owner, c.controller, c.stealth, c.activated, face, upright]);
      let entry = this.bases.get(c.id);
      const before = entry?.creature.pos;
      if (entry && c.wounds > entry.creature.wounds) this.wounded.set(c.id, c.wounds - entry.creature.wounds);
      const shownAt = entry ? { x: entry.view.position.x, y: entry.view.position.y } : c.pos;
      if (entry?.key !== key) {
        entry?.view.destroy({ children: true });
        const drawn = drawBase(c, baseOf(c).r, face);
        drawn.rotation = upright;
        // One texture per base: a frame then draws 32 images instead of ~300 paths, sprites and texts.
        drawn.cacheAsTexture({ resolution: worldResolution(), antialias: true });
        this.container.addChild(drawn);
        entry = { key, view: drawn, creature: c, face };
        this.bases.set(c.id, entry);
      }
      entry.creature = c;
      entry.face = face;
      entry.view.position.set(shownAt.x, shownAt.y);
      if (before && (before.x !== c.pos.x || before.y !== c.pos.y)) this.startGlide(c.id, shownAt, c.pos);
      else if (!this.glides.has(c.id)) entry.view.position.set(c.pos.x, c.pos.y);
    }
    for (const [id, e] of this.bases) {
      if (seen.has(id)) continue;
      if (this.animate) this.dying.push({ view: e.view, age: 0 });
      else e.view.destroy({ children: true });
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
