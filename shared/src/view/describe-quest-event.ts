import type { QuestEvent } from '../protocol/quest-events';
import { findQuest, findOverlordCardName } from '../cards/quest/names';

const FACE = { bullseye: 'Bullseye', axe: 'Axe', shield: 'Shield' } as const;

/** One plain sentence for a quest-mode event (docs/architecture.md §10). */
export function describeQuestEvent(ev: QuestEvent, n: { creature(id: string): string; card(id: string): string }): string {
  const quest = (id: string) => findQuest(id)?.name ?? id;
  switch (ev.e) {
    case 'questsPhase':
      return `Quests Phase ${ev.phase}.`;
    case 'questDrawn':
      return `New quest: ${quest(ev.quest)}.`;
    case 'questPlaced':
      return ev.what === 'terrain'
        ? `${quest(ev.quest)} places ${n.card(ev.card)}.`
        : ev.what === 'chained'
          ? `${quest(ev.quest)} gives the Hero ${n.card(ev.card)} in chains.`
          : `${quest(ev.quest)} brings ${n.card(ev.card)} (${ev.id}) onto the field.`;
    case 'questPlacementSkipped':
      return ev.why === 'boxEmpty'
        ? `${quest(ev.quest)}: no ${n.card(ev.card)} template is left in the box, so none is placed.`
        : ev.why === 'noRoom'
          ? `${quest(ev.quest)}: there is no room for ${n.card(ev.card)}, so none is placed.`
          : `${quest(ev.quest)}: the Overlord's creature limit is reached, so no ${n.card(ev.card)} is placed.`;
    case 'questCompleted':
      return `Quest completed: ${quest(ev.quest)} (+${ev.honour} Honour${ev.prosperity > 0 ? `, +${ev.prosperity} Prosperity` : ''}).`;
    case 'questFailed':
      return `Quest failed: ${quest(ev.quest)} (−${ev.penalty} Honour at the end).`;
    case 'terrainFlipped':
      return `The terrain turns over: it is now ${n.card(ev.card)}.`;
    case 'honour':
      return `Honour ${ev.delta >= 0 ? '+' : ''}${ev.delta} (${ev.why}): ${ev.total}.`;
    case 'rage':
      return `The Overlord has ${ev.rage} Rage this turn.`;
    case 'overlordCardPlayed':
      return `The Overlord plays ${findOverlordCardName(ev.side, ev.card)}${ev.rageSpent > 0 ? `, spending ${ev.rageSpent} Rage (${ev.times === 1 ? 'once' : `${ev.times} times`})` : ev.times === 0 ? ' without the Rage for its main ability' : ''}.`;
    case 'overlordCardCancelled':
      return `A tactic cancels ${findOverlordCardName(ev.side, ev.card)}: it does nothing and is shuffled back into the Overlord's deck (${ev.deckLeft} cards).`;
    case 'overlordDrew':
      return `The Overlord draws ${ev.count === 1 ? 'a card' : `${ev.count} cards`} (${ev.deckLeft} left).`;
    case 'diceCard':
      return `Dice card for ${ev.why}: ${ev.faces.slice(0, ev.read).map((f) => FACE[f]).join(', ') || 'nothing read'}.`;
    case 'npc':
      return `${n.creature(ev.creature)}: ${ev.text}`;
    case 'questGameOver':
      return `Final Honour ${ev.total}: ${ev.honour} earned, +${ev.prosperityBonus} for Prosperity, −${ev.woundPenalty} for wounds, −${ev.failedPenalty} for failed quests${ev.heroAlive ? '' : '; the Hero fell'}.`;
  }
}
