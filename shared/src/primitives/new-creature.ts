import type { Vec } from '../geometry';
import { getCard } from '../cards/registry';
import type { Creature, GameState, Seat, Writable } from '../state/types';
import { modifier } from './modifier';
import { creaturesToChange } from './copy-on-write';

/** Put a new creature on the Battlefield (no rules checks: callers check placement and the cap). */
export function newCreature(
  s: GameState,
  o: { card: string; kind: Creature['kind']; owner: Seat; at: Vec; instance?: string; id?: string },
): Writable<Creature> {
  const card = getCard(o.card);
  const id = o.id ?? `k${++s.creatureCounter}`;
  const armour = card.keywords.find((k) => k.kw === 'armour')?.x ?? 0;
  const c: Writable<Creature> = {
    id,
    card: o.card,
    kind: o.kind,
    instance: o.instance || undefined,
    owner: o.owner,
    controller: o.owner,
    pos: { x: o.at.x, y: o.at.y },
    wounds: 0,
    armour, // Armour X: X tokens on entering the field (glossary)
    stealth: card.keywords.some((k) => k.kw === 'stealth'), // Stealth: a token when summoned (rulebook: Stealth)
    poison: false,
    disease: false,
    activated: true,
    meleesThisTurn: 0,
    rangedTargetedOnTurn: -1,
    modifiers: [],
    // Every optional field is present from the start, undefined until a rule sets it, in copyCreature's
    // order: all creatures then share one hidden class in V8 (a `delete` or a field added later gave
    // them several, one of them a slow dictionary, and the code reading them was recompiled as each
    // new one appeared). JSON leaves undefined fields out, so a state's JSON is unchanged.
    victim: undefined,
    concentration: undefined,
    controlledUntil: undefined,
    chained: undefined,
  };
  const extra = (o.instance && s.cards[o.instance]?.keywords) || [];
  for (const keyword of extra) c.modifiers.push(modifier({ keyword }));
  const concentration = [...card.keywords, ...extra].find((k) => k.kw === 'concentration')?.x;
  if (concentration) c.concentration = concentration; // Concentration X: X tokens when summoned (glossary)
  creaturesToChange(s)[id] = c;
  return c;
}
