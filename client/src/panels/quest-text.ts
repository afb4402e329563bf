import { findCard, getOverlordCard, getQuest, RAGE_TRACK, type ActiveQuest, type GameView, type OverlordEffect, type QuestView } from '@signum/shared';

/** A quest card's name in words (quest creatures and terrains are cards the registry finds by id). */
const named = (id: string): string => findCard(id)?.name ?? id;

/** One active quest as the quest panel lists it: what to do, how far along it is, what it is worth, when it fails. */
export interface QuestLine {
  id: string;
  name: string;
  text: string;
  goal: string;
  progress: string;
  reward: string;
  deadline: string;
}

/** Quests Phases held since the quest was drawn (the Quests Phase it was drawn in counts as 0). */
const since = (q: QuestView, a: ActiveQuest): number => q.phases - a.drawnAt;

/** The goal of an active quest in words and, where the view shows it, its progress (rulebook: Rules of the Quest Mode). */
export function questLine(view: GameView, a: ActiveQuest): QuestLine {
  const q = view.quest!;
  const quest = getQuest(a.id);
  const g = quest.goal;
  let goal = '';
  let progress = '';
  switch (g.kind) {
    case 'reach':
      goal = `Bring your Hero into contact with ${named(g.terrain)}.`;
      progress = 'Checked in the next Quests Phase.';
      break;
    case 'hold':
      goal = `Hold ${named(g.terrain)} with your creatures, no Overlord creature touching it, for ${g.phases} Quests Phase${g.phases > 1 ? 's' : ''} in a row.`;
      progress = `Held ${a.held} of ${g.phases}.`;
      break;
    case 'slay': {
      const left = a.creatures.filter((id) => view.creatures.some((c) => c.id === id)).length;
      goal = 'Slay every Overlord creature this quest brought.';
      progress = `${left} of ${a.creatures.length} still standing.`;
      break;
    }
    case 'search': {
      const searched = view.terrain.some((t) => a.terrain.includes(t.id) && t.searched);
      goal = `Search ${named(g.terrain)}.`;
      progress = searched ? 'Searched.' : 'Not searched yet.';
      break;
    }
    case 'escort': {
      const chained = a.chained ? view.creatures.find((c) => c.id === a.chained) : undefined;
      goal = "Bring the creature in chains to the Overlord's edge.";
      progress = chained ? `${named(chained.card)} is on its way.` : 'The creature in chains is gone.';
      break;
    }
    case 'survive':
      goal = `Keep your Hero alive for ${g.phases} Quests Phase${g.phases > 1 ? 's' : ''}.`;
      progress = `${Math.min(since(q, a), g.phases)} of ${g.phases} survived.`;
      break;
  }
  const timeout = quest.failures.find((f) => f.kind === 'timeout');
  const left = timeout && timeout.kind === 'timeout' ? timeout.phases - since(q, a) : null;
  return {
    id: a.id, name: quest.name, text: quest.text, goal, progress,
    reward: `+${quest.honour} Honour${quest.prosperity ? `, +${quest.prosperity} Prosperity` : ''}; −${quest.honour} at the end if failed.`,
    deadline: left === null ? '' : left > 0 ? `Fails after ${left} more Quests Phase${left > 1 ? 's' : ''}.` : 'Fails in this Quests Phase if not done.',
  };
}

/** What one Overlord card effect does, in words. */
function effectText(e: OverlordEffect): string {
  switch (e.op) {
    case 'summon': {
      const where = { overlordEdge: "at the Overlord's edge", contactHero: 'in contact with the Hero', nearQuestTerrain: 'near a quest terrain', farFromHero: 'far from the Hero' }[e.where];
      return `summon ${named(e.creature)} ${where}`;
    }
    case 'woundHero':
      return `${e.amount} wound${e.amount > 1 ? 's' : ''} to the Hero`;
    case 'healOverlord':
      return `heal each Overlord creature by ${e.amount}`;
    case 'empower':
      return `+${e.strength} Strength to the Overlord's creatures`;
    case 'armourOverlord':
      return `+${e.amount} Armour to the Overlord's creatures`;
    case 'overlordDraws':
      return `the Overlord draws ${e.count}`;
  }
}

/** An Overlord card in words: its name, its Main ability (with Multiple Rage) and its Extra ability. */
export function overlordCardText(side: 'pvp' | 'pve', id: string): { name: string; text: string } {
  const c = getOverlordCard(side, id);
  const main = c.main.effects.map(effectText).join(', ');
  const extra = c.extra.map(effectText).join(', ');
  const rage = c.main.rage ? `Multiple Rage ${c.main.rage}: ` : '';
  return { name: c.name, text: `${rage}${main}.${extra ? ` Extra: ${extra}.` : ''}` };
}

/** The Rage the Overlord will have from the next section of the track, or null at its top (22.3). */
export function nextRage(q: QuestView): { honour: number; rage: number } | null {
  return RAGE_TRACK[q.side].find((r) => r.honour > q.honour) ?? null;
}

/** The Overlord cards the Hero's tactics cancelled, by name, or null when none was (checklist 22.65). */
export function cancelledLine(q: QuestView): string | null {
  if (q.overlordCancelled.length === 0) return null;
  return `Cancelled by the Hero's tactics, each shuffled back into the Overlord's deck: ${q.overlordCancelled.map((id) => getOverlordCard(q.side, id).name).join(', ')}.`;
}
