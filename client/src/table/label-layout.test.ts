import { layoutLabels, overlaps, type LabelRequest } from './label-layout';

const plate = (id: string, x: number, y: number, r = 17): LabelRequest => ({ id, x, y, r, w: 78, h: 16 });

describe('layoutLabels', () => {
  it('puts a lone plate centred under its base', () => {
    const [p] = layoutLabels([plate('a', 100, 100)]);
    expect(p).toEqual({ id: 'a', left: 100 - 39, top: 100 + 17 + 1, w: 78, h: 16 });
  });

  it('keeps plates of bases in contact in a row apart', () => {
    // Eight 32 mm bases side by side at ~1.1 px/mm: 35 px apart, plates 78 px wide.
    const row = Array.from({ length: 8 }, (_, i) => plate(`c${i}`, 60 + i * 36, 200));
    const out = layoutLabels(row);
    for (let i = 0; i < out.length; i++) for (let j = i + 1; j < out.length; j++) expect(overlaps(out[i]!, out[j]!)).toBe(false);
  });

  it('keeps sixteen plates of two deployed rows apart', () => {
    const rows = Array.from({ length: 16 }, (_, i) => plate(`c${i}`, 60 + (i % 8) * 45, 200 + Math.floor(i / 8) * 48));
    const out = layoutLabels(rows);
    for (let i = 0; i < out.length; i++) for (let j = i + 1; j < out.length; j++) expect(overlaps(out[i]!, out[j]!)).toBe(false);
  });

  it('says when two boxes overlap, and that touching is not overlapping', () => {
    expect(overlaps({ left: 0, top: 0, w: 10, h: 10 }, { left: 9, top: 9, w: 5, h: 5 })).toBe(true);
    expect(overlaps({ left: 0, top: 0, w: 10, h: 10 }, { left: 10, top: 0, w: 5, h: 5 })).toBe(false);
  });
});
