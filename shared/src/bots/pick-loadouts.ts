import type { Precon } from '../cards/decks';
import { nextInt, seedPrng, shuffleInPlace } from '../random/prng';
import type { Loadout, Mode, Seat } from '../state/types';

/** The seats that play in each mode, in seat order. */
export const SEATS_BY_MODE: Record<Mode, Seat[]> = {
  duel: ['p1', 'p2'],
  ffa3: ['p1', 'p2', 'p3'],
  ffa4: ['p1', 'p2', 'p3', 'p4'],
  teams: ['p1', 'p2', 'p3', 'p4'],
};

/** Which precon each seat plays, and the loadouts to create the game with. */
export interface PickedDecks {
  decks: Partial<Record<Seat, string>>;
  loadouts: Partial<Record<Seat, Loadout>>;
}

/**
 * Choose a precon per seat for game `index` of a series: the first seat cycles through `pool` (so
 * every precon, and so every faction, appears), the others are drawn from the game's seed, distinct
 * when the pool allows. `fixed` pins the decks by seat order instead.
 */
export function pickLoadouts(seed: string, index: number, mode: Mode, pool: readonly Precon[], fixed?: readonly Precon[]): PickedDecks {
  const seats = SEATS_BY_MODE[mode];
  if (pool.length === 0) throw new Error('no precon decks to pick from');
  let chosen: Precon[];
  if (fixed && fixed.length > 0) {
    chosen = seats.map((_, i) => fixed[i % fixed.length] as Precon);
  } else {
    const rng = seedPrng(`${seed}/decks`);
    const first = pool[index % pool.length] as Precon;
    const rest = pool.filter((p) => p !== first);
    shuffleInPlace(rng, rest);
    chosen = [first];
    for (let i = 1; i < seats.length; i++) {
      chosen.push(rest.length > 0 ? (rest[(i - 1) % rest.length] as Precon) : first);
    }
    // The cycling deck is not always p1: seat order is drawn too.
    const shift = nextInt(rng, seats.length);
    chosen = [...chosen.slice(shift), ...chosen.slice(0, shift)];
  }
  const decks: Partial<Record<Seat, string>> = {};
  const loadouts: Partial<Record<Seat, Loadout>> = {};
  seats.forEach((seat, i) => {
    const p = chosen[i] as Precon;
    decks[seat] = p.id;
    loadouts[seat] = structuredClone(p.loadout);
  });
  return { decks, loadouts };
}
