import { cardName, describeEvent, findCard, type DecisionKind, type GameEvent, type Names } from '@signum/shared';
import type { SeatInfo } from '../model/snapshot';
import { withSeatNames } from './names';
import { DECISION_VERB } from './turn-text';

/** One line of the event log: its number (from 1, as long as the game), the sentence, and the event's kind. */
export interface LogLine {
  n: number;
  text: string;
  event: GameEvent['e'];
  /** The sentence in pieces: plain text, and the card and creature names it says with their card (previewed on hover or focus). */
  parts: LinePart[];
}

/** A card or creature named in a log line, with the card it is. */
export interface Mention {
  text: string;
  card: string;
}

export type LinePart = string | Mention;

/** The names of `names` the log can link: every creature and card the event refers to. */
type LinkNames = Names & { cardOf?(creature: string): string | undefined };

/**
 * What an event names: each creature it refers to (by its name on the table) and each card (by its
 * printed name), found among its values: a value the names book knows as a creature, else a card id.
 */
export function mentionsOf(ev: GameEvent, names: LinkNames): Mention[] {
  const out: Mention[] = [];
  const consider = (v: unknown) => {
    if (typeof v !== 'string') return;
    const card = names.cardOf?.(v);
    if (card) out.push({ text: names.creature(v), card });
    else if (findCard(v)) out.push({ text: cardName(v), card: v });
  };
  for (const [key, value] of Object.entries(ev)) {
    if (key === 'e' || key === 'seat') continue;
    if (Array.isArray(value)) value.forEach(consider);
    else consider(value);
  }
  return out;
}

/**
 * The sentence cut at the names it says: a name is linked only where the sentence has it (an event
 * that carries a card the sentence does not name links nothing), the longest name first where two
 * begin alike ("Wolfen Reaper 2" before "Wolfen Reaper").
 */
export function linkMentions(text: string, mentions: readonly Mention[]): LinePart[] {
  const byText = new Map<string, Mention>();
  for (const m of mentions) if (m.text && !byText.has(m.text)) byText.set(m.text, m);
  if (byText.size === 0) return [text];
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp([...byText.keys()].sort((a, b) => b.length - a.length).map(escape).join('|'), 'g');
  const parts: LinePart[] = [];
  let at = 0;
  for (const m of text.matchAll(pattern)) {
    if (m.index > at) parts.push(text.slice(at, m.index));
    parts.push(byText.get(m[0])!);
    at = m.index + m[0].length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}

/**
 * The log's lines for a batch of events, numbered on from `first`: every event as a sentence with
 * players by name (the shared describer speaks in seats), decisions by what they ask.
 */
export function logLines(events: readonly GameEvent[], names: LinkNames, seats: readonly SeatInfo[], first: number): LogLine[] {
  return events.map((ev, i) => {
    const verb = ev.e === 'decision' ? DECISION_VERB[ev.kind as DecisionKind] : undefined;
    const sentence = verb && ev.e === 'decision' ? `${ev.seat} must ${verb}.` : describeEvent(ev, names);
    const text = withSeatNames(sentence, seats);
    return { n: first + i, text, event: ev.e, parts: linkMentions(text, mentionsOf(ev, names)) };
  });
}
