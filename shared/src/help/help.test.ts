import { ALL_CARDS } from '../cards/registry';
import { cardKeywordIds } from '../cards/pool-check';
import { ANSWER_SCHEMAS } from '../protocol/decisions';
import { REJECTION_CODES } from '../protocol/codes';
import { createScenarioState } from '../scenario/scenario-state';
import { GUIDED_MATCH } from '../tutorial/guided-match';
import { LESSONS } from '../tutorial/lessons';
import { DECISION_HELP } from './decision-help';
import { DIAGRAMS } from './diagrams';
import { glossaryTerms, keywordAnchor } from './glossary-terms';
import { GLOSSARY_ANCHOR, HOW_TO_PLAY } from './how-to-play';
import { REJECTION_RULE } from './rejection-rules';
import { QUEST_ANCHORS, QUEST_SECTIONS } from './quest-how-to-play';
import { QUEST_LIST, RAGE_TRACK } from '../cards/quest';

/** Every anchor the How-to-play page renders: its sections, the glossary, each glossary entry. */
const anchors = new Set([...HOW_TO_PLAY.map((s) => s.id), GLOSSARY_ANCHOR, ...glossaryTerms().map((t) => t.anchor)]);

describe('the How-to-play help', () => {
  it('has unique anchors', () => {
    const all = [...HOW_TO_PLAY.map((s) => s.id), GLOSSARY_ANCHOR, ...glossaryTerms().map((t) => t.anchor)];
    expect(new Set(all).size).toBe(all.length);
  });

  it('has a glossary entry for every keyword on a card of the pool', () => {
    const terms = glossaryTerms();
    const missing = ALL_CARDS.flatMap((card) => [...cardKeywordIds(card)].filter((kw) => !terms.some((t) => t.keyword === kw)).map((kw) => `${card.id}: ${kw}`));
    expect(missing).toEqual([]);
    for (const t of terms) expect(t.text.length).toBeGreaterThan(10);
  });

  it('has help text for every decision kind, linking to a section that exists', () => {
    for (const kind of Object.keys(ANSWER_SCHEMAS)) {
      const help = DECISION_HELP[kind as keyof typeof DECISION_HELP];
      expect({ kind, hasText: (help?.text.length ?? 0) > 20 }).toEqual({ kind, hasText: true });
      expect({ kind, rule: anchors.has(help.rule) }).toEqual({ kind, rule: true });
    }
  });

  it('links every rejection code to a section that exists', () => {
    for (const code of REJECTION_CODES) expect({ code, links: anchors.has(REJECTION_RULE[code]) }).toEqual({ code, links: true });
    expect(Object.keys(REJECTION_RULE).sort()).toEqual([...REJECTION_CODES].sort());
  });

  it('points every lesson step at a section that exists', () => {
    for (const lesson of [GUIDED_MATCH, ...LESSONS]) for (const step of lesson.steps) if (step.rule) expect({ step: step.id, rule: anchors.has(step.rule) }).toEqual({ step: step.id, rule: true });
  });

  it('draws diagrams from positions the engine accepts, naming creatures that are there', () => {
    for (const [id, d] of Object.entries(DIAGRAMS)) {
      const s = createScenarioState(d.setup, []);
      for (const c of [d.select, d.lineOfSight?.from, d.lineOfSight?.to]) if (c) expect({ id, c, there: !!s.creatures[c] }).toEqual({ id, c, there: true });
    }
  });

  it('names keyword anchors by id', () => {
    expect(anchors.has(keywordAnchor('initiative'))).toBe(true);
  });
});

describe('the How-to-play sections on Quest mode', () => {
  const section = (id: string) => HOW_TO_PLAY.find((s) => s.id === id);

  it('are on the page, one for every anchor the lobby, the learn page and the quest panel link to', () => {
    for (const id of Object.values(QUEST_ANCHORS)) expect({ id, onPage: !!section(id) }).toEqual({ id, onPage: true });
    expect(QUEST_SECTIONS.map((s) => s.id).sort()).toEqual(Object.values(QUEST_ANCHORS).sort());
  });

  it('show the Rage track as the content has it, one row per section', () => {
    const rows = section(QUEST_ANCHORS.honourRage)!.table!.rows;
    expect(rows).toHaveLength(Math.max(RAGE_TRACK.pve.length, RAGE_TRACK.pvp.length));
    RAGE_TRACK.pve.forEach((r, i) => expect(rows[i]![1]).toBe(`from ${r.honour} Honour: ${r.rage} Rage a turn`));
  });

  it('name every quest of the deck under exactly one kind of goal', () => {
    const named = section(QUEST_ANCHORS.phase)!.table!.rows.flatMap((r) => r[2]!.split(', ').filter(Boolean));
    expect(named.sort()).toEqual(QUEST_LIST.map((q) => q.name).sort());
  });

  it('link the quest refusals to the quest sections', () => {
    for (const code of ['NOT_QUEST_OVERLORD', 'NOT_ENOUGH_RAGE', 'MUST_PLAY_OVERLORD_CARD'] as const) {
      expect(Object.values(QUEST_ANCHORS) as string[]).toContain(REJECTION_RULE[code]);
    }
  });
});
