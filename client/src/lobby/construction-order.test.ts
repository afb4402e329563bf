import { moveDown, moveUp } from './construction-order';

describe('reordering the Construction Deck', () => {
  it('moves one place up or down and ignores moves off either end', () => {
    expect(moveUp(['a', 'b', 'c'], 2)).toEqual(['a', 'c', 'b']);
    expect(moveUp(['a', 'b', 'c'], 0)).toEqual(['a', 'b', 'c']);
    expect(moveDown(['a', 'b', 'c'], 0)).toEqual(['b', 'a', 'c']);
    expect(moveDown(['a', 'b', 'c'], 2)).toEqual(['a', 'b', 'c']);
    expect(moveDown(['a', 'b', 'c'], -1)).toEqual(['a', 'b', 'c']);
  });
});
