import { getOverlordCard, type Action, type GameState, type Seat } from '@signum/shared';
import { groupOf, type MenuItem } from './action-menu';
import { refusal } from './card-play';
import { overlordCardText } from './quest-text';

/** Whether `seat` is the Overlord player of a quest against an Overlord player (the solo Overlord is the engine's). */
function isOverlordPlayer(s: GameState, seat: Seat): boolean {
  const cfg = s.config.quest;
  return cfg?.side === 'pvp' && cfg.overlord === seat && !!s.quest;
}

/**
 * The ways to play one Overlord card: for Multiple Rage X, every whole run of X the Overlord has this
 * turn and the next one up (that one shows why it is refused: not enough Rage); one way otherwise.
 */
function waysToPlay(s: GameState, card: string): number[] {
  const x = getOverlordCard('pvp', card).main.rage;
  if (x === undefined) return [0];
  return Array.from({ length: Math.floor(s.quest!.rage / x) + 2 }, (_, i) => i * x);
}

function playLabel(name: string, card: string, rage: number): string {
  if (getOverlordCard('pvp', card).main.rage === undefined) return `Play ${name}`;
  return rage === 0 ? `Play ${name}, no Rage (Extra only)` : `Play ${name} with ${rage} Rage`;
}

/**
 * The Overlord player's hand in the action bar (rulebook: Rules of the Quest Mode, the Overlord's
 * cards and Rage): one "Play an Overlord card…" button opening every way to play each card, each
 * enabled exactly when the shared check accepts it on the preview, else disabled with its sentence.
 * Empty for anyone but the Overlord player, and while its hand is empty. `warn` is the activation a
 * card would end.
 */
export function overlordMenu(s: GameState, seat: Seat, warn?: string): MenuItem[] {
  if (!isOverlordPlayer(s, seat)) return [];
  const items = [...new Set(s.quest!.overlordHand)].flatMap((card) => {
    const { name, text } = overlordCardText('pvp', card);
    return waysToPlay(s, card).map((rage): MenuItem => {
      const action: Action = { type: 'playOverlordCard', card, rage };
      const why = refusal(s, seat, action);
      const item: MenuItem = { testId: `action-overlord-${card}-${rage}`, label: playLabel(name, card, rage), title: text, intent: { kind: 'send', action } };
      if (why) return { ...item, disabled: why, intent: { kind: 'none' } };
      return warn ? { ...item, warn } : item;
    });
  });
  if (items.length === 0) return [];
  return [groupOf(items, 'action-overlord-card', 'Play an Overlord card', 'Play which Overlord card?')];
}

/**
 * Why the Overlord player cannot end its turn yet (it must play a card first, checklist 22.33), for
 * End turn to show disabled with it; undefined when the turn may end or the seat is not the Overlord.
 */
export function overlordEndTurnRefusal(s: GameState, seat: Seat): string | undefined {
  if (!isOverlordPlayer(s, seat) || s.activeSeat !== seat || s.phase !== 'activation') return undefined;
  return refusal(s, seat, { type: 'endTurn' }) ?? undefined;
}
