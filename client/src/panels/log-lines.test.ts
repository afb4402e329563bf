import { ALL_CARDS, type GameEvent } from '@signum/shared';
import type { SeatInfo } from '../model/snapshot';
import { linkMentions, logLines, mentionsOf } from './log-lines';
import { shortName } from '../table/card-labels';
import { namesBook } from './names-book';

const seat = (s: SeatInfo['seat'], name: string): SeatInfo => ({ seat: s, name, team: '', taken: true, bot: false, deckChosen: true, ready: true, away: false });
const seats = [seat('p1', 'Ada'), seat('p2', 'Robin')];
const character = ALL_CARDS.find((c) => c.type === 'character')!;
/** What the table calls it (the plate's short name). */
const short = shortName(character.name);

describe('the event log lines', () => {
  it('numbers lines past 99 intact, names players and creatures, never shows an id', () => {
    const book = namesBook();
    book.learnEvents([{ e: 'summoned', seat: 'p1', creature: 'k1', card: character.id, at: { x: 10, y: 20 } }]);
    const batch: GameEvent[] = Array.from({ length: 60 }, (_, i): GameEvent => (i % 2 ? { e: 'keywordGained', creature: 'k1', keyword: 'masterOfMagic' } : { e: 'built', seat: 'p2', building: 'barracks' }));
    const first = logLines(batch, book, seats, 1);
    const second = logLines([...batch, { e: 'summoned', seat: 'p1', creature: 'k1', card: character.id, at: { x: 10, y: 20 } }], book, seats, 61);
    const lines = [...first, ...second];
    expect(lines.map((l) => l.n)).toEqual(Array.from({ length: 121 }, (_, i) => i + 1));
    expect(lines[99]).toMatchObject({ n: 100, text: `${short} gains Master of Magic.` });
    expect(lines[100]!.text).toBe('Robin builds Barracks.');
    expect(lines[120]!.text).toBe(`Ada summons ${short}.`);
    for (const l of lines) expect(l.text).not.toMatch(/\bk1\b|\bp[12]\b|masterOfMagic|\(\d+, \d+\)/);
  });

  it('says a clock ran out, by the player\'s name', () => {
    const [line] = logLines([{ e: 'timedOut', seat: 'p1', kind: 'decision' }], namesBook(), seats, 7);
    expect(line).toEqual({ n: 7, text: "Ada's time to decide ran out: the clock gives the default answer.", event: 'timedOut', parts: ["Ada's time to decide ran out: the clock gives the default answer."] });
  });

  it('links each creature and card a line names to its card, the longest name first, nothing it does not say', () => {
    const book = namesBook();
    book.learnEvents([{ e: 'summoned', seat: 'p1', creature: 'k1', card: character.id, at: { x: 10, y: 20 } }]);
    book.learnEvents([{ e: 'summoned', seat: 'p2', creature: 'k2', card: character.id, at: { x: 10, y: 90 } }]);
    const [built, hit] = logLines([{ e: 'built', seat: 'p2', building: 'barracks' }, { e: 'meleeDeclared', attacker: 'k2', defender: 'k1' }], book, seats, 1);
    expect(built!.parts).toEqual(['Robin builds ', { text: 'Barracks', card: 'barracks' }, '.']);
    // Two creatures of one card: "<name> 2" is linked whole, not as "<name>" and a stray " 2".
    const linked = hit!.parts.filter((p) => typeof p !== 'string');
    expect(linked).toEqual([{ text: `${short} 2`, card: character.id }, { text: short, card: character.id }]);
    expect(hit!.parts.map((p) => (typeof p === 'string' ? p : p.text)).join('')).toBe(hit!.text);
    // A card the event carries but the sentence does not say is not linked.
    expect(linkMentions('Ada plays a tactic face down.', [{ text: 'Dirty Trick', card: 'dirty-trick' }])).toEqual(['Ada plays a tactic face down.']);
    expect(mentionsOf({ e: 'keywordGained', creature: 'k1', keyword: 'masterOfMagic' }, book)).toEqual([{ text: short, card: character.id }]);
  });
});
