import { apply, lessonStart, matchesStep, type Action, type GameEvent, type GameState, type Lesson, type ScriptedAction, type TutorialStep } from '@signum/shared';

/** What the learner's action did: refused (with the step's request), or accepted with its events. */
export type Attempt = { ok: false; message: string } | { ok: true; events: GameEvent[] };

/**
 * A lesson played in the browser with the shared engine (no server): the learner's actions are
 * checked against the current step and applied with `apply`; the scripted replies wait in a queue
 * the caller plays at its own pace. The state at the start of every step reached is kept, so a
 * step can be gone back to; a saved step is reached again by replaying the script.
 */
export class LessonRun {
  state: GameState;
  index = 0;
  /** Scripted actions still to play before the next step begins. */
  readonly queue: ScriptedAction[] = [];
  private readonly starts: GameState[] = [];
  readonly openingEvents: GameEvent[];

  constructor(readonly lesson: Lesson, startAt = 0) {
    const start = lessonStart(lesson);
    this.state = start.state;
    this.openingEvents = start.events;
    this.starts[0] = this.state;
    while (this.index < Math.min(startAt, lesson.steps.length - 1)) this.complete();
  }

  /** The step the learner is on (the last one stays current once reached). */
  get step(): TutorialStep {
    return this.lesson.steps[this.index]!;
  }

  /** Whether the lesson waits for scripted actions to be played. */
  get busy(): boolean {
    return this.queue.length > 0;
  }

  /** The learner declares an action: accepted only when it is what the step asks (then the scripted spot and answer are used). */
  attempt(action: Action): Attempt {
    const step = this.step;
    if (this.busy) return { ok: false, message: 'Wait a moment: the opponent is still playing.' };
    if (!step.action) return { ok: false, message: `Not yet: read this step, then press Next. ${step.task}` };
    // Closing the creature that just acted is always allowed: the next step is another creature's.
    if (action.type === 'endActivation' && this.state.activation && step.action.type !== 'endActivation') return this.applyOnly(action);
    if (!matchesStep(step, action)) return { ok: false, message: `Not this time: this step asks you to do something else. ${step.task}` };
    return this.perform(step.action);
  }

  /** Do the step for the learner (Skip), or pass a page with no action (Next). */
  skip(): Attempt {
    if (this.busy) return { ok: false, message: 'Wait a moment: the opponent is still playing.' };
    if (!this.step.action) {
      this.advance();
      return { ok: true, events: [] };
    }
    return this.perform(this.step.action);
  }

  /** Play the next scripted action; when the queue empties the next step begins. */
  playNext(): { events: GameEvent[]; say?: string } {
    const next = this.queue.shift();
    if (!next) return { events: [] };
    const r = apply(this.state, next.seat, next.action);
    if (!r.ok) throw new Error(`The lesson's script broke at ${next.seat} ${next.action.type}: ${r.message}`);
    this.state = r.state;
    if (this.queue.length === 0) this.advance();
    return { events: r.events, ...(next.say ? { say: next.say } : {}) };
  }

  /** Go back to the start of an earlier step already reached. */
  goTo(index: number): void {
    const target = Math.max(0, Math.min(index, this.starts.length - 1));
    this.queue.length = 0;
    this.index = target;
    this.state = this.starts[target]!;
  }

  /** Whether the learner has reached the lesson's last page. */
  get finished(): boolean {
    return this.index === this.lesson.steps.length - 1;
  }

  private perform(action: Action): Attempt {
    const r = apply(this.state, 'p1', action);
    if (!r.ok) return { ok: false, message: r.message };
    this.state = r.state;
    this.queue.push(...(this.step.then ?? []));
    if (this.queue.length === 0) this.advance();
    return { ok: true, events: r.events };
  }

  /** Apply an action that does not complete the step. */
  private applyOnly(action: Action): Attempt {
    const r = apply(this.state, 'p1', action);
    if (!r.ok) return { ok: false, message: r.message };
    this.state = r.state;
    return { ok: true, events: r.events };
  }

  /** Play the current step and its replies at once (catching up to a saved step). */
  private complete(): void {
    if (this.step.action) this.perform(this.step.action);
    else this.advance();
    while (this.busy) this.playNext();
  }

  private advance(): void {
    if (this.index >= this.lesson.steps.length - 1) return;
    this.index += 1;
    this.starts[this.index] = this.state;
  }
}
