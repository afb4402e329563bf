import { PRECONS, type Precon } from '../cards/decks';
import type { Mode, Variants } from '../state/types';
import { SEATS_BY_MODE } from '../bots/pick-loadouts';

/** What `npm run sim` was asked to do. */
export interface SimOptions {
  games: number;
  seed: string;
  mode: Mode;
  /** Decks pinned by seat order; empty = cycle through every precon. */
  fixed: Precon[];
  turnLimit: number;
  maxActions: number;
  /** `--variant experienced-architect`: every deck gets a Construction Deck (rulebook: Variants). */
  variants?: Variants;
}

/** The time-limit turn cap for simulated games. */
export const SIM_TURN_LIMIT = 60;

/** Turn the command-line flags into options, or throw a usage error. */
export function simOptions(flags: Record<string, string>): SimOptions {
  const games = Number(flags.games ?? '20');
  if (!Number.isInteger(games) || games < 1) throw new Error(`--games must be a positive integer, not "${flags.games}"`);
  const mode = (flags.mode ?? 'duel') as Mode;
  if (!(mode in SEATS_BY_MODE)) throw new Error(`--mode must be one of ${Object.keys(SEATS_BY_MODE).join(', ')}`);
  const decks = flags.decks ?? 'all';
  const fixed =
    decks === 'all'
      ? []
      : decks.split(',').map((id) => {
          const p = PRECONS.find((x) => x.id === id.trim());
          if (!p) throw new Error(`unknown precon "${id}"; known: ${PRECONS.map((x) => x.id).join(', ')}`);
          return p;
        });
  const turnLimit = Number(flags['turn-limit'] ?? SIM_TURN_LIMIT);
  const maxActions = Number(flags['max-actions'] ?? 20_000);
  const variant = flags.variant;
  if (variant !== undefined && variant !== 'experienced-architect') throw new Error(`--variant must be experienced-architect, not "${variant}"`);
  return { games, seed: flags.seed ?? '1', mode, fixed, turnLimit, maxActions, ...(variant ? { variants: { experiencedArchitect: true } } : {}) };
}
