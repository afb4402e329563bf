import { z } from 'zod';
import { CONSTRUCTION_DECK_MAX, decodeDeck, PRECONS, preconLoadout, validateConstructionDeck, withConstructionDeck, type Loadout, type Ruleset } from '@signum/shared';
import { deckVerdict } from './deck-verdict-cache';
import type { ErrorMessage } from './error-codes';

const ConstructionDeck = z.array(z.string().min(1).max(64)).max(CONSTRUCTION_DECK_MAX);

/** The `deck` message: a precon by id, or a deck code; with Experienced Architect, optionally the Construction Deck's order. */
export const DeckMessageSchema = z.union([
  z.object({ type: z.literal('deck').optional(), precon: z.string().min(1).max(64), constructionDeck: ConstructionDeck.optional() }).strict(),
  z.object({ type: z.literal('deck').optional(), code: z.string().min(1).max(2048), constructionDeck: ConstructionDeck.optional() }).strict(),
]);

/** A chosen deck: the loadout to play and a label for the log (the precon id, or 'code'). */
export interface ChosenDeck {
  loadout: Loadout;
  source: string;
}

/** A shared deck code (shared/src/cards/deck-code.ts) as a loadout, or why it cannot be read. */
function loadoutFromCode(code: string): Loadout | ErrorMessage {
  const decoded = decodeDeck(code);
  return decoded.ok ? decoded.loadout : { code: 'BAD_DECK_CODE', message: decoded.message };
}

/** Resolve and check a `deck` message: the loadout, or an error with every reason the deck is illegal. */
export function chooseDeck(raw: unknown, ruleset: Ruleset, architect = false): ChosenDeck | ErrorMessage {
  const parsed = DeckMessageSchema.safeParse(raw);
  if (!parsed.success) return { code: 'MALFORMED', message: 'A deck choice names a precon ({ precon: id }) or a deck code ({ code }).' };
  let loadout: Loadout;
  let source: string;
  let choice: string; // what the loadout was built from: equal choices share one verdict
  if ('precon' in parsed.data) {
    const id = parsed.data.precon;
    const precon = PRECONS.find((p) => p.id === id);
    if (!precon) return { code: 'UNKNOWN_PRECON', message: `There is no ready-made deck called "${id}".` };
    // The precon as the match's ruleset wants it (the 2017 summary asks for 30 cards or more).
    loadout = preconLoadout(precon, ruleset);
    source = precon.id;
    choice = `precon:${id}`;
  } else {
    const decoded = loadoutFromCode(parsed.data.code);
    if ('code' in decoded) return decoded;
    loadout = decoded;
    source = 'code';
    choice = `code:${parsed.data.code}`;
  }
  const verdict = deckVerdict(choice, loadout, ruleset);
  if (!verdict.ok) {
    return { code: 'ILLEGAL_DECK', message: `That deck is not legal: ${verdict.reasons.map((r) => r.message).join(' ')}`, reasons: verdict.reasons };
  }
  // Experienced Architect (rulebook: Variants): the player's own order, or by default the basics first from the pool.
  if (architect) loadout = parsed.data.constructionDeck ? { ...loadout, constructionDeck: parsed.data.constructionDeck } : withConstructionDeck(loadout);
  else if (parsed.data.constructionDeck) loadout = { ...loadout, constructionDeck: parsed.data.constructionDeck };
  const construction = validateConstructionDeck(loadout, architect);
  if (construction.length > 0) {
    return { code: 'ILLEGAL_DECK', message: `That Construction Deck is not legal: ${construction.map((r) => r.message).join(' ')}`, reasons: construction };
  }
  return { loadout, source };
}
