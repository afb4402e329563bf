import { flightEnd } from './flight-end';

const targets = { toClient: (p: { x: number; y: number }) => p, creatureAt: (id: string) => (id === 'p1-hero' ? { x: 10, y: 20 } : null) };

describe('flightEnd', () => {
  it('ends a character on the spot it is summoned to', () => {
    expect(flightEnd([
      { e: 'cardPlayed', seat: 'p1', card: 'wolfen-packrunner', instance: 'i1' },
      { e: 'summoned', seat: 'p1', creature: 'c9', card: 'wolfen-packrunner', at: { x: 120, y: 540 } },
    ], 0, () => 'p1-hero', targets)).toEqual({ x: 120, y: 540 });
  });

  it('ends a relic on its hero and terrain where it is laid', () => {
    expect(flightEnd([{ e: 'cardPlayed', seat: 'p1', card: 'r', instance: 'i' }, { e: 'relicEquipped', seat: 'p1', relic: 'x', card: 'r' }], 0, () => 'p1-hero', targets)).toEqual({ x: 10, y: 20 });
    expect(flightEnd([{ e: 'cardPlayed', seat: 'p1', card: 't', instance: 'i' }, { e: 'terrainPlaced', seat: 'p1', terrain: 'x', card: 't', at: { x: 5, y: 6 }, rotation: 0 }], 0, () => undefined, targets)).toEqual({ x: 5, y: 6 });
  });

  it('sends anything else (a spell) to the middle of the field, and ignores other events', () => {
    expect(flightEnd([{ e: 'cardPlayed', seat: 'p1', card: 's', instance: 'i' }, { e: 'died', creature: 'c', card: 'x' }], 0, () => undefined, targets)).toEqual({ x: 300, y: 300 });
    expect(flightEnd([{ e: 'died', creature: 'c', card: 'x' }], 0, () => undefined, targets)).toBeNull();
  });
});
