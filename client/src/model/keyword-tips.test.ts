import { ALL_CARDS, KEYWORD_TEXT } from '@signum/shared';
import { keywordTips } from './keyword-tips';

describe('keyword tooltips', () => {
  it('gives each printed keyword its label and reminder, with X replaced by the value', () => {
    const armoured = ALL_CARDS.find((c) => c.keywords.some((k) => k.kw === 'armour' && k.x !== undefined))!;
    const x = armoured.keywords.find((k) => k.kw === 'armour')!.x!;
    const tip = keywordTips(armoured).find((t) => t.label.startsWith('Armour'))!;
    expect(tip.label).toBe(`Armour ${x}`);
    expect(tip.reminder).toBe(KEYWORD_TEXT.armour.reminder.replace('X', String(x)));
  });

  it('uses the 2017 name where the summary prints another', () => {
    const stalwart = ALL_CARDS.find((c) => c.keywords.some((k) => k.kw === 'fortitude'))!;
    expect(keywordTips(stalwart).some((t) => t.label.startsWith('Fortitude'))).toBe(true);
    expect(keywordTips(stalwart, 'classic2017').some((t) => t.label.startsWith('Stalwart'))).toBe(true);
  });

  it('includes keywords a relic grants', () => {
    const relic = ALL_CARDS.find((c) => c.type === 'relic' && (c.relic?.grants.keywords.length ?? 0) > 0)!;
    expect(keywordTips(relic).length).toBeGreaterThan(0);
  });
});
