import { circlesOverlap, inContact } from '@signum/shared';
import { snapToContact } from './minion-spot';

describe('snapping a minion to its summoner', () => {
  const centre = { x: 300, y: 300 };
  it('keeps the side that was clicked and sets the base in contact, not overlapping', () => {
    const at = snapToContact(centre, 25, { x: 300, y: 200 }, 16, { x: 0, y: 0 });
    expect(at.x).toBeCloseTo(300);
    expect(at.y).toBeCloseTo(258);
    expect(inContact({ c: at, r: 16 }, { c: centre, r: 25 })).toBe(true);
    expect(circlesOverlap({ c: at, r: 16 }, { c: centre, r: 25 })).toBe(false);
  });
  it('keeps the offered spot for a click on the summoner’s centre', () => {
    expect(snapToContact(centre, 25, centre, 16, { x: 342, y: 300 })).toEqual({ x: 342, y: 300 });
  });
});
