import { describeReason } from '@signum/shared';

/**
 * Why the game ended, in words a newcomer follows: a result decided at the turn limit also says
 * what the tiebreak compares (rulebook: End of the game and victory), since "a draw" alone after a
 * quiet game reads like a fault.
 */
export function resultReason(reason: string): string {
  const said = `Reason: ${describeReason(reason)}.`;
  if (reason !== 'tiebreak' && reason !== 'draw') return said;
  const level = reason === 'draw' ? ' The players were level on all three.' : '';
  return `${said} The turn limit was reached, so the tiebreak compared the heroes' wounds (fewer wins), then Prosperity plus the cost of the buildings standing, then enemy characters killed.${level}`;
}
