import { cardName, cardText, findCard, rejectionOf, type GameState, type KindAvailability, type RulesetName, type Seat } from '@signum/shared';

/**
 * Every building of `seat`'s pool, each buildable now or not with the rule's reason (shared
 * `rejectionOf` on the build action itself, so exactly what the server would say).
 */
export function constructionKinds(s: GameState, seat: Seat): KindAvailability[] {
  return [...new Set(s.players[seat]?.buildingPool ?? [])].map((building): KindAvailability => {
    const why = rejectionOf(s, seat, { type: 'build', building });
    return why ? { kind: building, enabled: false, code: why.code, reason: why.message } : { kind: building, enabled: true, actions: [{ type: 'build', building }] };
  });
}

/** Lines of a building's text a chooser need not repeat: its cost (on the button) and "Basic building". */
const SAID_ELSEWHERE = /^(Build for \d+ Prosperity\.|Basic building\.)$/;

/**
 * What a building allows, in a line or two under its Build button: the hand cards that name it in
 * their cost (what building it lets you play), then what it does in the City (its bonus or ability,
 * as printed; the whole card shows on hover).
 */
export function buildingNote(building: string, handCards: readonly string[], ruleset?: RulesetName): string {
  const card = findCard(building);
  if (!card) return '';
  const needs = [...new Set(handCards.filter((c) => findCard(c)?.cost.buildings.includes(building)))].map(cardName);
  const does = cardText(card, ruleset).split('\n').filter((l) => l.trim() && !SAID_ELSEWHERE.test(l.trim()));
  return [needs.length ? `Your hand needs it for ${needs.join(', ')}.` : '', ...does].filter(Boolean).join(' ');
}
