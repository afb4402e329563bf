import type { Action } from '../protocol/actions';
import type { Face } from '../random';
import type { ScenarioSetup } from '../state/scenario-setup';
import type { Seat } from '../state/types';
import type { Vec } from '../geometry';

/** Where a step points the player: a control by its test id, and/or a spot on the field (mm). */
export interface StepHighlight {
  /** `data-testid` of the control to ring (e.g. `action-move`, `hand`, `decision`). */
  testid?: string;
  /** A field point to mark (where to place, move or aim). */
  field?: Vec;
}

/** One action of the scripted opponent (or any other seat), played after a step of the player. */
export interface ScriptedAction {
  seat: Seat;
  action: Action;
  /** What the learner should notice, shown in the coach panel while it plays. */
  say?: string;
}

/**
 * One step of a lesson: what it teaches, what to do, and the one action that does it. With no
 * `action` it is a page to read, passed with "Next" (the opening and the ending).
 */
export interface TutorialStep {
  /** Stable id (progress is kept by it). */
  id: string;
  title: string;
  /** What the step teaches: short paragraphs, our own words (rulebook sections in `rule`). */
  explain: string[];
  /** What to do now, as one sentence (shown again when an off-script action is refused). */
  task: string;
  /** The How-to-play anchor this step's rule is explained under. */
  rule?: string;
  highlight?: StepHighlight;
  /** The player's action, exactly as the lesson applies it (decision ids included). */
  action?: Action;
  /**
   * How far (mm) a place or a move may end from the scripted spot and still count; the scripted
   * spot is then used, so the rest of the script holds.
   */
  tolerance?: number;
  /** The other seats' actions after this step, in order. */
  then?: ScriptedAction[];
}

/** A lesson: a fixed table (scenario setup), scripted dice, and its steps. The learner plays `p1`. */
export interface Lesson {
  id: string;
  title: string;
  /** One line for the list of lessons. */
  summary: string;
  minutes: number;
  setup: ScenarioSetup;
  /** Every die the lesson rolls, in order (the engine refuses to roll beyond them). */
  dice: Face[];
  /** Start in setup with the heroes still to be placed (in turn order) and the opening hands to draw. */
  placeHeroes?: boolean;
  /** Scripted actions before the first step (e.g. the opponent's turn before the learner's). */
  opening?: ScriptedAction[];
  steps: TutorialStep[];
  /** How the lesson ends: 'win' = the learner has won the game when the last step is done. */
  ends: 'win' | 'steps';
}
