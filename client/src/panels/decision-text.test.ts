import { decisionTitle, diceSplitRange, splitWithin, type Namer, type OwnDecision } from './decision-text';

const n: Namer = { creature: (id) => `<${id}>`, card: (id) => `[${id}]`, seat: (s) => s.toUpperCase() };
const d = (kind: OwnDecision['kind'], options: unknown): OwnDecision => ({ id: 1, seat: 'p1', kind, options } as OwnDecision);

describe('decision prompts', () => {
  it('gives the dice split its limits', () => {
    const o = { creature: 'k1', against: 'k2', total: 4, minAttack: 1, minDefence: 2, role: 'attacker' as const };
    expect(diceSplitRange(o)).toEqual({ min: 1, max: 2 });
    // A typed 9 (or -3, or 1.6) never leaves the dice there are.
    expect(splitWithin(9, diceSplitRange(o))).toBe(2);
    expect(splitWithin(-3, diceSplitRange(o))).toBe(1);
    expect(splitWithin(1.6, diceSplitRange(o))).toBe(2);
    expect(splitWithin(Number.NaN, diceSplitRange(o))).toBe(1);
    expect(decisionTitle(d('diceSplit', o), n)).toBe('<k1> attacks <k2>: split 4 dice between attack and defence (attack 1–2).');
  });
  it('asks every kind a question', () => {
    const cases: [OwnDecision['kind'], unknown, RegExp][] = [
      ['reroll', { creature: 'k1', faces: ['axe'], max: 1, why: 'Sniper' }, /reroll up to 1 die \(Sniper\)/],
      ['tacticWindow', { trigger: 'enemyDeclaresMelee', tactics: ['t1'] }, /reveal one of yours/],
      ['relicChoice', { relics: ['r1'], damage: 2 }, /2 damage/],
      ['target', { targets: ['k2'], why: 'executioner' }, /executioner/],
      ['blindDiscard', { handSize: 5, of: 'p2' }, /5 face-down cards of P2's hand/],
      ['firstPlayer', { seats: ['p1', 'p2'], shields: {} }, /first turn/],
      ['claimCorner', { corners: ['nw'], taken: {} }, /corner/],
      ['chooseOpponent', { opponents: ['p2'], why: 'a spell' }, /a spell/],
      ['placeHero', { hero: 'h', edge: { a: { x: 0, y: 0 }, b: { x: 1, y: 0 } } }, /Place \[h\]/],
      ['mulligan', { hand: [], max: 4, discardAllowed: true }, /up to 4 cards .* discard/],
      ['optionalBackstab', { creature: 'k1', victim: 'k2' }, /<k1> may backstab <k2>/],
      ['optionalAbility', { creature: 'k1', keyword: 'vampirism' }, /Use Vampirism of <k1>/],
      ['optionalAbility', { creature: 'k1', keyword: 'disease' }, /lose its Disease/],
      ['spot', { creature: 'k1', mode: 'place', reach: 100, spots: [] }, /Place <k1> within 100 mm/],
      ['spot', { creature: 'k1', mode: 'move', reach: 80, spots: [] }, /Move <k1> in a straight line, up to 80 mm/],
    ];
    for (const [kind, options, text] of cases) expect(decisionTitle(d(kind, options), n)).toMatch(text);
  });
  it('names the Overlord card a tactic may cancel (quest mode, checklist 22.65)', () => {
    const o = { trigger: 'overlordPlaysCard', tactics: ['t1'], overlordCard: { side: 'pvp', id: 'call-the-gang' } };
    expect(decisionTitle(d('tacticWindow', o), n)).toBe("The Overlord plays Call the Gang: a tactic may cancel it (it does nothing and goes back into the Overlord's deck). Reveal one of yours, or pass.");
  });
  it('asks for each quest piece where it goes, in the words of its rule (checklist 22.8, 22.16, 22.64)', () => {
    const piece = (what: string, card: string, fallback = false) => d('placeQuestPiece', { quest: 'the-restless-barrow', card, what, fallback, spots: [] });
    expect(decisionTitle(piece('terrain', 'quest-barrow'), n)).toBe(
      'New quest The Restless Barrow: place [quest-barrow] — click a spot wholly on the field, at least L from your edge, at least M from other terrain and touching no creature.',
    );
    expect(decisionTitle(piece('chained', 'lost-pilgrim'), n)).toMatch(/place \[lost-pilgrim\], in your chains — click a spot touching your edge/);
    expect(decisionTitle(piece('overlord', 'barrow-skeleton'), n)).toMatch(/place \[barrow-skeleton\] — click a spot where the quest says, not touching the Hero's creatures/);
    expect(decisionTitle(piece('overlord', 'barrow-skeleton', true), n)).toMatch(/touching your edge \(there is no room where the quest says\)/);
  });
  it("asks the Overlord where an Overlord card's summon goes, naming the card (checklist 22.16, docs/rules-decisions.md #144)", () => {
    const summon = (fallback: boolean) => d('placeQuestPiece', { overlordCard: 'highway-robbery', card: 'roadside-bandit', what: 'overlord', fallback, spots: [] });
    expect(decisionTitle(summon(false), n)).toBe(
      "Highway Robbery: place [roadside-bandit] — click a spot where the card says, not touching the Hero's creatures unless the card puts it in contact with the Hero.",
    );
    expect(decisionTitle(summon(true), n)).toMatch(/touching your edge \(there is no room where the card says\)/);
  });
});
