import type { GameEvent } from '../protocol/events';
import { apply } from '../engine/apply';
import { runTasks } from '../engine/run-tasks';
import { creaturesToChange } from '../primitives/copy-on-write';
import type { Ctx } from '../primitives/context';
import { createScenarioState } from '../scenario/scenario-state';
import type { GameState } from '../state/types';
import type { Lesson, ScriptedAction } from './types';

/**
 * A lesson's table before its first step: the scenario's position (rulebook: Setup), or, with
 * `placeHeroes`, that position taken back to setup with the heroes off the field, so the learner
 * places a hero and keeps an opening hand as in a real game. The opening actions are played.
 */
export function lessonStart(lesson: Lesson): { state: GameState; events: GameEvent[] } {
  const s = createScenarioState(lesson.setup, lesson.dice);
  const events: GameEvent[] = [];
  if (lesson.placeHeroes) {
    for (const seat of s.config.seats) delete creaturesToChange(s)[s.players[seat]!.heroCreature];
    s.phase = 'setup';
    s.turn = 0;
    s.tasks.push({ kind: 'setup', step: 'placeHeroes', chooser: s.turnOrder[0]!, rolls: {}, order: [...s.turnOrder], index: 0, mulligans: {} });
    const ctx: Ctx = { s, events };
    runTasks(ctx);
  }
  return playScripted(s, lesson.opening ?? [], events);
}

/** Play scripted actions in order; a refused one is a broken script and throws with the engine's reason. */
export function playScripted(state: GameState, actions: readonly ScriptedAction[], events: GameEvent[] = []): { state: GameState; events: GameEvent[] } {
  let s = state;
  for (const a of actions) {
    const r = apply(s, a.seat, a.action);
    if (!r.ok) throw new Error(`The script's ${a.seat} ${a.action.type} was refused: ${r.code} ${r.message}`);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}
