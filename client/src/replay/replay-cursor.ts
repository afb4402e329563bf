/** Where a replay stands among its frames, and what a move to another frame means for the event log. */
export interface CursorMove {
  /** The frame now shown. */
  at: number;
  /** The frame whose events to publish (exactly one step forward), or null (back, seek, or no move). */
  publish: number | null;
}

/**
 * The frame position of a replay of `count` frames (0 … count − 1). Only a single step forward plays
 * a frame's events; any other move jumps there silently (see replay-source.ts for why).
 */
export class ReplayCursor {
  private position = 0;

  constructor(readonly count: number) {
    if (count < 1) throw new RangeError('A replay has at least its starting frame.');
  }

  /** The frame shown now. */
  get at(): number {
    return this.position;
  }

  /** Whether the last frame is shown. */
  get atEnd(): boolean {
    return this.position === this.count - 1;
  }

  /** One frame forward (stays on the last one). */
  forward(): CursorMove {
    if (this.atEnd) return { at: this.position, publish: null };
    this.position++;
    return { at: this.position, publish: this.position };
  }

  /** One frame back (stays on the first one). */
  back(): CursorMove {
    return this.seek(this.position - 1);
  }

  /** Jump to frame `to`, clamped to the replay; a jump of exactly one frame forward is a step. */
  seek(to: number): CursorMove {
    const target = Math.max(0, Math.min(this.count - 1, Math.round(to)));
    if (target === this.position + 1) return this.forward();
    this.position = target;
    return { at: target, publish: null };
  }

  /** "i / n" for the toolbar: the frame shown (0 = the start) and the last frame's number (= actions played). */
  label(): string {
    return `${this.position} / ${this.count - 1}`;
  }
}
