import type { BuildingInPlay } from '../state/types';

/**
 * A building of a City as the state holds it, always made here in one shape (usedOnTurn present,
 * undefined until its ability is first used): buildings are values the rules replace, and spreads of
 * the one before gave them some twenty hidden classes in V8, which the code reading them paid for
 * (cards/uniform-shape.ts says why). JSON leaves the undefined field out.
 */
export function buildingInPlay(card: string, tapped: boolean, usedOnTurn?: number): BuildingInPlay {
  return { card, tapped, usedOnTurn };
}

/** `b` with its tapped state changed. */
export function withTapped(b: BuildingInPlay, tapped: boolean): BuildingInPlay {
  return buildingInPlay(b.card, tapped, b.usedOnTurn);
}
