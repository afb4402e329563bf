import { KEYWORD_IDS } from './keywords';
import { KEYWORD_TEXT } from './keyword-text';

describe('KEYWORD_TEXT', () => {
  it('has a name and a one-sentence reminder for every keyword id, and nothing else', () => {
    expect(Object.keys(KEYWORD_TEXT).sort()).toEqual([...KEYWORD_IDS].sort());
    for (const id of KEYWORD_IDS) {
      const { name, reminder } = KEYWORD_TEXT[id];
      expect(name.length).toBeGreaterThan(0);
      expect(reminder).toMatch(/^[A-Z].*\.$/);
      expect(reminder.split(/\.\s/)).toHaveLength(1);
    }
  });

  it('gives every keyword its own display name', () => {
    const names = KEYWORD_IDS.map((id) => KEYWORD_TEXT[id].name);
    expect(new Set(names).size).toBe(names.length);
  });
});
