/** A player's seat at the table. */
export type Seat = 'p1' | 'p2' | 'p3' | 'p4';

/** How a game ended. */
export interface GameResult {
  winners: Seat[];
  /** `questEnd`: a quest game ended with the Hero alive (docs/rules-decisions.md #75a). */
  reason: 'heroKilled' | 'prosperity' | 'tiebreak' | 'draw' | 'forfeit' | 'questEnd';
}
