import { textResolutionFor } from './world-text';

describe('textResolutionFor', () => {
  it('rounds the device pixels per mm up to a power of two, within 1..32', () => {
    expect(textResolutionFor(1.24, 1)).toBe(2);
    expect(textResolutionFor(1.24, 2)).toBe(4);
    expect(textResolutionFor(4, 1)).toBe(4);
    expect(textResolutionFor(4.1, 1)).toBe(8);
    expect(textResolutionFor(0.3, 1)).toBe(1);
    expect(textResolutionFor(100, 2)).toBe(32);
  });
});
