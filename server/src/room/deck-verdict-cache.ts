import { validateDeck, type DeckCheck, type Loadout, type Ruleset } from '@signum/shared';

/**
 * validateDeck's verdicts, remembered per deck choice. Every seat of every match checks its deck,
 * and most pick the same few precons (or share a code): the check was most of the time a `deck`
 * message took in the bench's profile (server/bench/README.md). A verdict depends only on the
 * loadout — itself a function of the precon id or deck code and the ruleset — and the deck-size
 * rules, and the card registry never changes while the server runs, so a remembered verdict is the
 * one validateDeck would give again.
 */
const verdicts = new Map<string, DeckCheck>();

/** Distinct choices remembered before the memory starts again (codes are player-chosen: no unbounded growth). */
export const DECK_VERDICTS_KEPT = 512;

/**
 * The verdict of `validateDeck(loadout, ruleset)`, where `choice` names what the loadout was built
 * from ('precon:<id>' or 'code:<code>') so that equal choices under equal rules share one check.
 */
export function deckVerdict(choice: string, loadout: Loadout, ruleset: Ruleset): DeckCheck {
  const key = `${ruleset.name}|${ruleset.deckMin}|${ruleset.deckMax}|${ruleset.dogsOfWarRule}|${choice}`;
  const known = verdicts.get(key);
  if (known) return known;
  const verdict = validateDeck(loadout, ruleset);
  if (verdicts.size >= DECK_VERDICTS_KEPT) verdicts.clear();
  verdicts.set(key, verdict);
  return verdict;
}
