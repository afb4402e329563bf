import { pathLength, pointAlongPath, type Vec } from '@signum/shared';

/** How long a base takes to glide: a quick start plus a little per millimetre, never dragging on. */
export function glideMs(lengthMm: number): number {
  return Math.min(900, 200 + 2.5 * lengthMm);
}

/**
 * A base gliding along the path it moved by (the table shows a move as it happened, so a spectator
 * can follow it): where it is drawn `age` ms in, easing out at the end.
 */
export class Glide {
  private age = 0;
  private readonly length: number;
  readonly duration: number;

  constructor(readonly path: readonly Vec[]) {
    this.length = pathLength([...path]);
    this.duration = glideMs(this.length);
  }

  /** Advance by `ms`; the point to draw the base at, and whether the glide is over. */
  step(ms: number): { at: Vec; done: boolean } {
    this.age = Math.min(this.duration, this.age + ms);
    const t = this.duration > 0 ? this.age / this.duration : 1;
    const eased = 1 - (1 - t) * (1 - t);
    return { at: pointAlongPath([...this.path], this.length * eased).point, done: t >= 1 };
  }
}
