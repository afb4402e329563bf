import { apply } from '../engine/apply';
import { validateDeck } from '../cards/deck-rules';
import type { GameEvent } from '../protocol/events';
import type { Scenario, ScenarioStep } from '../state/scenario-setup';
import { createScenarioState } from './scenario-state';
import type { GameState, Seat } from '../state/types';
import { describeMismatch, matchPartial } from './match';
import { matchEventSequence } from './match-events';
import { stepKind } from './parse';

/** The outcome of one scenario: every failure as a readable line. */
export interface ScenarioResult {
  name: string;
  passed: boolean;
  failures: string[];
}

type ActionStep = { seat: Seat; action: unknown; rejects?: string; note?: string };

/** What an action step did to the run: go on with a new state, or stop because the script broke. */
type StepOutcome = { stop: boolean; state: GameState; events?: GameEvent[] };

/**
 * Run a scenario (docs/architecture.md §6): build the position, play the steps in order, check every
 * expectation, then fail on an unscripted decision or unused scripted dice. An action step that goes
 * wrong stops the run, since later steps assume it happened; failed expectations do not.
 */
export function runScenario(s: Scenario): ScenarioResult {
  const failures: string[] = [];
  const done = (): ScenarioResult => ({ name: s.name, passed: failures.length === 0, failures });
  let state: GameState;
  try {
    state = createScenarioState(s.setup, s.dice ?? []);
  } catch (err) {
    failures.push(`setup threw: ${errorText(err)}`);
    return done();
  }
  let events: GameEvent[] | null = null;
  for (let i = 0; i < s.steps.length; i++) {
    const step = s.steps[i] as ScenarioStep;
    const label = stepLabel(step, i);
    const kind = stepKind(step);
    if (kind === 'action') {
      const out = runAction(state, step as ActionStep, label, failures);
      state = out.state;
      if (out.events) events = out.events;
      if (out.stop) {
        if (i + 1 < s.steps.length) failures.push(notRun(i + 2, s.steps.length));
        return done();
      }
    } else if (kind === 'expect') {
      const exp = (step as { expect: Record<string, unknown> }).expect;
      for (const m of matchPartial(state, exp)) failures.push(`${label}: ${describeMismatch(m)}`);
    } else if (kind === 'expectEvents') {
      const exp = (step as { expectEvents: unknown[] }).expectEvents;
      if (events === null) failures.push(`${label}: no action has been accepted yet`);
      else for (const line of matchEventSequence(events, exp)) failures.push(`${label}: ${line}`);
    } else if (kind === 'deck') {
      for (const line of checkDeck(state, step as DeckStep)) failures.push(`${label}: ${line}`);
    } else {
      failures.push(`${label}: not a step (needs "action" with "seat", "expect", "expectEvents" or "deck")`);
    }
  }
  if (state.pending) failures.push(`unscripted decision: ${state.pending.kind} for ${state.pending.seat}`);
  if (state.diceScript.length > 0) failures.push(`unused dice: ${state.diceScript.join(', ')}`);
  return done();
}

type DeckStep = Extract<ScenarioStep, { deck: unknown }>;

/** Validate a loadout under the scenario's ruleset and compare the verdict and every reason's code. */
function checkDeck(state: GameState, step: DeckStep): string[] {
  const verdict = validateDeck(step.deck, state.config.ruleset);
  const out: string[] = [];
  if (verdict.ok !== step.expectDeck.ok) out.push(`expected the deck to be ${step.expectDeck.ok ? 'legal' : 'illegal'}, got ${verdict.reasons.map((r) => r.message).join(' ') || 'legal'}`);
  if (step.expectDeck.codes) {
    const got = [...new Set(verdict.reasons.map((r) => r.code))].sort();
    const want = [...new Set(step.expectDeck.codes)].sort();
    if (JSON.stringify(got) !== JSON.stringify(want)) out.push(`expected reasons ${want.join(', ') || '(none)'}, got ${got.join(', ') || '(none)'}`);
  }
  return out;
}

/** Apply one scripted action and judge it against `rejects`. */
function runAction(state: GameState, step: ActionStep, label: string, failures: string[]): StepOutcome {
  const before = JSON.stringify(state);
  let result: ReturnType<typeof apply>;
  try {
    result = apply(state, step.seat, step.action);
  } catch (err) {
    failures.push(`${label}: the engine threw: ${errorText(err)}`);
    return { stop: true, state };
  }
  if (JSON.stringify(state) !== before) {
    failures.push(`${label}: apply mutated its input state`);
    return { stop: true, state };
  }
  if (step.rejects !== undefined) {
    if (result.ok) {
      failures.push(`${label}: expected rejection ${step.rejects}, but the action was accepted`);
      return { stop: true, state };
    }
    if (result.code !== step.rejects) {
      // Still a rejection, so the state is unchanged and later steps can still be judged.
      failures.push(`${label}: expected rejection ${step.rejects}, got ${result.code}: ${result.message}`);
      return { stop: false, state };
    }
    return { stop: false, state };
  }
  if (!result.ok) {
    failures.push(`${label}: rejected ${result.code}: ${result.message}`);
    return { stop: true, state };
  }
  return { stop: false, state: result.state, events: result.events };
}

/** `step 3 (p1 move)` plus the step's note, so a failure points at the line to read. */
function stepLabel(step: ScenarioStep, i: number): string {
  const s = step as Record<string, unknown>;
  let what = 'expect';
  if ('action' in s) {
    const a = s.action as { type?: unknown } | null;
    what = `${String(s.seat)} ${typeof a?.type === 'string' ? a.type : 'action'}`;
  } else if ('expectEvents' in s) what = 'expectEvents';
  else if ('deck' in s) what = 'deck';
  const note = typeof s.note === 'string' ? ` "${s.note}"` : '';
  return `step ${i + 1} (${what})${note}`;
}

/** `step 4 not run` or `steps 4–9 not run` (1-based, inclusive). */
function notRun(from: number, to: number): string {
  return from === to ? `step ${from} not run` : `steps ${from}–${to} not run`;
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
