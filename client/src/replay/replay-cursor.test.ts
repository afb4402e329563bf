import { ReplayCursor } from './replay-cursor';

describe('ReplayCursor', () => {
  it('steps forward one frame at a time, publishing each, and stops on the last', () => {
    const c = new ReplayCursor(3);
    expect(c.label()).toBe('0 / 2');
    expect(c.forward()).toEqual({ at: 1, publish: 1 });
    expect(c.forward()).toEqual({ at: 2, publish: 2 });
    expect(c.atEnd).toBe(true);
    expect(c.forward()).toEqual({ at: 2, publish: null });
    expect(c.label()).toBe('2 / 2');
  });

  it('steps back and jumps without publishing, clamped to the replay', () => {
    const c = new ReplayCursor(10);
    expect(c.back()).toEqual({ at: 0, publish: null });
    expect(c.seek(7)).toEqual({ at: 7, publish: null });
    expect(c.back()).toEqual({ at: 6, publish: null });
    expect(c.seek(99)).toEqual({ at: 9, publish: null });
    expect(c.seek(-3)).toEqual({ at: 0, publish: null });
  });

  it('treats a jump to the next frame as a step (the slider dragged by one)', () => {
    const c = new ReplayCursor(5);
    c.seek(2);
    expect(c.seek(3)).toEqual({ at: 3, publish: 3 });
  });

  it('refuses a replay without frames', () => {
    expect(() => new ReplayCursor(0)).toThrow(RangeError);
  });
});
