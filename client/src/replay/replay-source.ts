import type { EventBatch, ServerError, TableSnapshot, TableSource } from '../model/snapshot';
import { Listeners } from '../model/listeners';
import { snapshotOfFrame } from './frame-snapshot';
import { ReplayCursor, type CursorMove } from './replay-cursor';
import type { ReplayData } from './replay-data';

/** Where the replay stands, for the toolbar. */
export interface ReplayProgress {
  at: number;
  count: number;
  playing: boolean;
}

/** The timer the source plays with (the browser's by default; tests pass their own). */
export interface ReplayTimers {
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const browserTimers: ReplayTimers = {
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (h) => globalThis.clearInterval(h as ReturnType<typeof setInterval>),
};

/**
 * A finished match as a table source: the table draws the frame shown, as a spectator saw it live.
 *
 * Events: a single step forward (the forward button, or playing) publishes that frame's events as one
 * batch whose `index` is the frame's number, so the table's log and dice read exactly as they did live.
 * A step back or a jump publishes no events (the snapshot alone is exact at every position); it
 * tells `onJump` listeners instead, and `history()` gives every event up to the frame shown in one
 * batch. The table's log only appends, so the replay screen rebuilds the table after a jump and feeds
 * the new one that history (see table-view.ts): the log then reads as it did live up to that point.
 */
export class ReplaySource implements TableSource {
  private readonly cursor: ReplayCursor;
  private readonly snapshots = new Listeners<TableSnapshot>();
  private readonly events = new Listeners<EventBatch>();
  private readonly progressing = new Listeners<ReplayProgress>();
  private readonly jumps = new Listeners<number>();
  private snapshot: TableSnapshot;
  private timer: unknown = null;
  /** The frame the last snapshot shows (the cursor moves before listeners are told). */
  private shownAt = 0;

  constructor(
    readonly replay: ReplayData,
    private readonly o: { intervalMs?: number; timers?: ReplayTimers } = {},
  ) {
    this.cursor = new ReplayCursor(replay.frames.length);
    this.snapshot = snapshotOfFrame(replay, 0);
  }

  current(): TableSnapshot {
    return this.snapshot;
  }
  subscribe(listener: (s: TableSnapshot) => void): () => void {
    return this.snapshots.add(listener);
  }
  onEvents(listener: (b: EventBatch) => void): () => void {
    return this.events.add(listener);
  }
  /** A replay has no server to refuse anything: no error ever comes. */
  onError(_listener: (e: ServerError) => void): () => void {
    return () => {};
  }
  /** Called whenever the position or play state changes. */
  onProgress(listener: (p: ReplayProgress) => void): () => void {
    return this.progressing.add(listener);
  }
  /** Called when the position changed without its events being played (a step back, a jump). */
  onJump(listener: (at: number) => void): () => void {
    return this.jumps.add(listener);
  }
  close(): void {
    this.pause();
    this.snapshots.clear();
    this.events.clear();
    this.progressing.clear();
    this.jumps.clear();
  }

  /** Every event from the start up to the frame shown, as one batch numbered like that frame. */
  history(): EventBatch {
    const at = this.cursor.at;
    return { index: at, events: this.replay.frames.slice(1, at + 1).flatMap((f) => f.events) };
  }

  /** Where the replay stands. */
  progress(): ReplayProgress {
    return { at: this.cursor.at, count: this.cursor.count, playing: this.timer !== null };
  }
  /** "i / n": the frame shown and the number of actions. */
  label(): string {
    return this.cursor.label();
  }

  forward(): void {
    this.show(this.cursor.forward());
  }
  back(): void {
    this.show(this.cursor.back());
  }
  seek(to: number): void {
    this.show(this.cursor.seek(to));
  }

  /** Step forward every `intervalMs` until the last frame (from the start again if already there). */
  play(): void {
    if (this.timer !== null) return;
    if (this.cursor.atEnd) this.seek(0);
    const timers = this.o.timers ?? browserTimers;
    this.timer = timers.setInterval(() => this.forward(), this.o.intervalMs ?? 600);
    this.emitProgress();
  }
  pause(): void {
    if (this.timer === null) return;
    (this.o.timers ?? browserTimers).clearInterval(this.timer);
    this.timer = null;
    this.emitProgress();
  }
  toggle(): void {
    if (this.timer === null) this.play();
    else this.pause();
  }

  private show(move: CursorMove): void {
    const moved = move.at !== this.shownAt;
    this.shownAt = move.at;
    if (move.publish !== null) {
      const frame = this.replay.frames[move.publish]!;
      const batch: EventBatch = { index: frame.index, events: frame.events };
      this.events.emit(batch);
    }
    this.snapshot = snapshotOfFrame(this.replay, move.at);
    this.snapshots.emit(this.snapshot);
    if (moved && move.publish === null) this.jumps.emit(move.at);
    // Playing stops on the last frame, however it was reached (a step, the slider).
    if (this.cursor.atEnd && this.timer !== null) this.pause();
    else this.emitProgress();
  }

  private emitProgress(): void {
    const p = this.progress();
    this.progressing.emit(p);
  }
}
