import { rollRule, purposeName } from './roll-rule';

describe('rollRule', () => {
  it('names the faces that counted and what they did', () => {
    expect(rollRule('shooting', ['bullseye'])).toBe('Shooting: only Bullseyes hit');
    expect(rollRule('ranged defence', ['shield'])).toBe('Defence: only Shields block');
    expect(rollRule('melee attack', ['axe', 'shield'])).toBe('Melee attack: Axes and Shields hit');
    expect(rollRule('throwing', ['shield', 'axe'])).toBe('Throwing: Axes and Shields hit');
    expect(rollRule('regeneration', ['bullseye'])).toBe('Regeneration: only Bullseyes heal');
    expect(rollRule('steamEngine', [])).toBe('Steam engine: the face is read');
  });

  it('reads camel-case purposes as words', () => {
    expect(purposeName('masterOfShooting')).toBe('Master of shooting');
  });
});
