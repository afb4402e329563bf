import { view, viewEvents, whoActs, type Action, type GameEvent, type Lesson } from '@signum/shared';
import { Listeners } from '../model/listeners';
import type { EventBatch, SeatInfo, ServerError, TableSnapshot, TableSource } from '../model/snapshot';
import { LessonRun } from './lesson-run';

/** How long each scripted action of the opponent stays on screen before the next (ms). */
const SCRIPT_PACE_MS = 900;

const seat = (s: 'p1' | 'p2', name: string): SeatInfo => ({ seat: s, name, team: '', taken: true, bot: s === 'p2', deckChosen: true, ready: true, away: false });

/**
 * A lesson as a table source: the table screen draws it like a live room, but intents go to a
 * `LessonRun` in the page (the shared engine, no server), and the scripted opponent's replies are
 * played one by one at a readable pace. Off-script intents come back as errors with the step's request.
 */
export class LessonSource implements TableSource {
  readonly run: LessonRun;
  private snap: TableSnapshot;
  private batch = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly snapshots = new Listeners<TableSnapshot>();
  private readonly events = new Listeners<EventBatch>();
  private readonly errors = new Listeners<ServerError>();
  /** Told when the step changes, and with what the opponent is doing (`say`). */
  readonly steps = new Listeners<{ index: number; say?: string }>();

  constructor(lesson: Lesson, startAt: number, private readonly playerName: string) {
    this.run = new LessonRun(lesson, startAt);
    this.snap = this.snapshot();
  }

  current(): TableSnapshot {
    return this.snap;
  }

  subscribe(listener: (s: TableSnapshot) => void): () => void {
    return this.snapshots.add(listener);
  }

  onEvents(listener: (batch: EventBatch) => void): () => void {
    return this.events.add(listener);
  }

  onError(listener: (e: ServerError) => void): () => void {
    return this.errors.add(listener);
  }

  declare = (action: Action): void => {
    const r = this.run.attempt(action);
    if (!r.ok) return this.errors.emit({ code: 'LESSON_STEP', message: r.message });
    this.after(r.events);
  };

  /** Skip the current step (the lesson does it), or pass a page. */
  skip(): void {
    const r = this.run.skip();
    if (!r.ok) return this.errors.emit({ code: 'LESSON_STEP', message: r.message });
    this.after(r.events);
  }

  /** Back to the start of an earlier step. */
  goTo(index: number): void {
    clearTimeout(this.timer);
    this.run.goTo(index);
    this.publish([]);
    this.steps.emit({ index: this.run.index });
  }

  close(): void {
    clearTimeout(this.timer);
    this.snapshots.clear();
    this.events.clear();
    this.errors.clear();
    this.steps.clear();
  }

  private after(events: GameEvent[]): void {
    this.publish(events);
    this.steps.emit({ index: this.run.index });
    this.pace();
  }

  /** Play the queued scripted actions one at a time. */
  private pace(): void {
    clearTimeout(this.timer);
    if (!this.run.busy) return;
    this.timer = setTimeout(() => {
      const out = this.run.playNext();
      this.publish(out.events);
      this.steps.emit({ index: this.run.index, ...(out.say ? { say: out.say } : {}) });
      this.pace();
    }, SCRIPT_PACE_MS);
  }

  private publish(events: GameEvent[]): void {
    this.snap = this.snapshot();
    const seen = viewEvents(events, 'p1');
    if (seen.length > 0) this.events.emit({ index: ++this.batch, events: seen });
    this.snapshots.emit(this.snap);
  }

  private snapshot(): TableSnapshot {
    const s = this.run.state;
    return {
      mode: 'duel',
      status: s.phase === 'ended' ? 'ended' : 'playing',
      viewer: 'p1',
      seats: [seat('p1', this.playerName), seat('p2', s.config.quest ? 'Overlord' : 'Scripted opponent')],
      view: view(s, 'p1'),
      ruleset: 'rulebook',
      waitingFor: this.run.busy ? 'p2' : (whoActs(s) ?? ''),
      clock: { seat: '', decisionDeadline: 0, turnDeadline: 0, matchDeadline: 0 },
    };
  }
}
