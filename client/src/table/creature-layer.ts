import { Container } from 'pixi.js';
import { baseOf, strengthOf, type Creature, type GameState, type GameView, type Vec } from '@signum/shared';
import { drawBase } from './base-view';
import { baseFace } from './creature-tokens';

interface BaseEntry {
  key: string;
  view: Container;
  creature: Creature;
}

/**
 * The creatures' bases, one container per creature id: a base is redrawn only when what it shows
 * changes (its key), moved when only its position changes, and removed when the creature is gone.
 */
export class CreatureLayer {
  readonly container = new Container();
  private bases = new Map<string, BaseEntry>();

  /** Bring the layer to `view`; `preview` gives effective Strength; `upright` turns bases to read upright. */
  update(view: GameView, preview: GameState | null, upright: number): void {
    const seen = new Set<string>();
    for (const c of view.creatures) {
      seen.add(c.id);
      const live = preview?.creatures[c.id];
      const face = baseFace(c, live && preview ? strengthOf(preview, live) : baseFace(c, 0).printedStrength);
      const key = JSON.stringify([c.card, c.kind, c.owner, c.controller, c.stealth, c.activated, face, upright]);
      let entry = this.bases.get(c.id);
      if (entry?.key !== key) {
        entry?.view.destroy({ children: true });
        const drawn = drawBase(c, baseOf(c).r, face);
        drawn.rotation = upright;
        this.container.addChild(drawn);
        entry = { key, view: drawn, creature: c };
        this.bases.set(c.id, entry);
      }
      entry.creature = c;
      entry.view.position.set(c.pos.x, c.pos.y);
    }
    for (const [id, e] of this.bases) {
      if (seen.has(id)) continue;
      e.view.destroy({ children: true });
      this.bases.delete(id);
    }
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
