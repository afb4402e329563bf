import { getOverlordCard, getQuest, keywordName, type DecisionOptions, type PendingView, type Seat } from '@signum/shared';

/** How prompts name things: creatures and cards by their printed names, seats by player names. */
export interface Namer {
  creature(id: string): string;
  card(id: string): string;
  seat(seat: Seat): string;
  /** The card a creature on the table (or once there) is, when known: the log links its name to the card. */
  cardOf?(creature: string): string | undefined;
}

/** A pending decision with its options (only the deciding seat's view has them). */
export type OwnDecision = PendingView & { options: NonNullable<PendingView['options']> };

const CORNER_NAME = { nw: 'north-west', ne: 'north-east', se: 'south-east', sw: 'south-west' } as const;

/** A corner's name in words. */
export function cornerName(c: keyof typeof CORNER_NAME): string {
  return CORNER_NAME[c];
}

/** The attack dice a split may put in, from the rule's minimums. */
export function diceSplitRange(o: DecisionOptions['diceSplit']): { min: number; max: number } {
  return { min: o.minAttack, max: o.total - o.minDefence };
}

/** A number of attack dice pulled into the split's range (a whole number, never more dice than there are). */
export function splitWithin(attack: number, r: { min: number; max: number }): number {
  return Math.min(r.max, Math.max(r.min, Math.round(Number.isFinite(attack) ? attack : r.min)));
}

/** The question a decision asks its seat, in one sentence. */
export function decisionTitle(d: OwnDecision, n: Namer): string {
  switch (d.kind) {
    case 'diceSplit': {
      const o = d.options as DecisionOptions['diceSplit'];
      const r = diceSplitRange(o);
      const fight = o.role === 'attacker' ? `${n.creature(o.creature)} attacks ${n.creature(o.against)}` : `${n.creature(o.creature)} is attacked by ${n.creature(o.against)}`;
      return `${fight}: split ${o.total} dice between attack and defence (attack ${r.min}–${r.max}).`;
    }
    case 'reroll': {
      const o = d.options as DecisionOptions['reroll'];
      return `${n.creature(o.creature)} may reroll up to ${o.max} ${o.max === 1 ? 'die' : 'dice'} (${o.why}).`;
    }
    case 'tacticWindow': {
      const o = d.options as DecisionOptions['tacticWindow'];
      if (o.overlordCard) return `The Overlord plays ${getOverlordCard(o.overlordCard.side, o.overlordCard.id).name}: a tactic may cancel it (it does nothing and goes back into the Overlord's deck). Reveal one of yours, or pass.`;
      return `A tactic may answer this (${o.trigger}): reveal one of yours, or pass.`;
    }
    case 'relicChoice': {
      const o = d.options as DecisionOptions['relicChoice'];
      return `Which relic absorbs the ${o.damage} damage first?`;
    }
    case 'target': {
      const o = d.options as DecisionOptions['target'];
      return `Choose a target (${o.why}).`;
    }
    case 'blindDiscard': {
      const o = d.options as DecisionOptions['blindDiscard'];
      return `Pick one of the ${o.handSize} face-down cards of ${n.seat(o.of)}'s hand to discard.`;
    }
    case 'firstPlayer':
      return 'You won the initiative: who takes the first turn?';
    case 'claimCorner':
      return 'Claim a corner of the Battlefield: your edge runs from it.';
    case 'chooseOpponent': {
      const o = d.options as DecisionOptions['chooseOpponent'];
      return `Choose an opponent (${o.why}).`;
    }
    case 'placeHero': {
      const o = d.options as DecisionOptions['placeHero'];
      return `Place ${n.card(o.hero)} touching your edge: click the spot on the field.`;
    }
    case 'placeMinion': {
      const o = d.options as DecisionOptions['placeMinion'];
      return `Place ${n.card(o.minion)} touching ${n.creature(o.creature)}: click the spot on the field (not touching an enemy).`;
    }
    case 'mulligan': {
      const o = d.options as DecisionOptions['mulligan'];
      return `Your starting hand: keep it, or choose up to ${o.max} cards to put back and redraw${o.discardAllowed ? ', or choose cards to discard for 1 Prosperity each' : ''}.`;
    }
    case 'optionalBackstab': {
      const o = d.options as DecisionOptions['optionalBackstab'];
      return `${n.creature(o.creature)} may backstab ${n.creature(o.victim)} as it leaves contact (and loses Stealth). Backstab?`;
    }
    case 'optionalAbility': {
      const o = d.options as DecisionOptions['optionalAbility'];
      // Disease is a token, not a keyword: losing it means skipping the activation.
      if (o.keyword === 'disease') return `Skip the activation of ${n.creature(o.creature)} to lose its Disease?`;
      return `Use ${keywordName(o.keyword)} of ${n.creature(o.creature)} now?`;
    }
    case 'placeQuestPiece': {
      const o = d.options as DecisionOptions['placeQuestPiece'];
      if (o.overlordCard) {
        // An Overlord card's summon (docs/rules-decisions.md #144): the card says where, "in contact with the Hero" included.
        const where = o.fallback ? 'touching your edge (there is no room where the card says)' : 'where the card says';
        return `${getOverlordCard('pvp', o.overlordCard).name}: place ${n.card(o.card)} — click a spot ${where}, not touching the Hero's creatures unless the card puts it in contact with the Hero.`;
      }
      const quest = getQuest(o.quest!).name;
      if (o.what === 'terrain') return `New quest ${quest}: place ${n.card(o.card)} — click a spot wholly on the field, at least L from your edge, at least M from other terrain and touching no creature.`;
      if (o.what === 'chained') return `New quest ${quest}: place ${n.card(o.card)}, in your chains — click a spot touching your edge.`;
      const where = o.fallback ? "touching your edge (there is no room where the quest says)" : 'where the quest says';
      return `New quest ${quest}: place ${n.card(o.card)} — click a spot ${where}, not touching the Hero's creatures.`;
    }
    case 'spot': {
      const o = d.options as DecisionOptions['spot'];
      const how = o.mode === 'place' ? `Place ${n.creature(o.creature)} within ${o.reach} mm of where it stands` : `Move ${n.creature(o.creature)} in a straight line, up to ${o.reach} mm`;
      return `${how}: click the spot on the field, or leave it where it is.`;
    }
  }
}
