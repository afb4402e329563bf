import { describeEvent, type DecisionKind, type GameEvent, type Names } from '@signum/shared';
import type { SeatInfo } from '../model/snapshot';
import { withSeatNames } from './names';
import { DECISION_VERB } from './turn-text';

/** One line of the event log: its number (from 1, as long as the game), the sentence, and the event's kind. */
export interface LogLine {
  n: number;
  text: string;
  event: GameEvent['e'];
}

/**
 * The log's lines for a batch of events, numbered on from `first`: every event as a sentence with
 * players by name (the shared describer speaks in seats), decisions by what they ask.
 */
export function logLines(events: readonly GameEvent[], names: Names, seats: readonly SeatInfo[], first: number): LogLine[] {
  return events.map((ev, i) => {
    const verb = ev.e === 'decision' ? DECISION_VERB[ev.kind as DecisionKind] : undefined;
    const sentence = verb && ev.e === 'decision' ? `${ev.seat} must ${verb}.` : describeEvent(ev, names);
    return { n: first + i, text: withSeatNames(sentence, seats), event: ev.e };
  });
}
